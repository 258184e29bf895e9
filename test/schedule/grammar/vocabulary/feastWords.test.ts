import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (Berlin on CET, UTC+1).
describe('feasts and holidays of other languages, said as one word, are no name', () => {
  it.each([
    // a day that comes once a year, most on a date that moves: never every day
    ['Ostermontag 9 Uhr Newsletter verschicken', 'Europe/Berlin'],
    ['Karfreitag 10 Uhr', 'Europe/Berlin'],
    ['newsletter Pfingstmontag 9:00', 'Europe/Berlin'],
    ['Weihnachtsfeier 18:00', 'Europe/Berlin'],
    ['pasquetta 10:00 gita', 'Europe/Rome'],
    ['koningsdag borrel 9:00', 'Europe/Amsterdam'],
    ['nochebuena cena 21:00', 'Europe/Madrid'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /could not read/));

  it.each([
    // words that only begin like one stay a name's ("roster", "poster" hold "oster" inside, not first)
    ['roster export every monday 9:00', ['0 8 ? * 2'], /"roster export" as the job's name/],
    ['poster print every friday 14:00', ['0 13 ? * 6'], /"poster print" as the job's name/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'Europe/Berlin', fields, note));

  it('a feast first in a name, beside a date said in full with its year, is that one run', () =>
    reads(
      'koningsdag 27 april 2027 om 8 uur de kraam opbouwen reminder',
      'Europe/Amsterdam',
      ['0 6 27 4 ?'],
      /"koningsdag" cannot change the day/,
    ));
});
