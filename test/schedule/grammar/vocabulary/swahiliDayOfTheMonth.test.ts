import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const NBO = 'Africa/Nairobi';

describe('Swahili "kila Jumamosi ya kwanza ya mwezi": a day of the week by its place in the month', () => {
  it.each([
    [
      'kila jumatatu ya pili ya mwezi saa tatu asubuhi',
      NBO,
      ['0 6 ? * 2#2'],
      /read as "every second monday of the month"/,
    ],
    [
      'kila ijumaa ya mwisho ya mwezi saa kumi jioni ripoti',
      NBO,
      ['0 13 ? * 6L'],
      /read as "every last friday of the month"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the first of what? without "ya mwezi"
    ['kila jumamosi ya kwanza saa nne asubuhi', NBO],
    // a clock without its part of the day
    ['kila jumamosi ya kwanza ya mwezi saa nne', NBO],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
