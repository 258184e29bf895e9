import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SAO = 'America/Sao_Paulo';
const NY = 'America/New_York';

describe('a place\'s word in lower case before "de" and a name\'s word: the start of a longer name, not its clock', () => {
  it.each([
    // a place's clock said with "de" and a day after it, or a place of three words
    [
      '9:00 madrid de lunes a viernes',
      NY,
      ['0 8 ? * 2-6'],
      /"de lunes a viernes" \(Spanish\) read as "monday to friday"/,
    ],
    ['Porto: relatório diário às 9h', SAO, ['0 9 * * ?'], /on the clock of Porto/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the port of Santos (Brazil), not Porto's clock (Lisbon)
    ['porto de santos: a cada 2 horas das 6h às 22h', SAO, /is "porto" a place's clock, or a word of a name/],
    ['porto de galinhas: passeio de barco todo sábado às 9h', SAO, /is "porto" a place's clock, or a word of a name/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
