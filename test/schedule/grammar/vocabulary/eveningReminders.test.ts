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
