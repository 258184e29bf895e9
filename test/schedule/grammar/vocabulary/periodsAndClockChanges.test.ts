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

describe('a stretch of months said with "from", or last: those months every year, with a note', () => {
  it.each([
    ['every thursday 5pm from october to march', [1, 2, 3, 10, 11, 12]],
    ['every sunday 10pm from january till june', [1, 2, 3, 4, 5, 6]],
    ['every sunday 3am from march to june', [3, 4, 5, 6]],
    ['every night at 3 am from nov thru feb', [1, 2, 11, 12]],
    ['every sunday 6pm eastern jan thru march', [1, 2, 3]],
    ['21:00 and 03:00 every night sept to april', [1, 2, 3, 4, 9, 10, 11, 12]],
    ['every day 9am may - june', [5, 6]],
  ])('"%s"', (phrase, months) => {
    const i = read(phrase);
    expect(i.months).toEqual({ kind: 'months', months });
    expect(i.startDate).toBeNull();
    expect(i.endDate).toBeNull();
    expect(i.assumptions.join(' ')).toMatch(/every year from .* for one stretch only/);
  });

  it.each([
    // a month with a number is a date: the period's, or unread
    ['every day 9am from jan to march 5', /./],
    ['every day 9am from 14 jan to march', /./],
    ['every day 9am jan to march 2027', /./],
    // months said twice
    ['every day in august 9am from october to march', /months twice/],
  ])('refuses "%s"', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });

  it.each([
    // dates with their years are one stretch
    ['every day 9am from jan 15 to march 26', date(2026, 1, 15), date(2026, 3, 26)],
    ['every day at 9 from dec 14 to jan 2', date(2026, 12, 14), date(2027, 1, 2)],
  ])('reads "%s" as one stretch', (phrase, start, end) => {
    const i = read(phrase);
    expect(i.months).toEqual({ kind: 'every-month' });
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it('leaves "except from june to august" to the months taken out', () => {
    const i = read('every day 9am except from june to august');
    expect(i.months).toEqual({ kind: 'months', months: [1, 2, 3, 4, 5, 9, 10, 11, 12] });
    expect(i.assumptions.join(' ')).not.toMatch(/every year from/);
  });
});
