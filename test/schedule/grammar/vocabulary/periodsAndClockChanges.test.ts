import { describe, expect, it } from 'vitest';
import { read, refused } from './read.js';

// NOW is Monday 2026-01-12
const date = (year: number, month: number, day: number) => ({ year, month, day });

describe('a course of hours counted from now says the hour it starts at', () => {
  it.each([
    ['remind me every 8 hrs for the next 10 days about the antibiotics', /does not say the hour/],
    ['every 8 hours for 5 days', /does not say the hour/],
    ['every 2 hours for the next 3 days', /does not say the hour/],
    ['every 12 hours for 2 weeks', /does not say the hour/],
  ])('refuses "%s"', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });

  it.each([
    // hourly steps are the same whenever they start; a start or a range says the hour
    ['every hour for the next 3 days', null],
    ['every 8 hours starting 6am for the next 10 days', 6],
    ['every 3 hours from 6am to 9pm for 2 weeks', 6],
    ['every 6 hours for 5 days starting jan 20', 0],
  ])('reads "%s"', (phrase, from) => {
    const i = read(phrase);
    expect(i.endDate).not.toBeNull();
    if (from !== null) expect(i.interval?.window?.from.hour ?? 0).toBe(from);
  });

  it('reads an end date without a length as before', () => {
    expect(read('every 2 hours until 2026-02-01').endDate).toEqual(date(2026, 2, 1));
  });
});
