import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("Slack's /remind with a plain message before a clock and the words that repeat it", () => {
  it.each([
    ['/remind #kitchen order the milk at 7:30am every weekday', 'Europe/London', ['30 7 ? * 2-6'], /order the milk/],
    ['/remind @ops rotate keys at 16:00 every friday', 'Europe/London', ['0 16 ? * 6'], /rotate keys/],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    // a bare hour (AM or PM?), one run, alternate weeks, a day before the clock
    ['/remind #kitchen order milk at 7 every weekday', 'Europe/London', /could not read/],
    ['/remind #kitchen order milk at 7:30am tomorrow', 'Europe/London', /could not read/],
    ['/remind #kitchen order milk at 7:30am every other week', 'Europe/London', /every other week/],
    ['/remind #kitchen order milk on sunday at 7:30am every week', 'Europe/London', /could not read/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
