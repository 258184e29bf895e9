import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a reminder on a day of its own beside an event's day: the event's day is no run", () => {
  it.each([
    ['kleuterschool: fruitdag op woensdag, herinnering dinsdag 19:00', 'Europe/Amsterdam'],
    ['bins go out on thursday, reminder wednesday 8pm', 'Europe/London'],
    ['book club on friday, reminder thursday 6pm', 'UTC'],
  ])('%s is asked', (phrase, zone) => refuses(phrase, zone, /beside a reminder on a day of its own/));

  it.each([
    // the reminder on the event's own day: nothing to ask
    ['gym mondays, reminder mondays 7am', 'UTC', ['0 7 ? * 2']],
    // more days of the reminder itself, joined by words that say no event
    ['reminder 9am mondays, wednesdays and fridays', 'UTC', ['0 9 ? * 2/2']],
    ['remind me to stretch tuesdays at 3pm, thursdays too', 'UTC', ['0 15 ? * 3,5']],
    ['water plants reminder mon 8am, tue and thu as well', 'UTC', ['0 8 ? * 2,3,5']],
  ])('%s reads', (phrase, zone, fields) => reads(phrase, zone, fields, /./));
});
