import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT, Amsterdam on CET).
describe('four-digit clocks after a date, after "+", and a window with "Z" after its end', () => {
  it.each([
    // a four-digit number after a date's day and month that cannot be a year: the date's clock
    ['berth reminder thursday 22 jan 1600', 'Europe/Amsterdam', ['0 15 22 1 ?'], /"thu 22 jan" read as one run/],
    ['crane check thu jan 22 1130', 'Europe/Amsterdam', ['30 10 22 1 ?'], /one run, on Thursday, January 22, 2026/],
    // "+" between two four-digit clocks, one with a leading zero, before a zone's words
    ['chiller digest 0700 + 1900 Dubai time', 'Europe/London', ['0 3,15 * * ?'], /Read "chiller digest"/],
    // a window in UTC with "Z" after its end (or after each end): both ends are UTC's
    ['beacon poll every 15 min 0100-0300z', 'Europe/London', ['0/15 1,2 * * ?', '0 3 * * ?'], /beacon poll/],
    ['beacon poll every 15 min 0100z-0300z', 'Europe/London', ['0/15 1,2 * * ?', '0 3 * * ?'], /beacon poll/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // 19xx or 20xx after a date may be its year
    ['berth reminder thursday 22 jan 2030', 'Europe/Amsterdam', /./],
    // a date without a weekday or a word of once: once, or every year's?
    ['berth reminder 22 jan 1600', 'Europe/Amsterdam', /one run or every year's/],
    // a bare number after "+" is no clock ("+ 1800" alone, no clock before it)
    ['chiller digest 7 + 1800 Dubai time', 'Europe/London', /./],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
