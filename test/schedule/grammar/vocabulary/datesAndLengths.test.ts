import { describe, expect, it } from 'vitest';
import { read, reads, refused, refuses } from './read.js';

// NOW is Monday, January 12, 2026, 12:00 UTC
const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('a length of days, weeks or nights, and "then stop" said after it', () => {
  it.each([
    ['every friday 4pm for 4 weeks then stop', null, d(2026, 2, 8)],
    ['take the pill at 9pm every night for 21 days then stop', null, d(2026, 2, 1)],
    // a night's run at 1am has passed today: the next three nights' runs are the 13th, 14th and 15th
    ['backfill for the next 3 nights at 1am, then stop', null, d(2026, 1, 15)],
    ['reminder for 2 nights at 11pm', null, d(2026, 1, 13)],
    // the length said right after its start date
    ['league fixtures reminder saturdays 10am from feb 6, 10 weeks', d(2026, 2, 6), d(2026, 4, 16)],
    ['every day 9am until feb 18 then stop', null, d(2026, 2, 18)],
  ])('"%s"', (phrase, start, end) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it('"then stop" after a count of runs is that count', () => {
    expect(read('every day 9am, 10 times then stop').maxOccurrences).toBe(10);
  });

  it.each([
    // nights are counted for runs at night only
    ['every hour for the next 3 nights', /counts nights/],
    ['for the next 3 nights at 1pm', /counts nights/],
    // "then stop" with nothing that says when
    ['every friday 4pm then stop', /does not say when to stop/],
    // a length after a date that is not its start
    ['saturdays 10am from feb 6, 10 weeks later', /weeks later|could not read/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('a period bounded by an event named with its date', () => {
  it.each([
    ['daily 9am from feb 4 until the conference on feb 10', d(2026, 2, 4), d(2026, 2, 10)],
    ['stand-up 8:30 mon-fri until go-live 31.03.2026', null, d(2026, 3, 31)],
    ['sundays 6am until the race on 2026-04-18', null, d(2026, 4, 18)],
    ['mondays 9am until the budget review on feb 16', null, d(2026, 2, 16)],
    ['every 30 min from 2 to 6pm until exams (feb 11)', null, d(2026, 2, 11)],
    ['every weekday at 9:15 until the event, which is the 14th of april 2026', null, d(2026, 4, 14)],
    ['every day 9am until the deadline (2026-03-15)', null, d(2026, 3, 15)],
    // a length of the event, and the date it starts
    [
      'rent reminders the 1st of each month 09:00 for the 12 months of the lease (starts feb 1 2026)',
      d(2026, 2, 1),
      d(2027, 1, 31),
    ],
    // the event's dates said with it: a holiday's name before another word is the event's own name
    [
      'temp checks every 2h from 6 till 22 during the christmas markets (nov 27 to dec 23)',
      d(2026, 11, 27),
      d(2026, 12, 23),
    ],
    ['badge print sync hourly 7am-7pm during the event, apr 12-14', d(2026, 4, 12), d(2026, 4, 14)],
    // days of one month with their year, month first or day first, and a weekend said as its dates
    ['every hour on march 13-14 2027', d(2027, 3, 13), d(2027, 3, 14)],
    ['run sheet reminder 7am each day 12-14 March 2026', d(2026, 3, 12), d(2026, 3, 14)],
    ['the weekend of march 14-15 2026, every hour', d(2026, 3, 14), d(2026, 3, 15)],
    ['every hour the weekend of 14-15 march 2026', d(2026, 3, 14), d(2026, 3, 15)],
  ])('"%s"', (phrase, start, end) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it('says which words it set aside as the event', () => {
    expect(read('daily 9am from feb 4 until the conference on feb 10').assumptions.join(' ')).toMatch(
      /"conference" as the name of what the dates bound/,
    );
  });

  it.each([
    // words that say when are no event's name
    ['every day 9am until the end of feb 10', /could not read|10/],
    ['every day 9am until tomorrow feb 5', /single date|could not read|tomorrow/],
    ['every day 9am until christmas dec 25', /could not read|christmas/],
    ['every day 9am until 9pm feb 5', /single date|could not read/],
    // a day's short name is the date's weekday, not an event
    ['every day 9am until fri jan 15', /single date|could not read|is not a Friday/],
    ['every day 9am until early feb 5', /single date|could not read/],
    // a weekend that is not one, or whose year is not said
    ['the weekend of march 14-15 2027, every hour', /not a Saturday and a Sunday/],
    ['the weekend of march 13-14, every hour', /does not say its year/],
    ['every 2h during the sale, dec 5-3', /not a stretch of days/],
    // a range of hours before a month is not days
    ['hourly 9-17 march 2027', /could not read|march/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('days of one month said once with the month', () => {
  it.each([
    ['at 9am on feb 24, 27 and 28', [24, 27, 28], 2, d(2026, 2, 24), d(2026, 2, 28)],
    ['7:00 and 15:00 on march 27 and 28 2027', [27, 28], 3, d(2027, 3, 27), d(2027, 3, 28)],
    ['on 27 and 28 march 2027 at 9am', [27, 28], 3, d(2027, 3, 27), d(2027, 3, 28)],
    ['jan 5 and 6 2027 9am', [5, 6], 1, d(2027, 1, 5), d(2027, 1, 6)],
    ['car insurance renewal reminder on 2 feb and again on 9 feb, 10am', [2, 9], 2, d(2026, 2, 2), d(2026, 2, 9)],
  ])('"%s"', (phrase, days, month, start, end) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'month-days', days });
    expect(i.months).toEqual({ kind: 'months', months: [month] });
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it('"the 1st and 15th of january": day first without a year is left as said (days of the year)', () => {
    const i = read('on the 1st and 15th of january at 9am');
    expect(i.days).toEqual({ kind: 'month-days', days: [1, 15] });
    expect(i.startDate).toBeNull();
  });

  it.each([
    // a number that could be a clock, or days that do not rise, are not read as a list
    ['on feb 5 and 9 utc', /single date|could not read/],
    ['on feb 9 and 5 at 10am', /could not read|single date/],
    ['on feb 5, 9 and 11:30', /could not read|single date/],
    ['every feb 24 and 27 at 10am', /could not read|27/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe("the United States' holidays on a weekday of a month, as a bound of a period", () => {
  it.each([
    // Thanksgiving 2026 is Thursday, November 26; Memorial Day 2026 Monday, May 25; Labor Day Monday, September 7
    ['after thanksgiving: every weekday 8am until xmas eve', d(2026, 11, 27), d(2026, 12, 24)],
    ['pool chlorine test 8am & 4pm daily from memorial day', d(2026, 5, 25), null],
    ['daily 8am until labor day', null, d(2026, 9, 7)],
  ])('"%s"', (phrase, start, end) => {
    const i = read(phrase, 'America/New_York');
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
    expect(i.assumptions.join(' ')).toMatch(/United States'/);
  });

  it.each([
    // Canada's Thanksgiving is in October: only the United States' are known
    ['daily 8am after thanksgiving', 'America/Toronto', /not in the United States/],
    ['daily 8am from memorial day', 'Europe/London', /not in the United States/],
    ['daily 8am from thanksgiving eve', 'America/New_York', /could not read|eve/],
  ])('refuses "%s" in %s', (phrase, zone, words) => {
    expect(refused(phrase, zone).message).toMatch(words);
  });
});

describe('a date with a slash is one date, in the order settled for the phrase', () => {
  it('"remind me on 5/6 at 9am": once, in a reminder, month first in the United States', () => {
    const i = read('remind me on 5/6 at 9am', 'America/New_York');
    expect(i.startDate).toEqual(d(2026, 5, 6));
    expect(i.endDate).toEqual(d(2026, 5, 6));
    expect(i.maxOccurrences).toBe(1);
  });

  it.each([
    // not in a reminder: once or every year?
    ['xmas tasting 20/12 at 15h', 'Europe/Paris', /could be one run or every year's|could not read/],
    // both orders are written in Canada
    ['remind me on 5/6 at 9am', 'America/Toronto', /could be/],
  ])('refuses "%s" in %s', (phrase, zone, words) => {
    expect(refused(phrase, zone).message).toMatch(words);
  });
});

describe('a spaced em dash between a number and a date breaks the sentence, joins no range', () => {
  it.each([
    // "van 12" is the van's number; the run is on the 14th, or asked: never the 12th to the 14th
    ['MOT reminder for van 12 — 14 jan 2027 8am', 'Europe/London', /./],
    ['service bay 3 — 5 feb 2027 at 9am', 'Europe/London', /./],
  ])('%s [%s] is not a range', (phrase, zone, why) => refuses(phrase, zone, why));
  it.each([
    // a range typed with a hyphen or an en dash reads as before
    ['conference 12 – 14 jan 2027 8am daily', 'Europe/London', ['0 8 * * ?'], /"12 - 14 jan 2027" read as from/],
    ['conference 12-14 jan 2027 8am daily', 'Europe/London', ['0 8 * * ?'], /read as from/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});
