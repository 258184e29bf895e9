import { describe, expect, it } from 'vitest';
import { readPhrase } from '../../../src/schedule/grammar/read.js';
import { NOW } from '../../support/grammar.js';

function notes(phrase: string): readonly string[] {
  const r = readPhrase(phrase, { now: NOW, defaultZone: 'UTC' });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return r.value.assumptions;
}

describe('notes on an hour read as morning', () => {
  it.each([
    ['every day at 4:30', ['"at 4:30" read as 4:30 AM; say "4:30pm" or "16:30" for the afternoon or evening.']],
    ['every day at 4', ['"at 4" read as 4:00 AM; say "4pm" for the afternoon or evening.']],
    ['every day at 10:00', ['"at 10:00" read as 10:00 AM; say "10pm" or "22:00" for the afternoon or evening.']],
    // a 12-hour time beside it says nothing about the clock
    [
      'every day at 10:00 and 3pm',
      ['"at 10:00" read as 10:00 AM; say "10pm" or "22:00" for the afternoon or evening.'],
    ],
    // a bare hour is not on a 24-hour clock because another time is
    ['every day at 9 and 17:00', ['"at 9" read as 9:00 AM; say "9pm" for the afternoon or evening.']],
  ])('%s', (phrase, want) => {
    expect(notes(phrase)).toEqual(want);
  });

  it.each([
    'every day at 10:00 and 15:00',
    'every day at 15:00 and 9:30',
    'every day at 07:00 and 9:30',
    'every day at 00:15 and 6:45',
    'every day at 10am',
    'every day at 07:30',
  ])('no note for "%s" (a 24-hour list, or no doubt)', (phrase) => {
    expect(notes(phrase)).toEqual([]);
  });

  it('a 24-hour list reads its times as written', () => {
    const r = readPhrase('every day at 10:00 and 15:00', { now: NOW, defaultZone: 'UTC' });
    expect(r.ok && r.value.times).toEqual([
      { hour: 10, minute: 0 },
      { hour: 15, minute: 0 },
    ]);
  });
});

describe('a bare hour that its part of the day cannot hold', () => {
  it.each([
    // 9 PM is no afternoon, nor 9 AM: refused rather than read as 21:00
    ['every afternoon at 9', /"9" is not in the afternoon/],
    ['every day at 9 and 5 in the afternoon', /"9" is not in the afternoon/],
    ['every evening at 3', /"3" is not in the evening/],
  ])('refuses "%s"', (phrase, words) => {
    const r = readPhrase(phrase, { now: Date.parse('2026-01-12T12:00:00Z'), defaultZone: 'UTC' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toMatch(words);
  });

  it.each([
    ['every afternoon at 3', 15],
    ['every afternoon at 12', 12],
    ['every day at 7 in the evening', 19],
    ['every evening at 11', 23],
  ])('reads "%s" in that part', (phrase, hour) => {
    const r = readPhrase(phrase, { now: Date.parse('2026-01-12T12:00:00Z'), defaultZone: 'UTC' });
    expect(r.ok && r.value.times).toEqual([{ hour, minute: 0 }]);
  });
});
