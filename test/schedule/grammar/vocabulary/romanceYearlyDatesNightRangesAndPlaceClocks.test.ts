import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SAO = 'America/Sao_Paulo';
const LIS = 'Europe/Lisbon';
const CHI = 'America/Chicago';
const MAD = 'Europe/Madrid';

describe('Portuguese dates every year and clocks "de Lisboa"; Spanish nights of a range of days and "recordatorio"', () => {
  it.each([
    // "todo dia 1º de agosto", "todos os anos no dia 25 de dezembro": that date every year
    ['adega: engarrafamento todo dia 1º de agosto às 8h', SAO, ['0 11 1 8 ?'], /read as "every year on august 1"/],
    ['todos os anos no dia 25 de dezembro às 9h', SAO, ['0 12 25 12 ?'], /read as "every year on december 25"/],
    // "às 17h de Lisboa", "9h30 de Brasília": that place's clock
    ['toda quinta às 16h de Lisboa', SAO, ['0 16 ? * 5'], /"de lisboa" read as "lisbon time"/],
    ['toda segunda às 9h30 de Brasília', LIS, ['30 12 ? * 2'], /read as "brasilia time"/],
    // "cada noche a las 10:45 de domingo a jueves": 22:45 on those days
    [
      'copias de seguridad cada noche a las 10:45 de domingo a jueves',
      CHI,
      ['45 4 ? * 2-6'],
      /"cada noche at 10:45" read as "at 10:45pm"/,
    ],
    ['cada mañana a las 6:15 de lunes a viernes', MAD, ['15 5 ? * 2-6'], /read as "at 6:15am"/],
    // "recordatorio jueves 19h": a reminder, right before when it runs
    [
      'voluntariado: llamada a socios recordatorio jueves 19h',
      MAD,
      ['0 18 ? * 5'],
      /"recordatorio" read as "reminder"/,
    ],
    // ", reparto de ...": what the run is for
    ['el 6 de enero de 2027 a las 11:00, reparto de juguetes', MAD, ['0 10 6 1 ?'], /Set "reparto de juguetes" aside/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a date with its year after "todo dia": one day, or every year?
    ['todo dia 1º de agosto de 2027 às 8h', SAO, /./],
    // "de" before a word that names no clock's place
    ['toda segunda às 9h do Brasil', LIS, /./],
    // a place of several zones, or a person's or a lesson's name
    ['toda quinta às 16h de Santiago', SAO, /./],
    // an hour after midnight in the night: which day's night?
    ['cada noche a las 2 de lunes a jueves', CHI, /./],
    // an hour that does not fit the part of the day
    ['cada mañana a las 3:30 de lunes a viernes', MAD, /./],
    // "recordatorio" before what it is of ("de pago"), not before when
    ['recordatorio de pago el día 5 a las 9:00', MAD, /./],
    // a word of when in the name before "recordatorio" ("turno de noche": the night shift, or at night?)
    ['guardia: turno de noche recordatorio jueves 19h', MAD, /./],
    // ", reparto" with a word of when in it
    ['el 6 de enero de 2027 a las 11:00, reparto semanal', MAD, /./],
  ])('%s (%s) stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
