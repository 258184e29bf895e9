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

  it.each([
    // a stem of when before Dutch "overleg": the meeting of another stretch or time of day than the runs, refused
    ['elke dag om 9:00 wekelijksoverleg', AMS, /./],
    ['elke dag om 9:00 wekelijks-overleg', AMS, /./],
    ['elke maandag om 9:00 kwartaaloverleg', AMS, /./],
    ['elke maandag om 9:00 dagoverleg', AMS, /./],
    ['elke maandag om 9:00 feestdagenoverleg', AMS, /./],
    ['elke dag om 9:00 vrijdagoverleg', AMS, /./],
    ['elke dag om 21:00 ochtendoverleg', AMS, /./],
    ['elke dag om 9:00 avondoverleg', AMS, /./],
    ['elke dag om 9:00 nachtoverleg', AMS, /./],
    ['elke dag om 9:00 maandagvergadering', AMS, /./],
    ['elke maandag om 9:00 januarioverleg', AMS, /./],
  ])('refuses a Dutch meeting of a time %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  it.each([
    // a team's or people's meeting is set aside
    ['elke maandag om 9:00 teamoverleg', AMS, ['0 8 ? * 2'], /Set "teamoverleg" aside/],
    ['elke maandag om 9:00 team-overleg', AMS, ['0 8 ? * 2'], /Set "team-overleg" aside/],
    ['elke maandag om 9:00 ledenvergadering', AMS, ['0 8 ? * 2'], /Set "ledenvergadering" aside/],
    ['elke Maandag om 08:00 spanvergadering', 'Africa/Johannesburg', ['0 6 ? * 2'], /Set "spanvergadering" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);
});
