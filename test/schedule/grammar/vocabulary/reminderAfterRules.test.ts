import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026.
describe('a reminder before an event said after several rules', () => {
  it.each([
    // read as before the last rule's event, it left the other rules' times as runs ("whoever": reminderForEach.test)
    ['pilates mon 18:00, yoga tue/thu 18:00 — remind at 17:30'],
    ['drop-off mon 8:15, pick-up wed 15:30 - remind me 20 min before'],
  ])('%s is asked: before each event, or the last only?', (phrase) =>
    refuses(phrase, 'UTC', /before each of theirs too|coming one only|could not read/),
  );

  it.each([
    // one event and its reminder, as before
    ['yoga tue/thu 18:00 — remind at 17:30', ['30 17 ? * 3,5'], /as the time of the event, not a run/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));
});
