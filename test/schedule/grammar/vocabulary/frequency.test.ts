import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

describe('"twice a day", "3 times a day", "once a day": the count agrees with the times given', () => {
  it.each([
    ['twice a day at 9 and 5', [hm(9), hm(17)]],
    ['twice daily at 9am and 9pm', [hm(9), hm(21)]],
    ['2 times daily at 9am and 5pm', [hm(9), hm(17)]],
    ['3 times a day at 8, 12 and 4', [hm(8), hm(12), hm(16)]],
    ['three times per day at 6am, 2pm and 10pm', [hm(6), hm(14), hm(22)]],
    ['once a day at 9', [hm(9)]],
    ['once daily at 07:30', [hm(7, 30)]],
  ])('"%s"', (phrase, times) => {
    const i = read(phrase);
    expect(i.times).toEqual(times);
    expect(i.days).toEqual({ kind: 'every-day' });
    expect(i.maxOccurrences).toBeNull();
  });

  it('keeps a day rule beside it', () => {
    expect(read('twice a day on weekdays at 9 and 5').days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6] });
  });

  it.each([
    ['twice a day at 9am', /"twice a day" is 2 runs a day, but the phrase names 1 time of day/],
    ['3 times a day at 9 and 5', /names 2 times of day/],
    ['once a day at 9am and 5pm', /names 2 times of day/],
    ['twice a day at 9am and 9am', /names 1 time of day|said more than once/],
    ['twice a day every 2 hours', /gives an interval/],
    ['twice a day', /no time of day/],
    ['twice a day and 3 times daily at 9am', /two different numbers/],
    ['3 times a week at 9am', /frequency/],
    // a number of times an hour is a step only where it divides the hour (see chatWords.test.ts)
    ['7 times an hour', /divide the hour/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('compiles in New York', () => {
    expect(fields('twice a day at 9 and 5', 'America/New_York')).toEqual(['0 14,22 * * ?']);
  });
});

describe('"3x daily", "2x/day", "x5": counts written with an x', () => {
  it.each([
    ['3x daily at 8am, noon and 4pm', [hm(8), hm(12), hm(16)]],
    ['3x a day at 8, 12 and 4', [hm(8), hm(12), hm(16)]],
    ['2x/day at 9 and 5', [hm(9), hm(17)]],
    ['2 x per day at 9am and 9pm', [hm(9), hm(21)]],
    ['twice daily at 6am and 6pm', [hm(6), hm(18)]],
  ])('"%s"', (phrase, times) => {
    const i = read(phrase);
    expect(i.times).toEqual(times);
    expect(i.days).toEqual({ kind: 'every-day' });
    expect(i.maxOccurrences).toBeNull();
  });

  it.each([
    ['daily 8am x5', 5],
    ['daily at 8am, 5x', 5],
  ])('"%s" limits the runs', (phrase, n) => {
    expect(read(phrase).maxOccurrences).toBe(n);
  });

  it.each([
    ['3x daily at 9am', /"3x daily" is 3 runs a day, but the phrase names 1 time of day/],
    ['2x/day at 9am, noon and 5pm', /names 3 times of day/],
    ['3x weekly at 9am', /frequency/],
    ['2x/week at 9am', /frequency/],
    ['daily 8am x5 and 3 times', /two different numbers of runs/],
    ['daily 8am 5xx', /5xx/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"just once" with a date: one run on that day', () => {
  // NOW is Monday 2026-01-12
  it.each([
    ['just once on dec 24 at 5pm', { year: 2026, month: 12, day: 24 }, '"just once" and "dec 24"'],
    ['once, tomorrow at 9am', { year: 2026, month: 1, day: 13 }, '"once" and "tomorrow"'],
    ['one time on 2027-03-01 at 9am', { year: 2027, month: 3, day: 1 }, '"one time" and "2027-03-01"'],
  ])('"%s"', (phrase, date, said) => {
    const i = read(phrase);
    expect(i.maxOccurrences).toBe(1);
    expect(i.startDate).toEqual(date);
    expect(i.endDate).toEqual(date);
    expect(i.days).toEqual({ kind: 'month-days', days: [date.day] });
    expect(i.months).toEqual({ kind: 'months', months: [date.month] });
    expect(i.assumptions.some((a) => a.startsWith(`${said} read as one run, on `))).toBe(true);
  });

  it('limits a repeating schedule to its first run', () => {
    expect(read('every monday at 9am, just once').maxOccurrences).toBe(1);
  });

  it.each([
    // a frequency, not a count
    ['once a week at 9am', /needs a day of the week/],
    ['once every 2 weeks at 9am', /./],
    // two dates, or two counts
    ['once on dec 24 and dec 25 at 5pm', /"dec 25" is a single date/],
    ['once on dec 24 at 5pm, 3 times', /two different numbers of runs/],
    // a lone date without a time is not a schedule
    ['on dec 24', /"dec 24" is a single date/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
