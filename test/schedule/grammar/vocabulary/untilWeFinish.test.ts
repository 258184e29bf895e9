import { describe, expect, it } from 'vitest';
import { refuses, rules } from './read.js';

describe('"until we wrap on <date>": people saying what they finish, with its date', () => {
  it.each([
    ['dailies review 18:30 every day until we wrap on 11 feb', { year: 2026, month: 2, day: 11 }],
    ['site check 8am weekdays until they move out on march 3', { year: 2026, month: 3, day: 3 }],
  ])('"%s" ends on the date said', (phrase, end) => {
    const [r] = rules(phrase, 'Europe/London');
    expect(r?.endDate).toEqual(end);
    expect(r?.assumptions.join(' ')).toMatch(/read as until .* \(the last day with runs\)/);
  });

  it.each([
    // no date said, or words that move the end away from it
    ['dailies review 18:30 every day until we wrap'],
    ['dailies review 18:30 every day until we wrap the week before 11 feb'],
  ])('"%s" stays refused', (phrase) => {
    refuses(phrase, 'Europe/London', /could not read/);
  });
});
