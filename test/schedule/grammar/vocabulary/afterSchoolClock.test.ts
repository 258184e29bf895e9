import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a clock right before "after dismissal" or "after school": the afternoon', () => {
  it.each([
    [
      'attendance export weekdays at 3:10 (after dismissal)',
      ['10 21 ? * 2-6'],
      /"3:10 \(after dismissal\)" read as 3:10 PM/,
    ],
    ['tutoring reminder mon and wed 3:30 after school', ['30 21 ? * 2,4'], /"3:30 after school" read as 3:30 PM/],
    ['bus duty rota weekdays 2:45 (after school dismissal)', ['45 20 ? * 2-6'], /read as 2:45 PM/],
  ])('"%s" reads', (phrase, fields, note) => {
    reads(phrase, 'America/Chicago', fields, note);
  });

  it.each([
    // before dismissal, or after something else: either half of the day
    ['attendance export weekdays at 3:10 (before dismissal)'],
    ['attendance export weekdays at 3:10 (after lunch duty)'],
  ])('"%s" is refused', (phrase) => {
    refuses(phrase, 'America/Chicago', /could be 3:10 AM or 3:10 PM/);
  });
});

describe('before "after school", a number is a clock only with its minutes or after "at", and no other clock said', () => {
  it.each([
    ['homework check weekdays at 4 after school', ['0 22 ? * 2-6'], /"4 after school" read as 4:00 PM/],
    ['tutoring reminder fridays 3:30 after school', ['30 21 ? * 6'], /"3:30 after school" read as 3:30 PM/],
  ])('"%s" reads', (phrase, fields, note) => {
    reads(phrase, 'America/Chicago', fields, note);
  });

  it.each([
    // a count of people or runs, with another clock said or none
    ['tutoring for 2 after school fridays 3:30pm'],
    ['snack for 6 after school mondays 3pm'],
    ['text the kids 5 after school weekdays'],
    ['every 2 after school'],
    ['club for ages 5 after school fridays'],
    // no minutes, no "at": a count as much as a clock
    ['tutoring weekdays 4 after school'],
  ])('"%s" is refused', (phrase) => {
    refuses(phrase, 'America/Chicago', /could not read/);
  });
});
