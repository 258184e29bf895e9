import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { literally } from './support/pattern.js';

describe('the test suite draws the same cases on every run', () => {
  it('a property without a seed of its own runs under the suite’s seed', () => {
    expect(fc.readConfigureGlobal().seed).toBeTypeOf('number');
    const draw = () => fc.sample(fc.string(), 20);
    expect(draw()).toEqual(draw());
  });
});

describe('data in a pattern is matched as text', () => {
  it('literally() escapes every character a RegExp would read as syntax', () => {
    const nasty = '+++a.b*c?(d)[e]{f}|g^h$i\\j/k-l';
    expect(new RegExp(`^${literally(nasty)}$`).test(nasty)).toBe(true);
    expect(new RegExp(literally('a.b')).test('axb')).toBe(false);
  });
});
