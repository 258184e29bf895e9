import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

describe('one time of day and nothing else does not say how often', () => {
  it.each([
    ['9am', '9am'],
    ['18:00', '18:00'],
    ['noon', 'noon'],
    ['midnight', 'midnight'],
    ['at 7:30pm', '7:30pm'],
    ['@9am', '9am'],
    ['schedule it for 2pm', '2pm'],
    ['please set it for 9:30pm', '9:30pm'],
    ['9am.', '9am'],
  ])('refuses "%s" with both phrases', (phrase, clock) => {
    const p = refusedRules(phrase);
    expect(p.message).toContain(`"${clock}"`);
    expect(p.message).toMatch(/how often/);
    expect(p.hint).toContain(`every day at ${clock}`);
    expect(p.hint).toContain(`tomorrow at ${clock}`);
  });

  it.each([
    // several times are a day's routine; one time beside what runs is that job's daily time
    ['at noon and midnight', [hm(0), hm(12)]],
    ['9am and 5pm', [hm(9), hm(17)]],
    ['db backup at 2:30am', [hm(2, 30)]],
    ['every day at 9am', [hm(9)]],
  ])('reads "%s" as every day', (phrase, times) => {
    const [i, ...more] = rules(phrase);
    expect(more).toEqual([]);
    expect(i?.days).toEqual({ kind: 'every-day' });
    expect([...(i?.times ?? [])].sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute))).toEqual(times);
  });

  it.each([
    // nothing but "it" runs, or only a place or a remark is set aside around the time: still how often?
    ['run it at 6pm', '18:00'],
    ['9am, Vietnam plant', '9:00'],
    ['at 9am (shop opens then)', '9:00'],
  ])('refuses "%s" once read', (phrase, clock) => {
    const p = refusedRules(phrase);
    expect(p.message).toContain(`(${clock}) but not how often`);
    expect(p.hint).toContain(`every day at ${clock}`);
  });

  it('a time with its day is one run, not refused', () => {
    expect(rules('tomorrow at 2pm')[0]?.times).toEqual([hm(14)]);
  });
});
