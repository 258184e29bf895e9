import { describe, expect, it } from 'vitest';
import { expressionsAt } from '../../../src/schedule/compile/expressions.js';
import type { DayRule } from '../../../src/schedule/intent.js';

const ALL = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const cases: [number[], DayRule, number[], number][] = [
  [[540], { kind: 'every-day' }, ALL, -360],
  [[1380], { kind: 'month-days', days: [1, 15, 'last'] }, ALL, -300],
  [[30], { kind: 'month-days', days: [31] }, [1, 3, 5], 120],
  [[30], { kind: 'every-day' }, [2], 60],
  [[1410], { kind: 'weekdays', days: [2, 3, 4, 5, 6] }, [3], -480],
  [[60, 600, 1200], { kind: 'nth-weekday', weekday: 2, nths: [1, 3] }, ALL, 0],
  [[1200], { kind: 'nth-weekday', weekday: 2, nths: [1] }, ALL, -300],
];

describe('expressionsAt answers the same whatever was asked before', () => {
  it('in one order and the reverse, and after a caller changed an earlier answer', () => {
    const forward = cases.map(([m, r, mo, o]) => expressionsAt(m, r, mo, o));
    for (const answer of forward) {
      if (Array.isArray(answer)) for (const e of answer) (e as { minute: string }).minute = 'changed';
      else (answer as { shift: number }).shift = 99;
    }
    const backward = [...cases].reverse().map(([m, r, mo, o]) => expressionsAt(m, r, mo, o));
    const again = cases.map(([m, r, mo, o]) => expressionsAt(m, r, mo, o));
    expect(again).toEqual(backward.reverse());
    expect(JSON.stringify(again)).not.toContain('changed');
    expect(again[6]).toEqual({ failure: 'weekday-position', shift: 1 });
  });
});
