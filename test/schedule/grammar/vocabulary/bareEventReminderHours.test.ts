import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT)
describe("an event's bare hour and a reminder's bare hour on days of the week", () => {
  it.each([
    ['pottery class on thursdays at 10, reminder at 9', 'Europe/London'],
    ['choir tuesdays at 8, remind me at 7', 'Europe/London'],
    ['swim squad every saturday at 9, ping the parents at 8', 'Europe/London'],
    // the event's one bare hour, a reminder a length before it
    ['visits mon/fri 11, remind the nurse an hour before', 'Europe/London'],
    ['visits mon/fri 4, remind the nurse an hour before', 'Europe/London'],
    ['physio every monday at 4, remind me an hour before', 'Europe/London'],
    ['visits weekdays 9, remind me 15 min before', 'Europe/London'],
  ])('"%s" is refused: neither half of the day is said', (phrase, zone) => {
    refuses(phrase, zone, /either half of the day|AM or .* PM/);
  });

  it.each([
    // a half of the day said with either clock settles both
    ['pottery class on thursdays at 10am, reminder at 9', 'Europe/London', ['0 9 ? * 5'], /as the time of the event/],
    ['pottery class on thursdays at 10, reminder at 9am', 'Europe/London', ['0 9 ? * 5'], /as the time of the event/],
    // the event's clock with its minutes
    ['pottery class on thursdays at 10:30, reminder at 9', 'Europe/London', ['0 9 ? * 5'], /as the time of the event/],
    [
      'visits mon/fri 11am, remind the nurse an hour before',
      'Europe/London',
      ['0 10 ? * 2,6'],
      /as the time of the event/,
    ],
    [
      'visits mon/fri 11:00, remind the nurse an hour before',
      'Europe/London',
      ['0 10 ? * 2,6'],
      /as the time of the event/,
    ],
    // a closing time is the working day's
    ['permit office closes mondays at 4; send a reminder 30 min before', 'Europe/London', ['30 15 ? * 2'], /./],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});
