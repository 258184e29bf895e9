import { describe, expect, it } from 'vitest';
import { fields, hm, refusedRules, rules } from './read.js';

const on = (...days: number[]) => ({ kind: 'weekdays', days });

describe('kinds of days and shifts named with their days or hours: "on stream days (wed, fri, sun)"', () => {
  it.each([
    ['clip export at 9am on stream days (wed, fri, sun)', on(1, 4, 6), [hm(9)]],
    ['OB van check 06:30 on match days (saturdays)', on(7), [hm(6, 30)]],
    ["kids' tablet wifi off at 8:30pm school nights (sun–thu)", on(1, 2, 3, 4, 5), [hm(20, 30)]],
    ['gym reminder at 7am on gym days (mon/wed/fri)', on(2, 4, 6), [hm(7)]],
  ])('"%s"', (phrase, days, times) => {
    const [r, ...more] = rules(phrase, 'Europe/London');
    expect(more).toEqual([]);
    expect(r?.days).toEqual(days);
    expect(r?.times).toEqual(times);
    expect(r?.assumptions.join(' ')).toMatch(/days in brackets/);
  });

  it.each([
    ['compressor check every 2h during day shift 7–19 weekdays', hm(7), hm(19)],
    ['camera snapshots every 2 min during the day 7am-7pm', hm(7), hm(19)],
    ['line check every 30 min on B shift 14:00-22:00', hm(14), hm(22)],
  ])('"%s"', (phrase, from, to) => {
    const [r] = rules(phrase, 'Europe/London');
    expect(r?.interval?.window?.from).toEqual(from);
    expect(r?.interval?.window?.to).toEqual(to);
    expect(r?.assumptions.join(' ')).toMatch(/as the hours/);
  });

  it('reads a night shift past midnight', () => {
    expect(fields('coolant check every 2 hours on night shift (22:00–06:00)', 'UTC')).toEqual(['0 0,2,4,6,22 * * ?']);
  });

  it.each([
    // a night's bare hours: either half of the day
    'coolant check every 2 hours on night shift 10-6',
    'line check every hour during day shift 7-3',
    // which days, or how many: no kind of day
    'ping at 9am on other days (mon, wed)',
    'ping at 9am on two days (mon, wed)',
    // a kind of day without its days
    'clip export every 3 hours on stream days',
    'check every 2 hours during the day',
  ])('refuses "%s"', (phrase) => {
    expect(refusedRules(phrase, 'Europe/London').message.length).toBeGreaterThan(0);
  });
});
