import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';
const MAD = 'Europe/Madrid';
const ROM = 'Europe/Rome';
const SAO = 'America/Sao_Paulo';

describe('reminders before an event, in French, Spanish and Italian', () => {
  it.each([
    // ", rappel à 17h30", ", aviso a las 17:15", ", avviso alle 20:30": the reminder runs, the event does not
    ['atelier du jeudi 19h, rappel à 17h30', PAR, ['30 16 ? * 5'], /"rappel" read as "reminder"/],
    ['taller los martes a las 18:00, aviso a las 17:15', MAD, ['15 16 ? * 3'], /"aviso" read as "reminder"/],
    [
      'clase lunes y jueves a las 9:00, recordatorio a las 8:30',
      MAD,
      ['30 7 ? * 2,5'],
      /"recordatorio" read as "reminder"/,
    ],
    ['corso il mercoledì alle 21:00, avviso alle 20:30', ROM, ['30 19 ? * 4'], /"avviso" read as "reminder"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // bare hours: the morning's or the evening's?
    ['taller los martes a las 8, aviso a las 7', MAD, /./],
    ['corso il mercoledì alle 9, avviso alle 8', ROM, /./],
    // a reminder after the event (the same day, or the evening before?)
    ['atelier du jeudi 19h, rappel à 20h', PAR, /./],
    // "aviso" with no clock right after it is a name's word, not a reminder
    ['taller los martes a las 18:00, aviso urgente a las 17:15', MAD, /could not read/],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('ordinals, parts of the day and frequencies in Romance languages', () => {
  it.each([
    // "chaque 1er lundi du mois": the first Monday of the month
    ['réunion chaque 2e mardi du mois à 14h', PAR, ['0 13 ? * 3#2'], /"chaque 2e mardi" read as "the 2nd tuesday"/],
    // "alle 7 del mattino": 7 AM
    ['ogni venerdì alle 7 del mattino', ROM, ['0 6 ? * 6'], /"alle 7 del mattino" read as "at 7am"/],
    ['newsletter ogni martedì alle 8:30 di mattina', ROM, ['30 7 ? * 3'], /read as "at 8:30am"/],
    // "il giorno 15 di ogni mese": the 15th of every month
    ['bollette il giorno 15 di ogni mese alle 10:00', ROM, ['0 9 15 * ?'], /"il giorno 15" read as "the 15th"/],
    // "diário": daily
    ['backup diário às 6h30', SAO, ['30 9 * * ?'], /"diário" read as "daily"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "alle 12 del mattino": midnight or noon?
    ['ogni venerdì alle 12 del mattino', ROM, /could not read/],
    // "chaque deux semaines": every two weeks, no weekly schedule
    ['chaque deux semaines le mardi à 14h', PAR, /could not read|weeks/],
    // "il giorno" without "di ogni mese" or "del mese" is one date, not every month's
    ['il giorno 15 alle 10:00', ROM, /./],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
