import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

const EVERY_DAY = { kind: 'every-day' };

describe('a bare hour made a time by the words after it', () => {
  it.each([
    ["each day 8 o'clock morning", hm(8)],
    ["each day 8 o'clock", hm(8)],
    ['every day, 5 in the morning', hm(5)],
    ['every day 5 in the afternoon', hm(17)],
    ['daily 10 at night', hm(22)],
    ['daily, 7 in the evening', hm(19)],
    ['every day at half past 8 in the morning', hm(8, 30)],
    ['every day at quarter to 8 in the evening', hm(19, 45)],
  ])('"%s"', (phrase, time) => {
    const i = read(phrase);
    expect(i.days).toEqual(EVERY_DAY);
    expect(i.times).toEqual([time]);
  });

  it('keeps a range of hours in the parts of the day', () => {
    const i = read('every 2 hours from 5 in the morning');
    expect(i.interval?.window?.from).toEqual(hm(5));
  });

  it.each([
    // a count, or the end of a range of numbers, is not a time
    ['every 5 in the morning', /5|morning/],
    ['days 1-5 in the morning at 9', /1-5|days|morning/],
    ['every day 13 in the morning', /no time of day/],
    // an hour the part of the day does not hold
    ['every day 9 in the afternoon', /no time of day/],
    ['every day 2 in the evening', /no time of day/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"at 8 h": the hour of a 24-hour clock with its "h" apart', () => {
  it.each([
    ['on each monday at 8 h', hm(8)],
    ['every monday at 20 h', hm(20)],
  ])('"%s"', (phrase, time) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'weekdays', days: [2] });
    expect(i.times).toEqual([time]);
  });

  it.each([
    ['every monday 8 h', /8 h|h/],
    ['every monday at 24 h', /24/],
    ['every monday at 8 h 30', /30|h/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('"every 8 h" stays an interval', () => {
    expect(read('every 8 h').interval).toEqual({ unit: 'hour', every: 8, atMinute: 0, window: null });
  });
});

describe('"each week on Tuesday": a weekly rule with its day', () => {
  it.each([
    ['each week on tuesday 14:00', [3]],
    ['every week on tuesday 14:00', [3]],
    ['each week on mon and thu at 14:00', [2, 5]],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'weekdays', days });
    expect(i.times).toEqual([hm(14)]);
  });

  it.each([
    ['each week at 14:00', /day of the week/],
    ['each week on the 1st at 14:00', /day of the week/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"every days": a plural slip after "every" or "each"', () => {
  it.each(['every days at 7am', 'each days at 7am', 'every days 7am'])('"%s" is every day', (phrase) => {
    const i = read(phrase);
    expect(i.days).toEqual(EVERY_DAY);
    expect(i.times).toEqual([hm(7)]);
    expect(i.assumptions.join(' ')).toMatch(/days" read as "(every|each) day"/);
  });

  it('compiles in New York', () => {
    expect(fields('every days at 7am', 'America/New_York')).toEqual(['0 12 * * ?']);
  });

  it.each([
    ['every days 1-7 at 9am', /days|1-7/],
    ['every 3 days at 7am', /3 days|alternate|CRON/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"every month 1st day": the ordinal day said after the month', () => {
  it.each([
    ['in every month 1st day 9:00', [1]],
    ['every month on the 1st day at 9:00', [1]],
    ['monthly, 15th day at 9:00', [15]],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'month-days', days });
    expect(i.times).toEqual([hm(9)]);
  });

  it.each([
    // "day" after an ordinal not said after the month stays unread
    ['1st day 9:00', /day/],
    ['every month 1st day of june at 9', /june|months|day/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
