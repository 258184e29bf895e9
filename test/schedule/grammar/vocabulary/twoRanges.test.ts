import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { readRules } from '../../../../src/schedule/grammar/rules.js';
import { fields, hm, NOW } from './read.js';

describe('one interval in two ranges of hours: two rules', () => {
  it.each([
    ['every 10 min 7-9 and 16-18 weekdays', ['0/10 7,8,16,17 ? * 2-6', '0 9,18 ? * 2-6']],
    ['hourly 6am-9am & 4pm-7pm', ['0 6-9,16-19 * * ?']],
    ['every 30 min 9-12 and 13-17', ['0,30 9-11,13-16 * * ?', '0 12,17 * * ?']],
    ['traffic updates every 10 min 7-9 and 16-18 weekdays', ['0/10 7,8,16,17 ? * 2-6', '0 9,18 ? * 2-6']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it('reads each range as it would be read alone, and says so', () => {
    const r = readRules('every 10 min 7-9 and 16-18 weekdays', { now: NOW, defaultZone: 'UTC' });
    if (!r.ok) throw new Error(r.problem.message);
    expect(r.value.map((i) => i.interval?.window)).toEqual([
      { from: hm(7), to: hm(9) },
      { from: hm(16), to: hm(18) },
    ]);
    expect(r.value[0]?.assumptions).toContain(
      '"7-9 and 16-18" read as two ranges of hours, the same interval in each.',
    );
  });

  it.each([
    // times, not an interval, in the ranges
    ['at 9-12 and 13-17 on weekdays', /two time ranges/],
    ['every 10 min 7-9 and 16-18 and 20-22', /two time ranges/],
  ])('refuses "%s"', (phrase, words) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? 'answered' : r.problem.message).toMatch(words);
  });
});
