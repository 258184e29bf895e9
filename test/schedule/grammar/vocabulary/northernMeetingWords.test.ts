import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const STO = 'Europe/Stockholm';
const OSL = 'Europe/Oslo';
const HEL = 'Europe/Helsinki';
const PRG = 'Europe/Prague';
const MOW = 'Europe/Moscow';
const AMS = 'Europe/Amsterdam';

describe('a meeting or a thing done named after the schedule, in Nordic, Finnish, Czech, Dutch and Russian', () => {
  it.each([
    ['varje måndag kl 08.30 veckomöte', STO, ['30 7 ? * 2'], /Set "veckomöte" aside/],
    ['hver torsdag kl. 13.00 teammøte', OSL, ['0 12 ? * 5'], /Set "teammøte" aside/],
    ['tiistaisin klo 14.00 viikkopalaveri', HEL, ['0 12 ? * 3'], /Set "viikkopalaveri" aside/],
    ['každý čtvrtek v 9:30 porada', PRG, ['30 8 ? * 5'], /Set "porada" aside/],
    ['elke dinsdag om 10:00 overleg', AMS, ['0 9 ? * 3'], /Set "overleg" aside/],
    ['kazhdyi ponedelnik v 10:00 planerka', MOW, ['0 7 ? * 2'], /Set "planerka" aside/],
    ['po sredam v 17:00 napomnit pro sozvon', MOW, ['0 14 ? * 4'], /Set "napomnit pro sozvon" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a word of when after the meeting's name is no name's: refused
    ['varje måndag kl 08.30 veckomöte utom i juli', STO, /./],
    // a bare hour on a day of the week stays refused, a meeting after it or not
    ['joka torstai klo 4 viikkopalaveri', HEL, /./],
    // a word that is no meeting's stays unread
    ['tiistaisin klo 14.00 kahvi', HEL, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
