import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

describe('months listed without commas', () => {
  it.each([
    ['15th of march june sept dec at noon', ['0 12 15 3/3 ?']],
    ['on the 1st of jan apr jul oct at 9am', ['0 9 1 1/3 ?']],
    ['every day in june july august at 9am', ['0 9 * 6-8 ?']],
    // one day of several months, after "every"
    ['every 15th of march june sept dec at noon', ['0 12 15 3/3 ?']],
    ['every 15th of march, june, september and december at noon', ['0 12 15 3/3 ?']],
    ['every year on the 1st of jan and jul at 9am', ['0 9 1 1,7 ?']],
  ])('"%s"', (phrase, want) => {
    expect(fields(phrase, 'UTC')).toEqual(want);
  });

  it('a month with a number after it is a date, not one of the list', () => {
    // "may 5" is a date: refused as one, not read as May among the months
    expect(refused('every day in march may 5 at 9am').message).toMatch(/single date/);
  });

  it('a day that one of the months has not is refused', () => {
    expect(refused('every 31st of jan and feb at 9am').message).toMatch(/no day 31/);
  });

  it('a word that is no month ends the list and is refused', () => {
    expect(refused('15th of march june xyz at noon').message).toMatch(/could not read/);
  });
});

describe('several dates every year', () => {
  it.each([
    ['twice a year, jan 1 and jul 1 at 9am', ['0 9 1 1,7 ?']],
    ['twice a year on the 1st of january and the 1st of july at 9am', ['0 9 1 1,7 ?']],
    ['every jan 1 and jul 1 at 9am', ['0 9 1 1,7 ?']],
    ['mar 15 and sep 15 yearly at noon', ['0 12 15 3,9 ?']],
    // without a word of frequency, dates spread over the year are every year's (eventPeriods.test.ts)
    ['jan 1 and jul 1 at 9am', ['0 9 1 1,7 ?']],
    ['every year on dec 24 and dec 31 at 5pm', ['0 17 24,31 12 ?']],
    ['3 times a year, jan 10, may 10 and sep 10 at 8am', ['0 8 10 1/4 ?']],
  ])('"%s"', (phrase, want) => {
    expect(fields(phrase, 'UTC')).toEqual(want);
  });

  it('the intent is the days and months said', () => {
    const i = read('twice a year, jan 1 and jul 1 at 9am');
    expect(i.days).toEqual({ kind: 'month-days', days: [1] });
    expect(i.months).toEqual({ kind: 'months', months: [1, 7] });
  });

  it.each([
    // without a word of frequency, dates neither close together nor spread over the year: once or every year?
    ['jan 1 and mar 1 at 9am', /could be those dates once or every year's/],
    // the count and the dates disagree
    ['twice a year on jan 1, apr 1 and jul 1 at 9am', /2 runs a year, but the phrase names 3 dates/],
    // other days in other months: one task would run on Jan 15 and Jul 1 too
    ['every jan 1 and jul 15 at 9am', /different days of different months/],
    ['every feb 30 and aug 30 at 9am', /February has no day 30/],
    // a year makes them one-off dates
    ['every jan 1 2027 and jul 1 2027 at 9am', /single date/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });

  it('the way offered for dates apart reads', () => {
    expect(refused('every jan 1 and jul 15 at 9am').hint).toContain(
      'every 1st of January at 9am and every 15th of July at 9am',
    );
    expect(fields('every 1st of January at 9am and every 15th of July at 9am', 'UTC')).toEqual([
      '0 9 1 1 ?',
      '0 9 15 7 ?',
    ]);
  });
});
