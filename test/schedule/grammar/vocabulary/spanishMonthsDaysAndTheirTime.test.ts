import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MEX = 'America/Mexico_City';
const MDZ = 'America/Argentina/Mendoza';
const HAV = 'America/Havana';

describe('Spanish months said as a range, days of the month, "menos" a day, "hora de allá", hour lists with "hs"', () => {
  it.each([
    // months from one to the other, with "de" or without
    [
      'riego 6:30 todos los días, de mayo a agosto',
      MDZ,
      ['30 9 * 5-8 ?'],
      /"de mayo a agosto" read as "from may to august"/,
    ],
    [
      'parte de pistas 8:15 hora de Chile, octubre a diciembre',
      MDZ,
      ['15 11 * 10-12 ?'],
      /"octubre a diciembre" read as "october to december"/,
    ],
    // bare hours listed, the last with the "hs" of them all
    ['cierre de caja 9, 14 y 20 hs todos los días', MDZ, ['0 12,17,23 * * ?'], /diario|every day|todos los días/],
    // "los días 10 y 25": each month's
    ['aviso los días 10 y 25 a las 9:00', MEX, ['0 15 10,25 * ?'], /"los días 10 y 25" read as "the 10th and 25th"/],
    // "menos" and "salvo" before a day: except
    ['limpieza diario 7:00, menos sábados', MEX, ['0 13 ? * 1-6'], /"menos" \(Spanish\) read as "except"/],
    ['diario 9:00 salvo los domingos', MEX, ['0 15 ? * 2-7'], /read as "except"/],
    // "menos cuarto" after an hour is still a clock's
    ['diario a las 8 menos cuarto', MEX, ['45 13 * * ?'], /read as "at 7:45"/],
    // "hora de allá": the clock of the one place said beside it
    [
      'llamada con Lima a las 9:00 hora de allá, los viernes',
      MEX,
      ['0 14 ? * 6'],
      /"hora de allá" read as "their time". | "their time" read as the clock of Lima/,
    ],
    [
      'junta con Bogotá a las 11 hora de allá, los lunes',
      MEX,
      ['0 16 ? * 2'],
      /"hora de allá" read as the clock of Bogotá/,
    ],
    // a place's time before a last "diario"; Havana as Spanish says it
    ['noticiero 8 pm hora de Cuba diario', HAV, ['0 1 * * ?'], /"hora de cuba" read as "cuba time"/],
    ['lunes 10am hora de La Habana', MEX, ['0 15 ? * 2'], /America\/Havana/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the days of one month, not of each
    ['los días 14 y 29 de diciembre a las 12:00', MEX, /./],
    // "hora de allá" with no place said, from a place, or with two places
    ['a las 10 hora de allá, los miércoles', MEX, /./],
    ['junta desde Tijuana a las 10 hora de allá, los miércoles', MEX, /./],
    ['junta con Tijuana y Lima a las 10 hora de allá, los miércoles', MEX, /./],
    // hours listed with no "hs": counts, or hours?
    ['cierre 9, 14 y 20 todos los días', MDZ, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
