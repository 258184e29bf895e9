import type { WordRule } from './wordRules.js';

/**
 * A reminder a stretch before the event, said last in Spanish or Portuguese after the event's days and clock:
 * - ", avisar 1 hora antes", "; recuérdame 15 minutos antes", ", avisar 15 min antes", ", me lembra 10 min antes":
 *   read as ", remind 1 hour before" (a verb of telling, then the stretch, then "antes", and nothing after it);
 * - "recordar la reunión del comité ... a las 17:00, 15 minutos antes", "lembrar o plantão ... às 7h, 30 min antes":
 *   the verb said first, the stretch last alone: the same reminder; the verb and the article after it are set aside.
 * The English readers then do the rest (eventReminder.ts, weekdayTimetable.ts): the event's clock less the stretch,
 * on the event's days, or refused where they refuse "remind 15 min before". Safe because nothing is dropped that
 * could say when: the stretch must close the phrase ("avisar 1 hora antes del cierre", "15 minutos antes de salir"
 * stay as they are), and the verb set aside says only that it is a reminder.
 * - "18:30 hasta las 20:00", "9:00 a 10:30", "18h30 às 20h", "9h até as 10h30" before such a reminder: the event's
 *   span, read as "18:30 to 20:00" (the reminder before its start, as English "9:00 to 10:30, remind 15 min before");
 *   two clocks left joined by any other word ("9:00 o 10:30", "9:00 luego 10:30") keep the reminder unread, and the
 *   phrase refused: a reminder before each would be a misreading of a span.
 */

/**
 * A stretch said before "antes" in English: "1 hora": "1 hour", "15 min": "15 minutes" (read only with a count of at
 * least 1: "avisar 0 min antes" stays unread, and refused).
 */
const stretch = (n: string, unit: string): string => {
  const count = Number(n);
  const word = /^h/i.test(unit) ? 'hour' : 'minute';
  return `${count} ${word}${count === 1 ? '' : 's'}`;
};

/** A clock with its minutes or its "h" ("9:00", "18h30", "20h"), as said in the event's part. */
const CLK = '(?<![\\p{L}\\d])(?:[01]?\\d|2[0-3])(?:[:.][0-5]\\d(?:\\s*hs?)?|h[0-5]\\d|hs?|hrs)(?![\\p{L}\\d])';
/** The words of a span between two clocks: "a", "al", "hasta (las)", "a las", "às", "até (as)". */
const SPAN = '(?:hasta(?:\\s+las?)?|a(?:\\s+las?)?|al|[àa]s|at[ée](?:\\s+(?:[àa]s|a))?)';
/** No two clocks earlier joined by a word other than a list's ("9:00 y 18:00", "9:00, 18:00") or a span's "to". */
const NO_TWO_CLOCKS_BEFORE = `(?<!${CLK}(?!\\s*[,–-]\\s*\\d|\\s+(?:y|e|and|to)\\s+\\d)[^\\d,;]*${CLK}[^]*)`;

const UNIT = '(\\d{1,3})\\s*(min(?:utos?)?|h|horas?)\\s+antes$';
/** A verb asking to be reminded, said first. */
const ASKED_FIRST = '(?:recordar(?:me)?|recu[eé]rdame|lembrar(?:-me)?|me\\s+lembr[ae])';

/** The rules, for the Spanish and the Portuguese readers' lists. */
export const LEAD_BEFORE_RULES: readonly WordRule[] = [
  // "9:00 a 10:30", "18h30 às 20h" before the reminder: the event's span ("9:00 to 10:30")
  [
    new RegExp(`(${CLK})\\s+${SPAN}\\s+(${CLK})(?=[^]*\\d\\s*(?:min(?:utos?)?|h|horas?)\\s+antes$)`, 'giu'),
    (_m, a, b) => `${a} to ${b}`,
  ],
  [
    new RegExp(
      `${NO_TWO_CLOCKS_BEFORE}(?<=[,;]\\s*)(?:avisar(?:me)?|av[ií]same|recordar(?:me)?|recu[eé]rdame|lembrar|me\\s+(?:avisa|avise|lembra|lembre))\\s+${UNIT}`,
      'iu',
    ),
    (_m, n, unit) => (Number(n) >= 1 ? `remind ${stretch(n as string, unit as string)} before` : null),
  ],
  [
    new RegExp(`${NO_TWO_CLOCKS_BEFORE}(?<=^${ASKED_FIRST}\\s[^]*?,\\s*)${UNIT}`, 'iu'),
    (_m, n, unit) => (Number(n) >= 1 ? `remind ${stretch(n as string, unit as string)} before` : null),
  ],
  [
    new RegExp(
      `^${ASKED_FIRST}\\s+(?:(?:la|el|los|las|o|a|os|as)\\s+)?(?=[^]*,\\s*remind\\s+\\d+\\s+(?:hours?|minutes?)\\s+before$)`,
      'iu',
    ),
    () => '',
  ],
];
