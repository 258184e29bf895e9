import { describe, expect, it } from 'vitest';
import { unsupportedParser } from '../../../../src/schedule/grammar/parsers/unsupported.js';
import { runParser } from '../../../support/grammar.js';

describe('unsupported parser (refusals with a reason)', () => {
  it.each([
    ['every other Monday at 9am', /alternate weeks/],
    ['every other week on Monday at 9am', /alternate weeks/],
    ['every other day at 9am', /alternate days/],
    ['biweekly on Fridays', /alternate weeks/],
    ['fortnightly at noon', /alternate weeks/],
    ['every 3 days at 9am', /3-day cycle/],
    ['every two weeks on Tuesday', /every 2 weeks/],
    ['every 2 years on March 1', /no year/],
    ['every 30 seconds', /seconds/],
    ['every second', /seconds/],
    ['every second Tuesday at 9am', /alternate weeks/],
  ])('%s', (phrase, reason) => {
    const r = runParser(unsupportedParser, phrase);
    expect(r.problem?.code).toBe('inexpressible');
    expect(r.problem?.message).toMatch(reason);
    expect(r.problem?.hint).not.toBe('');
  });

  it.each([
    'every monday at 9am',
    'every other month on the 1st',
    'every second tuesday of the month',
    'every 1 day at 9am',
    'every 15 minutes',
    'every day',
  ])('lets "%s" through', (phrase) => {
    expect(runParser(unsupportedParser, phrase).problem).toBeUndefined();
  });
});
