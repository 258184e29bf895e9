import { describe, expect, it } from 'vitest';
import { readRules } from '../../../../src/schedule/grammar/rules.js';
import { fields, hm, NOW, read, refused } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('clock forms of chat and runbooks', () => {
  it.each([
    ['every day at 24:00', hm(0)],
    ['daily 24:00', hm(0)],
    ['every sunday at 02:00 hrs', hm(2)],
    ['weekdays 16:00 hours', hm(16)],
    ['daily 2200L', hm(22)],
    ['mondays 7', hm(7)],
  ])('"%s"', (phrase, t) => {
    expect(read(phrase).times).toEqual([t]);
  });

  it('reads an arrow as a range', () => {
    expect(read('weekdays every 2h 9am→5pm').interval?.window).toEqual({ from: hm(9), to: hm(17) });
    expect(read('weekdays every 2h 9am -> 5pm').interval?.window).toEqual({ from: hm(9), to: hm(17) });
  });

  it.each([
    // the end of a Monday is Tuesday's midnight: not read as Monday's
    ['mondays at 24:00', /24:00/],
    // a bare number before more words is not a time
    ['weekdays 9 times', /no time of day/],
    // a bare small hour on days of the week: 3 AM or 3 PM (workingDayHour.ts)
    ['mondays 3', /3 AM or 3 PM/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('rules said with a slash, or with their days after a bare hour', () => {
  const rules = (phrase: string) => {
    const r = readRules(phrase, { now: NOW, defaultZone: 'UTC' });
    if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
    return r.value.map((i) => [i.days, i.times]);
  };

  it.each([
    [
      'tue 9:00 / thu 15:00',
      [
        [{ kind: 'weekdays', days: [3] }, [hm(9)]],
        [{ kind: 'weekdays', days: [5] }, [hm(15)]],
      ],
    ],
    [
      'weekdays 9, weekends 11',
      [
        [WEEKDAYS, [hm(9)]],
        [{ kind: 'weekdays', days: [1, 7] }, [hm(11)]],
      ],
    ],
    [
      'every day at 7am, and at 7pm on weekdays too',
      [
        [{ kind: 'every-day' }, [hm(7)]],
        [WEEKDAYS, [hm(19)]],
      ],
    ],
  ])('"%s"', (phrase, want) => {
    expect(rules(phrase)).toEqual(want);
  });

  it('keeps "7am/7pm" one rule with two times', () => {
    expect(fields('daily at 7am/7pm', 'UTC')).toEqual(['0 7,19 * * ?']);
  });
});
