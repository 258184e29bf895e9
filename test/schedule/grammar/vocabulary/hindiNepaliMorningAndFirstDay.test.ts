import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const KOL = 'Asia/Kolkata';
const KTM = 'Asia/Kathmandu';

describe('Hindi and Nepali in Latin letters: "bihana", the first working day, "bhejna" said after the clock', () => {
  it.each([
    // Nepali "bihana" (morning) before an hour, as Hindi "subah"
    ['backup har din bihana 5 baje', KTM, ['15 23 * * ?'], /"bihana 5 baje" read as "5am"/],
    ['har shukravar bihana 8:30 baje', KTM, ['45 2 ? * 6'], /"bihana 8:30 baje" read as "8:30am"/],
    // "har mahine ke pehle working day": the first working day
    [
      'invoice run har mahine ke pehle working day subah 10 baje',
      KOL,
      ['30 4 1W * ?'],
      /first working day of every month/,
    ],
    // the verb of sending right after the clock, the thing sent said first
    ['attendance sheet har budhvar shaam 6 baje bhejna', KOL, ['30 12 ? * 4'], /"bhejna" set aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "bihana" with an hour outside the morning stays unread
    ['har din bihana 2 baje', KTM, /./],
    // a word that moves the runs beside the verb: unread
    ['roster har somvar subah 9 baje kal se bhejna', KOL, /./],
    ['roster har somvar subah 9 baje nahi bhejna', KOL, /./],
    // "pehle din": the first day, or the day before? unread
    ['har mahine ke pehle din subah 9 baje', KOL, /./],
    // "pehle" that says before, not first: unread
    ['mahine ke pehle working day se 2 din pehle subah 11 baje', KOL, /./],
  ])('%s [%s] is refused', (phrase, zone, reason) => refuses(phrase, zone, reason), 60_000);
});
