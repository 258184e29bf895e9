import { describe, expect, it } from 'vitest';
import { readPhrase } from '../../../src/schedule/grammar/read.js';

const NOW = Date.parse('2026-01-12T12:00:00Z');

/** Phrases the grammar must refuse, never misread: each with the code and a word the message must contain. */
describe('readPhrase: negative cases', () => {
  it.each([
    ['', 'unparseable', /empty/],
    ['   ', 'unparseable', /empty/],
    ['every weekday', 'unparseable', /no time/],
    ['on the 15th', 'unparseable', /no time/],
    ['whenever the moon is full', 'unparseable', /moon/],
    ['please run it every day at 9am unless it rains', 'unparseable', /unless/],
    ['every blursday at 9am', 'unparseable', /blursday/],
    ['every day at 9am and every monday at 10am', 'unparseable', /days twice/],
    ['every 15 minutes at 9am', 'unparseable', /interval and a time/],
    ['from 9am to 5pm', 'unparseable', /interval/],
    ['every hour from 5pm to 9am', 'unparseable', /ends before/],
    ['on March 3', 'unparseable', /single date/],
    ['on March 3 and June 3 at 9am', 'unparseable', /could be those dates once or every year's/],
    ['every day at 9am from 2026-06-30 until 2026-03-01', 'unparseable', /before the start/],
    ['every other Monday at 9am', 'inexpressible', /alternate weeks/],
    ['every other week on Monday at 9am', 'inexpressible', /alternate weeks/],
    ['every 3 days at 9am', 'inexpressible', /3-day/],
    ['every 2 weeks on Friday at 9am', 'inexpressible', /2 weeks/],
    ['fortnightly on Fridays at 9am', 'inexpressible', /alternate weeks/],
    ['every 30 seconds', 'inexpressible', /seconds/],
    ['every 5 months on the 1st at 9am', 'inexpressible', /divide 12/],
    ['every 90 minutes', 'inexpressible', /does not divide/],
    ['every day at 9am Pacific and Tokyo', 'unparseable', /zone/],
    ['on the 1st at 9am except Mondays', 'unparseable', /days of the week only/],
    // one rule cannot hold both (the phrase's rules can: see chatWords.test.ts)
    ['the first and last Friday at 9am', 'unparseable', /days twice/],
    ['the last and first Friday at 9am', 'unparseable', /mixes the last/],
    ['2 times daily at 9am', 'unparseable', /names 1 time of day/],
    ['3 times a week at 9am', 'unparseable', /frequency/],
    ['every hour from 9am until 2027', 'unparseable', /2027/],
    ['every 15 minutes in the morning', 'unparseable', /which hours/],
    ['weekly at 9am', 'unparseable', /Weekly/],
    ['every day at 9am until next', 'unparseable', /next/],
    ['every weekday at 9am except weekdays', 'unparseable', /nothing is left/],
  ])('"%s" -> %s', (phrase, code, words) => {
    const r = readPhrase(phrase, { now: NOW, defaultZone: 'UTC' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem.code).toBe(code);
    expect(r.problem.message).toMatch(words);
    expect(r.problem.hint.length).toBeGreaterThan(0);
  });

  it('refuses an unknown default zone', () => {
    const r = readPhrase('every day at 9am', { now: NOW, defaultZone: 'Mars/Olympus' });
    expect(r.ok).toBe(false);
  });
});
