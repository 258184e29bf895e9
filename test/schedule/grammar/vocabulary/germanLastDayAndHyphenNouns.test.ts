import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('German "am Letzten" (the last of the month) and nouns compounded with a hyphen said last', () => {
  it.each([
    // "am Letzten" before a clock: the last day of the month
    [
      'Lohnlauf am Letzten um 18 Uhr',
      'Europe/Berlin',
      ['0 17 L * ?'],
      /"am Letzten" read as "on the last day of the month"/,
    ],
    ['Kassensturz am Letzten des Monats um 19:30', 'Europe/Zurich', ['30 18 L * ?'], /last day of the month/],
    // a noun compounded with a hyphen, each part capitalised, said last: the job's name
    [
      'samstags 7 Uhr Kühlraum-Kontrolle',
      'Europe/Berlin',
      ['0 6 ? * 7'],
      /Read "Kühlraum-Kontrolle" as the job's name/,
    ],
    ['jeden Montag um 10 Uhr Lager-Runde', 'Europe/Vienna', ['0 9 ? * 2'], /"Lager-Runde"/],
    ['every tuesday 08:15 filter-runde', 'Europe/Berlin', ['15 7 ? * 3'], /Set "filter-runde" aside/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "am letzten" before a noun of another meaning, or a month: not the month's last day
    ['Kassensturz am Letzten im Dezember um 19 Uhr', 'Europe/Berlin', /./],
    ['Abschluss am Letzten', 'Europe/Berlin', /./],
    // a stretch of time inside the compound: the round of that season only?
    ['samstags 7 Uhr Sommer-Runde', 'Europe/Berlin', /./],
    ['samstags 7 Uhr Winter-Kontrolle', 'Europe/Berlin', /./],
    ['every tuesday 08:15 weihnachts-runde', 'Europe/Berlin', /./],
    // a day inside the compound
    ['samstags 7 Uhr Montags-Runde', 'Europe/Berlin', /./],
    // "Monats" (of the month) is German, no slip of "mondays": a monthly check beside weekly runs
    ['jeden Montag um 9 Uhr Monats-Check', 'Europe/Berlin', /could not read/],
    ['every monday 9am monats check', 'Europe/Berlin', /could not read/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
