import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

describe('a list of times read as a working day reads it', () => {
  it.each([
    ['every weekday at 8 and 4:30', [hm(8), hm(16, 30)], /"4:30" read as 4:30 PM, after 8:00 AM/],
    ['every day at 9 and 5', [hm(9), hm(17)], /read as 5:00 PM, after 9:00 AM/],
    ['every day at 9am and 5', [hm(9), hm(17)], /read as 5:00 PM/],
    ['every day at 8, 12 and 4', [hm(8), hm(12), hm(16)], /read as 4:00 PM, after 12:00 PM/],
    ['every day at 10 and 2:15', [hm(10), hm(14, 15)], /say "2:15am" for the morning/],
    ['every day at 3pm and 4', [hm(15), hm(16)], /read as 4:00 PM/],
    ['every day at noon and 4', [hm(12), hm(16)], /read as 4:00 PM, after 12:00 PM/],
  ])('"%s"', (phrase, times, note) => {
    const i = read(phrase);
    expect(i.times).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it.each([
    // in order as written: nothing to move, but the mornings are still said
    ['every day at 5 and 9', [hm(5), hm(9)]],
    ['every day at 9 and 11', [hm(9), hm(11)]],
    ['every day at midnight and 6', [hm(0), hm(6)]],
    // the afternoon would not come after 9 PM: left in the morning (and said)
    ['every day at 9pm and 5', [hm(5), hm(21)]],
    // a part of the day settles it
    ['every evening at 7 and 9', [hm(19), hm(21)]],
    // 24-hour times are certain
    ['every day at 09:00 and 05:00', [hm(5), hm(9)]],
  ])('near miss "%s" stays as said', (phrase, times) => {
    expect(read(phrase).times).toEqual(times);
  });

  it('says every morning it assumed', () => {
    expect(read('every day at 5 and 9').assumptions).toEqual([
      '"at 5" read as 5:00 AM; say "5pm" for the afternoon or evening.',
      '"9:00" read as 9:00 AM; say "9pm" or "21:00" for the afternoon or evening.',
    ]);
    expect(read('every day at 9pm and 5').assumptions).toHaveLength(1);
  });

  it('a bare number that is not a time is not made one', () => {
    expect(read('every day at 9am and 5 times').maxOccurrences).toBe(5);
  });

  it('compiles "8 and 4:30" in New York', () => {
    expect(fields('every weekday at 8 and 4:30', 'America/New_York')).toEqual(['0 13 ? * 2-6', '30 21 ? * 2-6']);
  });
});

describe('a bound is not a time to run at', () => {
  it.each([
    // these were read as "at 9am" / "at 5pm", the bound word lost
    ['every day before 9am', /"before 9am" does not say when to run/],
    ['every day after 5pm', /"after 5pm"/],
    ['every day by 9am', /"by 9am"/],
    ['every day until 5pm', /"until 5pm"/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it.each([
    ['every day from 9am', [hm(9)]],
    ['every day starting at 9am', [hm(9)]],
    ['every day at 9am until March 1', [hm(9)]],
  ])('near miss "%s" still reads the time', (phrase, times) => {
    expect(read(phrase).times).toEqual(times);
  });
});
