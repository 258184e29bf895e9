import { describe, expect, it } from 'vitest';
import { countParser } from '../../../../src/schedule/grammar/parsers/count.js';
import { monthlyParser } from '../../../../src/schedule/grammar/parsers/monthly.js';
import { monthsParser } from '../../../../src/schedule/grammar/parsers/months.js';
import { yearlyDateParser } from '../../../../src/schedule/grammar/parsers/yearlyDate.js';
import { runParser } from '../../../support/grammar.js';

describe('yearly-date parser', () => {
  it.each([
    ['every January 1st at 6am', 1, 1],
    ['every year on July 4', 7, 4],
    ['annually on the 4th of July', 7, 4],
    ['every 25 dec at 8am', 12, 25],
    ['each year on Feb 29', 2, 29],
    ['yearly on march 3rd', 3, 3],
  ])('%s', (phrase, month, day) => {
    const r = runParser(yearlyDateParser, phrase);
    expect(r.problem).toBeUndefined();
    expect(r.draft.days).toEqual({ kind: 'month-days', days: [day] });
    expect(r.draft.months).toEqual({ kind: 'months', months: [month] });
  });

  it('refuses a date that does not exist', () => {
    expect(runParser(yearlyDateParser, 'every february 30').problem?.code).toBe('unparseable');
  });

  it.each(['from march 1 until june 30', 'starting dec 1', 'every monday'])('finds nothing in "%s"', (p) => {
    expect(runParser(yearlyDateParser, p).consumed).toEqual([]);
  });
});

describe('monthly and months parsers', () => {
  it.each([
    ['monthly', { kind: 'every-month' }],
    ['every month', { kind: 'every-month' }],
    ['every 3 months', { kind: 'every-n-months', every: 3 }],
    ['every other month', { kind: 'every-n-months', every: 2 }],
    ['quarterly', { kind: 'months', months: [1, 4, 7, 10] }],
    ['every six months', { kind: 'every-n-months', every: 6 }],
  ])('%s', (phrase, months) => {
    expect(runParser(monthlyParser, phrase).draft.months).toEqual(months);
  });

  it('refuses month steps that do not divide the year', () => {
    expect(runParser(monthlyParser, 'every 5 months').problem?.code).toBe('inexpressible');
  });

  it.each([
    ['in January and July', [1, 7]],
    ['of march', [3]],
    ['during June through August', [6, 7, 8]],
    ['in nov-feb', [1, 2, 11, 12]],
    ['in jan, apr, jul and oct', [1, 4, 7, 10]],
  ])('%s', (phrase, months) => {
    expect(runParser(monthsParser, phrase).draft.months).toEqual({ kind: 'months', months });
  });
});

describe('count parser', () => {
  it.each([
    ['10 times', 10],
    ['for 5 runs', 5],
    ['up to three times', 3],
    ['max 12 occurrences', 12],
  ])('%s', (phrase, n) => {
    expect(runParser(countParser, phrase).draft.maxOccurrences).toBe(n);
  });
});
