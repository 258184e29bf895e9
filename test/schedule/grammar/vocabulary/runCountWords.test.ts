import { describe, expect, it } from 'vitest';
import { read, refused } from './read.js';

describe('numbers of runs: "for the next 10 runs", "ends after 12 occurrences", "5 times then stop"', () => {
  it.each([
    ['every 15 min for the next 10 runs', 10],
    ['every 15 min for the following 4 runs', 4],
    ['every 15 min for next 3 times', 3],
    ['every monday at 9am, ends after 12 occurrences', 12],
    ['every monday at 9am, ending after 6 runs', 6],
    ['every monday at 9am and stop after twelve occurrences', 12],
    ['every monday at 9am, finishes after 8 runs', 8],
    ['every day at 9am, 5 times then stop', 5],
    ['every day at 9am 5 times and then stop', 5],
    ['mondays 9am, first 4 only', 4],
    ['mondays 9am, just the first 3 runs', 3],
    ['mondays 9am, only the first 2 times', 2],
    // a step that runs all day, for a span it divides: that many runs
    ['every hour for the next 24 hours', 24],
    ['every 15 minutes for the next 2 hours', 8],
    ['every 30 min for 3 hours', 6],
  ])('"%s"', (phrase, n) => {
    const i = read(phrase);
    expect(i.maxOccurrences).toBe(n);
    expect(i.endDate).toBeNull();
  });

  it.each([
    // a length of time is a period, not a count
    ['every 15 min for the next 10 days', 'period'],
  ])('"%s" stays a %s', (phrase) => {
    const i = read(phrase);
    expect(i.maxOccurrences).toBeNull();
    expect(i.endDate).not.toBeNull();
  });

  it.each([
    ['every monday at 9am, ends after 12 weeks', /ends after|weeks/],
    ['every monday at 9am, then stop', /stop/],
    ['every monday at 9am, ends after occurrences', /ends after|occurrences/],
    ['every monday at 9am for the next 0 runs', /not a number of runs/],
    ['every monday at 9am, ends after 12 occurrences, 10 times', /two different numbers/],
    ['every 15 min for the next 10 runs a day', /a day/],
    // "first" with days after it counts days, not runs: not this class
    ['first 4 mondays at 9am', /first 4/],
    ['mondays 9am, first 4', /first 4/],
    // hours that the step does not divide, a step that does not divide the day, or days left out
    ['every hour for the next 90 minutes', /length of time within a day/],
    ['every 7 hours for the next 21 hours', /length of time within a day/],
    ['weekdays every hour for the next 24 hours', /length of time within a day/],
    ['every hour for the next 24 hours, 10 times', /length of time within a day/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"one time per week", "from monday until friday", "no runs in december"', () => {
  it.each([
    ['one time per week, saturday, 6 AM', { kind: 'weekdays', days: [7] }],
    ['one time a week on saturday at 6am', { kind: 'weekdays', days: [7] }],
    ['from monday until friday at 7 am', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }],
    ['from monday till friday at 7 am', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }],
    ['from monday til wednesday at 7 am', { kind: 'weekdays', days: [2, 3, 4] }],
    ['from friday to monday at 7 am', { kind: 'weekdays', days: [1, 2, 6, 7] }],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.startDate).toBeNull();
    expect(i.maxOccurrences).toBeNull();
  });

  it.each([
    ['weekdays at 8am, no runs in december', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    ['every day at 8am, nothing in july or august', [1, 2, 3, 4, 5, 6, 9, 10, 11, 12]],
    ['every day at 8am, no run during january', [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]],
    ['every day at 8am, not in december', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
  ])('"%s"', (phrase, months) => {
    expect(read(phrase).months).toEqual({ kind: 'months', months });
  });

  it.each([
    // "one time" alone is one run; a week said as a frequency with a count of days is refused
    ['one time per week', /day of the week|weekly|name/i],
    ['two times per week, saturday, 6 AM', /frequency/],
    // "no runs in" needs a month
    ['weekdays at 8am, no runs in the evening', /no runs|evening/],
    ['weekdays at 8am, no runs on december 25', /no runs|december/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
