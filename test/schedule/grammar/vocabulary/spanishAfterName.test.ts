import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MEX = 'America/Mexico_City';

describe('Spanish words of when after a name said first, read before the name is cut off', () => {
  it.each([
    [
      'informe mensual el último viernes de cada mes a las 17:00',
      MEX,
      ['0 23 ? * 6L'],
      /Read "informe mensual" as the job's name.*\("mensual"\) agree/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a monthly report every Monday: the name and the rest disagree
    ['ONG: informe mensual todos los lunes a las 9:00', MEX, /could not read/],
    // words of time in the name: tomorrow's, except holidays, until June
    ['reunión de mañana el último viernes de cada mes a las 17:00', MEX, /could not read/],
    ['informe salvo festivos el último viernes de cada mes a las 17:00', MEX, /could not read/],
    ['informe hasta junio el último viernes de cada mes a las 17:00', MEX, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
