import { describe, expect, it } from 'vitest';
import { normalize } from '../../../../src/schedule/grammar/normalize.js';
import { fields, hm, read, refused } from './read.js';

describe('clock notations', () => {
  it.each([
    ['every day at 0600', hm(6)],
    ['daily at 2200', hm(22)],
    ['daily at 0700hrs', hm(7)],
    ['daily 0700 hrs', hm(7)],
    ['daily 1930 hours', hm(19, 30)],
    ['daily 2200h', hm(22)],
    ['daily at 21h', hm(21)],
    ['daily at 19h30', hm(19, 30)],
    ['daily 0600', hm(6)],
    ['daily @ 6', hm(6)],
    ['daily @6pm', hm(18)],
    ['daily at half past 9', hm(9, 30)],
    ['daily at quarter past 10', hm(10, 15)],
    ['daily at a quarter to 5pm', hm(16, 45)],
    ['daily at quarter to 1', hm(12, 45)],
    ['daily at quarter till 5 pm', hm(16, 45)],
    ['daily at ten past nine', hm(9, 10)],
    ['daily at 20 past 9', hm(9, 20)],
    ['daily at 10 minutes to 5pm', hm(16, 50)],
  ])('"%s"', (phrase, t) => {
    expect(read(phrase).times).toEqual([t]);
  });

  it('reads several military times and a military window', () => {
    expect(read('every day at 0600, 1200 and 1800').times).toEqual([hm(6), hm(12), hm(18)]);
    expect(read('every 30 minutes from 0800 to 1700').interval?.window).toEqual({ from: hm(8), to: hm(17) });
  });

  it.each([
    ['daily at 06:00 Z', hm(6)],
    ['daily 0600Z', hm(6)],
    ['daily at 1830z', hm(18, 30)],
  ])('"%s" is in UTC', (phrase, t) => {
    const i = read(phrase, 'America/New_York');
    expect(i.times).toEqual([t]);
    expect(i.zone.name).toBe('UTC');
  });

  it.each([
    ['every hour on the hour', 0],
    ['on the hour every hour', 0],
    ['on the hour', 0],
    ['hourly on the hour', 0],
    ['every hour on the half hour', 30],
    ['on the half hour', 30],
    ['every hour at quarter past', 15],
    ['every hour at half past', 30],
    ['every hour at quarter to', 45],
  ])('"%s" is every hour at :%i', (phrase, minute) => {
    expect(read(phrase).interval).toEqual({ unit: 'hour', every: 1, atMinute: minute, window: null });
  });

  it('"on the hour" with other intervals', () => {
    expect(read('every 2 hours on the hour').interval).toMatchObject({ unit: 'hour', every: 2, atMinute: 0 });
    expect(read('on the hour every 2 hours').interval).toMatchObject({ unit: 'hour', every: 2, atMinute: 0 });
    expect(read('every half hour on the hour').interval).toMatchObject({ unit: 'minute', every: 30 });
    expect(read('every 2h').interval).toMatchObject({ unit: 'hour', every: 2 });
    expect(read('every 15m').interval).toMatchObject({ unit: 'minute', every: 15 });
    expect(read('on the half hour').assumptions.join(' ')).toMatch(/every hour at half past/);
  });

  it.each([
    // years are not times
    ['every day at 9am until 2027', /2027/],
    ['every day at 9am from 2026 to 2027', /2026/],
    ['every day at 9am 2027', /2027/],
    // "10 to 5" could be a range: not read as 4:50
    ['every day 10 to 5', /to 5/],
    // durations are not clock times
    ['every day at 9am for 2h', /2h/],
    ['every 1h30', /1h30/],
    ['on the half hour at 9am', /interval and a time/],
    ['every 15 minutes on the half hour', /minute past the hour/],
    ['on the half hour every 15 minutes', /two intervals/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('leaves offsets, dates and durations alone', () => {
    expect(normalize('9am -0800')).toBe('9am -0800');
    expect(normalize('until 2026-03-05')).toBe('until 2026-03-05');
    expect(normalize('every 2h')).toBe('every 2h');
    expect(normalize('from 9 to 5')).toBe('from 9 to 5');
    // a range in words is the same range in digits, never 4:50
    expect(normalize('from ten to five')).toBe('from 10 to 5');
  });

  it('compiles military time in New York and a Z time in UTC', () => {
    expect(fields('every weekday at 0700hrs', 'America/New_York')).toEqual(['0 12 ? * 2-6']);
    expect(fields('every weekday at 0700Z', 'America/New_York')).toEqual(['0 7 ? * 2-6']);
    expect(fields('weekdays at half past 9 pm', 'America/New_York')).toEqual(['30 2 ? * 3-7']);
  });
});
