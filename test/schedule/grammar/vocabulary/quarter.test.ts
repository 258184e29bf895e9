import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

const STARTS = { kind: 'months', months: [1, 4, 7, 10] };
const ENDS = { kind: 'months', months: [3, 6, 9, 12] };

describe('quarters: the last day is in the last month, the first in the first', () => {
  it.each([
    ['last day of each quarter at 9am', { kind: 'month-days', days: ['last'] }, ENDS],
    ['the last day of every quarter at 9am', { kind: 'month-days', days: ['last'] }, ENDS],
    ['quarterly on the last day at 9am', { kind: 'month-days', days: ['last'] }, ENDS],
    ['last business day of each quarter at 5pm', { kind: 'last-weekday-of-month' }, ENDS],
    ['the last Friday of each quarter at 4pm', { kind: 'last-weekday-in-month', weekday: 6 }, ENDS],
    ['end of quarter at 6pm', { kind: 'month-days', days: ['last'] }, ENDS],
    ['at the end of each quarter at 6pm', { kind: 'month-days', days: ['last'] }, ENDS],
    ['every quarter end at 6pm', { kind: 'month-days', days: ['last'] }, ENDS],
    ['quarter-end at 6pm', { kind: 'month-days', days: ['last'] }, ENDS],
    // near misses: everything else counts from the quarter's first month
    ['first day of each quarter at 9am', { kind: 'month-days', days: [1] }, STARTS],
    ['the first day of the quarter at 9am', { kind: 'month-days', days: [1] }, STARTS],
    ['the 15th of each quarter at 9am', { kind: 'month-days', days: [15] }, STARTS],
    ['the first Monday of each quarter at 9am', { kind: 'nth-weekday', weekday: 2, nths: [1] }, STARTS],
    ['quarterly at 9am', { kind: 'month-days', days: [1] }, STARTS],
  ])('"%s"', (phrase, days, months) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.months).toEqual(months);
  });

  it("refuses a quarter's first and last days together (they fall in different months)", () => {
    expect(refused('the 1st and last day of each quarter at 9am').message).toMatch(/different months/);
  });

  it.each([
    // every Monday of four months, or one Monday a quarter? (read as the first before)
    ['quarterly report: every monday 9am', /could be every one of those days in January, April, July and October/],
    ['quarterly every monday 9am', /or one a quarter/],
    // "every month" said too: which months? (it read as the quarters' months)
    ['quarterly fire drill: 1st tuesday of every month at 2pm', /"quarterly" and "every month" say different months/],
    ['quarterly, the 1st at 9am monthly', /say different months/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('near misses: one weekday a quarter, or the months named, still read', () => {
    expect(read('first monday of each quarter at 9am').months).toEqual(STARTS);
    expect(read('quarterly, first monday at 9am').days).toEqual({ kind: 'nth-weekday', weekday: 2, nths: [1] });
  });

  it('compiles in New York: the first run (March 31) is on daylight time', () => {
    expect(fields('last business day of each quarter at 5pm', 'America/New_York')).toEqual(['0 21 LW 3/3 ?']);
    expect(fields('first day of each quarter at 9am', 'America/New_York')).toEqual(['0 13 1 1/3 ?']);
  });
});

describe('"in Q1", "in the third quarter": the quarter\'s three months, every year', () => {
  it.each([
    ['every monday in q1 at 9am', [1, 2, 3]],
    ['every monday during Q2 at 9am', [4, 5, 6]],
    ['every monday in the third quarter at 9am', [7, 8, 9]],
    ['every monday in q4 at 9am', [10, 11, 12]],
  ])('"%s"', (phrase, months) => {
    const i = read(phrase);
    expect(i.months).toEqual({ kind: 'months', months });
    expect(i.days).toEqual({ kind: 'weekdays', days: [2] });
  });

  it.each([
    ['every monday in q5 at 9am', /q5/],
    ['every monday in q1 2027 at 9am', /2027/],
    ['every monday q1 at 9am', /q1/],
    ['every monday in q1 and in q3 at 9am', /twice|months/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
