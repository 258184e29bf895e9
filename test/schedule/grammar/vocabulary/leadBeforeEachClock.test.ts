import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a lead before each event, the events' clocks in brackets", () => {
  it.each([
    [
      'feeding talk reminders 15 min before each talk (10:30 and 15:00)',
      ['15 10 * * ?', '45 14 * * ?'],
      /as runs 15 min before each talk: 10:15 and 14:45/,
    ],
    [
      'gate call 20 min before every departure (09:00, 13:00) on weekdays',
      ['40 8,12 ? * 2-6'],
      /as runs 20 min before each departure: 08:40 and 12:40/,
    ],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // bare hours: AM or PM?
    ['gate call 20 min before every departure (9, 1)', /./],
    // a lead that falls on the day before
    ['gate call 20 min before every departure (00:10, 13:00)', /./],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});
