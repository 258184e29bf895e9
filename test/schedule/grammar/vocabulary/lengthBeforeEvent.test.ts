import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a length in hours glued to its "h" before "before" or "earlier" is no clock', () => {
  it.each([
    ['choir every thursday 19:00, reminder 2 hours before', 'UTC', ['0 17 ? * 5'], /runs 2 h before it/],
    ['choir every thursday 19:00, reminder 3h earlier', 'UTC', ['0 16 ? * 5'], /runs 3 h before it, 16:00/],
    ['quiz every monday 20:30, reminder 1h before', 'UTC', ['30 19 ? * 2'], /runs 1 h before it/],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "3h before" was read as 03:00 and the phrase refused as two clocks of either half of the day
    ['choir thu 19:00 + quiz mon 20:00, post a reminder 3h before each', 'UTC', /^(?!.*03:00)/],
  ])('"%s" (%s) is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
