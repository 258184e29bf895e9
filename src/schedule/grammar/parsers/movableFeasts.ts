import { type RecurrenceParser, unparseable } from '../draft.js';

/**
 * "until Easter", "bis Ostern", "hasta Semana Santa", "jusqu'à Pâques", "até a Páscoa": a running period that ends on
 * a feast whose date moves from year to year (with the full moon of spring), which the dates the engine keeps do not
 * hold. Refused with that reason, rather than left as words the grammar cannot read; the person gives the date.
 */
export const movableFeastsParser: RecurrenceParser = {
  name: 'movable-feasts',
  gate: /easter|ostern|pascua|p[aâ]ques|p[áa]scoa|semana santa|pfingsten|pentecost/,
  pattern:
    /(?<![\p{L}])(?:until|till|til|through|thru|to|bis|hasta|jusqu['’]?\s*(?:à|a|au)|at[ée])\s+(?:zu\s+|a\s+|la\s+|o\s+|the\s+)?(easter|ostern|pascua|semana\s+santa|p[aâ]ques|p[áa]scoa|pfingsten|pentecost)(?![\p{L}])/gu,
  apply(m) {
    return unparseable(
      `"${m[0]}": "${m[1] ?? ''}" falls on a different date each year, which I do not keep.`,
      'Give the last day with runs as a date, e.g. "until April 30, 2027".',
    );
  },
};
