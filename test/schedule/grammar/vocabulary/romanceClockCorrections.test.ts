import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MEX = 'America/Mexico_City';
const MAD = 'Europe/Madrid';

describe('a clock corrected in Spanish after a name said first: "..., no perdón, a las 10"', () => {
  it.each([
    [
      'envíame el informe cada martes a las 8, no perdón, a las 11',
      MEX,
      ['0 17 ? * 3'],
      /Read "sorry, at 11" as a correction/,
    ],
    ['pásame el parte los jueves a las 9, no perdón, a las 10', MAD, ['0 9 ? * 5'], /"no perdón" read as "sorry"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "y" after the correction: a day added, or one replaced?
    ['envíame el informe cada martes a las 8, perdón, y los viernes', MEX, /./],
    // a day after the correction, not a clock: not read here
    ['envíame el informe cada martes a las 8:00, no perdón, los miércoles', MEX, /./],
    // words after the corrected clock that may bound the runs
    ['envíame el informe cada martes a las 8, no perdón, a las 11 excepto en agosto', MEX, /./],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
