import { describe, expect, it } from 'vitest';
import { lastWeekdayOfMonthParser } from '../../../../src/schedule/grammar/parsers/lastWeekdayOfMonth.js';
import { monthDaysParser } from '../../../../src/schedule/grammar/parsers/monthDays.js';
import { nearestWeekdayParser } from '../../../../src/schedule/grammar/parsers/nearestWeekday.js';
import { nthWeekdayParser } from '../../../../src/schedule/grammar/parsers/nthWeekday.js';
import { runParser } from '../../../support/grammar.js';

describe('month-days parser', () => {
  it.each([
    ['on the 15th at 9am', [15], 'on the 15th'],
    ['the 1st of every month', [1], 'the 1st of every month'],
    ['monthly on the 1st', [1], 'on the 1st'],
    ['on the 1st and 15th at noon', [1, 15], 'on the 1st and 15th'],
    ['the 15th and the last day', [15, 'last'], 'the 15th and the last day'],
    ['on the last day of the month at 6pm', ['last'], 'on the last day of the month'],
    ['on the last day of every month', ['last'], 'on the last day of every month'],
    ['every last day at 5pm', ['last'], 'every last day'],
    ['at the end of the month', ['last'], 'the end of the month'],
    ['on the 31st of each month', [31], 'on the 31st of each month'],
    ['on day 10', [10], 'on day 10'],
    ['the 2nd, 3rd and 22nd', [2, 3, 22], 'the 2nd, 3rd and 22nd'],
  ])('%s', (phrase, days, consumed) => {
    const r = runParser(monthDaysParser, phrase);
    expect(r.problem).toBeUndefined();
    expect(r.draft.days).toEqual({ kind: 'month-days', days });
    expect(r.consumed).toEqual([consumed]);
  });

  it('refuses a day that no month has', () => {
    expect(runParser(monthDaysParser, 'on day 32').problem?.code).toBe('unparseable');
  });

  it.each(['at 7pm', 'every monday', 'for 10 times', 'starting dec 1', 'ending soon'])('finds nothing in "%s"', (p) => {
    expect(runParser(monthDaysParser, p).consumed).toEqual([]);
  });
});

describe('weekday-position parsers', () => {
  it.each([
    ['first Monday of every month', { kind: 'nth-weekday', weekday: 2, nths: [1] }],
    ['the third Friday of the month', { kind: 'nth-weekday', weekday: 6, nths: [3] }],
    ['every 3rd friday', { kind: 'nth-weekday', weekday: 6, nths: [3] }],
    ['second tuesday of each month', { kind: 'nth-weekday', weekday: 3, nths: [2] }],
    ['last Friday of every month', { kind: 'last-weekday-in-month', weekday: 6 }],
    ['on the last sunday of the month', { kind: 'last-weekday-in-month', weekday: 1 }],
    ['the fifth wednesday', { kind: 'nth-weekday', weekday: 4, nths: [5] }],
    ['every 1st and 3rd Monday', { kind: 'nth-weekday', weekday: 2, nths: [1, 3] }],
    ['the second and fourth Thursday of the month', { kind: 'nth-weekday', weekday: 5, nths: [2, 4] }],
  ])('%s', (phrase, days) => {
    const r = runParser(nthWeekdayParser, phrase);
    expect(r.problem).toBeUndefined();
    expect(r.draft.days).toEqual(days);
    expect(r.consumed).toHaveLength(1);
  });

  it('reads a named month after the weekday position', () => {
    const r = runParser(nthWeekdayParser, 'second Tuesday in March');
    expect(r.draft.months).toEqual({ kind: 'months', months: [3] });
  });

  it.each([
    'the last weekday of the month',
    'last business day of every month',
    'on the last working day of the month',
  ])('%s is LW', (phrase) => {
    expect(runParser(lastWeekdayOfMonthParser, phrase).draft.days).toEqual({ kind: 'last-weekday-of-month' });
  });

  it.each([
    ['the weekday nearest the 15th', 15],
    ['the working day closest to the 1st of the month', 1],
    ['on the weekday nearest to the 28th', 28],
  ])('%s is nW', (phrase, day) => {
    expect(runParser(nearestWeekdayParser, phrase).draft.days).toEqual({ kind: 'nearest-weekday', day });
  });

  it('refuses the weekday nearest the 29th to 31st (W misbehaves in months without that day)', () => {
    expect(runParser(nearestWeekdayParser, 'the weekday nearest the 31st').problem?.code).toBe('inexpressible');
  });
});

describe('"day N" is a day of the month, not the hour of a time after "every day"', () => {
  it.each(['day 15', 'on day 7', 'day 15 of every month'])('"%s" is a day of the month', (phrase) => {
    expect(runParser(monthDaysParser, phrase).consumed).toHaveLength(1);
  });

  it.each(['every day 7:05', 'every day 19.30', 'every day 7 am', 'every day 7pm', 'every day 7h', 'every day 07 hrs'])(
    '"%s" leaves the time to the time reader',
    (phrase) => {
      expect(runParser(monthDaysParser, phrase).consumed).toHaveLength(0);
    },
  );
});
