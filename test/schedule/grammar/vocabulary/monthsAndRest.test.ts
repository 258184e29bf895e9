import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

const months = (...ms: number[]) => ({ kind: 'months', months: ms });

describe('one time in some months, another "the rest of the year" or "otherwise"', () => {
  it.each([
    [
      'porch light 6pm oct-mar, 8pm the rest of the year',
      [hm(18)],
      [10, 11, 12, 1, 2, 3],
      [hm(20)],
      [4, 5, 6, 7, 8, 9],
    ],
    ['sprinklers 5am in summer (jun-aug), 6am otherwise', [hm(5)], [6, 7, 8], [hm(6)], [1, 2, 3, 4, 5, 9, 10, 11, 12]],
    [
      'gate closes 21:00 from may to september; otherwise 19:30',
      [hm(21)],
      [5, 6, 7, 8, 9],
      [hm(19, 30)],
      [1, 2, 3, 4, 10, 11, 12],
    ],
    ['8am in december, 7am the other months', [hm(8)], [12], [hm(7)], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    [
      '7:30am and 4pm in jan and jul, 9am for the rest of the year',
      [hm(7, 30), hm(16)],
      [1, 7],
      [hm(9)],
      [2, 3, 4, 5, 6, 8, 9, 10, 11, 12],
    ],
    ['heating check 6am nov-feb, otherwise at 7am', [hm(6)], [11, 12, 1, 2], [hm(7)], [3, 4, 5, 6, 7, 8, 9, 10]],
  ])('"%s"', (phrase, t1, m1, t2, m2) => {
    const rs = rules(phrase, 'Europe/London');
    expect(rs).toHaveLength(2);
    const [a, b] = rs as [(typeof rs)[number], (typeof rs)[number]];
    expect(a.times).toEqual(t1);
    expect(a.months).toEqual(months(...[...m1].sort((x, y) => x - y)));
    expect(b.times).toEqual(t2);
    expect(b.months).toEqual(months(...m2));
    expect(b.assumptions.join(' ')).toMatch(/read as the other months \(/);
  });

  it('keeps the days and the zone of the first part', () => {
    const [a, b] = rules('weekdays 6am Tokyo time from june to august, otherwise 7am', 'Europe/London') as [
      ReturnType<typeof rules>[number],
      ReturnType<typeof rules>[number],
    ];
    expect(b.days).toEqual(a.days);
    expect(a.days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6] });
    expect(b.zone.name).toBe('Asia/Tokyo');
    expect(b.assumptions.join(' ')).toMatch(/"otherwise 7am" read as the other months \(September to May\)/);
  });

  it.each([
    // no months in the first part: which other days or times?
    '5pm on weekends, 7pm otherwise',
    // "otherwise" with no time of its own
    '9pm nov-feb, otherwise not at all',
    // the same time twice says nothing the first part did not
    '9pm nov-feb, 9pm otherwise',
    // a step, not a time
    'every 15 min in summer (jun-aug), hourly otherwise',
  ])('"%s" stays refused', (phrase) => {
    refusedRules(phrase, 'Europe/London');
  });
});
