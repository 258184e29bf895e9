import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"exc", "excl", "incl" cut short before days, and a bare hour before "sharp"', () => {
  it.each([
    // "exc" / "excl" before the days taken out: except, excluding
    ['front desk digest 3pm daily exc weekends', 'Europe/Lisbon', ['0 15 ? * 2-6'], /front desk digest/],
    ['fridge temps 8:15 every day excl. sundays', 'Europe/London', ['15 8 ? * 2-7'], /fridge temps/],
    ['pool chlorine log 10:00 daily excl sat', 'Europe/London', ['0 10 ? * 1-6'], /pool chlorine log/],
    // "incl" before weekends: every day, weekends too
    [
      'kennel feeding 06:30 daily, incl weekends',
      'Europe/London',
      ['30 6 * * ?'],
      /"including weekends" read as every day/,
    ],
    // "<hour> sharp": the hour as a time, as "at 9" reads
    ['insulin reminder 8 sharp every day incl weekends', 'Europe/London', ['0 8 * * ?'], /"at 8" read as 8:00 AM/],
    ['gate check 7 sharp daily', 'America/Chicago', ['0 13 * * ?'], /"at 7" read as 7:00 AM/],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare hour on days of the week stays refused, sharp or not
    ['invoices fridays 4 sharp', 'UTC', /could be 4 AM or 4 PM/],
    // a month's day before "sharp" is a date, not a clock
    ['board pack dec 9 sharp', 'UTC', /single date/],
  ])('"%s" (%s) is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
