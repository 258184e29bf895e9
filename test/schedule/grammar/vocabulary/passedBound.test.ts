import { describe, expect, it } from 'vitest';
import { fields, refuses } from './read.js';

// NOW: Monday 2026-01-12, London on GMT
describe("an end's day without its year that has just passed (two weeks)", () => {
  it.each([
    // an end a week ago: next January's is most of a year away
    ['daily 9am until jan 5', /"jan 5" has passed \(Monday, January 5, 2026\); next year's, Tuesday, January 5, 2027/],
    ['backup every night at 23:00 till 2 january', /"2 january" has passed/],
    ['every friday 17:30 till 31 dec', /"31 dec" has passed \(Wednesday, December 31, 2025\)/],
  ])('"%s" is asked', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });

  it.each([
    // the year said
    ['daily 9am until jan 5 2027', ['0 9 * * ?']],
    // still to come this year
    ['daily 9am until mar 1', ['0 9 * * ?']],
    ['weekly report mondays 10:00 starting feb 2', ['0 10 ? * 2']],
    // an end passed a month or more ago: next year's, as the corpora's writers meant ("until oct 31" said on Nov 23)
    ['every friday 17:30 till 19 dec', ['30 17 ? * 6']],
    // a start just passed: the period under way, not a question
    ['weekly report mondays 10:00 starting jan 5', ['0 10 ? * 2']],
    // passed long ago: next year's, as chrono reads it
    ['daily 9am until oct 31', ['0 9 * * ?']],
    // a range over the new year still running
    ['daily 9am from dec 20 to jan 20', ['0 9 * * ?']],
  ])('"%s" reads', (phrase, expected) => {
    expect(fields(phrase, 'Europe/London')).toEqual(expected);
  });
});
