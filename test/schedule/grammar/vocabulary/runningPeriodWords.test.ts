import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { hm, NOW, read, refused } from './read.js';

// NOW is Monday 2026-01-12
const date = (year: number, month: number, day: number) => ({ year, month, day });
const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('"the next 3 Fridays": a count of days, one run on each', () => {
  it.each([
    ['next 3 fridays at 5pm', [6], 3, hm(17)],
    ['the next three mondays at 9', [2], 3, hm(9)],
    ['next 10 weekdays at 4pm', [2, 3, 4, 5, 6], 10, hm(16)],
    ['weekdays 9am for the next 20 business days', [2, 3, 4, 5, 6], 20, hm(9)],
    ['for the following 5 working days at 8:30', [2, 3, 4, 5, 6], 5, hm(8, 30)],
    ['over the next 4 weekend days at 10am', [1, 7], 4, hm(10)],
  ])('"%s"', (phrase, days, count, time) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'weekdays', days });
    expect(i.maxOccurrences).toBe(count);
    expect(i.times).toEqual([time]);
    expect(i.endDate).toBeNull();
  });

  it.each([
    ['next 3 fridays at 9am and 5pm', /counts days, but the schedule runs more than once a day/],
    ['next 3 fridays every hour from 9am to 5pm', /counts days, but the schedule runs at an interval/],
    ['every day at 9am for the next 10 weekdays', /days twice/],
    ['next 0 fridays at 5pm', /not a number of days/],
    ['next 3 fridays at 5pm, 5 times', /two different numbers of runs/],
    ['next 3 fridays and saturdays at 5pm', /next 3/],
    // not a day of the week: a length of time, or a number of weekends (how many days?)
    ['next 2 weekends at 10am', /next 2/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it.each(['next 3 mondays and fridays at 9am', 'next 3 mondays at 9am, fridays at 5pm'])(
    'refuses "%s": the count is of one rule\'s days',
    (phrase) => {
      const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.problem.message).toMatch(/counts the days of one rule/);
    },
  );
});

describe('running periods by the year and the quarter', () => {
  it.each([
    ['every day at 9am in 2027', date(2027, 1, 1), date(2027, 12, 31)],
    ['every day at 9am during the year 2027', date(2027, 1, 1), date(2027, 12, 31)],
    ['throughout 2026, every day at 9am', date(2026, 1, 1), date(2026, 12, 31)],
    ['all of 2027, every day at 9am', date(2027, 1, 1), date(2027, 12, 31)],
    ['every day at 9am for the whole of 2027', date(2027, 1, 1), date(2027, 12, 31)],
    ['every day at 9am through the end of the first quarter', null, date(2026, 3, 31)],
    ['every day at 9am till the end of Q1', null, date(2026, 3, 31)],
    ['every day at 9am through the third quarter', null, date(2026, 9, 30)],
    ['every day at 9am until the end of Q4 2027', null, date(2027, 12, 31)],
    ['every day at 9am by the end of q3, 2026', null, date(2026, 9, 30)],
    ['every day at 9am until the end of 2027', null, date(2027, 12, 31)],
    ['every day at 9am starting in 2027', date(2027, 1, 1), null],
    ['every day at 9am until eoy', null, date(2026, 12, 31)],
    ['every day at 9am by eoq', null, date(2026, 3, 31)],
    ['every day at 9am till eom', null, date(2026, 1, 31)],
    // today's 9am has passed: the length counts from tomorrow
    ['every day at 9am over the next 2 weeks', null, date(2026, 1, 26)],
    ['every day at 9am the next 3 days', null, date(2026, 1, 15)],
  ])('"%s"', (phrase, start, end) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'every-day' });
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it('refuses a year already past: no run is left', () => {
    const r = schedulePhrase({ phrase: 'every day at 9am in 2024', defaultZone: 'UTC', now: NOW });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toMatch(/no run between its start and end/);
  });

  it('"till the end of Q1, mondays 8am"', () => {
    const i = read('till the end of Q1, mondays 8am');
    expect(i.days).toEqual({ kind: 'weekdays', days: [2] });
    expect(i.times).toEqual([hm(8)]);
    expect(i.endDate).toEqual(date(2026, 3, 31));
  });

  it.each([
    ['every day at 9am until q1', /could mean until Q1 begins or through its end/],
    ['every day at 9am in 2027 until the end of q1', /two ends/],
    ['every day at 9am in 2027 and 2028', /2028/],
    ['every day at 9am for 2027', /2027/],
    // a year after "from" or "through" may be a time on a 24-hour clock (20:30): not read as a year
    ['every 30 minutes from 2030', /2030/],
    ['every 30 minutes from 9am through 2030', /2030/],
    ['every day at 9am until 2027', /2027/],
    // "next week" is a date, not a length
    ['every day at 9am next week', /next week/],
    ['every day at 9am in q5 2027', /q5/],
    // a year is not a time, nor a count
    ['every day in 2027', /no time of day/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('the dates of a running period said day first', () => {
  it.each([
    ['every weekday at 9am, starting from 1st of march', WEEKDAYS, date(2026, 3, 1), null],
    ['every weekday at 9am from the 2nd of february', WEEKDAYS, date(2026, 2, 2), null],
    ['every weekday at 9am until 27th feb', WEEKDAYS, null, date(2026, 2, 27)],
    ['beginning 3rd feb, every weekday at 9am', WEEKDAYS, date(2026, 2, 3), null],
    ['effective the 1st of june 2026, every weekday at 9am', WEEKDAYS, date(2026, 6, 1), null],
    [
      'from 1st jan 2027 to 31st march 2027 mondays 9am',
      { kind: 'weekdays', days: [2] },
      date(2027, 1, 1),
      date(2027, 3, 31),
    ],
    [
      'from 1st jan till 31st march, 1st of the month 6am',
      { kind: 'month-days', days: [1] },
      date(2026, 1, 1),
      date(2026, 3, 31),
    ],
    [
      'on the 15th at 6am from 1st march 2026 to 30th june 2026',
      { kind: 'month-days', days: [15] },
      date(2026, 3, 1),
      date(2026, 6, 30),
    ],
  ])('"%s"', (phrase, days, start, end) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it.each([
    // a range of days of the month is not a date
    ['every day from the 1st to the 15th of march at 9', /days twice/],
    ['every day at 9 from 1st jan to 15th', /days twice/],
    // "to" after a number or a time is not the end of a period of dates
    ['every day from 1 to 5th may at 9', /may/],
    ['every day from 9am to 5th may', /may/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('leaves "the 15th of March" without period words to the day-of-month readers', () => {
    const r = schedulePhrase({ phrase: 'every 15th of march at noon', defaultZone: 'UTC', now: NOW });
    if (r.ok) expect(r.value.startDate).toBeNull();
  });
});

describe('a length said without a start counts from the first day with a run left', () => {
  // NOW is Monday 2026-01-12 12:00 UTC: today's 9am has passed, today's 3pm has not
  it.each([
    // no run left today: "for the next 4 weeks" is four Mondays, from tomorrow
    ['mondays 9am for the next 4 weeks', date(2026, 2, 9)],
    ['every day at 9am for 2 weeks', date(2026, 1, 26)],
    ['every 30 min from 8am to 11am for 3 days', date(2026, 1, 15)],
    // a run left today: today is the first day
    ['every day at 3pm for 2 weeks', date(2026, 1, 25)],
    ['every day at 9am and 3pm for 2 weeks', date(2026, 1, 25)],
    ['every hour for 3 days', date(2026, 1, 14)],
    // a start said is where it counts from, whatever today's runs
    ['every day at 9am for 2 weeks starting today', date(2026, 1, 25)],
  ])('"%s" ends on %o', (phrase, end) => {
    expect(read(phrase).endDate).toEqual(end);
  });

  // a run at the very minute of asking is not one to come: the runs start tomorrow with the period
  it.each([
    ['daily at noon for the next 10 days', 'UTC', date(2026, 1, 13), date(2026, 1, 22)],
    ['every day at 9am and 12:00 for 2 weeks', 'UTC', date(2026, 1, 13), date(2026, 1, 26)],
    ['every 15 minutes from 8am to noon for 3 days', 'Europe/London', date(2026, 1, 13), date(2026, 1, 15)],
    // one minute later is a run left today, and today counts
    ['daily at 12:01 for the next 10 days', 'UTC', null, date(2026, 1, 21)],
    // a run earlier today only: the period counts from tomorrow, and no start is needed to keep today's runs out
    ['daily at 11:59 for the next 10 days', 'UTC', null, date(2026, 1, 22)],
  ])('"%s" [%s] starts on %o and ends on %o', (phrase, zone, start, end) => {
    const i = read(phrase, zone);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });
});

describe('"for the next day" beside runs at a time of day', () => {
  it.each([
    // one day of runs: how long the runs go on, or what each run is for (the next day's appointments)?
    ['reminder texts at 4pm every weekday for the next day', /how long the runs go on, or what each run is for/],
    ['daily at 6pm for the following day', /how long the runs go on, or what each run is for/],
  ])('asks of "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it.each([
    // a length in numbers, or more than one day, is how long the runs go on
    ['daily at 9am for 1 day', date(2026, 1, 13)],
    ['daily at 9am for the next 2 days', date(2026, 1, 14)],
  ])('reads "%s" as a running period', (phrase, end) => {
    expect(read(phrase).endDate).toEqual(end);
  });
});
