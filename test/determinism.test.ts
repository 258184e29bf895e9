import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

describe('the test suite draws the same cases on every run', () => {
  it('a property without a seed of its own runs under the suite’s seed', () => {
    expect(fc.readConfigureGlobal().seed).toBeTypeOf('number');
    const draw = () => fc.sample(fc.string(), 20);
    expect(draw()).toEqual(draw());
  });
});
