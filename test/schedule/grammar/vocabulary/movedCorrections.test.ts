import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * "o wait it moved to thurs 6am", "actually it got pushed to 4pm": a word of correction, then what was said is said
 * to have moved; what follows "to" replaces it, of the same kind. "Moved to" with no word of correction before it is
 * not a correction, and nothing schedule-like after it stays refused.
 */
describe('a correction saying the thing moved', () => {
  it.each([
    [
      'crew brief weds 6am, o wait it moved to thurs 6am',
      'Europe/Oslo',
      ['0 5 ? * 5'],
      /Thursday instead of Wednesday/,
    ],
    [
      'standup mondays 9am, oh wait, it has been moved to 10am',
      'America/New_York',
      ['0 15 ? * 2'],
      /10:00 AM instead of 9:00 AM/,
    ],
    [
      'review fridays 15:00 - actually it got pushed to 16:00',
      'Europe/London',
      ['0 16 ? * 6'],
      /4:00 PM instead of 3:00 PM/,
    ],
    [
      'sync tuesdays 14:00. update: moved to wednesdays',
      'Europe/Berlin',
      ['0 13 ? * 4'],
      /Wednesday instead of Tuesday/,
    ],
    [
      'standup thu 12:30, sorry the standup was moved to fri',
      'Australia/Perth',
      ['30 4 ? * 6'],
      /Friday instead of Thursday/,
    ],
    ['ops check daily 7am, ah wait 7:30', 'Asia/Tokyo', ['30 22 * * ?'], /7:30 AM instead of 7:00 AM/],
  ])('%s', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // no word of correction: what the job does, not a new time
    ['backups 2am daily, moved to S3', 'Europe/London', /could not read/],
    // moved somewhere that is no time, day or zone
    ['daily 9am, wait it moved to the other channel', 'Europe/London', /could not read/],
    // moved, but to nothing
    ['mondays 9am, oh wait it moved to', 'Europe/London', /nothing follows it/],
  ])('%s is refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
