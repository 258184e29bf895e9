import { describe, expect, it } from 'vitest';
import { intervalParser } from '../../../../src/schedule/grammar/parsers/interval.js';
import { runParser } from '../../../support/grammar.js';

describe('interval parser', () => {
  it.each([
    ['every 15 minutes', { unit: 'minute', every: 15, atMinute: 0 }],
    ['every 20 mins', { unit: 'minute', every: 20, atMinute: 0 }],
    ['each 5 min', { unit: 'minute', every: 5, atMinute: 0 }],
    ['every minute', { unit: 'minute', every: 1, atMinute: 0 }],
    ['every hour', { unit: 'hour', every: 1, atMinute: 0 }],
    ['hourly', { unit: 'hour', every: 1, atMinute: 0 }],
    ['every 2 hours', { unit: 'hour', every: 2, atMinute: 0 }],
    ['every two hours', { unit: 'hour', every: 2, atMinute: 0 }],
    ['every 3 hrs', { unit: 'hour', every: 3, atMinute: 0 }],
    ['every hour at :20', { unit: 'hour', every: 1, atMinute: 20 }],
    ['hourly at :05', { unit: 'hour', every: 1, atMinute: 5 }],
    ['every hour at 20 past', { unit: 'hour', every: 1, atMinute: 20 }],
    ['every 2 hours at 15 minutes past the hour', { unit: 'hour', every: 2, atMinute: 15 }],
    ['every half hour', { unit: 'minute', every: 30, atMinute: 0 }],
    ['every quarter hour', { unit: 'minute', every: 15, atMinute: 0 }],
    ['every 120 minutes', { unit: 'hour', every: 2, atMinute: 0 }],
    ['every 45 minutes', { unit: 'minute', every: 45, atMinute: 0 }],
  ])('%s', (phrase, interval) => {
    const r = runParser(intervalParser, phrase);
    expect(r.problem).toBeUndefined();
    expect(r.draft.interval).toEqual(interval);
  });

  it.each([
    ['every 90 minutes', 'inexpressible'],
    ['every 25 hours', 'inexpressible'],
    ['every hour at :75', 'unparseable'],
    ['every 15 minutes at :10', 'unparseable'],
  ])('refuses %s (%s)', (phrase, code) => {
    expect(runParser(intervalParser, phrase).problem?.code).toBe(code);
  });

  it.each(['every day', 'every monday', 'every month', 'at 9am', 'every 3 months'])(
    'finds no interval in "%s"',
    (p) => {
      expect(runParser(intervalParser, p).consumed).toEqual([]);
    },
  );
});
