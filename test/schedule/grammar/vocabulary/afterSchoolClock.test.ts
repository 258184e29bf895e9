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
