import { describe, expect, it } from 'vitest';
import { read, refused } from './read.js';

// NOW is Monday 2026-01-12
const date = (year: number, month: number, day: number) => ({ year, month, day });

describe('running periods: "for the whole of january", "till new year", "from march", "in nov 2027"', () => {
  it.each([
    ['daily 8pm for the whole of march', date(2026, 3, 1), date(2026, 3, 31)],
    ['daily 8pm for the entire of march', date(2026, 3, 1), date(2026, 3, 31)],
    ['daily 9am till new year', null, date(2027, 1, 1)],
    ['daily 9am until new years', null, date(2027, 1, 1)],
    ['daily 9am until new year eve', null, date(2026, 12, 31)],
    ['every sunday 3am from march', date(2026, 3, 1), null],
    ['every sunday 3am starting in april 2027', date(2027, 4, 1), null],
    ['every sunday 10am starting in the new year', date(2027, 1, 1), null],
    ['every day 1:30am in nov 2027', date(2027, 11, 1), date(2027, 11, 30)],
  ])('"%s"', (phrase, start, end) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it.each([
    ['daily 8pm for the whole of it', /whole/],
    ['daily 8pm for the whole', /whole/],
    ['daily 9am till new', /new/],
    ['daily 9am till the year', /year/],
    ['every sunday 3am from march 2027 from april', /two starts|start/],
    ['every day 1:30am in nov 20', /20/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('numbers of runs: "6 runs total", "stop after 12 runs"; "once an hour"', () => {
  it.each([
    ['every 10 min, 6 runs total', 6],
    ['hourly, 6 runs in total', 6],
    ['hourly, stop after 12 runs', 12],
    ['daily at 9am, stop after 3 times', 3],
  ])('"%s"', (phrase, n) => {
    expect(read(phrase).maxOccurrences).toBe(n);
  });

  it('"once an hour" is hourly, not one run', () => {
    const i = read('once an hour');
    expect(i.interval).toMatchObject({ every: 1, unit: 'hour' });
    expect(i.maxOccurrences).toBeNull();
  });

  it.each([
    ['hourly, stop after 12', /stop after 12/],
    ['hourly, stop after 12 hours', /stop after 12 hours|stop/],
    ['hourly, total', /total/],
    ['every 10 min, 6 runs total, 8 runs total', /two different numbers/],
    ['once an hour or two', /or two/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
