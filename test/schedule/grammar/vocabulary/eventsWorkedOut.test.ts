import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

/** The one rule a phrase reads as. */
function one(phrase: string, zone = 'UTC') {
  const rs = rules(phrase, zone);
  expect(rs).toHaveLength(1);
  return rs[0] as (typeof rs)[number];
}

describe('a day of every month said as days before another', () => {
  it.each([
    ['remind me the day before the 1st of every month at 6pm', ['last'], hm(18)],
    ['the day before the 15th of each month at 9am', [14], hm(9)],
    ['3 days before the 20th of every month, 8am', [17], hm(8)],
    ['at 7pm the night before the 1st of each month', ['last'], hm(19)],
    ['ping the team two days before the 10th of every month at 16:30', [8], hm(16, 30)],
  ])('%s', (phrase, days, time) => {
    const r = one(phrase);
    expect(r.days).toEqual({ kind: 'month-days', days });
    expect(r.times).toEqual([time]);
    expect(r.assumptions.join(' ')).toMatch(/of every month/);
  });

  it.each([
    // the 30th only in 31-day months: no one day of every month
    'the day before the 31st of every month at 9am',
    // the second-to-last day is not read
    '2 days before the 1st of every month at 9am',
    // a morning time the night before may be the small hours of the 1st itself
    'at 7am the night before the 1st of each month',
  ])('refuses %s', (phrase) => {
    refusedRules(phrase);
  });
});

describe('"and again" before a second day or time says nothing more', () => {
  it.each([
    ['remind renters at 9am the 1st and again the 3rd', { kind: 'month-days', days: [1, 3] }, [hm(9)]],
    ['invoice chase on the 5th and again on the 20th at 10am', { kind: 'month-days', days: [5, 20] }, [hm(10)]],
    ['every weekday at 8am and again at 5pm', WEEKDAYS, [hm(8), hm(17)]],
    ['remind me at 9am on monday and again thursday', { kind: 'weekdays', days: [2, 5] }, [hm(9)]],
  ])('%s', (phrase, days, times) => {
    const r = one(phrase);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual(times);
  });
});

describe('a schedule worked out and said last ("..., so every weekday 6:10")', () => {
  it.each([
    ['ping me when the 6:20 sails — so every weekday 6:10', WEEKDAYS, hm(6, 10)],
    ['reminders go out at 6pm the day before - so 6pm every day', { kind: 'every-day' }, hm(18)],
    ['the 8:05 leaves on platform 2; so just mon-fri 7:50', WEEKDAYS, hm(7, 50)],
    ['standup moved to 10, which means tuesdays 9:45', { kind: 'weekdays', days: [3] }, hm(9, 45)],
    ['ping me when the 7:40 train leaves, so weekdays at 7:25', WEEKDAYS, hm(7, 25)],
  ])('%s', (phrase, days, time) => {
    const r = one(phrase);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
    expect(r.assumptions.join(' ')).toMatch(/worked out from/);
  });

  it.each([
    // what is said before reads as a schedule too: one more rule, or in its place?
    'daily at 9 — so weekends at 10 too',
    // whose clock is the worked-out time on?
    'the tokyo desk opens at 9 — so every weekday 8:45',
    // no time of day after the mark
    'the 6:20 sails daily - so 5 runs a week',
    // what comes before bounds the runs: from june 1 only?
    'summer timetable from june 1: first boat 6:40 not 6:20, so ping me weekdays 6:30',
    'the gym closes early in december, so weekdays 8:30pm',
  ])('refuses %s', (phrase) => {
    refusedRules(phrase);
  });
});

describe('runs until a dated event: "before it" is up to the day before', () => {
  it.each([
    [
      'the wedding is on 2027-09-18, ping the couple every saturday 9am before it',
      { kind: 'weekdays', days: [7] },
      hm(9),
      { year: 2027, month: 9, day: 17 },
    ],
    [
      'the launch is on march 1 2027, remind the team every monday at 10am before then',
      { kind: 'weekdays', days: [2] },
      hm(10),
      { year: 2027, month: 2, day: 28 },
    ],
    [
      'exam is on june 4 2026 - remind me daily at 7pm before it',
      { kind: 'every-day' },
      hm(19),
      { year: 2026, month: 6, day: 3 },
    ],
    // "until then" still runs on the date itself
    [
      'the exam is on june 4 2026 - remind me daily at 7pm until then',
      { kind: 'every-day' },
      hm(19),
      { year: 2026, month: 6, day: 4 },
    ],
  ])('%s', (phrase, days, time, end) => {
    const r = one(phrase);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
    expect(r.endDate).toEqual(end);
  });

  it('refuses runs after the event, which say no end', () => {
    refusedRules('the wedding is on 2027-09-18, ping the couple every saturday 9am after it');
  });
});

describe("a duration before an event's time said on another clock", () => {
  it.each([
    [
      'remind me 30 min before the 8pm KST match, wednesdays',
      'Asia/Seoul',
      { kind: 'weekdays', days: [4] },
      hm(19, 30),
    ],
    ['ping me 15 min before the 9am CET call on mondays', 'Europe/Berlin', { kind: 'weekdays', days: [2] }, hm(8, 45)],
    ['15 min before the 3pm ET kickoff on saturdays', 'America/New_York', { kind: 'weekdays', days: [7] }, hm(14, 45)],
    ['remind me 30 min before the 20:00 utc close on fridays', 'UTC', { kind: 'weekdays', days: [6] }, hm(19, 30)],
    // a name ending in "-in" is no "in 30 min"
    [
      'league check-in 30 min before the 8pm KST match, wednesdays',
      'Asia/Seoul',
      { kind: 'weekdays', days: [4] },
      hm(19, 30),
    ],
  ])('%s', (phrase, zone, days, time) => {
    const r = one(phrase, 'America/Los_Angeles');
    expect(r.zone.name).toBe(zone);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
  });

  it.each([
    // one run from now, beside another time
    'remind me in 30 min before the 8pm match',
    // an evening event's clock without am or pm, on another clock too
    'remind me 30 min before the 7:30 KST concert on fridays',
  ])('refuses %s', (phrase) => {
    refusedRules(phrase, 'America/Los_Angeles');
  });
});

describe("an event on a day of every year's month, and a reminder at a time that day", () => {
  it.each([
    ['lobster season opens last monday of november — remind at 5am', { kind: 'last-weekday-in-month', weekday: 2 }, 11],
    [
      'market opens the first monday of november, remind me at 6:30am',
      { kind: 'nth-weekday', weekday: 2, nths: [1] },
      11,
    ],
    [
      'fair starts the second saturday in june - ping the crew at 7am that day',
      { kind: 'nth-weekday', weekday: 7, nths: [2] },
      6,
    ],
  ])('%s', (phrase, days, month) => {
    const r = one(phrase);
    expect(r.days).toEqual(days);
    expect(r.months).toEqual({ kind: 'months', months: [month] });
    expect(r.assumptions.join(' ')).toMatch(/as the days of the event/);
  });

  it.each([
    // a date: once, or every year's?
    'market opens on the 3rd of march, remind at 5am',
    // a bare small hour: that morning, or the evening before?
    'season opens last monday of november - remind me at 5',
  ])('refuses %s', (phrase) => {
    refusedRules(phrase);
  });
});

describe('what a reminder says, with days and times that are not the schedule', () => {
  it.each([
    ['remind the crew every sunday at 8pm that monday first sailing is 6:05', { kind: 'weekdays', days: [1] }, hm(20)],
    ['tell the team at 9am on mondays that the standup moved to 10', { kind: 'weekdays', days: [2] }, hm(9)],
    ['warn everyone fridays 4pm that the office closes at 5', { kind: 'weekdays', days: [6] }, hm(16)],
    ['remind students of tomorrow’s lesson at 6pm sun-thu', { kind: 'weekdays', days: [1, 2, 3, 4, 5] }, hm(18)],
    ["ping the crew about tonight's show weekdays at 5pm", WEEKDAYS, hm(17)],
  ])('%s', (phrase, days, time) => {
    const r = one(phrase);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
    expect(r.assumptions.join(' ')).toMatch(/what the reminder (?:says|is about)/);
  });

  it.each([
    // no days said: today only, or every day?
    "post tomorrow's menu at 8pm",
    // a one-off
    'remind me at 9am tomorrow that the bins go out',
  ])('does not set aside the message of %s as a repeating rule', (phrase) => {
    const r = (() => {
      try {
        return rules(phrase);
      } catch {
        return null;
      }
    })();
    if (r !== null) expect(r.every((x) => x.maxOccurrences === 1)).toBe(true);
  });
});
