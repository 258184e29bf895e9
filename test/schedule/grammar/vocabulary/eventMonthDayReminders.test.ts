import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const LON = 'Europe/London';

// January: London on GMT
describe("a reminder with no day of its own, beside an event on a day of the month: the event's day", () => {
  it.each([
    ['club dues payable on the 15th of every month, reminder at 10am', ['0 10 15 * ?'], /as the days of the event/],
    ['gym membership due 5th of each month, remind me at 8am', ['0 8 5 * ?'], /as the days of the event/],
    ['fees due 1st of each month 5pm, reminder at 9am', ['0 9 1 * ?'], /as the time of the event/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, LON, fields, note);
  });

  it.each([
    // the reminder's own day beside the event's: is the event's day a run too?
    ['levy due 10th, reminder on the 8th at 9am', /"levy due 10th" .*is it a run too/],
    ['subs due on the 3rd, heads up on the 1st at 9am', /is it a run too/],
  ])('refuses "%s"', (phrase, why) => {
    refuses(phrase, LON, why);
  });
});
