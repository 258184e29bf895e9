import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// January: London on GMT, New York on UTC-5
describe('a reminder said as a noun, then its clock: "reminder 17:45", "heads-up at noon"', () => {
  it.each([
    ['gym class 6:30pm tuesdays, reminder 17:45', 'Europe/London', ['45 17 ? * 3'], /runs at 17:45/],
    ['quiz night tuesdays 8pm, heads up at 6pm', 'Europe/London', ['0 18 ? * 3'], /runs at 18:00/],
    ['lunch and learn fridays 1pm, heads-up at noon', 'America/New_York', ['0 17 ? * 6'], /runs at 12:00/],
    ['book club wednesdays 8pm, reminder at noon the same day', 'Europe/London', ['0 12 ? * 4'], /runs at 12:00/],
    ['board call mondays 15:00 - alert 14:30', 'Europe/London', ['30 14 ? * 2'], /runs at 14:30/],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // a bare number after the noun is no clock
    ['gym class 6:30pm tuesdays, reminder 5', 'Europe/London', /could not read/],
    // after the event's time: that day, or the day before?
    ['standup daily 9:30am, heads up 10:15am', 'Europe/London', /either that day or the day before/],
    // a clock that is no time of day after the noun
    ['gym class 6:30pm tuesdays, reminder 25:15', 'Europe/London', /could not read/],
  ])('refuses "%s"', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
