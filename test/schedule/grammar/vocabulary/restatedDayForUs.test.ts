import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday 2026-01-12: New York UTC-5, Los Angeles UTC-8, Tokyo UTC+9, Manila UTC+8, Sydney UTC+11
describe('a run restated in brackets as the day for us, or a clock and day for a place', () => {
  it.each([
    // Tue 10am Tokyo is Mon 20:00 in New York
    [
      'vendor sync tue 10am JST (monday night for us)',
      'America/New_York',
      ['0 1 ? * 3'],
      /"monday night for us" checked/,
    ],
    // Thu 7am Tokyo is Wed 17:00 in New York
    ['supplier call thursdays 7am JST (wednesday for us)', 'America/New_York', ['0 22 ? * 4'], /checked/],
    // Mon 6pm in LA is Tue 10:00 in Manila
    [
      'QA review every monday 6pm my time (10am tue for manila)',
      'America/Los_Angeles',
      ['0 2 ? * 3'],
      /holds now|checked/,
    ],
    ['QA review every monday 6pm my time (10am tue for manila, sorry)', 'America/Los_Angeles', ['0 2 ? * 3'], /manila/],
  ])('%s [%s]', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // the day for us is not the day it falls on there: refused, saying what it is
    ['vendor sync tue 10am JST (tuesday night for us)', 'America/New_York', /does not hold/],
    ['QA review every monday 6pm my time (10am wed for manila)', 'America/Los_Angeles', /does not hold/],
    // a place in brackets with a day and no clock, or a clock only: not read as a restatement here
    ['QA review every monday 6pm my time (tue for manila)', 'America/Los_Angeles', /.+/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a restatement "= <day> <clock> <zone> for the <people>", and a reminder said last', () => {
  it.each([
    // Sat 9am Sydney is Fri 14:00 in LA; the reminder 30 min before runs at 8:30 Sydney
    [
      'coding club sat 9am sydney = fri 2pm pacific for the US students',
      'America/Los_Angeles',
      ['0 22 ? * 6'],
      /"= fri 2pm pacific for the us students" holds now/i,
    ],
    [
      'coding club sat 9am sydney = fri 2pm pacific, remind 30 min before',
      'America/Los_Angeles',
      ['30 21 ? * 6'],
      /holds now/,
    ],
  ])('%s [%s]', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // checked against the event's clock, not the reminder's: 1 hour off is refused
    ['coding club sat 9am sydney = fri 3pm pacific, remind 1h before', 'America/Los_Angeles', /does not hold/],
    ['coding club sat 9am sydney = fri 1pm pacific for the US students', 'America/Los_Angeles', /does not hold/],
    // "for us" is the person's clock even beside "the": "for the us" is no "us"
    ['coding club sat 9am sydney = fri 2pm sydney for the US students', 'America/Los_Angeles', /.+/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
