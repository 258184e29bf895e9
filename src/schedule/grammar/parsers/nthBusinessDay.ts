import { inexpressible, type RecurrenceParser } from '../draft.js';
import { OF_EVERY_MONTH } from '../words.js';

const NTH = '(?:second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|(?:[2-9]|[12]\\d|3[01])(?:st|nd|rd|th))';

const WORDS = new Map(
  ['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'].map((w, i) => [
    w,
    `${i + 2}${i === 0 ? 'nd' : i === 1 ? 'rd' : 'th'}`,
  ]),
);

/**
 * "the 2nd business day of the month": Quartz knows a business day only as the weekday nearest a date (`1W` is the
 * first business day) or the last one (`LW`); counting them further is beyond it. Refused with that reason before
 * the month-day and day parsers read "2nd" and "business day" as two day rules.
 */
export const nthBusinessDayParser: RecurrenceParser = {
  name: 'nth-business-day',
  gate: /business|work|week/,
  pattern: new RegExp(
    `\\b(?:(?:on|every|each)\\s+)?(?:the\\s+)?(?<nth>${NTH})\\s+(?:business|working|work|week)\\s*days?\\b${OF_EVERY_MONTH}?`,
    'g',
  ),
  apply(m) {
    const said = m.groups?.nth ?? '';
    const nth = WORDS.get(said) ?? said;
    return inexpressible(
      `"${m[0].trim()}" cannot be written as a CRON schedule: Quartz can name the first business day of the month (the weekday nearest the 1st, 1W) and the last (LW), but cannot count to the ${nth}.`,
      `Say "the weekday nearest the 1st" or "the last business day of the month"; "the weekday nearest the ${nth}" comes close but is not always the ${nth} business day.`,
    );
  },
};
