import { describe, expect, it } from 'vitest';
import { hm, outcome, read } from './read.js';

const NOTE = /as the time it replaces/;

describe('"instead of" and the clock a new one replaces, said right after it', () => {
  it.each([
    ['sundays at 10 instead of 9 from mar 1', 'Asia/Manila', hm(10), { year: 2026, month: 3, day: 1 }],
    ['every friday 16:00 instead of 15:00 starting feb 6', 'Europe/Berlin', hm(16), { year: 2026, month: 2, day: 6 }],
    ['daily 6:30pm instead of 6pm', 'Europe/London', hm(18, 30), null],
    ['weekdays 8am (instead of 7:30am)', 'America/Chicago', hm(8), null],
    [
      'mondays at noon instead of 11:30 effective march 2',
      'Australia/Sydney',
      hm(12),
      { year: 2026, month: 3, day: 2 },
    ],
  ])('%s', (phrase, zone, time, start) => {
    const r = read(phrase, zone);
    expect(r.times).toEqual([time]);
    expect(r.startDate).toEqual(start);
    expect(r.assumptions.some((a) => NOTE.test(a))).toBe(true);
  });

  it.each([
    // days after the old clock: those days only, or every day? not read as a replaced clock here
    ['daily at 10 instead of 9 on sundays'],
    // a new clock without its half after an old one with it: not read as a replaced clock here
    ['every monday at 7 instead of 6pm'],
  ])('refuses %s, asking', (phrase) => {
    const o = outcome(phrase, 'America/Chicago');
    expect(o).toHaveProperty('refused');
  });
});
