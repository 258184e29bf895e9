import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

describe('an nth or last weekday in a list of months', () => {
  it.each([
    [
      'on the 1st monday in january, april, july, october at 9am',
      { kind: 'nth-weekday', weekday: 2, nths: [1] },
      [1, 4, 7, 10],
    ],
    [
      'first monday in january, april, july and october at 9am',
      { kind: 'nth-weekday', weekday: 2, nths: [1] },
      [1, 4, 7, 10],
    ],
    ['last sunday of march and october at 3am', { kind: 'last-weekday-in-month', weekday: 1 }, [3, 10]],
    ['the 2nd tuesday of march & june at 9am', { kind: 'nth-weekday', weekday: 3, nths: [2] }, [3, 6]],
    ['the 3rd friday of march-may at 9am', { kind: 'nth-weekday', weekday: 6, nths: [3] }, [3, 4, 5]],
    ['the 3rd friday in jan, feb + mar at 9am', { kind: 'nth-weekday', weekday: 6, nths: [3] }, [1, 2, 3]],
    ['the second tuesday in march at 9am', { kind: 'nth-weekday', weekday: 3, nths: [2] }, [3]],
  ])('"%s"', (phrase, days, months) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.months).toEqual({ kind: 'months', months });
  });

  it('keeps the local time in both months across daylight saving (Berlin, 3am): the offset of each is warned', () => {
    expect(fields('last sunday of march and october at 3am', 'Europe/Berlin')).toEqual(['0 1 ? 3,10 1L']);
  });

  it.each([
    // a month with a day after it is a date, not one of the list
    ['first monday of january and march 5 at 9am', /./],
    // "or" leaves the months open
    ['first monday of january or april at 9am', /or|april/],
    ['last sunday of march and the fall at 3am', /fall/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('a weekday except some of its places in the month', () => {
  it.each([
    ['every monday except the first monday of the month at 10am', 2, [2, 3, 4, 5]],
    ['mondays except the 1st one at 10am', 2, [2, 3, 4, 5]],
    ['fridays but not the 2nd and 4th one at 10am', 6, [1, 3, 5]],
    ['every wednesday excluding the third wednesday of each month at 10am', 4, [1, 2, 4, 5]],
  ])('"%s"', (phrase, weekday, nths) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'nth-weekday', weekday, nths });
    expect(i.assumptions.join(' ')).toMatch(/of each month/);
  });

  it('is a task per place', () => {
    expect(fields('every monday except the first monday of the month at 10am', 'UTC')).toEqual([
      '0 10 ? * 2#2',
      '0 10 ? * 2#3',
      '0 10 ? * 2#4',
      '0 10 ? * 2#5',
    ]);
  });

  it.each([
    // which Monday is the last changes with the month
    ['every monday except the last monday of the month at 10am', /last/],
    // another day, or no day: not this class
    ['every monday except the first tuesday of the month at 10am', /another day/],
    ['every monday except the first of the month at 10am', /./],
    ['every monday except the first, second, third, fourth and fifth monday at 10am', /no day/],
    // one day of one month taken out: not the other months taken out of the year
    ['every monday except the first monday in january at 10am', /./],
    ['every monday except the first monday of january at 10am', /./],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
