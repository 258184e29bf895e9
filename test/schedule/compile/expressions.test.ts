import { describe, expect, it } from 'vitest';
import { expressionsAt } from '../../../src/schedule/compile/expressions.js';
import { formatFields } from '../../../src/schedule/cron/fields.js';
import type { DayRule } from '../../../src/schedule/intent.js';

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const WEEKDAYS: DayRule = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

function exprs(minutes: number[], rule: DayRule, offset: number, months = ALL): string[] | string {
  const r = expressionsAt(minutes, rule, months, offset);
  return Array.isArray(r) ? r.map(formatFields) : r.failure;
}

describe('expressionsAt: the day shift', () => {
  it('moves an evening weekday time onto the next UTC day (Tue-Sat)', () => {
    expect(exprs([19 * 60], WEEKDAYS, -480)).toEqual(['0 3 ? * 3-7']);
  });
  it('moves an early-morning time onto the previous UTC day', () => {
    expect(exprs([60], { kind: 'weekdays', days: [2] }, 120)).toEqual(['0 23 ? * 1']);
  });
  it('keeps the day when the UTC time stays on it', () => {
    expect(exprs([9 * 60], WEEKDAYS, -300)).toEqual(['0 14 ? * 2-6']);
  });
  it('splits a window that crosses UTC midnight into two day sets', () => {
    expect(exprs([540, 660, 780, 900, 1020], WEEKDAYS, -480)).toEqual(['0 17/2 ? * 2-6', '0 1 ? * 3-7']);
  });
  it('merges shifted groups whose day sets are the same (every day)', () => {
    const hours = Array.from({ length: 24 }, (_, h) => h * 60);
    expect(exprs(hours, { kind: 'every-day' }, 330)).toEqual(['30 * * * ?']);
  });
  it('moves the 1st to the 2nd, the 31st to the 1st of the months after 31-day months', () => {
    expect(exprs([20 * 60], { kind: 'month-days', days: [1] }, -480)).toEqual(['0 4 2 * ?']);
    expect(exprs([20 * 60], { kind: 'month-days', days: [31] }, -480)).toEqual(['0 4 1 1,2,4,6,8,9,11 ?']);
  });
  it('writes the 30th as the 31st plus the 1st after 30-day months', () => {
    expect(exprs([20 * 60], { kind: 'month-days', days: [30] }, -480)).toEqual(['0 4 31 * ?', '0 4 1 5,7,10,12 ?']);
  });
  it('turns the last day into the 1st (+1) and the 1st into the last day (-1)', () => {
    expect(exprs([20 * 60], { kind: 'month-days', days: ['last'] }, -480)).toEqual(['0 4 1 * ?']);
    expect(exprs([60], { kind: 'month-days', days: [1] }, 540)).toEqual(['0 16 L * ?']);
  });
  it('uses L-1 for the day before the last day', () => {
    expect(exprs([60], { kind: 'month-days', days: ['last'] }, 540)).toEqual(['0 16 L-1 * ?']);
  });
  it('refuses the 28th and 29th moved forward: it depends on leap years', () => {
    expect(exprs([20 * 60], { kind: 'month-days', days: [29] }, -480)).toBe('leap-year');
    expect(exprs([20 * 60], { kind: 'month-days', days: [28] }, -480)).toBe('leap-year');
  });
  it('accepts the 28th moved forward when February is not among the months', () => {
    expect(exprs([20 * 60], { kind: 'month-days', days: [28] }, -480, [1, 3])).toEqual(['0 4 29 1,3 ?']);
  });
  it('moves a specific month with its day (January 1st 6am Tokyo is December 31st)', () => {
    expect(exprs([6 * 60], { kind: 'month-days', days: [1] }, 540, [1])).toEqual(['0 21 31 12 ?']);
  });
  it('keeps every day of a month exact across the shift, February included', () => {
    expect(exprs([20 * 60], { kind: 'every-day' }, -480, [2])).toEqual(['0 4 1 3 ?', '0 4 2-29 2 ?']);
  });
  it('writes every day of February moved back a day with L-1 (common and leap years)', () => {
    expect(exprs([8 * 60], { kind: 'every-day' }, 540, [2])).toEqual(['0 23 1-27 2 ?', '0 23 31 1 ?', '0 23 L-1 2 ?']);
    expect(exprs([8 * 60], { kind: 'month-days', days: [28, 29] }, 540, [2])).toEqual(['0 23 27 2 ?', '0 23 L-1 2 ?']);
  });

  it('refuses weekday positions with a shift and accepts them without', () => {
    expect(exprs([20 * 60], { kind: 'nth-weekday', weekday: 3, nths: [2] }, -480)).toBe('weekday-position');
    expect(exprs([20 * 60], { kind: 'last-weekday-in-month', weekday: 6 }, -480)).toBe('weekday-position');
    expect(exprs([8 * 60], { kind: 'nth-weekday', weekday: 2, nths: [1] }, -480)).toEqual(['0 16 ? * 2#1']);
    expect(exprs([9 * 60], { kind: 'last-weekday-of-month' }, -480)).toEqual(['0 17 LW * ?']);
    expect(exprs([9 * 60], { kind: 'nearest-weekday', day: 15 }, -480)).toEqual(['0 17 15W * ?']);
  });
  it('refuses weekdays in given months when the shift crosses a month edge', () => {
    expect(exprs([20 * 60], { kind: 'weekdays', days: [2] }, -480, [1])).toBe('weekday-month');
    expect(exprs([10 * 60], { kind: 'weekdays', days: [2] }, -480, [1])).toEqual(['0 18 ? 1 2']);
  });
  it('splits hours that need different minutes', () => {
    expect(exprs([9 * 60, 17 * 60 + 30], { kind: 'every-day' }, 0)).toEqual(['0 9 * * ?', '30 17 * * ?']);
    expect(exprs([9 * 60, 17 * 60], { kind: 'every-day' }, 0)).toEqual(['0 9,17 * * ?']);
  });
  it('writes the 15th and the last day as two expressions (L stands alone)', () => {
    expect(exprs([9 * 60], { kind: 'month-days', days: [15, 'last'] }, 0)).toEqual(['0 9 15 * ?', '0 9 L * ?']);
  });
});
