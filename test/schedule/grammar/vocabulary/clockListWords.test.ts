import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('words inside a list of clocks: a bare 12 between morning and afternoon, a filler after "and"', () => {
  it.each([
    ['feed the fish 7am, 12, 5pm daily', 'UTC', ['0 7,12,17 * * ?'], /.*/],
    ['feed the fish 9:30am, 12 and 3:30pm every day', 'UTC', ['30 9,15 * * ?', '0 12 * * ?'], /.*/],
    ['ledger sync 0300 and uh 1500, every day', 'UTC', ['0 3,15 * * ?'], /.*/],
    ['ledger sync 06:00 and um 18:00 daily', 'UTC', ['0 6,18 * * ?'], /.*/],
    ['ledger sync at 7am and uh 3pm daily', 'UTC', ['0 7,15 * * ?'], /.*/],
  ])('"%s" in %s', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // the clock after it says no half of the day: 4 AM or 4 PM?
    'feed the fish 7am, 12, 4 daily',
    // from the evening to the morning: noon or midnight?
    'feed the fish 9pm, 12, 4am daily',
    // a filler before a bare number: a count, or a clock?
    'ledger sync at 7:00 and uh 3 fridays',
    'ledger sync at 7am and um 9',
  ])('"%s" stays refused', (phrase) => refuses(phrase, 'UTC', /./));
});
