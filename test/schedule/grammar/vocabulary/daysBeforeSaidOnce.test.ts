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
      'viva 2pm 27 mar 2026, remind me 3 weeks, 2 weeks and 1 week before at 10:00',
      'Europe/London',
      ['0 10 6,13,20 3 ?'],
      /21, 14, 7 days before March 27, 2026/,
    ],
    [
      'filing deadline is dec 15 2026, remind me 14 days and 3 days before at 9am',
      'UTC',
      ['0 9 1,12 12 ?'],
      /14, 3 days before December 15, 2026/,
    ],
    [
      'filing deadline is dec 15 2026, remind me 17 days before at 9am',
      'UTC',
      ['0 9 28 11 ?'],
      /17 days before December 15, 2026/,
    ],
    // a month's name in the subject with no day's number beside it is a name's word, or a verb, not a date
    [
      'march for science is april 22 2027, remind me a week before at 9am',
      'UTC',
      ['0 9 15 4 ?'],
      /"march for science is april 22 2027" as what the run is about/,
    ],
    ['may day fair is may 1 2027, remind me a week before at 9am', 'UTC', ['0 9 24 4 ?'], /7 days before May 1, 2027/],
    [
      'the launch may slip but is dec 10 2026, remind me a week before at 9am',
      'UTC',
      ['0 9 3 12 ?'],
      /7 days before December 10, 2026/,
    ],
    ['dec offsite is dec 10 2026, remind me a week before at 9am', 'UTC', ['0 9 3 12 ?'], /before December 10, 2026/],
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
    ['deadlines are march 1 and sept 1, remind me a week before at 9am', 'UTC', /does not say|could not/],
    ['may fair is may 1 and may 8 2027, remind me a week before at 9am', 'UTC', /does not say|could not/],
    ['payments due the 1st and the 15th, remind me the day before at 9am', 'UTC', /does not say|could not|month/],
    // counts of mixed units: one time before of them all (17 days), or one for each?
    ...[
      '2 weeks and 3 days',
      'a week and a day',
      '1 week and 2 days',
      'two weeks & one day',
      '2 weeks, 1 week and 2 days',
    ].map((said): [string, string, RegExp] => [
      `filing deadline is dec 15 2026, remind me ${said} before at 9am`,
      'UTC',
      /one time before of them all together/,
    ]),
    // a unit of hours in the list is no day's
    ['tribunal 10am 20 feb 2026 — reminders 7 days and 1 hour before at 9am', 'UTC', /could not|does not say|hour/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
