import { describe, expect, it } from 'vitest';
import { refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('"plus" and "+" joining rules, and times after a repeating rule', () => {
  it('"1st of the month 6am + every monday 6am": two rules', () => {
    const r = rules('1st of the month 6am + every monday 6am');
    expect(r.map((x) => x.days)).toEqual([
      { kind: 'month-days', days: [1] },
      { kind: 'weekdays', days: [2] },
    ]);
    expect(r.every((x) => x.times[0]?.hour === 6)).toBe(true);
  });

  it.each([
    ['weekdays hourly 9-17 plus 8pm', 20],
    ['weekdays hourly from 9am to 5pm + 8pm', 20],
    ['weekdays every 30 min 9-17, plus 10:30pm', 22],
  ])('"%s": the times too, on the same days', (phrase, hour) => {
    const r = rules(phrase);
    expect(r).toHaveLength(2);
    const repeating = r.find((x) => x.interval !== null);
    const at = r.find((x) => x.interval === null);
    expect(repeating?.days).toEqual(WEEKDAYS);
    expect(at?.days).toEqual(WEEKDAYS);
    expect(at?.times.map((t) => t.hour)).toEqual([hour]);
    expect(r.flatMap((x) => x.assumptions).join(' ')).toMatch(/same days/);
  });

  it('"weekdays at 9am plus 8pm": one rule with both times', () => {
    const r = rules('weekdays at 9am plus 8pm');
    expect(r).toHaveLength(1);
    expect(r[0]?.days).toEqual(WEEKDAYS);
    expect(r[0]?.times.map((t) => t.hour)).toEqual([9, 20]);
  });

  it.each([
    ['weekdays + saturday at 9am', { kind: 'weekdays', days: [2, 3, 4, 5, 6, 7] }],
    ['mon-fri plus sun at 9am', { kind: 'weekdays', days: [1, 2, 3, 4, 5, 6] }],
  ])('"%s": days joined before one time stay one rule', (phrase, days) => {
    const r = rules(phrase);
    expect(r).toHaveLength(1);
    expect(r[0]?.days).toEqual(days);
  });

  it.each([
    // "plus" inside a word is no join
    ['weekdays hourly 9-17 surplus 8pm', /surplus/],
    // a count of runs a day and more times
    ['twice a day hourly 9-17 plus 8pm', /./],
    // more than times after "plus": read as clauses, and refused here
    ['weekdays hourly 9-17 plus sometimes 8pm', /sometimes/],
    ['weekdays hourly 9-17 plus 8pm if needed', /needed/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});
