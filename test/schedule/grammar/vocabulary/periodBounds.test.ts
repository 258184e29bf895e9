import { describe, expect, it } from 'vitest';
import { readPhrase } from '../../../../src/schedule/grammar/read.js';
import { readRules } from '../../../../src/schedule/grammar/rules.js';
import { read, refused } from './read.js';

// NOW is Monday 2026-01-12
const date = (year: number, month: number, day: number) => ({ year, month, day });

/** Reads at another reference instant (the tables below need the last day of a month or a quarter). */
function readAt(phrase: string, now: string, zone = 'UTC') {
  return readPhrase(phrase, { now: Date.parse(now), defaultZone: zone });
}

describe('running periods to the next month, quarter or year, and to the end of a week', () => {
  it.each([
    // "until next quarter": until it begins, so the last day with runs is the last of this one
    ['every day 7am until next quarter', date(2026, 3, 31)],
    ['every day 7am till the next quarter', date(2026, 3, 31)],
    ['every day 7am until next month', date(2026, 1, 31)],
    ['every day 7am until the start of next month', date(2026, 1, 31)],
    ['every day 7am until next year', date(2026, 12, 31)],
    // weeks start on Monday and end on Sunday
    ['every day 9am until end of next week', date(2026, 1, 25)],
    ['every day 9am until the end of this week', date(2026, 1, 18)],
    ['every day 9am through the end of the week', date(2026, 1, 18)],
    ['every day 9am for the rest of the week', date(2026, 1, 18)],
    ['only this week: weekdays 5pm', date(2026, 1, 18)],
    ['weekdays 5pm this week only', date(2026, 1, 18)],
    // said last, "this week" is to its end as "this week only" is
    ['weekdays 5pm this week', date(2026, 1, 18)],
    ['weekdays 5pm just for this month', date(2026, 1, 31)],
    ['weekdays 5pm for this quarter', date(2026, 3, 31)],
  ])('"%s"', (phrase, end) => {
    const i = read(phrase);
    expect(i.startDate).toBeNull();
    expect(i.endDate).toEqual(end);
  });

  it('says which day a week ends on', () => {
    expect(read('every day 9am until end of next week').assumptions.join(' ')).toMatch(
      /Sunday, January 25, 2026.*Sunday/,
    );
  });

  it('reads "until next quarter" on a quarter\'s first day to that quarter\'s end', () => {
    const r = readAt('every day 7am until next quarter', '2026-04-01T12:00:00Z');
    expect(r.ok && r.value.endDate).toEqual(date(2026, 6, 30));
  });

  it.each([
    // on the last day of a quarter, "until next quarter" would leave today only: the one after may be meant
    ['every day 7am until next quarter', '2026-03-31T12:00:00Z', /last day of this quarter/],
    ['every day 7am until next month', '2026-01-31T12:00:00Z', /last day of this month/],
    ['every day 7am until next year', '2026-12-31T12:00:00Z', /last day of this year/],
  ])('refuses "%s" at %s', (phrase, now, words) => {
    const r = readAt(phrase, now);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toMatch(words);
  });

  it('reads the end of a week on its Sunday as that day', () => {
    const r = readAt('every day 7am until the end of this week', '2026-01-18T08:00:00Z');
    expect(r.ok && r.value.endDate).toEqual(date(2026, 1, 18));
  });

  it.each([
    // "through next month" runs to its end, not to its start: not read as "until"
    ['every day 7am through next month', /next month/],
    ['every day 7am until next', /next/],
    ['every day 7am until next quarterly', /quarterly/],
    // a start said so is not read here
    ['starting this week, weekdays 5pm', /this week/],
    ['weekdays 5pm this week, mondays', /this week|mondays|days twice/],
    // two ends
    ['every day 7am until next quarter until the end of the year', /two ends/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('dates that bound a period: "<date> and after", "<date> onwards", "as of <date>", "(dec 4)"', () => {
  it.each([
    ['on sunday march 15 and after, every day 2am', date(2026, 3, 15), null],
    ['every day 2am from march 14 onwards', date(2026, 3, 14), null],
    ['every day 2am, march 14th onward', date(2026, 3, 14), null],
    ['every day 2am, 14 march 2027 and later', date(2027, 3, 14), null],
    ['every day 2am, jan 20 or later', date(2026, 1, 20), null],
    ['starting sunday, march 15, every day 2am', date(2026, 3, 15), null],
    ['every day 2am as of monday jan 19', date(2026, 1, 19), null],
    ['every saturday 10:00 as of 05/12/2026', date(2026, 12, 5), null],
    ['every saturday 10:00, 05/12/2026 onwards', date(2026, 12, 5), null],
    ['every day at 9am, 2026-02-01 and after', date(2026, 2, 1), null],
    ['every day at 9am from 14/02/2026 onwards', date(2026, 2, 14), null],
    // the order the date itself shows
    ['every day at 9am from 02/14/2026 onwards', date(2026, 2, 14), null],
    ['every day at 9am as of march 14', date(2026, 3, 14), null],
    ['every day at 9am as of 14 march 2027', date(2027, 3, 14), null],
    // a date the words name, in brackets: the last day with runs
    ['every day 9am until the end of the sprint (dec 4)', null, date(2026, 12, 4)],
    ['every day 9am through the end of our code freeze (friday jan 30)', null, date(2026, 1, 30)],
    ['every day 9am until the end of the pilot (ends 28 feb)', null, date(2026, 2, 28)],
    // day, month and year with dashes
    ['every day 10am from 1-Dec-26 to 31-Mar-27', date(2026, 12, 1), date(2027, 3, 31)],
    ['every day 10am from 01-dec-2026 until 15-jan-2027', date(2026, 12, 1), date(2027, 1, 15)],
  ])('"%s"', (phrase, start, end) => {
    const i = read(phrase, 'Europe/Paris');
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it('says the date read', () => {
    expect(read('on sunday march 15 and after, every day 2am').assumptions.join(' ')).toMatch(
      /from Sunday, March 15, 2026/,
    );
  });

  it.each([
    // the weekday said with the date must be that date's
    ['starting monday march 15, every day 2am', /not a Monday/],
    ['every day 2am from friday jan 20 onwards', /not a Friday/],
    ['every day 2am from february 30 onwards', /no day 30/],
    ['every day 9am until the end of the sprint (friday dec 5)', /not a Friday/],
    // "the end of the month" is the period parser's; a date beside it is not taken as the end
    ['every day 9am until the end of the month (dec 4)', /dec 4|single date/],
    ['every day 9am until the end of next week (dec 4)', /dec 4|single date/],
    // no date: what the sprint is cannot be known
    ['every weekday at 9am until end of sprint', /sprint/],
    ['every day 9am until the end of the sprint (soon)', /sprint|soon/],
    // a date and a time: not the bound
    ['every day 2am, march 14 9am onwards', /./],
    ['every day at 9am on march 14 and after 5pm', /./],
    ['every day at 9am, 05/12/2026 and after 5pm', /./],
    // two starts
    ['starting march 2 on sunday march 15 and after, every day 2am', /two starts|start/],
    // no such day: not rewritten, and not read
    ['every day 10am from 32-dec-26 to 31-mar-27', /32/],
    ['every day 10am on 1-dec-26', /single date/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase, 'Europe/Paris').message).toMatch(words);
  });

  it('reads a slash date "as of" in the order of the person\'s zone', () => {
    const r = readRules('every saturday 10:00 as of 05/12/2026', {
      now: Date.parse('2026-01-12T12:00:00Z'),
      defaultZone: 'America/New_York',
    });
    expect(r.ok && r.value[0]?.startDate).toEqual(date(2026, 5, 12));
  });
});
