import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';
const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';
const NY = 'America/New_York';

describe('Spanish "cada día hábil", "12 del mediodía", "a las 6 y a las 18", "el día 5", "hora CDMX de lunes a …"', () => {
  it.each([
    // "cada día hábil" / "todos los días laborables": every weekday, as "días hábiles" is
    [
      'despacho: revisar correo cada día hábil a las 9:15',
      MAD,
      ['15 8 ? * 2-6'],
      /"cada día hábil" read as "every weekday"/,
    ],
    [
      'todos los días laborables a las 18:30',
      MAD,
      ['30 17 ? * 2-6'],
      /"todos los días laborables" read as "every weekday"/,
    ],
    // twelve said with its noon
    [
      'comedor: aviso de menú todos los jueves a las 12 del mediodía',
      MEX,
      ['0 18 ? * 5'],
      /"a las 12 del mediodía" \(Spanish\) read as "at noon"/,
    ],
    // two clocks, each with its own "a las"
    ['guardia: relevo a las 6 y a las 18', BOG, ['0 11,23 * * ?'], /"a las 18" \(Spanish\) read as "at 18"/],
    // a place's clock said before the days
    ['cierre de caja a las 14:00 hora CDMX de lunes a sábado', NY, ['0 20 ? * 2-7'], /"hora cdmx" read as "cdmx time"/],
    // "el día 5" with "de cada mes": the 5th of each month
    ['cuotas: cobro el día 5 de cada mes a las 10:00', MAD, ['0 9 5 * ?'], /read as "the 5th of every month"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // one in the afternoon to some: not read as noon
    ['todos los lunes a la 1 del mediodía', MEX, /./],
    // an hour and its minutes, or two clocks?
    ['a las 9 y 15', BOG, /could not read/],
    // next month's 15th, and a date (once, or every year?): not the 15th of each month
    ['el día 15 del mes que viene a las 9:00', MEX, /could not read/],
    ['el día 3 de marzo a las 9:00', MEX, /./],
    // "el día 5" alone: the coming 5th, once, or each month's?
    ['cuotas: cobro el día 5 a las 10:00', MAD, /could not read/],
    // holidays left out: a word that changes the runs stays unread
    ['a las 13:00 hora CDMX de lunes a viernes excepto festivos', NY, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
