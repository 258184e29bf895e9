import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MOW = 'Europe/Moscow';

describe('Russian in Latin letters: every night at an hour, until the end of a month, reminders about a report', () => {
  it.each([
    ['bekap kazhduyu noch v 3 chasa', MOW, ['0 0 * * ?'], /"kazhduyu noch v 3 chasa" read as "every day at 3am"/],
    ['kazhduyu noch v 11 chasov', MOW, ['0 20 * * ?'], /read as "every day at 11pm"/],
    [
      'planerka po sredam v 11:00, do kontsa marta',
      MOW,
      ['0 8 ? * 4'],
      /"do kontsa marta" read as "until the end of march"/,
    ],
    ['napomni kazhdyj vtornik v 9 utra pro otchet', MOW, ['0 6 ? * 3'], /"pro" read as "about"/],
    ['kazhdyj chetverg v 17:00 pro planerka', MOW, ['0 14 ? * 5'], /Set "pro planerka" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the morning's hours and midnight are no night's to read
    ['kazhduyu noch v 7 chasov', MOW, /./],
    ['kazhduyu noch v 12', MOW, /./],
    // the end of a month not named, or of the year: which?
    ['po pyatnicam v 18:30, do kontsa mesyatsa', MOW, /\(Russian\)/],
    ['po pyatnicam v 18:30, do kontsa goda', MOW, /\(Russian\)/],
    // "pro" beside a word that negates
    ['napomni kazhdyj vtornik v 9 utra pro ne otchet', MOW, /\(Russian\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
