import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('runs placed against a dated event: that evening, a second clock that day, a run on its own date', () => {
  it.each([
    // "that evening" of an event after noon is its own day's, the runs before the event
    [
      'carol service dec 20 10:30pm, reminder at 8pm that evening',
      'Europe/London',
      ['0 20 20 12 ?'],
      /"that evening" as Sunday, December 20, 2026/,
    ],
    // "at noon that day and at 4pm": a second clock of that day, with its half of the day said
    [
      'tax form due 2026-01-30 5pm: remind at 9am that day and at 3pm',
      'America/New_York',
      ['0 14,20 30 1 ?'],
      /as what the run is about/,
    ],
    // the run's clock said without "at" before its own dates; a plural of people reminded
    [
      'scholarship closes feb 27 — nudge applicants 10am on feb 20 and feb 26',
      'Europe/London',
      ['0 10 20,26 2 ?'],
      /"nudge applicants" as a reminder/,
    ],
    [
      'scholarship closes feb 27 — nudge volunteers 8:45am on feb 18 and feb 25',
      'Europe/London',
      ['45 8 18,25 2 ?'],
      /"scholarship closes feb 27"/,
    ],
    // a run on a date of its own, its clock on the 24-hour clock, read as the reader of clocks reads it
    ['screening mar 5, ticket alert feb 26 10:00', 'Europe/London', ['0 10 26 2 ?'], /once: before the event/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // an event in the small hours: "that evening" may be the evening before
    ['party dec 24 1am, reminder at 9pm that evening', 'Europe/London', /could not read/],
    // a morning's clock is no evening's; an evening after a morning's event comes after it
    ['carol service dec 20 10:30pm, reminder at 9am that evening', 'Europe/London', /could not read/],
    ['gig dec 20 10am, reminder at 8pm that evening', 'Europe/London', /could not read/],
    // a second clock without its half of the day, or on another day
    ['tax form due 2026-01-30 5pm: remind at 9am that day and at 3', 'America/New_York', /could not read/],
    [
      'tax form due 2026-01-30 5pm: remind at 9am that day and at 3pm the day before',
      'America/New_York',
      /could not read/,
    ],
    // a bare hour without "at" before the run's date
    ['scholarship closes feb 27 — nudge applicants 10 on feb 20', 'Europe/London', /single date/],
    // a run after the event it is about
    ['screening mar 5, ticket alert mar 9 09:30', 'Europe/London', /single date/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
