import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

describe('compact am/pm glued to the hour: "6a", "7p", "630p"', () => {
  it.each([
    ['daily 6a', [hm(6)]],
    ['daily 7p', [hm(19)]],
    ['every day at 6a and 6p', [hm(6), hm(18)]],
    ['daily at 630p', [hm(18, 30)]],
    ['daily at 10:30a', [hm(10, 30)]],
    ['weekdays 12p', [hm(12)]],
    ['weekdays 12a', [hm(0)]],
  ])('"%s"', (phrase, times) => {
    const i = read(phrase);
    expect(i.times).toEqual(times);
    expect(i.assumptions).toEqual([]);
  });

  it.each([
    // not an hour of a 12-hour clock, glued to a number, or a longer word
    ['daily 13p', '13p'],
    ['daily 7pq', '7pq'],
    ['daily 1:7p', '7p'],
    ['daily 960p', '960p'],
  ])('refuses "%s"', (phrase, word) => {
    expect(refused(phrase).message).toContain(word);
  });

  it('compiles in New York', () => {
    expect(fields('daily 6a and 6p', 'America/New_York')).toEqual(['0 11,23 * * ?']);
  });
});
