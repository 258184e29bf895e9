import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// January: Chicago on CST (UTC-6), New York on EST (UTC-5)
describe('a reminder at a bare clock beside an evening event', () => {
  it.each([
    // the event's bare clock is after noon, and so is the reminder's whose morning reading is the small hours
    ['softball league: games every weeknight at 6:30, send the reminder at 4:30', 'America/Chicago', ['30 22 ? * 2-6']],
    ['games are at 6:30 every weeknight, remind at 4:30', 'America/Chicago', ['30 22 ? * 2-6']],
    ['game night is 6:30 mondays, reminder at 4:30', 'America/Chicago', ['30 22 ? * 2']],
    ['evening class at 7 tuesdays, remind me at 3', 'America/Chicago', ['0 21 ? * 3']],
    // a reminder whose half is said beside an evening event's bare clock
    ['poker night is fridays at 8, remind me at 7pm', 'America/New_York', ['0 0 ? * 7']],
  ])('"%s" runs in the afternoon or evening', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /the event being in the evening/);
  });

  it.each([
    // the morning of the event, or an hour before?
    ['poker night is fridays at 8, remind me at 7', 'America/New_York', /either half/],
    ['games every weeknight at 6:30, remind me at 7', 'America/Chicago', /comes after|either half/],
    // a reminder said in the small hours is no reminder of an evening's game two hours later
    ['games every weeknight at 6:30, send the reminder at 4:30am', 'America/Chicago', /either half|comes after/],
    // neither half said, nor a word of the evening: 4:30 AM before 6:30 AM, or 4:30 PM before 6:30 PM?
    ['games every weekday at 6:30, send the reminder at 4:30', 'America/Chicago', /either half/],
    ['maintenance sundays at 3:00, remind me at 2:30', 'America/Chicago', /either half/],
    ['every weeknight at 4:30 before the 6:30 game', 'America/Chicago', /could not read/],
    // a duration before an evening's bare clock stays unclear
    ['games every weeknight at 6:30, remind 1 hour before', 'America/Chicago', /either half/],
    // too far before a clock whose half is not said to say the day
    ['deadline fridays at 5:30, remind 13 hours before', 'America/New_York', /too far|either half/],
  ])('refuses "%s"', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});

describe('an event said by its deadline, its morning, or its days alone, and a reminder at a clock', () => {
  it.each([
    // a deadline's time, "by noon", is the event's
    ['flour order is due every thursday by noon, remind me at 10', 'America/New_York', ['0 15 ? * 5'], /by noon/],
    // "the same morning": the morning's reading of a bare clock
    [
      'PTA meeting 2nd wednesday of each month 7pm, reminder the same morning at 8',
      'America/Chicago',
      ['0 14 ? * 4#2'],
      /runs at 08:00/,
    ],
    // days and no time: a reminder in the morning of those days
    ['library bag day every thursday, remind at 7:30am', 'Australia/Sydney', ['30 20 ? * 4'], /the days of the event/],
    ['swimming every monday and wednesday, remind me at 07:00', 'Europe/London', ['0 7 ? * 2,4'], /days of the event/],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    ['report due every friday by 5, remind me at 3', 'America/New_York', /either half/],
    [
      'PTA meeting 2nd wednesday of each month 7pm, reminder the same morning at 8pm',
      'America/Chicago',
      /not in the morning/,
    ],
    // after noon, or without its half: on the day itself, or the evening before?
    ['bin day every thursday, remind me at 9pm', 'Europe/London', /evening before/],
    ['bin day every thursday, remind me at 7', 'Europe/London', /evening before/],
    // a job of its own, not an event; a day said once
    ['backups every thursday, remind at 7:30am', 'Australia/Sydney', /could not read/],
    ['library bag day is thursday, remind at 7:30am', 'Australia/Sydney', /could not read|coming one/],
  ])('refuses "%s"', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
