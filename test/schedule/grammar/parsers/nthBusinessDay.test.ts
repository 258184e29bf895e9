import { describe, expect, it } from 'vitest';
import { nthBusinessDayParser } from '../../../../src/schedule/grammar/parsers/nthBusinessDay.js';
import { readPhrase } from '../../../../src/schedule/grammar/read.js';
import { NOW, runParser } from '../../../support/grammar.js';

describe('nth business day parser: refused with the true reason', () => {
  it.each([
    ['2nd business day of the month at 9am', '2nd business day of the month', '2nd'],
    ['on the second working day of each month at 9am', 'on the second working day of each month', '2nd'],
    ['every 3rd business day at 9am', 'every 3rd business day', '3rd'],
    ['the 10th workday of the month at 9', 'the 10th workday of the month', '10th'],
    ['fifth weekday of every month at 8am', 'fifth weekday of every month', '5th'],
  ])('%s', (phrase, said, nth) => {
    const p = runParser(nthBusinessDayParser, phrase).problem;
    expect(p?.code).toBe('inexpressible');
    expect(p?.message).toBe(
      `"${said}" cannot be written as a CRON schedule: Quartz can name the first business day of the month (the weekday nearest the 1st, 1W) and the last (LW), but cannot count to the ${nth}.`,
    );
    expect(p?.hint).toContain(`"the weekday nearest the ${nth}" comes close but is not always the ${nth} business day`);
  });

  it.each([
    'last business day of the month at 9am',
    'the weekday nearest the 1st at 9am',
    'the 2nd of the month at 9am',
    '2nd monday of the month at 9am',
    'every weekday at 9am',
    'business days at noon',
  ])('leaves "%s" to the other parsers', (phrase) => {
    expect(runParser(nthBusinessDayParser, phrase).consumed).toEqual([]);
    expect(readPhrase(phrase, { now: NOW, defaultZone: 'UTC' }).ok).toBe(true);
  });

  it('the phrases offered are read', () => {
    for (const phrase of ['the weekday nearest the 1st at 9am', 'the last business day of the month at 9am']) {
      expect(readPhrase(phrase, { now: NOW, defaultZone: 'UTC' }).ok).toBe(true);
    }
  });
});
