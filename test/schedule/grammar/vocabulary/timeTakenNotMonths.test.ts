import { describe, expect, it } from 'vitest';
import { fields, refuses } from './read.js';

describe('a rule that takes its time from the next, whose months are said with the next only', () => {
  it.each([
    [
      'the first and last friday of every quarter at 9am',
      /"the first friday" takes its time from .* but not its months/,
    ],
    ['first monday and last friday of each quarter, 10:00', /takes its time from .* but not its months/],
  ])('"%s" is asked', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });

  it.each([
    // the months said with each
    [
      'the first monday of every quarter and the last friday of every quarter at 9am',
      ['0 9 ? 1/3 2#1', '0 9 ? 3/3 6L'],
    ],
    // no months said: every month, as before
    ['first monday and third wednesday at 9am', ['0 9 ? * 2#1', '0 9 ? * 4#3']],
    ['first monday and third wednesday of every month at 9am', ['0 9 ? * 2#1', '0 9 ? * 4#3']],
    // one rule, its months said once
    ['the 15th and the last day of january at 08:00', ['0 8 15,31 1 ?']],
    ['the first and third friday of every quarter at 9am', ['0 9 ? 1/3 6#1', '0 9 ? 1/3 6#3']],
  ])('"%s" reads', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });
});
