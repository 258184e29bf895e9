import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026, 12:00 UTC.
describe('what goes over a place, in a name ("pass over Svalbard")', () => {
  it.each([
    [
      'ISS pass over Svalbard tonight 20:15 UTC, one time',
      'Arctic/Longyearbyen',
      ['15 20 12 1 ?'],
      /Read "ISS pass over Svalbard" as the job's name/,
    ],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no zone said: the place's clock, or the person's?
    ['ISS pass over Svalbard tonight 20:15, one time', 'UTC', /./],
    // "over" before a holiday: a span of days?
    ['pass over Easter sunday 10:00 UTC', 'UTC', /./],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
