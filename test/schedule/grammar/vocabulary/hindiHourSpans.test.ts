import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const KOL = 'Asia/Kolkata';

describe('Hindi "N se M baje tak" (from one hour to the other) with how often', () => {
  it.each([
    ['queue check har ghante 10 se 5 baje tak', KOL, ['30 4-11 * * ?'], /"10 se 5 baje tak" read as "from 10 to 5"/],
    [
      'stock sync har 2 ghante 8 baje se 6 baje tak',
      KOL,
      ['30 2,4,6,8,10,12 * * ?'],
      /"from 8 to 6" read as 8:00 AM to 6:00 PM/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a span with no interval to repeat within it
    ['queue check 10 se 5 baje tak', KOL, /interval/],
    // "sirf" (only) and a day: words that narrow the runs, unread
    ['queue check har ghante 10 se 5 baje tak sirf somvar', KOL, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
