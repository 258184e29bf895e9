import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('what a reminder says, after a run said with its own date and clock', () => {
  it.each([
    // the clause after "that" names another date: what the reminder says, not a run
    [
      'remind me mar 2 at 9am that the lease renewal is due mar 3',
      'America/New_York',
      ['0 14 2 3 ?'],
      /"that the lease renewal is due mar 3" as what the reminder says/,
    ],
    [
      'tell the team feb 6 at 16:30 that the office closes early on feb 7',
      'Europe/London',
      ['30 16 6 2 ?'],
      /what the reminder says/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a bare hour: either half of the day
    ['remind me mar 2 at 9 that the lease renewal is due mar 3', 'America/New_York', /single date/],
    // the schedule may go on after the clause
    ['remind me mar 2 at 9am that the lease is due mar 3, and on mar 4', 'America/New_York', /single date/],
    // no date of the run's own: once, or every day?
    ['remind me at 9am that the lease renewal is due mar 3', 'America/New_York', /could not read|single date/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
