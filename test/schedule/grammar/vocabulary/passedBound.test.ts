import { describe, expect, it } from 'vitest';
import { fields, refuses } from './read.js';

// NOW: Monday 2026-01-12, London on GMT
describe("a bound's day without its year that has just passed", () => {
  it.each([
    // an end a week ago: next January's is most of a year away
    ['daily 9am until jan 5', /"jan 5" has passed \(Monday, January 5, 2026\); next year's, Tuesday, January 5, 2027/],
    ['backup every night at 23:00 till 2 january', /has passed/],
    // a clock with its minutes right before "till" and a day-first end in December
    ['every friday 17:30 till 19 dec', /"19 dec" has passed \(Friday, December 19, 2025\)/],
    // a start that has just passed
    ['weekly report mondays 10:00 starting dec 1', /"dec 1" has passed/],
    ['standup weekdays 9:30 from jan 2', /"jan 2" has passed/],
  ])('"%s" is asked', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });

  it.each([
    // the year said
    ['daily 9am until jan 5 2027', ['0 9 * * ?']],
    // still to come this year
    ['daily 9am until mar 1', ['0 9 * * ?']],
    ['weekly report mondays 10:00 starting feb 2', ['0 10 ? * 2']],
    // passed long ago: next year's, as chrono reads it
    ['daily 9am until oct 31', ['0 9 * * ?']],
    // a range over the new year still running
    ['daily 9am from dec 20 to jan 20', ['0 9 * * ?']],
  ])('"%s" reads', (phrase, expected) => {
    expect(fields(phrase, 'Europe/London')).toEqual(expected);
  });
});
