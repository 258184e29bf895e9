import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const KOL = 'Asia/Kolkata';

/** Hindi verbs said last ("yaad dilana": remind me of, "chalu karna": turn on) before the thing they act on. */
describe('Hindi verbs said last', () => {
  it.each([
    [
      'har budhvar shaam 5 baje client call yaad dilana',
      KOL,
      ['30 11 ? * 4'],
      /"client call yaad dilana" read as "remind me of client call"/,
    ],
    ['roz subah 7:15 geyser chalu karo', KOL, ['45 1 * * ?'], /"geyser chalu karo" read as "turn on geyser"/],
    ['har din subah 5:45 aur shaam 7:45 motor chalu kar do', KOL, ['15 0,14 * * ?'], /Set "turn on motor" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "nahi" (not), "sirf" (only): they change the runs, and are never a word of the name
    ['har budhvar shaam 5 baje client call nahi yaad dilana', KOL, /could not read/],
    ['roz subah 7:15 sirf geyser chalu karo', KOL, /could not read/],
    // a bare hour on a day of the week stays asked
    ['har budhvar 5 baje client call yaad dilana', KOL, /could be 5 AM or 5 PM|could not read|5 AM or 5 PM/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
