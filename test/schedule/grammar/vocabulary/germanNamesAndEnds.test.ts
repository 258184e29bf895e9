import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BER = 'Europe/Berlin';
const VIE = 'Europe/Vienna';

describe('German: a name said first, "die ..." said last, "bis 20.12.", "bis Ende März", "im Quartal"', () => {
  it.each([
    // nouns said first, capitalised, umlauts and all, with small words and an infinitive
    [
      'Wartung Aufzüge jeden ersten Dienstag im Monat 8 Uhr',
      BER,
      ['0 7 ? * 3#1'],
      /"Wartung Aufzüge" as the job's name/,
    ],
    ['Kassenprüfung Mo-Fr 18:30', BER, ['30 17 ? * 2-6'], /"Kassenprüfung" as the job's name/],
    [
      'Speiseplan auf Englisch übersetzen, jeden Freitag um 11 Uhr',
      VIE,
      ['0 10 ? * 6'],
      /"Speiseplan auf Englisch übersetzen"/,
    ],
    ['Lüftung Serverraum: täglich 22 Uhr', BER, ['0 21 * * ?'], /"Lüftung Serverraum"/],
    ['Kfz-Prüfung Fuhrpark am ersten Werktag im Monat um 9 Uhr', BER, ['0 8 1W * ?'], /"Kfz-Prüfung Fuhrpark"/],
    // an article and a noun said last
    ['jeden Freitag 15 Uhr die Wochenplanung', BER, ['0 14 ? * 6'], /"die Wochenplanung" as the job's name/],
    // until a date said with dots, until a month's end
    ['täglich 7 Uhr bis 31.3.', BER, ['0 6 * * ?'], /"bis" read as "until"/],
    ['täglich 7 und 19 Uhr bis zum 15.03.2026', BER, ['0 6,18 * * ?'], /"bis zum" read as "until"/],
    ['jeden Montag 9 Uhr bis Ende Februar', BER, ['0 8 ? * 2'], /"until end of february" read as until/],
    // of the quarter: its first month for "ersten", its last month for "letzten"
    ['am ersten Mittwoch im Quartal um 6:00', BER, ['0 4 ? 1/3 4#1'], /"im Quartal" read as "of the quarter"/],
    ['am letzten Freitag des Quartals um 15 Uhr', BER, ['0 14 ? 3/3 6L'], /"des Quartals" read as "of the quarter"/],
  ])('%s (%s)', (phrase, zone, want, note) => reads(phrase, zone, want, note));

  it.each([
    // a word of when inside the name ("Gebührenuhr" ends in "Uhr"; "Müllabfuhr", rubbish collection, is "-fuhr" and a
    // name's), a name mixed into the schedule
    ['Gebührenuhr jeden Dienstag 19 Uhr', BER],
    ['Papa Geburtstag jeden Montag, Erinnerung um 9 Uhr', BER],
    // a month before the day ("12.31."): no such date, said day first
    ['täglich 7 Uhr bis 12.31.', BER],
    // "jeden zweiten Mittwoch im Quartal"? every other week: still refused
    ['Bericht jeden zweiten Mittwoch 9 Uhr', BER],
    // words that change the schedule, or days, are no name
    ['Mi-Fr 7 Uhr abends Nachtschicht Di-Do', BER],
  ])('refuses %s (%s)', (phrase, zone) => refuses(phrase, zone, /./));
});
