import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const ROM = 'Europe/Rome';

describe('Italian hours with their quarter or half said in words ("alle 8 e un quarto")', () => {
  it.each([
    ['ogni lunedì alle 7 e un quarto', ROM, ['15 6 ? * 2'], /"alle 7 e un quarto" read as "at 7:15"/],
    ['tutti i giorni alle 18 e mezza', ROM, ['30 17 * * ?'], /"alle 18 e mezza" read as "at 18:30"/],
    ['ogni venerdì alle ore 17 e tre quarti', ROM, ['45 16 ? * 6'], /read as "at 17:45"/],
    ['ogni giorno lavorativo alle 9 meno un quarto', ROM, ['45 7 ? * 2-6'], /read as "at 8:45"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "alle 9 e 15": 9:15, or 9:00 and 15:00?
    ['ogni lunedì alle 9 e 15', ROM, /./],
    // "alle 1 meno un quarto": 0:45, or 12:45?
    ['ogni lunedì alle 1 meno un quarto', ROM, /./],
    // a quarter of something else ("un quarto d'ora": a quarter of an hour)
    ["ogni lunedì alle 9 e un quarto d'ora dopo", ROM, /./],
  ])('%s (%s) stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
