import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a bare hour said with "tonight": the evening of today', () => {
  it.each([
    ['ranked scrim 7 tonight', ['0 19 12 1 ?'], /"7 tonight" as 7 PM: "tonight" says the evening/],
    ['bins out tonight at 9', ['0 21 12 1 ?'], /"tonight at 9" as 9 PM/],
    // a clock with its minutes too: "tonight" says its half ("8:30" alone would be the morning)
    ['call the venue tonight at 8:30', ['30 20 12 1 ?'], /"tonight at 8:30" as 8:30 PM/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // the small hours after midnight: another date
    ['ranked scrim 1 tonight', /./],
    ['ranked scrim tonight at 3', /./],
    // 12 tonight: the midnight that ends today, never today's noon
    ['ranked scrim tonight at 12', /past midnight, on tomorrow's date, not today's noon/],
    ['ranked scrim 12:30 tonight', /past midnight/],
    ['bins out tonight @ 12', /past midnight/],
    // another bare hour beside it, its half unsaid
    ['ranked scrim 7 tonight and 9', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });
});
