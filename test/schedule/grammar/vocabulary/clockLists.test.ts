import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

describe('24-hour times without a colon or with a dot, and lists of them', () => {
  it.each([
    ['everyday 1900', [hm(19)]],
    ['weekdays 2130', [hm(21, 30)]],
    ['every monday 1800', [hm(18)]],
    ['weekdays 0800 1200 1600', [hm(8), hm(12), hm(16)]],
    ['daily 0300/0900/1500', [hm(3), hm(9), hm(15)]],
    ['daily at 6.00 and 18.00', [hm(6), hm(18)]],
    ['every day at 9.30', [hm(9, 30)]],
    ['twice daily 9 and 21', [hm(9), hm(21)]],
    ['three times a day: 6, 14, 22', [hm(6), hm(14), hm(22)]],
    ['2x a day 8 / 20', [hm(8), hm(20)]],
    ['daily at 03:00/09:00/15:00/21:00', [hm(3), hm(9), hm(15), hm(21)]],
    ['2x a day at 7am/7pm', [hm(7), hm(19)]],
    ['every day at 9:00 and again at 17:00', [hm(9), hm(17)]],
  ])('"%s"', (phrase, times) => {
    expect(read(phrase).times).toEqual(times);
  });

  it.each([
    // four digits that may be a year, or a time off the half hour, are not read as a time without a colon
    ['everyday 2027', '2027'],
    ['daily 1800 and 1900', '1800'],
    ['everyday 1915', '1915'],
    // a dot that is a duration or an amount, not a clock
    ['every 1.50 hours', '1.50'],
    ['daily at 6.00 for 2.50 dollars', 'dollars'],
    // bare hours all 12 or less after "twice daily" are read as a working day reads them (fourDigitClocks.test.ts)
    ['twice daily 9 and 21 minutes', 'minutes'],
    // "again" without a time after it is not a time
    ['every day at 9:00 and again', 'again'],
  ])('refuses "%s"', (phrase, word) => {
    expect(refused(phrase).message).toContain(word);
  });
});
