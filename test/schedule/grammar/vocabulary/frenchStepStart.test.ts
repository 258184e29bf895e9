import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const PAR = 'Europe/Paris';

describe('French "toutes les N heures à partir de minuit": the step and where it starts', () => {
  it.each([
    [
      'toutes les 6 heures à partir de minuit',
      PAR,
      ['0 5/6 * * ?'],
      /"à partir de minuit" read as "starting at midnight"/,
    ],
    ['toutes les 2 heures à partir de midi', PAR, ['0 1/2 * * ?'], /"à partir de midi" read as "starting at noon"/],
    [
      'toutes les 15 minutes à partir de minuit',
      PAR,
      ['0/15 * * * ?'],
      /"à partir de minuit" read as "starting at midnight"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a bare number (6 in the morning or the evening?), or a start that is a day
    ['toutes les 4 heures à partir de 6', PAR],
    ['toutes les 4 heures à partir de demain', PAR],
    // without a step before it
    ['chaque jour à partir de minuit', PAR],
    // a clock: from then on, not a step round the clock from 00:00
    ['toutes les heures à partir de 9h', PAR],
    ['toutes les 15 minutes à partir de 8h', PAR],
    ['toutes les 2 heures à partir de 8h le lundi', PAR],
    ['toutes les 4 heures à partir de 6h', PAR],
    ['toutes les 4 heures à partir de 8h30', PAR],
    ['toutes les 5 heures à partir de midi', PAR],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
