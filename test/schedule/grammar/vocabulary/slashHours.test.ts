import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a step's hours written with slashes: its runs, not a date", () => {
  it.each([
    ['gas detector bump test every 12 hours 06/18', ['0 6,18 * * ?'], /6:00 AM, 6:00 PM/],
    ['every 8 hrs 06/14/22', ['0 6/8 * * ?'], /6:00 AM, 2:00 PM, 10:00 PM/],
    ['fuel log every 6h: 00/06/12/18', ['0 0/6 * * ?'], /12:00 AM, 6:00 AM, 12:00 PM, 6:00 PM/],
    // round the clock: the evening first
    ['every 12 hours 18/06', ['0 6,18 * * ?'], /6:00 PM, 6:00 AM/],
    // hours that are not the step's length apart: a date, as before
    ['every 12 hours 06/19', ['0 23 18 6 ?', '0 11 19 6 ?'], /"06\/19" read as the one day to run on/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // hours that are not the step's length apart: not the step's hours
    ['every 4 hours 02/06', /./],
  ])('"%s" is not read as hours', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
