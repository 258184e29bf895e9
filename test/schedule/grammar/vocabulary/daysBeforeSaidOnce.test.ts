import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * Counts of days before a date said as context, "before" said once after the list (dateOffsets.ts): "7 days and 1
 * day before at 9am"; and a month's name in the subject, another date, keeps the phrase refused. NOW: 2026-01-12.
 */
describe('days before a dated event, listed with one "before"', () => {
  it.each([
    [
      'tribunal 10am 20 feb 2026 — reminders 7 days and 1 day before at 9am',
      'Australia/Sydney',
      ['0 22 12,18 2 ?'],
      /7, 1 days before February 20, 2026/,
    ],
    [
      'viva 2pm 27 mar 2026, remind me 2 weeks, 1 week and 2 days before at 10:00',
      'Europe/London',
      ['0 10 13,20,25 3 ?'],
      /14, 7, 2 days before March 27, 2026/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no time for the runs
    [
      'tribunal 10am 20 feb 2026 — reminders 7 days and 1 day before',
      'Australia/Sydney',
      /could not read|does not say/,
    ],
    // two dates the runs are placed against: the first is never dropped
    [
      'grant deadlines are 1 march and 1 sept — remind me a week before at 9am',
      'Pacific/Honolulu',
      /does not say|could not/,
    ],
    ['forms due 3 april and 3 may, remind us 2 days before at 9am', 'UTC', /does not say|could not/],
    // a unit of hours in the list is no day's
    ['tribunal 10am 20 feb 2026 — reminders 7 days and 1 hour before at 9am', 'UTC', /could not|does not say|hour/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
