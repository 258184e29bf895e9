import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

describe('a clock, then the clock it is not: the one said is meant', () => {
  it.each([
    ['the gate check is 05:20 not 05:40, daily', { kind: 'every-day' }, hm(5, 20)],
    ['standup 9:30am, not 10am, weekdays', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, hm(9, 30)],
    ['fridays at 6pm (not 7pm)', { kind: 'weekdays', days: [6] }, hm(18)],
    ['daily 7:45 not 8:15', { kind: 'every-day' }, hm(7, 45)],
    ['payroll run 17:00 not 18:00 on the last day of the month', null, hm(17)],
  ])('"%s"', (phrase, days, time) => {
    const rs = rules(phrase, 'UTC');
    expect(rs).toHaveLength(1);
    const r = rs[0] as (typeof rs)[number];
    if (days !== null) expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
    expect(r.assumptions.some((a) => /^Read "not [^"]+" as saying the time is /.test(a))).toBe(true);
  });

  it.each([
    // a clock in a list or a range before "not": which one is said again?
    ['daily 9am and 5pm not 6pm', /taken out with "except"/],
    ['every day 9am to 5pm not 6pm', /interval/],
    // bare hours: an hour, or a count?
    ['at 9 not 10 daily', /not 10/],
    // the same clock denied as said
    ['weekdays 8am not 8am', /nothing is left to run/],
  ])('refuses "%s"', (phrase, why) => {
    expect(refusedRules(phrase).message).toMatch(why);
  });

  it('a repeat within the day takes the clock out instead', () => {
    const rs = rules('every 15 min from 9:15 not 9:30', 'UTC');
    expect(rs.some((r) => r.assumptions.some((a) => a.includes('as saying the time is')))).toBe(false);
  });
});
