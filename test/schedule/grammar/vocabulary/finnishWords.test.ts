import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const HEL = 'Europe/Helsinki';

describe('words of when in Finnish, read as the English they stand for', () => {
  it.each([
    // "-isin": the day that comes again; "klo" before a clock, written with a dot
    ['torstaisin klo 9.30', HEL, ['30 7 ? * 5'], /"torstaisin" read as "on thursdays"/],
    ['keskiviikkoisin klo 17.45', HEL, ['45 15 ? * 4'], /"keskiviikkoisin" read as "on wednesdays"/],
    ['maanantaisin ja perjantaisin kello 14.00', HEL, ['0 12 ? * 2,6'], /"ja" read as "and"/],
    ['joka tiistai ja perjantai klo 12.30', HEL, ['30 10 ? * 3,6'], /"ja perjantai" read as "and friday"/],
    // "joka": every; "joka päivä": every day; "arkisin": weekdays
    ['joka lauantai klo 11.00', HEL, ['0 9 ? * 7'], /"joka lauantai" read as "every saturday"/],
    ['varasto: inventaario joka päivä klo 21.30', HEL, ['30 19 * * ?'], /"joka päivä" read as "every day"/],
    ['arkisin klo 7.50', HEL, ['50 5 ? * 2-6'], /"arkisin" read as "on weekdays"/],
    ['viikonloppuisin klo 10.00', HEL, ['0 8 ? * 1,7'], /"viikonloppuisin" read as "on weekends"/],
    // an hour past 12 on the 24-hour clock
    ['sauna: lämmitys joka sunnuntai klo 17', HEL, ['0 15 ? * 1'], /"klo 17" read as "at 17:00"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words that negate, bound or move the runs, unread: refused, never a name
    ['joka päivä klo 8.00 paitsi lauantaisin', HEL, /"paitsi" \(Finnish\)/],
    ['joka toinen tiistai klo 12.00', HEL, /"toinen" \(Finnish\)/],
    ['torstaisin klo 16.00 kesäkuuhun asti', HEL, /\(Finnish\)/],
    ['maanantaisin klo 9.00 vain parillisilla viikoilla', HEL, /\(Finnish\)/],
    // a bare hour up to 12 on a day of the week: morning or evening?
    ['joka perjantai klo 6', HEL, /./],
    // a day said once ("tiistaina": this Tuesday, or each?) stays unread
    ['tiistaina klo 10.00', HEL, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

/** "joka yö klo H" reads a night's hour only when no other clock beside it puts the hour in doubt. */
describe('Finnish "joka yö" beside another clock', () => {
  it.each([
    ['joka yö klo 1', ['0 23 * * ?'], /"joka yö klo 1" read as "every day at 01:00"/],
    ['joka yö klo 2 ja klo 4', ['0 0,2 * * ?'], /"joka yö klo 2" read as "every day at 02:00"/],
    ['kirjasto: myöhästymismaksujen ajo joka yö klo 2.30', ['30 0 * * ?'], /read as "every day at 02:30"/],
  ])('%s', (phrase, fields, note) => reads(phrase, HEL, fields, note), 60_000);

  it.each([
    ['joka yö klo 1 pm'],
    ['joka yö klo 1 am'],
    ['joka yö klo 1 ja klo 11'],
    ['joka yö klo 1 ja 11:00'],
    ['joka yö klo 23 ja klo 12'],
  ])('refuses %s', (phrase) => refuses(phrase, HEL, /could not read/), 60_000);
});
