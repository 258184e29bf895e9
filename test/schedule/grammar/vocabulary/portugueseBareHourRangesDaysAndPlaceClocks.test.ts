import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SAO = 'America/Sao_Paulo';
const LIS = 'Europe/Lisbon';
const MEX = 'America/Mexico_City';

describe('Portuguese "das 6 às 22" with bare hours, "no domingo" after an interval, "às 15h de Luanda"', () => {
  it.each([
    // the second hour past noon on the 24-hour clock: the first is the morning's
    [
      'portaria: ronda a cada 2 horas das 6 às 22',
      SAO,
      ['0 1,9,11,13,15,17,19,21,23 * * ?'],
      /"das 6 às 22" read as "from 06:00 to 22:00"/,
    ],
    [
      'lembrete de medicação a cada hora das 7 às 19',
      SAO,
      ['0 10-22 * * ?'],
      /"das 7 às 19" read as "from 07:00 to 19:00"/,
    ],
    // "no domingo" in a Portuguese phrase: on Sunday
    ['lembrete de backup a cada 6 horas no domingo', SAO, ['0 3/6 ? * 1'], /"no" read as "on"/],
    ['lembrete: backup a cada 4 horas nos sábados', SAO, ['0 3/4 ? * 7'], /"nos" read as "on"/],
    // a place's clock said right after the clock
    ['reunião de diretoria toda terça às 15h de Luanda', LIS, ['0 14 ? * 3'], /"de luanda" read as "luanda time"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // both hours 12 or less: the morning's, or the evening's?
    ['a cada hora das 8 às 11', SAO, /could not read/],
    ['a cada 2 horas das 9 às 5', SAO, /could not read/],
    // Spanish "no sábado" is "not on Saturday": never read as "on"
    ['todos los días a las 9:00, no sábado', MEX, /could not read/],
    // "de segunda" names no place
    ['toda quinta às 10h de segunda', LIS, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
