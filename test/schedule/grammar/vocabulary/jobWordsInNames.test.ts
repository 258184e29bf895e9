import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

/** The one rule a phrase reads as, with the note setting its first words aside as the job's name. */
function named(phrase: string, zone = 'UTC') {
  const rs = rules(phrase, zone);
  expect(rs).toHaveLength(1);
  const r = rs[0] as (typeof rs)[number];
  expect(r.assumptions.some((a) => /^Read ".*" as the job's name/.test(a))).toBe(true);
  return r;
}

describe('words of time or place that are words of a job, first in its name, where the rest says the same', () => {
  it.each([
    // "server" beside another word of the name, the zone said by the rest
    ['KR server maintenance every wednesday 6:00 KST', { kind: 'weekdays', days: [4] }, hm(6), 'Asia/Seoul'],
    ['CN server daily reset 5am Beijing time', { kind: 'every-day' }, hm(5), 'Asia/Shanghai'],
    // "start" after a name's word, right before its clock
    ['sanitation crew start 11pm sun–thu', { kind: 'weekdays', days: [1, 2, 3, 4, 5] }, hm(23), 'UTC'],
    ['night shift start 22:00 mon-fri', WEEKDAYS, hm(22), 'UTC'],
    // "screen time", "nap time": the rest says its times plainly
    [
      "kids' screen time cutoff reminder at 8:30pm sun–thu",
      { kind: 'weekdays', days: [1, 2, 3, 4, 5] },
      hm(20, 30),
      'UTC',
    ],
    // "snow day", "game day": the rest says its own days
    ['snow day check 5am weekdays', WEEKDAYS, hm(5), 'UTC'],
    ['game day post fridays 9am', { kind: 'weekdays', days: [6] }, hm(9), 'UTC'],
    // "daycare" holds "day" and says no day
    ['daycare pickup reminder weekdays 5:15 pm', WEEKDAYS, hm(17, 15), 'UTC'],
  ])('"%s"', (phrase, days, time, zone) => {
    const r = named(phrase);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
    expect(r.zone.name).toBe(zone);
  });

  it('"payday" where the rest runs on a day of the month', () => {
    const r = named('payday sale on the nearest weekday to the 15th at 8am');
    expect(r.days).toEqual({ kind: 'nearest-weekday', day: 15 });
    expect(r.months).toEqual({ kind: 'every-month' });
  });

  it('"end of quarter" where the rest runs on the last day of four months three apart', () => {
    const r = named('end of quarter inventory: last day of mar jun sep dec at 9pm');
    expect(r.days).toEqual({ kind: 'month-days', days: ['last'] });
    expect(r.months).toEqual({ kind: 'months', months: [3, 6, 9, 12] });
    expect(r.times).toEqual([hm(21)]);
  });

  it('"half day fridays:" set off, where the rest runs on fridays', () => {
    const r = named('half day fridays: dismissal alert 12:15 every friday');
    expect(r.days).toEqual({ kind: 'weekdays', days: [6] });
  });

  it('"the" before the day of the month is the schedule\'s', () => {
    const r = named('hospice volunteer rota goes out the 20th at 5pm, every month');
    expect(r.days).toEqual({ kind: 'month-days', days: [20] });
    expect(r.times).toEqual([hm(17)]);
  });

  it.each([
    // "server" with no zone said: the server's clock?
    ['KR server maintenance every wednesday 6:00'],
    ['KR server every wednesday 6:00'],
    ['server time reset every wednesday 6:00 KST'],
    // "start" before a date, not a clock
    ['crew start jan 5 at 9am'],
    // "payday" where the rest runs every day or every week
    ['payday reminder 9am'],
    ['payday reminder every friday 9am'],
    // "time" and "day" compounds where the rest does not say the same
    ['screen time cutoff reminder at 8:30 sun-thu'],
    ['bed time reminder 8:30pm'],
    ['snow day check 5am'],
    ['snow day check 5am daily'],
    ['game day post 9am'],
    ["mother's day email sundays 7am"],
    // "end of quarter" where the rest runs every month, or on another day
    ['end of quarter inventory: last day of every month at 9pm'],
    ['end of quarter inventory: 1st of mar jun sep dec at 9pm'],
    ['quarter end report every monday 9am'],
    // "half day fridays:" before another day
    ['half day fridays: dismissal alert 12:15 every monday'],
  ])('refuses "%s"', (phrase) => {
    expect(refusedRules(phrase).message.length).toBeGreaterThan(0);
  });
});

describe("a job's name between the days of a schedule and its clock", () => {
  it.each([
    ['every 1st monday staff meeting at 8.30am', { kind: 'nth-weekday', weekday: 2, nths: [1] }, hm(8, 30)],
    ['every monday and thursday staff meeting at 8.30am', { kind: 'weekdays', days: [2, 5] }, hm(8, 30)],
    ['every 2nd tuesday board meeting 6pm', { kind: 'nth-weekday', weekday: 3, nths: [2] }, hm(18)],
    ['every monday dinner meeting at 19:30', { kind: 'weekdays', days: [2] }, hm(19, 30)],
  ])('"%s"', (phrase, days, time) => {
    const r = named(phrase);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
  });

  it.each([
    // a bare hour: the name may say its half of the day
    ['every monday dinner meeting at 7'],
    ['every monday dinner meeting at 7:30'],
    // a day right before another may be the name's
    ['every monday tuesday meeting at 9am'],
    // words that are no job's, or more than two
    ['every monday night meeting at 8pm'],
    ['every monday easter meeting at 9am'],
    ['every friday pay day meeting at 9am'],
  ])('refuses "%s"', (phrase) => {
    expect(refusedRules(phrase).message.length).toBeGreaterThan(0);
  });
});

describe('a purpose said last: "payday" where the rest runs on a day of the month, "accruals" a thing done', () => {
  it.each([
    ['on the 25th 10:00 JST every month (payday)', { kind: 'month-days', days: [25] }],
    ['the 30th of each month at 6pm eastern, freight accruals', { kind: 'month-days', days: [30] }],
  ])('"%s"', (phrase, days) => {
    const rs = rules(phrase);
    expect(rs).toHaveLength(1);
    const r = rs[0] as (typeof rs)[number];
    expect(r.days).toEqual(days);
    expect(r.assumptions.some((a) => /^Set ".*" aside as the task's purpose/.test(a))).toBe(true);
  });

  it.each([['every day at 9am (payday)'], ['every friday 9am (payday)'], ['every friday 9am, payday']])(
    'refuses "%s"',
    (phrase) => {
      expect(refusedRules(phrase).message).toMatch(/payday/);
    },
  );
});
