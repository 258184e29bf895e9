import { describe, expect, it } from 'vitest';
import { read, refused } from './read.js';

describe('days known by name, every year: "on Halloween", "on the last day of the year"', () => {
  it.each([
    ['on halloween at 8pm', 10, 31],
    ['every boxing day at 8pm', 12, 26],
    ["on valentine's day at 8pm", 2, 14],
    ['on the last day of the year at 8pm', 12, 31],
    ['the first day of every year at 8pm', 1, 1],
    ['on christmas eve at 8pm', 12, 24],
  ])('"%s"', (phrase, month, day) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'month-days', days: [day] });
    expect(i.months).toEqual({ kind: 'months', months: [month] });
    expect(i.times).toEqual([{ hour: 20, minute: 0 }]);
  });

  it.each([
    // a period's end, or a day not on a fixed date, is not a yearly date
    ['daily at 8pm until the last day of the year', /twice|until/],
    ['on the last day of the week at 8pm', /week/],
    ['on thanksgiving at 8pm', /thanksgiving/],
    ['on halloween and christmas at 8pm', /twice|christmas/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
