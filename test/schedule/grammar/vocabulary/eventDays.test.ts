import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// January: Chicago on CST (UTC-6), Denver on MST (UTC-7), London on GMT
describe('a run the day before or after the days of an event, said apart', () => {
  it.each([
    [
      'venue cleaning crew: 6am the morning after each show (shows are thu, fri, sat)',
      'America/Chicago',
      ['0 12 ? * 1,6,7'],
      /the days of the show.*every friday, saturday and sunday/,
    ],
    [
      'send post-op check-in texts at 10am the day after each surgery day (surgeries are mon and wed)',
      'America/Denver',
      ['0 17 ? * 3,5'],
      /every tuesday and thursday: the day after each monday and wednesday/,
    ],
    [
      'maintenance notifications at 18:00 the day before each window; windows are tuesday and thursday nights',
      'Europe/London',
      ['0 18 ? * 2,4'],
      /the nights of those days.*every monday and wednesday/,
    ],
    ['gigs are fridays, remind me at 7pm the night before', 'Europe/London', ['0 19 ? * 5'], /every thursday/],
    [
      'remind me at 7pm the night before each gig (gigs are fridays)',
      'Europe/London',
      ['0 19 ? * 5'],
      /every thursday/,
    ],
    [
      'shows are thu, fri, sat; cleaning crew at 6am the morning after',
      'America/Chicago',
      ['0 12 ? * 1,6,7'],
      /the day after each thursday, friday and saturday/,
    ],
    // the days said with it
    ['6am the morning after each thu, fri, sat', 'America/Chicago', ['0 12 ? * 1,6,7'], /every friday, saturday/],
    ['10am the day after each mon and wed', 'America/Denver', ['0 17 ? * 3,5'], /every tuesday and thursday/],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // the small hours of a night may be the day itself; a morning's run is before noon
    ['gigs are fridays, remind me at 7 the night before', 'Europe/London', /small hours/],
    ['gigs are fridays, remind me at 7am the night before', 'Europe/London', /small hours/],
    ['shows are fridays, cleaning at 6pm the morning after', 'Europe/London', /evening of the day itself/],
    ['shows are fridays, 6 the morning after', 'Europe/London', /evening of the day itself/],
    // the event pointed to is not the one whose days are said
    ['cleaning at 6am the morning after each show (rehearsals are thu, fri)', 'America/Chicago', /could not read/],
    ['gigs are fridays, remind me at 7pm the day before each rehearsal', 'Europe/London', /could not read/],
    // a day said once, singular, with no word of every week: the coming one, or every week?
    ['remind me at 9pm the night before each game (games are sun)', 'Europe/London', /coming one/],
  ])('refuses "%s"', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});

describe('a duration before an event whose days and time are said after it', () => {
  it.each([
    [
      'post the meeting agenda 24h before the call (calls are wednesdays 15:00 UTC)',
      'Europe/Berlin',
      ['0 15 ? * 3'],
      /days and time of the call/,
    ],
    [
      'remind #maintainers 30 min before the monthly community call (first thursday, 17:00 CET)',
      'Europe/Berlin',
      ['30 15 ? * 5#1'],
      /days and time of the community call/,
    ],
    ['setlist email 2 hrs before doors, doors are 8pm, every fri', 'America/New_York', ['0 23 ? * 6'], /18:00/],
    ['remind me 30 min before the call (mondays 9am)', 'Europe/London', ['30 8 ? * 2'], /08:30/],
    ['remind me 30 min before the call, calls are mondays 9am', 'Europe/London', ['30 8 ? * 2'], /08:30/],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // the restatement is of another event
    ['remind me 30 min before the call (standups are mondays 9am)', 'Europe/London', /could not read/],
    // after a comma, the restatement must name its event ("mondays 9am" may be the reminder's own days and time)
    ['remind me 30 min before the call, mondays 9am', 'Europe/London', /could not read|unclear/],
    // a bare hour in brackets: no time said
    ['remind me 30 min before the call (mondays 9)', 'Europe/London', /could not read/],
  ])('refuses "%s"', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
