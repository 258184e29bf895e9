import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a job's report due on days of the month, a reminder at a clock that day", () => {
  it.each([
    ['sales tax report due the 20th of each month, remind at 9am', 'America/Los_Angeles', ['0 17 20 * ?']],
    ['payroll export deadline the 25th of every month, remind me at 11am', 'Europe/London', ['0 11 25 * ?']],
  ])('"%s" reminds on those days', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as the days of the event/);
  });

  it.each([
    // no word of a deadline: the report may be a job that runs itself
    ['sales tax report the 20th of each month, remind at 9am', 'America/Los_Angeles', /./],
    // a clock that could be the evening before
    ['sales tax report due the 20th of each month, remind at 6pm', 'America/Los_Angeles', /evening before/],
    ['sales tax report due the 20th of each month, remind at 9', 'America/Los_Angeles', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
