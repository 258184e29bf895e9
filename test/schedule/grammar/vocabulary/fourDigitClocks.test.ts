import { describe, expect, it } from 'vitest';
import { normalize } from '../../../../src/schedule/grammar/normalize.js';
import { reads, refuses } from './read.js';

// Four-digit clocks where a day rule, a day of the month or a range makes them times, hours of a cycle listed before
// UTC, and bare hours listed after a day rule. Years stay years.
describe('four-digit clocks and listed hours', () => {
  it.each([
    ['1530 daily', 'Europe/Berlin', ['30 14 * * ?'], /CET/],
    ['invoice sweep 2100 on fridays', 'UTC', ['0 21 ? * 6'], /job's name/],
    ['recon 0715 every business day', 'Asia/Tokyo', ['15 22 ? * 1-5'], /job's name/],
    ['1930 weekdays', 'UTC', ['30 19 ? * 2-6'], /^$/],
    ['stock count 1st and 15th 1000', 'UTC', ['0 10 1,15 * ?'], /job's name/],
    ['rent check the 28th 0930', 'UTC', ['30 9 28 * ?'], /job's name/],
    ['every 30 minutes 1300-1700 weekdays', 'UTC', ['0,30 13-16 ? * 2-6', '0 17 ? * 2-6'], /2 tasks/],
    ['every hour 0800-1800 on saturdays', 'UTC', ['0 8-18 ? * 7'], /^$/],
    ['every 2 hours 06:00 to 2200', 'UTC', ['0 6/2 * * ?'], /^$/],
  ])('reads "%s" [%s]', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it.each([
    ['funding check every 8h (00/08/16 UTC)', 'Asia/Singapore', ['0 0/8 * * ?'], /runs: 12:00 AM, 8:00 AM, 4:00 PM/],
    ['every 6 hours 00, 06, 12, 18 UTC', 'Europe/London', ['0 0/6 * * ?'], /runs/],
    ['synop every 3 hours (00 03 06 ... 21 UTC)', 'Pacific/Auckland', ['0 0/3 * * ?'], /9:00 PM/],
    ['sounding 00 and 12z daily', 'America/Denver', ['0 0,12 * * ?'], /job's name/],
  ])('reads hours of a cycle before UTC: "%s" [%s]', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it.each([
    ['weekdays 10 and 3', 'UTC', ['0 10,15 ? * 2-6'], /"3:00" read as 3:00 PM/],
    ['daily 9, 1 and 5', 'UTC', ['0 9,13,17 * * ?'], /"5:00" read as 5:00 PM/],
    ['fridays 10 & 2', 'UTC', ['0 10,14 ? * 6'], /2:00 PM/],
    ['every day 8 and 20', 'UTC', ['0 8,20 * * ?'], /8:00 AM/],
    ['twice daily 9 and 5', 'UTC', ['0 9,17 * * ?'], /"5:00" read as 5:00 PM/],
  ])('reads bare hours listed after a day rule: "%s" [%s]', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it.each([
    // a year after a date, a period or a month is no clock
    ['until 2030 daily at 9', /2030/],
    ['dec 2030 daily at 9', /dec 2030/],
    ['1927 weekdays', /1927/],
    ['every day at 9:00 until 2027', /2027/],
    ['daily 9am 2026-2027', /2026-2027/],
    // the first and third Mondays, or 1 and 3 o'clock?
    ['mondays 1 and 3', /1 and 3/],
    // dots between hours are no list unless the steps are even and reach the last hour
    ['every 3 hours (00 03 06 ... 20 UTC)', /00 03 06 \.\.\. 20/],
    // two numbers apart by a space could be a date
    ['on 12 06 utc', /12 06/],
  ])('refuses "%s"', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });

  it('reads a long list of numbers before "00z" in one pass, not one try per way to share its spaces', () => {
    const numbers = Array.from({ length: 40 }, (_, i) => String(10 + (i % 13)).padStart(2, '0')).join('  ');
    expect(normalize(`ids ${numbers} x 00z`)).toMatch(/^ids /);
    // two hours joined by a slash could be a date
    refuses('release 10/06 UTC 14:00', 'UTC', /10\/06|two|single date|one run/);
  });

  it('leaves a date and its year alone', () => {
    expect(normalize('from dec 25 2030 daily at 9')).toBe('from dec 25 2030 daily at 9');
    expect(normalize('dec 15th 2030 at 9am')).toBe('dec 15th 2030 at 9am');
  });
});
