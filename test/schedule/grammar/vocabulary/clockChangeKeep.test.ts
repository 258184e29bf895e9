import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a remark keeping the runs at their clock over a coming clock change', () => {
  it.each([
    [
      'reorder report 5:45am daily — clocks change 5 april, keep it at 5:45 local',
      'Australia/Melbourne',
      ['45 18 * * ?'],
      /Set "keep it at 5:45 local" aside, said of the clock change on April 5/,
    ],
    [
      'backup 02:30 daily (DST starts mar 8, keep it at 2:30 my time)',
      'America/New_York',
      ['30 7 * * ?'],
      /Set "keep it at 2:30 my time" aside, said of the clock change on March 8/,
    ],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // no change that day; another clock kept; a zone that does not follow the person's clock
    ['reorder report 5:45am daily — clocks change 6 april, keep it at 5:45 local'],
    ['reorder report 5:45am daily — clocks change 5 april, keep it at 6:45 local'],
    ['reorder report 5:45am daily — clocks change 5 april, keep it at 5:45 UTC'],
    // a change asked for
    ['reorder report 5:45am daily — clocks change 5 april, move it to 6:45 local'],
  ])('"%s" is refused', (phrase) => {
    refuses(phrase, 'Australia/Melbourne', /./);
  });
});
