import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BER = 'Europe/Berlin';

describe('German "einmalig", "startet am" a date, "am" before a date written day first, "erinnern" said last', () => {
  it.each([
    ['einmalig am 3.2. um 9:30', BER, ['30 8 3 2 ?'], /"einmalig" read as "once"/],
    ['Wartung am 20.3.2027 um 21:00, einmalig', BER, ['0 20 20 3 ?'], /"am" read as "on"/],
    ['Ablesung: einmalig am 5.1.2027 um 7:00 erinnern', BER, ['0 6 5 1 ?'], /"erinnern" set aside/],
    // a thing that starts at a dated moment: once
    ['Adventsmarkt-Aufbau startet am 20. November um 9 Uhr', BER, ['0 8 20 11 ?'], /"startet am" read as "once on"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // without "einmalig": once, or every year?
    ['am 3.2. um 9:30', BER, /could not read/],
    // "nicht" stays unread
    ['nicht einmalig am 3.2. um 9:30', BER, /could not read/],
    // "startet" beside a word that repeats the runs, or before a day (the coming Monday's?): never a name
    ['Kurs startet am 3.4., jeden Montag um 18:30', BER, /could not read/],
    ['Kurs startet am Montag um 18 Uhr', BER, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
