import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a shift\'s hours with their half of the day by its letter: "during the shift (6a–10p)"', () => {
  it.each([
    [
      'sweep the dock every 2 hours during the shift (7a–11p)',
      'UTC',
      ['0 7/2 * * ?'],
      /"during the shift \(7a–11p\)" as the hours 7am–11pm/,
    ],
    ['sweep the dock every 3 hours on day shift (6a-6p)', 'UTC', ['0 6,9,12,15,18 * * ?'], /as the hours 6am–6pm/],
    [
      'temperature log every 2 hours during the night shift (10p-6a)',
      'UTC',
      ['0 0,2,4,6,22 * * ?'],
      /as the hours 10pm–6am/,
    ],
  ])('"%s" in %s', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // bare hours: either half of the day
    'sweep the dock every 2 hours during the shift (6-10)',
    // a night shift needs both halves said
    'temperature log every 2 hours during the night shift (10p-6)',
  ])('"%s" stays refused', (phrase) => refuses(phrase, 'UTC', /./));
});
