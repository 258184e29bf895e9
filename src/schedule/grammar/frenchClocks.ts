import { NOT_AFTER_WORD as NA, NOT_BEFORE_WORD as NB, type WordRule as Rule } from './wordRules.js';

/**
 * Clocks as French typography writes them, a space on each side of the "h" ("à 8 h 30", "à 12 h", "de 7 h à 19 h",
 * "les mardis à 13 h 30", "entre 8 h et 18 h"): read as the 24-hour clock they say ("08:30", "12:00", "13:30"),
 * before frenchWords.ts reads the words around them. Read only after a word that leads a clock ("à", "vers",
 * "dès", "jusqu'à", "de ... à", "entre ... et", "et" after a clock, a comma; right after a French day only with its
 * minutes: "lundi 13 h 30"), and only hours 0 to 23 with minutes 00 to 59; "toutes les 2 h" is every 2 hours.
 * Refused or left as before: a count of hours ("pendant 3 h", "every 8 h", "lundi 3 h de ménage": hours, not a clock),
 * "de 2 h" without "à" after it (a meeting of two hours?), "a 8 h" without its accent (English "a"), "8 h 75".
 */

const HOUR = '([01]?\\d|2[0-3])';
const MIN = '([0-5]\\d)';
/** A spaced clock: "8 h", "8 h 30" (the minutes, when said, two digits). */
const SPACED = `${HOUR}\\s+h(?:\\s+${MIN})?(?![\\p{L}\\d:])`;
const DAY = '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche)s?';

const clockOf = (h: string, m: string | undefined): string => `${h.padStart(2, '0')}:${(m ?? '00').padStart(2, '0')}`;

export const SPACED_CLOCK_RULES: readonly Rule[] = [
  // "de 7 h à 19 h", "de 8 h 30 à 17 h", "entre 8 h et 18 h": the two ends of a span
  [
    new RegExp(`${NA}(de|entre)\\s+${SPACED}\\s+([àa]|et)\\s+${SPACED}`, 'giu'),
    (_m, lead, h1, m1, join, h2, m2) => {
      if (/^de$/i.test(lead) !== /^[àa]$/i.test(join)) return null;
      return `${lead} ${clockOf(h1, m1)} ${join} ${clockOf(h2, m2)}`;
    },
  ],
  // "à 8 h 30", "vers 9 h", "dès 7 h", "jusqu'à 18 h", ", 8 h", "8 h et 18 h" (a clock before "et"); not a count
  // ("3 h de ménage", "8 h par jour")
  [
    new RegExp(
      `(?<=(?:[,(;]|${NA}(?:à|vers|d[èe]s|jusqu['’]à|(?:\\d:\\d\\d|\\d\\s+h(?:\\s+\\d\\d)?)\\s+et))\\s*)${SPACED}(?=\\s*(?:$|[,;.)(]|\\s(?!\\s*(?:heures?|minutes?|de|d['’]|par|pour)${NB})))`,
      'giu',
    ),
    (_m, h, m) => clockOf(h, m),
  ],
  // "lundi 13 h 30", "mardi-jeudi 9 h 30": right after a day, only with its minutes ("lundi 3 h" may be three hours)
  [new RegExp(`(?<=${DAY}\\s+)${HOUR}\\s+h\\s+${MIN}(?![\\p{L}\\d:])`, 'giu'), (_m, h, m) => clockOf(h, m)],
  // "toutes les 2 h": every 2 hours, a count (read by frenchWords.ts as "toutes les 2 heures")
  [/(?<=toutes\s+les\s+)(\d{1,2})\s+h(?![\p{L}\d:])/giu, (_m, n) => `${n} heures`],
];
