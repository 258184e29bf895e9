import { describe, expect, it } from 'vitest';
import { read, refused } from './read.js';

describe('days of the month in words: "first and fifteenth", "last biz day", "start of each quarter"', () => {
  it.each([
    ['first and fifteenth at 8am', { kind: 'month-days', days: [1, 15] }],
    ['on the tenth and the twentieth at 8am', { kind: 'month-days', days: [10, 20] }],
    ['the fifth, twenty-fifth of every month at 8am', { kind: 'month-days', days: [5, 25] }],
    ['first and thirty first at 8am', { kind: 'month-days', days: [1, 31] }],
    ['last biz day of the month 8am', { kind: 'last-weekday-of-month' }],
    ['final working day of each month at 8am', { kind: 'last-weekday-of-month' }],
    ['start of each month at 8am', { kind: 'month-days', days: [1] }],
    ['beginning of every month at 8am', { kind: 'month-days', days: [1] }],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([{ hour: 8, minute: 0 }]);
  });

  it('"start of each quarter" is the 1st of January, April, July and October', () => {
    const i = read('start of each quarter at 8am');
    expect(i.days).toEqual({ kind: 'month-days', days: [1] });
    expect(i.months).toEqual({ kind: 'months', months: [1, 4, 7, 10] });
  });

  it('"first and third Monday" stays the weekdays of the month, not its 1st and 3rd', () => {
    expect(read('first and third monday at 8am').days).not.toMatchObject({ kind: 'month-days' });
  });

  it.each([
    // a day word alone, or before a weekday, is not a day of the month
    ['fifteenth at 8am', /fifteenth/],
    ['second and fourth business day at 8am', /./],
    ['first and fifteenth day at 8am', /day/],
    ['start at 8am', /start/],
    ['final day at 8am', /final/],
    ['last biz at 8am', /biz/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"first day" or "last day" right after a month or quarter rule', () => {
  it.each([
    ['every quarter, first day, 08:00', [1], [1, 4, 7, 10]],
    ['quarterly on the first day at 08:00', [1], [1, 4, 7, 10]],
    ['monthly, last day, 08:00', ['last'], null],
  ])('"%s"', (phrase, days, months) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'month-days', days });
    if (months) expect(i.months).toEqual({ kind: 'months', months });
    expect(i.times).toEqual([{ hour: 8, minute: 0 }]);
  });

  it.each([
    ['first day, 08:00', /first day/],
    ['every week, first day, 08:00', /first day|week/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
