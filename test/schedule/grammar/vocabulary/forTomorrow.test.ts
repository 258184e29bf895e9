import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

const NOTE = /"for tomorrow" as what each run is about/;

describe('"for tomorrow" after an evening rule that repeats: what each run is about', () => {
  it.each([
    ['every evening 9pm for tomorrow', 'America/New_York', hm(21)],
    ['nightly at 22:15 for tomorrow', 'Europe/London', hm(22, 15)],
    ['each night at 8:30pm for tomorrow', 'Asia/Tokyo', hm(20, 30)],
    ['daily 6pm for tomorrow', 'Australia/Sydney', hm(18)],
    ['every day at 17:45 for tomorrow', 'Europe/Berlin', hm(17, 45)],
  ])('%s', (phrase, zone, time) => {
    const r = read(phrase, zone);
    expect(r.times).toEqual([time]);
    expect(r.startDate).toBeNull();
    expect(r.endDate).toBeNull();
    expect(r.assumptions.some((a) => NOTE.test(a))).toBe(true);
  });

  it('reads weekdays with it too', () => {
    const r = read('every weekday at 7pm for tomorrow', 'America/Chicago');
    expect(r.days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6] });
    expect(r.times).toEqual([hm(19)]);
  });

  it('still reads "from tomorrow" as the start', () => {
    const r = read('every evening 9pm from tomorrow', 'America/New_York');
    expect(r.startDate).toEqual({ year: 2026, month: 1, day: 13 });
    expect(r.assumptions.some((a) => NOTE.test(a))).toBe(false);
  });

  it.each([
    // no rule that repeats: tonight about tomorrow, or tomorrow at 9pm?
    ['remind me at 9pm for tomorrow'],
    // an interval: the hours of tomorrow, perhaps
    ['every hour for tomorrow'],
    // a morning clock: the day before's morning? not plain
    ['every day at 8am for tomorrow'],
  ])('refuses %s', (phrase) => {
    expect(refused(phrase, 'America/New_York').message).toMatch(/./);
  });
});
