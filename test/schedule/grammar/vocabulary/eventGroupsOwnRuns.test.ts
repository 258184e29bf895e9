import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an event whose times differ by day, each group of days with a run of its own', () => {
  it.each([
    [
      'returns desk closes 17:00 mon-fri, ping the team 16:45 - and sat 13:00, ping the team 12:45',
      'Europe/London',
      ['45 16 ? * 2-6', '45 12 ? * 7'],
      /"sat 13:00" as days and a time of "returns desk closes" too/,
    ],
    [
      'courier cut-off 18:00 weekdays, reminder 17:30 — and sundays 14:00, reminder 13:30',
      'Europe/London',
      ['30 17 ? * 2-6', '30 13 ? * 1'],
      /"sundays 14:00" as days and a time of "courier cut-off" too/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a run after the event's time: that day, or the day before?
    [
      'courier cut-off 18:00 weekdays, reminder 17:30 — and sundays 14:00, reminder 10:30pm',
      'Europe/London',
      /could not read/,
    ],
    // bare hours on days of the week
    [
      'courier cut-off 18:00 weekdays, reminder 17:30 — and sundays at 2, reminder at 1',
      'Europe/London',
      /could not read/,
    ],
    // a word that narrows a group's runs is not dropped
    [
      'courier cut-off 18:00 weekdays, reminder 17:30 — and sundays 14:00 except in august, reminder 13:30',
      'Europe/London',
      /could not read/,
    ],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
