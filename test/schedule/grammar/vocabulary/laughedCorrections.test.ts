import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('corrections after a laugh, and "make it N" after an interval', () => {
  it.each([
    // a laugh before the word of correction is part of it
    [
      'purge cache every 5 minutes lol no, every 20',
      'Europe/London',
      ['0/20 * * * ?'],
      /"lol no, every 20" as a correction/,
    ],
    ['every day at 8am haha no, 9am', 'Europe/London', ['0 9 * * ?'], /"haha no, 9am" as a correction/],
    ['sync every 12 minutes lmao wait, every 30', 'UTC', ['0,30 * * * ?'], /as a correction: every 30 minutes/],
    // "make it N" after an interval with no time said: the interval's count
    [
      'poll every 20 min — actually make it 30',
      'America/Toronto',
      ['0,30 * * * ?'],
      /every 30 minutes instead of every 20/,
    ],
    ['heartbeat every 5 mins, make it 10', 'UTC', ['0/10 * * * ?'], /every 10 minutes instead of every 5/],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a laugh with no word of correction after it corrects nothing
    ['every 20 minutes lol every 30', 'UTC', /.+/],
    // after a date, the bare number could be the day or an hour
    ['every monday at 9am until dec 10, make it 17', 'UTC', /a date or a length/],
    // after an interval bounded by a date, the bare number could be the day or the count
    ['every 10 min until dec 10, make it 15', 'UTC', /a date or a length/],
  ])('"%s" (%s) is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
