import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BER = 'Europe/Berlin';
const ZRH = 'Europe/Zurich';

describe('German spans: "3.–7. März", "nur Juni bis September", ", Saisonende 19. April"', () => {
  it.each([
    // days of one month, the month said once after both
    ['Messe: Standdienst-Erinnerung 3.–7. März 2026 täglich um 8:15', BER, ['15 7 * * ?'], /"march 3-7 2026"/],
    ['täglich um 9:45 vom 2. bis 6. Februar 2026', BER, ['45 8 * * ?'], /"february 2-6 2026"/],
    // two months alone: each year, only in those months
    ['Alp: Milchabholung täglich 17 Uhr, nur Mai bis Oktober', ZRH, ['0 15 * 5-10 ?'], /"only may to october"/],
    ['werktags 7:10, Juni bis August', ZRH, ['10 5 ? 6-8 2-6'], /"from june to august"/],
    // the end of the season, the course, set off and said last before its date: until that day
    [
      'Skischule: Anmeldeliste täglich um 16:30, Saisonende 12. April',
      ZRH,
      ['30 15 * * ?'],
      /", Saisonende" read as ", until"/,
    ],
    ['montags 18:45, Kursende am 23. März', BER, ['45 17 ? * 2'], /"?, Kursende am"? read as ", until"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // the first day after the last, or a day beside a month of the span: not read as a span
    ['täglich um 8:15 7.–3. März 2026', BER, /./],
    ['täglich 17 Uhr, 1. Mai bis Oktober', ZRH, /./],
    // a month span with words that change it ("nicht": not)
    ['täglich 17 Uhr, nicht Mai bis Oktober', ZRH, /./],
    // the end of the season without its date, or not last
    ['täglich um 16:30, Saisonende', ZRH, /./],
    ['täglich um 16:30 Saisonende 12. April', ZRH, /./],
    ['täglich um 16:30, Saisonende 12. April außer sonntags morgen', ZRH, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
