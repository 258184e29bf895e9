import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a four-digit 24-hour clock right after "monthly" or "weekly"', () => {
  it.each([
    ['fire pump test 2nd tuesday monthly 1030', 'Europe/Oslo', ['30 9 ? * 3#2'], /fire pump test/],
    ['hose reel check last friday monthly 1545', 'UTC', ['45 15 ? * 6L'], /hose reel check/],
    ['stock checks thursday weekly 0815', 'Australia/Perth', ['15 0 ? * 5'], /stock checks/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // 19xx and 20xx after a frequency could be a year
    ['fire pump run 2nd tuesday monthly 2030', 'UTC', /could not read/],
    ['stores count thursday weekly 1930', 'UTC', /could not read/],
    // with no day said, four digits after a frequency are as likely an amount
    ['pay rent monthly 1500', 'America/New_York', /could not read/],
    ['transfer savings weekly 1200', 'America/New_York', /could not read/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
