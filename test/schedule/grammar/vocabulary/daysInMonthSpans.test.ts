import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('days said once, bounded by a stretch of months: every week in those months', () => {
  it.each([
    ['sprinkler ban notice wed & sun 6pm during nov–mar', 'Australia/Perth', ['0 10 ? 1-3,11,12 1,4'], /nov-mar/],
    ['pool closes thu 7pm from june to august', 'UTC', ['0 19 ? 6-8 5'], /june|jun/],
  ])('"%s" in %s', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it.each([
    // one month: the coming one's week, or each week of it?
    ['sale closes fri 5pm in dec', /could be the coming one only/],
    // no months at all
    ['sale closes fri 5pm', /could be the coming one only/],
  ])('refuses "%s"', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});
