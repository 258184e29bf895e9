import { describe, expect, it } from 'vitest';
import { outcome, reads, refuses } from './read.js';

const ROM = 'Europe/Rome';
const LON = 'Europe/London';

describe('words of when in Italian, read as the English they stand for', () => {
  it.each([
    // days, "ogni", "il" before a day said alone (every week's), "dal ... al ...", "tranne"
    ['riunione ogni lunedì alle 14:30', ROM, ['30 13 ? * 2'], /"ogni lunedì" read as "every monday"/],
    [
      'report dal lunedì al venerdì ore 8:15, ora di Milano',
      LON,
      ['15 7 ? * 2-6'],
      /"ora di milano" read as "milan time"/,
    ],
    ['mercoledì e venerdì alle 18:45', ROM, ['45 17 ? * 4,6'], /"e" read as "and"/],
    ['ogni giorno alle 7:00 tranne la domenica', ROM, ['0 6 ? * 2-7'], /"tranne la domenica" read as "except sundays"/],
    ['ogni settimana il lunedì alle 9', ROM, ['0 8 ? * 2'], /"il lunedì" read as "on mondays"/],
    // parts of the day, weekdays, every so often within hours (the 24-hour clock of "dalle ... alle ...")
    ['backup tutte le notti alle 3', ROM, ['0 2 * * ?'], /"tutte le notti" read as "every night"/],
    [
      'ogni 30 minuti dalle 9 alle 18 nei giorni feriali',
      ROM,
      ['0,30 8-16 ? * 2-6', '0 17 ? * 2-6'],
      /"dalle 9 alle 18" read as "from 09:00 to 18:00"/,
    ],
    ['spedizioni every thursday ore 16', ROM, ['0 15 ? * 5'], /"ore 16" read as "at 16:00"/],
    // days of the month, weekdays counted within it
    ['il primo lunedì del mese alle 10', ROM, ['0 9 ? * 2#1'], /read as "the first monday of the month"/],
    ['pagamenti il 27 di ogni mese alle 9', ROM, ['0 8 27 * ?'], /"di ogni mese" read as "of every month"/],
    // tomorrow, the day after, a reminder of what to do
    // a correction
    ['ogni ora dalle 8 alle 12, no scusa dalle 8 alle 11', ROM, ['0 7-10 * * ?'], /"no scusa" read as "no wait"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // every two weeks: no weekly schedule said in English
    ['ogni due settimane il giovedì alle 11', ROM, /could not read/],
    // "alle 9 e 15": 9:15, or 9:00 and 15:00?
    ['alle 9 e 15 ogni lunedì', ROM, /could not read/],
    // "dalle 9 alle 5": 5 in the morning, or the afternoon?
    ['dalle 9 alle 5 ogni giorno', ROM, /could not read/],
    // "dalle 2 alle 4": the night's hours, or the afternoon's?
    ['dalle 2 alle 4 ogni giorno', ROM, /could not read/],
    // "di mezzanotte", "di mezzogiorno": of a thing (the midnight premiere, the lunch break), no run at that hour
    ['anteprima di mezzanotte venerdì 10 dicembre 2027 alle 23:30', ROM, /could not read/],
    ['pausa di mezzogiorno ogni giorno alle 12:30', ROM, /could not read/],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why));

  // "ore" is an English word too: read only before a clock
  it('leaves "ore" before a name as typed', () =>
    reads('ore shipment every friday 5pm', ROM, ['0 16 ? * 6'], /"ore shipment" as the job's name/));

  // the day after tomorrow: one run, two days from today
  it('reads "dopodomani" as in 2 days', () => {
    const o = outcome("ricordami dopodomani alle 16 di pagare l'affitto", ROM);
    expect('fields' in o && o.fields).toEqual([expect.stringMatching(/^0 15 \d+ \d+ \?$/)]);
    expect('notes' in o && o.notes).toMatch(/"dopodomani" read as "in 2 days"/);
  });
});

describe('Italian "promemoria" denied ("niente", "senza", "nessun"): never a reminder', () => {
  it.each([
    [
      "concerto 12 dicembre ore 21:00, promemoria un'ora prima",
      ROM,
      ['0 19 12 12 ?'],
      /"promemoria un'ora prima" read as "reminder an hour before"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    ["concerto 12 dicembre ore 21:00, niente promemoria un'ora prima", ROM],
    ["concerto 12 dicembre ore 21:00, senza promemoria un'ora prima", ROM],
    ['concerto 12 dicembre ore 21:00, nessun promemoria', ROM],
  ])('refuses %s [%s]', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
