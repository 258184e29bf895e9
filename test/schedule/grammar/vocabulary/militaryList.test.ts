import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

describe('lists of four-digit 24-hour times: "0600 and 1800", "at 0800, 1200 and 1600"', () => {
  it.each([
    ['daily 0600 and 1800', [hm(6), hm(18)]],
    ['daily 1800 and 0600', [hm(6), hm(18)]],
    ['at 0800, 1200 and 1600', [hm(8), hm(12), hm(16)]],
    ['weekdays 0730, 1230 & 1730', [hm(7, 30), hm(12, 30), hm(17, 30)]],
    ['daily 1400 zulu', [hm(14)]],
  ])('"%s"', (phrase, times) => {
    expect(read(phrase).times).toEqual(times);
  });

  it('reads "zulu" as UTC', () => {
    expect(read('daily 1400 zulu', 'Europe/Berlin').zone.name).toBe('UTC');
  });

  it.each([
    // without a leading zero or "at", four digits may be years
    ['daily 1800 and 1900', '1800'],
    // not times of day
    ['daily 0660 and 1800', '0660'],
    ['daily 0600 and 2500', '2500'],
  ])('refuses "%s"', (phrase, word) => {
    expect(refused(phrase).message).toContain(word);
  });
});
