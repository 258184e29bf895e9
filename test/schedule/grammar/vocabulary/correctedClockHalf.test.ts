import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a bare clock correcting one morning clock close to it, after a part of the day: in the morning too', () => {
  it.each([
    ['night check 3am, no make it 2:45', ['45 2 * * ?'], /"2:45" read as 2:45 AM, in the morning as the 3:00 AM/],
    ['every night at 1:30am, sorry 1', ['0 1 * * ?'], /"1:00" read as 1:00 AM, in the morning as the 1:30 AM/],
    ['overnight export at 04:00, actually 4:30', ['30 4 * * ?'], /4:30 AM, in the morning as the 4:00 AM/],
    ['night backup 5am, wait, 6', ['0 6 * * ?'], /6:00 AM, in the morning as the 5:00 AM/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // after an evening clock, a bare one could be in either half
    'every day at 4pm, no make it 4:30',
    'daily at 9pm, sorry 9:30',
    // far from the clock it corrects
    'every night at 3am, sorry 9',
    // the half said by a part of the day, not by the clock
    'every evening at 7, sorry 8',
  ])('"%s" stays refused', (phrase) => {
    refuses(phrase, 'UTC', /could be in the morning or the evening/);
  });
});
