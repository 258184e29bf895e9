import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const VIE = 'Europe/Vienna';
const BER = 'Europe/Berlin';

describe('German "täglich 16:00, sonntags Ruhetag": a day with no run said last, beside every day', () => {
  it.each([
    ['täglich 9:00, samstags geschlossen', BER, ['0 8 ? * 1-6'], /", samstags geschlossen" read as "except saturdays"/],
    ['jeden Tag um 18:00, montags Ruhetag', BER, ['0 17 ? * 1,3-7'], /", montags Ruhetag" read as "except mondays"/],
    ['Fütterung täglich 15:30, sonntags Fastentag', VIE, ['30 14 ? * 2-7'], /read as "except sundays"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // without "täglich" the day is no exception of every day ("montags ..., sonntags frei": which runs?)
    ['montags 18:00, sonntags frei', BER],
    // a word after the day that is no day off ("sonntags Fütterung": Sundays, another run?)
    ['täglich 16:00, sonntags Fütterung', VIE],
    // not said last
    ['täglich 16:00, sonntags Ruhetag ab März', VIE],
    // more than one rule before the comma: which one has the day off?
    ['täglich 16:00 und sonntags 10:00, montags Ruhetag', BER],
    ['sonntags 10:00 und täglich 16:00, montags Ruhetag', BER],
    ['täglich 16:00 & So 10:00, montags Ruhetag', BER],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
