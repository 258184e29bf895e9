import { describe, expect, it } from 'vitest';
import { refuses, rules } from './read.js';

describe('a number of rounds is a number of runs, one for each', () => {
  it.each([
    ['league nights thu 19:30, starting feb 5, 6 rounds', 6],
    ['chess ladder tue 18:00 from jan 20, 7 rounds', 7],
  ])('"%s" runs %i times', (phrase, n) => {
    const [r, ...more] = rules(phrase, 'Europe/London');
    expect(more).toHaveLength(0);
    expect(r?.maxOccurrences).toBe(n);
    expect(r?.assumptions.join(' ')).toMatch(/rounds" read as \d+ runs, one for each/);
  });

  it('refuses rounds beside several runs a day', () => {
    refuses('quiz buzzer every 2 hours, 3 rounds', 'Europe/London', /counts things|rounds within each run/);
  });
});
