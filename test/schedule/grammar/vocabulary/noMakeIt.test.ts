import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"no make it" / "no make that" without a comma: a correction', () => {
  it.each([
    [
      'florist order every thursday 10am, no make it wednesday',
      ['0 10 ? * 4'],
      /correction: Wednesday instead of Thursday/,
    ],
    ['mondays 9am no make that 10am', ['0 10 ? * 2'], /correction: 10:00 AM instead of 9:00 AM/],
    ['every weekday 17:00 - no make it 17:30', ['30 17 ? * 2-6'], /correction/],
    ['standup tuesdays 9:15, no make that thursdays', ['15 9 ? * 5'], /Thursday instead of Tuesday/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // adding to the schedule is no correction
    ['every day at 9, no make it 10, and fridays too', /adds to the schedule/],
    // "no" before days stays what it was (not a correction of the time)
    ['every day at 9, no make it', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
