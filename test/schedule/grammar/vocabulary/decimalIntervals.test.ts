import { describe, expect, it } from 'vitest';
import { fields, read, refused } from './read.js';

describe('an interval with a decimal is read in whole minutes', () => {
  it.each([
    ['every 0.5 hours', 30],
    ['every .5 hours', 30],
    ['every 0.25 hours', 15],
    ['every 0.5 hrs', 30],
    ['every 0.5h', 30],
    ['every 0.1 hours', 6],
  ])('"%s" is every %i minutes', (phrase, minutes) => {
    const i = read(phrase);
    expect(i.interval).toEqual({ unit: 'minute', every: minutes, atMinute: 0, window: null });
    expect(i.assumptions.join(' ')).toMatch(`every ${minutes} minutes`);
  });

  it.each([
    ['every 1.0 hours', 1, 'every hour'],
    ['every 2.0 hours', 2, 'every 2 hours'],
  ])('"%s" is every %i hours', (phrase, hours, note) => {
    const i = read(phrase);
    expect(i.interval).toEqual({ unit: 'hour', every: hours, atMinute: 0, window: null });
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it('compiles "every 0.5 hours" in New York', () => {
    expect(fields('every 0.5 hours', 'America/New_York')).toEqual(['0,30 * * * ?']);
  });

  it('"every 1.5 hours" gets the answer of "every 90 minutes"', () => {
    const decimal = refused('every 1.5 hours');
    const minutes = refused('every 90 minutes');
    expect(decimal.code).toBe(minutes.code);
    expect(decimal.message).toMatch(/longer than CRON's hour/);
    expect(minutes.message).toMatch(/longer than CRON's hour/);
  });

  it.each([
    ['every 0.33 hours', /not a whole number of minutes/],
    ['every 1.5 minutes', /not a whole number of minutes/],
    ['every 0.5 minutes', /not a whole number of minutes/],
    ['every 2.5 hours', /longer than CRON's hour/],
    ['every 0.5 hours at :15', /minute past the hour/],
    // a decimal that is not an interval stays unread
    ['every 1.5 days at 9am', /1\.5/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
