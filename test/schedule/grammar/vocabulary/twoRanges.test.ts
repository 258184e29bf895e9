import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { readRules } from '../../../../src/schedule/grammar/rules.js';
import { fields, hm, NOW } from './read.js';

describe('one interval in two ranges of hours: two rules', () => {
  it.each([
    ['every 10 min 7-9 and 16-18 weekdays', ['0/10 7,8,16,17 ? * 2-6', '0 9,18 ? * 2-6']],
    ['hourly 6am-9am & 4pm-7pm', ['0 6-9,16-19 * * ?']],
    ['every 30 min 9-12 and 13-17', ['0,30 9-11,13-16 * * ?', '0 12,17 * * ?']],
    // in order through the day, or said with their halves of the day
    ['every 15 min 7-9 and 10-12', ['0/15 7,8,10,11 * * ?', '0 9,12 * * ?']],
    ['every 15 min 9-11 and 2pm-4pm', ['0/15 9,10,14,15 * * ?', '0 11,16 * * ?']],
    ['traffic updates every 10 min 7-9 and 16-18 weekdays', ['0/10 7,8,16,17 ? * 2-6', '0 9,18 ? * 2-6']],
    // both said "from ... to ..." with their halves of the day (the first range was dropped, the second kept)
    ['every 30 min from 5:30am to 9:30am and 2pm to 5pm', ['30 5 * * ?', '0,30 6-9,14-16 * * ?', '0 17 * * ?']],
    ['every 15 min between 9am and 11am and between 2pm and 4pm', ['0/15 9,10,14,15 * * ?', '0 11,16 * * ?']],
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
    // a bare range after another, read as the morning before it: the evening is as likely (it was 6-8 AM)
    ['every 15 min 9-5 and 6-8 on fridays', /"6-8" after "9-5" reads as the morning, before it/],
    ['every 15 min 9-11 and 2-4', /"2-4" after "9-11" reads as the morning/],
    ['every 30 min 9:30-11 and 1-3 on weekdays', /"1-3" after "9:30-11"/],
    ['every 30 min from 5:30 to 9:30 and 2 to 5 on weekdays', /"2 to 5" after "from 5:30 to 9:30"/],
  ])('refuses "%s"', (phrase, words) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? 'answered' : r.problem.message).toMatch(words);
  });
});
