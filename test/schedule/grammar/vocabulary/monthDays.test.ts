import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

const EVERY_MONTH = { kind: 'every-month' };

describe('days of the month in words', () => {
  it.each([
    ['first weekday of the month at 9am', { kind: 'nearest-weekday', day: 1 }, EVERY_MONTH],
    ['first business day of each month at 9am', { kind: 'nearest-weekday', day: 1 }, EVERY_MONTH],
    ['on the first working day at 9am', { kind: 'nearest-weekday', day: 1 }, EVERY_MONTH],
    ['the 1st business day of month at 9am', { kind: 'nearest-weekday', day: 1 }, EVERY_MONTH],
    [
      'first business day of each quarter at 9am',
      { kind: 'nearest-weekday', day: 1 },
      { kind: 'months', months: [1, 4, 7, 10] },
    ],
    ['first and last day of the month at 9am', { kind: 'month-days', days: [1, 'last'] }, EVERY_MONTH],
    ['the first and the last day of every month at 9am', { kind: 'month-days', days: [1, 'last'] }, EVERY_MONTH],
    ['last day of month at 6pm', { kind: 'month-days', days: ['last'] }, EVERY_MONTH],
    ['end of month at 6pm', { kind: 'month-days', days: ['last'] }, EVERY_MONTH],
    // "every month end" was read as "every month" (the 1st) with "end" lost
    ['every month end at 6pm', { kind: 'month-days', days: ['last'] }, EVERY_MONTH],
    ['at month-end at 6pm', { kind: 'month-days', days: ['last'] }, EVERY_MONTH],
    ['every month at 6pm', { kind: 'month-days', days: [1] }, EVERY_MONTH],
    ['on the 15th of month at 6pm', { kind: 'month-days', days: [15] }, EVERY_MONTH],
    ["new year's day at 9am", { kind: 'month-days', days: [1] }, { kind: 'months', months: [1] }],
    ['every New Years Day at 9am', { kind: 'month-days', days: [1] }, { kind: 'months', months: [1] }],
    ["every year on new year's eve at 11pm", { kind: 'month-days', days: [31] }, { kind: 'months', months: [12] }],
    ['on christmas eve at 6pm', { kind: 'month-days', days: [24] }, { kind: 'months', months: [12] }],
    [
      'every year on the last friday of november at 9am',
      { kind: 'last-weekday-in-month', weekday: 6 },
      { kind: 'months', months: [11] },
    ],
    [
      'annually on the first monday of september at 9am',
      { kind: 'nth-weekday', weekday: 2, nths: [1] },
      { kind: 'months', months: [9] },
    ],
  ])('"%s"', (phrase, days, months) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.months).toEqual(months);
  });

  it.each([
    ['semi-monthly at 9am', [1, 15]],
    ['semimonthly at 9am', [1, 15]],
    ['twice a month at 9am', [1, 15]],
    ['twice monthly at 9am', [1, 15]],
    ['twice a month on the 5th and 20th at 9am', [5, 20]],
  ])('"%s" is on days %j', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'month-days', days });
    expect(i.assumptions.some((a) => a.includes('1st and the 15th'))).toBe(days[0] === 1);
  });

  it.each([
    ['twice a month on mondays at 9am', /days twice/],
    ['twice a month on the 5th at 9am', /two days of the month/],
    ['every year at 9am', /needs a date or a month/],
    ['yearly at 9am', /needs a date or a month/],
    ['new year at 9am', /new year/],
    ['first weekday nearest the 15th at 9am', /days twice/],
    ['the second business day of the month at 9am', /second/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('compiles in New York', () => {
    expect(fields('first business day of the month at 9am', 'America/New_York')).toEqual(['0 14 1W * ?']);
    expect(fields('semi-monthly at 9am', 'America/New_York')).toEqual(['0 14 1,15 * ?']);
    expect(fields('every year on the last friday of november at 9am', 'America/New_York')).toEqual(['0 14 ? 11 6L']);
    expect(fields("every new year's eve at 11pm", 'America/New_York')).toEqual(['0 4 1 1 ?']);
  });
});
