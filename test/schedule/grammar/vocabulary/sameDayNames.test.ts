import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT, New York on EST)
describe('"same-day" in one hyphenated word, in a name ("same-day ACH windows")', () => {
  it.each([
    ['same-day payouts cutoff weekdays 14:30', 'Europe/London', ['30 14 ? * 2-6'], /"same-day payouts cutoff"/],
    ['wire desk same-day batch: mon-fri 11:45 ET', 'America/New_York', ['45 16 ? * 2-6'], /same-day batch/],
  ])('"%s"', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // a word of when beside it is still no name's
    ['same-day next week payouts 14:30', 'Europe/London'],
    // "same day" in two words says a day
    ['same day payouts cutoff weekdays at 9', 'Europe/London'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /./);
  });
});
