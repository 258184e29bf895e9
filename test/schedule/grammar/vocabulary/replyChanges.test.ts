import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const days = (...d: number[]) => ({ kind: 'weekdays', days: d });
const EVERY_DAY = { kind: 'every-day' };

const said = (phrase: string, zone = 'UTC') => rules(phrase, zone).map((i) => [i.days, i.times, i.zone.name]);

describe('a correction said for some of the days said before', () => {
  it.each([
    'every day at 9am, actually 10 on weekends',
    'every weekday at 9am, no wait, fridays at 10',
    'every day at 9am, actually weekdays at 10',
    'every monday and wednesday at 9am, actually monday at 10am',
  ])('refuses "%s": do the other days keep their runs?', (phrase) => {
    expect(refusedRules(phrase).message).toMatch(/some of the days said before/);
  });

  it.each([
    ['every monday 9am, no wait, tuesday 10am', [[days(3), [hm(10)], 'UTC']]],
    ['every monday 9am, no wait, 10am', [[days(2), [hm(10)], 'UTC']]],
    ['every day at 9am, actually weekdays', [[WEEKDAYS, [hm(9)], 'UTC']]],
    ['tuesdays at 2pm (actually make that wednesdays)', [[days(4), [hm(14)], 'UTC']]],
    ['every weekday at 9am, sorry, every day at 10am', [[EVERY_DAY, [hm(10)], 'UTC']]],
    // a rule in place of another on its days is said with "instead" (rules.ts)
    [
      'every day at 9am; weekends at 10 instead',
      [
        [WEEKDAYS, [hm(9)], 'UTC'],
        [days(1, 7), [hm(10)], 'UTC'],
      ],
    ],
  ])('reads "%s"', (phrase, expected) => {
    expect(said(phrase)).toEqual(expected);
  });
});
