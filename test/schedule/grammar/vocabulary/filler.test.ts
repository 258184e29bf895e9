import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

describe('politeness around a schedule carries no meaning', () => {
  it.each([
    ['please run it every day at 9am', { kind: 'every-day' }],
    ['can you run it every weekday at 9am? thanks!', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }],
    ['could you schedule it every monday at 9am please', { kind: 'weekdays', days: [2] }],
    ['every day at 9am sharp pls', { kind: 'every-day' }],
    ['weekdays only at 9am, ty', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }],
    ['kindly schedule it every monday at 9am. thank you!', { kind: 'weekdays', days: [2] }],
    ['hi! every day at 9am, cheers', { kind: 'every-day' }],
    ['every day at 9am plz thx', { kind: 'every-day' }],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([hm(9)]);
  });

  it.each([
    // words that could change the schedule are still refused, politeness or not
    ['please run it every day at 9am unless it rains', /unless it rains/],
    ['please run the backup every day at 9am or so', /or/],
    ['every day at 9am thanks but not too early', /too early/],
    ['can you maybe run it every day at 9am', /maybe/],
    ['every day at 9am or so', /or/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
