import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const ROM = 'Europe/Rome';

describe('Italian "promemoria un\'ora prima", "promemoria 30 minuti prima": a reminder that long before the event', () => {
  it.each([
    [
      "teatro: prova generale giovedì 10 dicembre ore 19:30, promemoria un'ora prima",
      ROM,
      ['30 17 10 12 ?'],
      /"promemoria un'ora prima" read as "reminder an hour before"/,
    ],
    [
      'concerto sabato 12 dicembre ore 21:00, promemoria 30 minuti prima',
      ROM,
      ['30 19 12 12 ?'],
      /"promemoria 30 minuti prima" read as "reminder 30 minutes before"/,
    ],
    [
      "prova del coro ogni giovedì ore 19:30, promemoria un'ora prima",
      ROM,
      ['30 17 ? * 5'],
      /runs 1 h before it, 18:30/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a bare hour: the morning's or the evening's event?
    ["riunione alle 9, promemoria un'ora prima", ROM, /could not read/],
    // before what? no event's clock said
    ["promemoria un'ora prima della riunione", ROM, /could not read/],
    // a second reminder the day before is left unread: never dropped
    ['concerto sabato 12 dicembre ore 21:00, promemoria 30 minuti prima e il giorno prima', ROM, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
