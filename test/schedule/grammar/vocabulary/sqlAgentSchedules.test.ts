import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("SQL Server Agent's schedule description, its start date and its server's clock", () => {
  it.each([
    [
      'SQL Agent: Occurs every week on Tuesday, Thursday at 4:15:00 AM. Schedule will be used starting on 12/14/2026. (server is on Eastern)',
      'UTC',
      ['15 9 ? * 3,5'],
      /server SQL Server Agent runs on \(America\/New_York\)/,
    ],
    [
      'Occurs every day at 6:30:00 PM. Schedule will be used starting on 2026-03-02. (box is on Asia/Tokyo)',
      'UTC',
      ['30 9 * * ?'],
      /when the schedule starts/,
    ],
    [
      'Occurs every day at 7:00:00 AM. Schedule will be used starting on 25/02/2026.',
      'Europe/Paris',
      ['0 6 * * ?'],
      /starts/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a start date whose day and month could be either way round
    ['Occurs every day at 6:30:00 PM. Schedule will be used starting on 1/4/2027.', /./],
    // an end the reading would drop
    ['Occurs every day at 6:30:00 PM. Schedule will be used between 1/15/2027 and 3/30/2027.', /./],
    // a place that says no clock
    ['Occurs every day at 6:30:00 PM. Schedule will be used starting on 1/15/2027. (server is in the basement)', /./],
    // words after the start that bound the runs
    ['Occurs every day at 6:30:00 PM. Schedule will be used starting on 1/15/2027. until march', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
