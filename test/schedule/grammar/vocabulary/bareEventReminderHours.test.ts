import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT)
describe("an event's bare hour and a reminder's bare hour on days of the week", () => {
  it.each([
    ['pottery class on thursdays at 10, reminder at 9', 'Europe/London'],
    ['choir tuesdays at 8, remind me at 7', 'Europe/London'],
    ['swim squad every saturday at 9, ping the parents at 8', 'Europe/London'],
  ])('"%s" is refused: neither half of the day is said', (phrase, zone) => {
    refuses(phrase, zone, /either half of the day|AM or .* PM/);
  });

  it.each([
    // a half of the day said with either clock settles both
    ['pottery class on thursdays at 10am, reminder at 9', 'Europe/London', ['0 9 ? * 5'], /as the time of the event/],
    ['pottery class on thursdays at 10, reminder at 9am', 'Europe/London', ['0 9 ? * 5'], /as the time of the event/],
    // the event's clock with its minutes
    ['pottery class on thursdays at 10:30, reminder at 9', 'Europe/London', ['0 9 ? * 5'], /as the time of the event/],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});
