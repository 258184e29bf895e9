import { describe, expect, it } from 'vitest';
import { eventOf } from '../../../src/schedule/grammar/calendarEvent.js';

describe("a calendar event's start and end clocks", () => {
  it.each([
    // the half of the day in either case, with or without dots: a caller need not lower the text first
    [
      { a: '7:00 PM', b: '8:00 PM' },
      { hour: 19, minute: 0 },
      { hour: 20, minute: 0 },
    ],
    [
      { a: '7:00 pm', b: '8:00 pm' },
      { hour: 19, minute: 0 },
      { hour: 20, minute: 0 },
    ],
    [
      { a: '7:00 p.m.', b: '8:00 p.m.' },
      { hour: 19, minute: 0 },
      { hour: 20, minute: 0 },
    ],
    // the start takes the end's half of the day
    [
      { a: '9:00', b: '9:30 AM' },
      { hour: 9, minute: 0 },
      { hour: 9, minute: 30 },
    ],
    [
      { a: '11:30', b: '12:15 PM' },
      { hour: 11, minute: 30 },
      { hour: 12, minute: 15 },
    ],
    [
      { c: '9:00', d: '9:30am' },
      { hour: 9, minute: 0 },
      { hour: 9, minute: 30 },
    ],
  ])('%o', (g, from, to) => {
    expect(eventOf(g)).toEqual({ from, to });
  });

  it('leaves an end without its half of the day after a start with one unread', () => {
    expect(eventOf({ a: '9:00 AM', b: '9:30' })).toBeNull();
  });
});
