import { describe, expect, it } from 'vitest';
import { formatFields } from '../../../src/schedule/cron/fields.js';
import { describeRules, schedulePhrase } from '../../../src/schedule/engine.js';
import { readPhrase } from '../../../src/schedule/grammar/read.js';

/** Exceptions that are not days of the week: days of the month and times of day taken out. */
const NOW = Date.parse('2026-01-12T12:00:00Z');

function compiled(phrase: string, zone = 'UTC') {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return r.value;
}

describe('except days of the month', () => {
  it.each([
    ['daily at 9am except on the 1st', ['0 9 2-31 * ?'], 'Every day except the 1st at 9:00 AM UTC'],
    [
      'every day at 9am except the 1st and 15th',
      ['0 9 2-14,16-31 * ?'],
      'Every day except the 1st and 15th at 9:00 AM UTC',
    ],
    ['on the 1st and 15th at 9am except the 15th', ['0 9 1 * ?'], 'On the 1st of every month at 9:00 AM UTC'],
    ['every day in march at 9am except the 1st', ['0 9 2-31 3 ?'], 'Every day of March except the 1st at 9:00 AM UTC'],
    // 9pm in New York is the next day in UTC: the UTC 1st is always some month's last day, the 2nd never runs
    ['daily at 9pm except on the 1st', ['0 2 1,3-31 * ?'], null],
  ])('%s', (phrase, want, words) => {
    const r = compiled(phrase, phrase.includes('9pm') ? 'America/New_York' : 'UTC');
    expect(r.schedules.map(formatFields)).toEqual(want);
    expect(r.exact).toBe(true);
    // every month has most of its days: none is said to be skipped
    expect(r.warnings.map((w) => w.code)).not.toContain('short-months');
    if (words) expect(describeRules(r.rules, r.firstRun)).toBe(words);
  });

  it('the intent is the days left', () => {
    const r = readPhrase('daily at 9am except on the 1st', { now: NOW, defaultZone: 'UTC' });
    expect(r.ok && r.value.days).toEqual({ kind: 'month-days', days: Array.from({ length: 30 }, (_, i) => i + 2) });
  });

  it.each([
    ['every monday at 9am except the 1st', /works with every day or days of the month only/],
    ['on the 1st at 9am except the 1st', /Every day is excepted/],
    ['every day at 9am except the 1st except noon', /two "except" parts/],
  ])('%s is refused', (phrase, message) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toMatch(message);
  });
});

describe('except times of day', () => {
  it.each([
    ['every hour from 9am to 5pm except noon', ['0 9-11,13-17 * * ?']],
    ['every hour from 9am to 5pm except 12pm and 1pm', ['0 9-11,14-17 * * ?']],
    ['every hour except midnight', ['0 1-23 * * ?']],
    ['every 30 minutes from 9am to 11am except 10:00', ['0,30 9 * * ?', '30 10 * * ?', '0 11 * * ?']],
    ['every day at 9am, noon and 5pm except noon', ['0 9,17 * * ?']],
  ])('%s', (phrase, want) => {
    const r = compiled(phrase);
    expect(r.exact).toBe(true);
    expect(r.schedules.map(formatFields).sort()).toEqual([...want].sort());
    expect(r.intent.interval).toBeNull();
  });

  it('says the times that run', () => {
    const r = compiled('every hour from 9am to 1pm except noon');
    expect(describeRules(r.rules, r.firstRun)).toBe('Every day at 9:00 AM, 10:00 AM, 11:00 AM and 1:00 PM UTC');
  });

  it.each([
    // taken out but never run: the person expects something else
    ['every day at 9am except noon', /does not run at 12:00 PM/],
    ['every hour from 9am to 5pm except 6pm', /does not run at 6:00 PM/],
    // a bare number is not taken as a time to leave out
    ['every hour from 9am to 5pm except 3', /./],
  ])('%s is refused', (phrase, message) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toMatch(message);
  });
});
