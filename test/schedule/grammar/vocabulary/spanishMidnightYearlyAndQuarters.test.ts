import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';
const MEX = 'America/Mexico_City';
const BOG = 'America/Bogota';

describe('Spanish midnight, "entre las ... y las ...", "perdón", a date every year, a weekday of every quarter', () => {
  it.each([
    // "a medianoche", "a la medianoche": at midnight
    ['cada día a medianoche', MAD, ['0 23 * * ?'], /"a medianoche" read as "at midnight"/],
    ['cierre de turno todos los días a la medianoche', BOG, ['0 5 * * ?'], /read as "at midnight"/],
    // "entre las 8 y las 17": between those clocks
    [
      'cada hora entre las 8 y las 17 de lunes a viernes',
      MEX,
      ['0 14-23 ? * 2-6'],
      /"entre las 8 y las 17" read as "between 8 and 17"/,
    ],
    // ", perdón, ...": a correction
    ['los lunes y miércoles a las 10:00, perdón, a las 11:00', BOG, ['0 16 ? * 2,4'], /"perdón" read as "sorry"/],
    // "cada 1 de noviembre", "todos los años el 20 de julio": that date every year
    ['cada 1 de noviembre a las 10:00', MEX, ['0 16 1 11 ?'], /read as "every year on november 1"/],
    ['todos los años el 20 de julio a las 9:00', BOG, ['0 14 20 7 ?'], /read as "every year on july 20"/],
    ['semillero: siembra cada 2 de abril a las 8:00', MEX, ['0 14 2 4 ?'], /read as "every year on april 2"/],
    // "semillas" (seeds) in a name is no "semi-" of how often
    [
      'banco de semillas: inventario cada 1 de octubre a las 8:00',
      MEX,
      ['0 14 1 10 ?'],
      /Read "banco de semillas: inventario" as/,
    ],
    // "el segundo martes de cada trimestre": the second Tuesday of January, April, July and October
    [
      'el segundo martes de cada trimestre a las 10:00',
      MAD,
      ['0 9 ? 1/3 3#2'],
      /read as "the second tuesday of every quarter"/,
    ],
    [
      'el último viernes de cada trimestre a las 16:00',
      MAD,
      ['0 15 ? 3/3 6L'],
      /read as "the last friday of every quarter"/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a thing's midnight, and a midnight of a day (the night before it, or after?)
    ['la misa de medianoche el 24 de diciembre', MAD, /./],
    ['aviso a medianoche del viernes', MAD, /./],
    // a date with its year after "cada": one day, or every year?
    ['cada 15 de marzo de 2027 a las 9:00', MEX, /./],
    // a date that never comes
    ['cada 31 de febrero a las 9:00', MAD, /./],
    // "entre las 9 y 15": 9:15, or 9:00 and 15:00?
    ['cada hora entre las 9 y 15', MAD, /./],
    // "semi-" of how often in a name still says when ("semianual": twice a year)
    ['informe semianual: cada 1 de octubre a las 8:00', MEX, /./],
    // a weekday of every quarter said in the plural ("los domingos": every Sunday, or one?)
    ['los primeros domingos de cada trimestre a las 10:00', MAD, /./],
  ])('%s (%s) stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
