import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a duration before something named, then its time ("2 hours before check-in at 3pm")', () => {
  it.each([
    ['front desk room check 2 hours before check-in at 3pm, daily', 'Asia/Tokyo', ['0 4 * * ?']],
    ['remind me 30 min before standup at 9:30am, weekdays', 'Europe/London', ['0 9 ? * 2-6']],
    ['ping the team 15 min before the call at 2pm daily', 'Europe/London', ['45 13 * * ?']],
    ['send the deck 1 hour before the board meeting at 10:00 on thursdays', 'America/New_York', ['0 14 ? * 5']],
    ['warn the crew 45 min before departure at 06:15, every day', 'Australia/Sydney', ['30 18 * * ?']],
  ])('"%s" [%s]: runs that long before the time said', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /Read "\d+ (?:h|min) before [^"]+" as \d\d:\d\d/);
  });

  it.each([
    // an evening's event without its half of the day
    ['remind me 30 min before the show at 7:30 on fridays', /without am or pm/],
    // a word of a schedule in the name, a bare hour, several times
    ['ping me 10 min before every call at 2pm', /could not read/],
    ['remind me 1 hour before the meeting at 10 on fridays', /could not read/],
    ['remind me 30 min before lunch at 12:30 and 5pm daily', /other times/],
  ])('"%s": refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
