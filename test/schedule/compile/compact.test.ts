import { describe, expect, it } from 'vitest';
import { compactValues } from '../../../src/schedule/compile/compact.js';

describe('compactValues', () => {
  it.each([
    [[0], 0, 59, '0'],
    [[0, 20, 40], 0, 59, '0/20'],
    [[15, 35, 55], 0, 59, '15/20'],
    [[17, 19, 21, 23], 0, 23, '17/2'],
    [[1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23], 0, 23, '1/2'],
    [[2, 3, 4, 5, 6], 1, 7, '2-6'],
    [[1, 7], 1, 7, '1,7'],
    [[1, 2, 3, 4, 5, 6, 7], 1, 7, '*'],
    [[1, 2, 4, 6, 8, 9, 11], 1, 12, '1,2,4,6,8,9,11'],
    [[1, 2, 3, 10, 11, 12], 1, 12, '1-3,10-12'],
    [[5, 10], 0, 59, '5,10'],
    [[0, 10, 20], 0, 59, '0,10,20'],
    [[9, 12, 15], 0, 23, '9,12,15'],
    [[3, 7, 11, 15, 19, 23], 0, 23, '3/4'],
  ])('%j in %i-%i -> %s', (values, min, max, want) => {
    expect(compactValues(values, min, max)).toBe(want);
  });

  it('never writes a wrapping range', () => {
    expect(compactValues([6, 7, 1], 1, 7)).toBe('1,6,7');
  });
});
