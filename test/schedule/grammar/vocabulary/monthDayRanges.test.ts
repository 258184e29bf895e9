import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

describe('runs of days of the month', () => {
  it.each([
    ['on days 1-7 of the month at 8am', ['0 8 1-7 * ?']],
    ['days 10 to 15 of every month at 9am', ['0 9 10-15 * ?']],
    ['the 1st to the 7th of each month at 9am', ['0 9 1-7 * ?']],
    ['the 20th-25th of the month at 6pm', ['0 18 20-25 * ?']],
    ['between the 1st and the 7th of each month at 9am', ['0 9 1-7 * ?']],
    ['the first 3 days of every month at 10am', ['0 10 1-3 * ?']],
    ['first three days of the month at 9am', ['0 9 1-3 * ?']],
    ['every hour on days 1 to 3 of the month', ['0 * 1-3 * ?']],
  ])('"%s"', (phrase, want) => {
    expect(fields(phrase, 'UTC')).toEqual(want);
  });

  it('the intent lists the days', () => {
    expect(read('on days 1-3 of the month at 8am').days).toEqual({ kind: 'month-days', days: [1, 2, 3] });
    // two days, not a run: "and" without "between"
    expect(read('the 1st and the 7th of each month at 9am').days).toEqual({ kind: 'month-days', days: [1, 7] });
  });

  it.each([
    ['days 7-1 of the month at 9am', /not a run of days/],
    ['days 25-32 of the month at 9am', /not a run of days/],
    // the last days move with the month's length: not read
    ['the last 3 days of the month at 9am', /could not read/],
    // without "of the month", "from the 1st to the 7th" may be dates of one month
    ['from the 1st to the 7th at 9am', /every month, or once/],
    // "first 3 mondays" is not days of the month
    ['the first 3 mondays of the month at 9am', /could not read/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('the weekday nearest a day of the month, said either way round', () => {
  it.each([
    ['nearest weekday to the 15th at 9am', ['0 9 15W * ?']],
    ['the closest business day to the 10th of each month at 9am', ['0 9 10W * ?']],
    ['the weekday nearest the 15th at 9am', ['0 9 15W * ?']],
  ])('"%s"', (phrase, want) => {
    expect(fields(phrase, 'UTC')).toEqual(want);
  });

  it.each([
    ['nearest weekday to the 30th at 9am', /no reliable CRON form/],
    ['nearest weekday to the 15th and the 1st at 9am', /days twice/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});
