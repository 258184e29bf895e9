import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a title before a person\'s name in an event before a reminder: "Mr. Patel visits ..."', () => {
  it.each([
    [
      'Mrs. Osei visits mon/fri 11:00, remind the nurse an hour before',
      'UTC',
      ['0 10 ? * 2,6'],
      /\("mrs\. osei visits"\) as the time of the event/,
    ],
    ['Dr Lindqvist calls tue/thu 15:30, remind 30 min before', 'UTC', ['0 15 ? * 3,5'], /as the time of the event/],
    // a name that is no word of time after the title
    ['Dr. Who marathon sat/sun 8pm, remind me an hour before', 'UTC', ['0 19 ? * 1,7'], /as the time of the event/],
  ])('"%s" in %s', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // a word of time after the reminder: once, or each week?
    'Mrs. Osei visits mon/fri 11:00, remind the nurse an hour before tomorrow',
    // a person's name after the title that is a word of time: the person's, or the event's days?
    'Mr. Weekday visits 3pm, remind me 30 min before',
    'Mx. Tuesday visits fri 3pm, remind me 30 min before',
    'Dr. Mon rounds tue 9am, remind me 10 min before',
    'Prof. Sun lecture mon 10am, remind me 10 min before',
  ])('"%s" stays refused', (phrase) => refuses(phrase, 'UTC', /./));
});
