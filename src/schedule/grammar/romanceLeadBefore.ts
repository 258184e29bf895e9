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
 */

/** A stretch said before "antes" in English: "1 hora": "1 hour", "15 min": "15 minutes". */
const stretch = (n: string, unit: string): string => {
  const count = Number(n);
  const word = /^h/i.test(unit) ? 'hour' : 'minute';
  return `${count} ${word}${count === 1 ? '' : 's'}`;
};

const UNIT = '(\\d{1,3})\\s*(min(?:utos?)?|h|horas?)\\s+antes$';
/** A verb asking to be reminded, said first. */
const ASKED_FIRST = '(?:recordar(?:me)?|recu[eé]rdame|lembrar(?:-me)?|me\\s+lembr[ae])';

/** The rules, for the Spanish and the Portuguese readers' lists. */
export const LEAD_BEFORE_RULES: readonly WordRule[] = [
  [
    new RegExp(
      `(?<=[,;]\\s*)(?:avisar(?:me)?|av[ií]same|recordar(?:me)?|recu[eé]rdame|lembrar|me\\s+(?:avisa|avise|lembra|lembre))\\s+${UNIT}`,
      'iu',
    ),
    (_m, n, unit) => `remind ${stretch(n as string, unit as string)} before`,
  ],
  [
    new RegExp(`(?<=^${ASKED_FIRST}\\s[^]*?,\\s*)${UNIT}`, 'iu'),
    (_m, n, unit) => `remind ${stretch(n as string, unit as string)} before`,
  ],
  [
    new RegExp(
      `^${ASKED_FIRST}\\s+(?:(?:la|el|los|las|o|a|os|as)\\s+)?(?=[^]*,\\s*remind\\s+\\d+\\s+(?:hours?|minutes?)\\s+before$)`,
      'iu',
    ),
    () => '',
  ],
];
