import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (New York on EST).
describe("a place's code in brackets after whose time it is", () => {
  it.each([
    [
      'vendor sync tuesdays 9am their time (NY)',
      'America/Argentina/Buenos_Aires',
      ['0 14 ? * 3'],
      /"their time \(NY\)" read as the clock of New York/,
    ],
    ['sync fridays 16:00 client time (HK)', 'Europe/London', ['0 8 ? * 6'], /"client time \(HK\)" read as the clock/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // in lower case: a word, or the code?
    ['vendor sync tuesdays 9am their time (ny)', 'America/Argentina/Buenos_Aires', /a place's code/],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
