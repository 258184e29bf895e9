import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MAD = 'Europe/Madrid';
const BOG = 'America/Bogota';

describe('a Spanish name holding "trimestral", said first, beside runs in each quarter (spanishAfterName.ts)', () => {
  it.each([
    [
      'balance trimestral el 15 de enero, abril, julio y octubre a las 9:00',
      MAD,
      ['0 8 15 1/3 ?'],
      /Read "balance trimestral" as the job's name/,
    ],
    [
      'cierre trimestral el 1 de enero, abril, julio y octubre a las 8:00 hora de Bogotá',
      MAD,
      ['0 13 1 1/3 ?'],
      /Read "cierre trimestral" as the job's name/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // runs every month, or twice a year: the name says another rhythm
    ['auditoría trimestral el día 2 de cada mes a las 9:00', MAD, /./],
    ['auditoría trimestral el 2 de febrero y agosto a las 9:00', MAD, /./],
    // four months, not three apart
    ['auditoría trimestral el 2 de febrero, mayo, agosto y diciembre a las 9:00', MAD, /./],
    // another word of how often beside it
    ['auditoría trimestral y anual el 2 de febrero, mayo, agosto y noviembre a las 9:00', BOG, /./],
    // a word of when inside the name set aside
    ['auditoría trimestral de mañana el 2 de febrero, mayo, agosto y noviembre a las 9:00', BOG, /./],
  ])('%s [%s] stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
