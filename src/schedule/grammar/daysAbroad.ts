import type { Weekday } from '../intent.js';
import { plainWord as plain } from './wordRules.js';
import { weekdayOf } from './words.js';

/**
 * The week's days named in the other languages the grammar reads (Spanish, French, Portuguese, German, Italian, Dutch
 * and the Nordic ones), for the
 * checks that look at a phrase's days as typed, before its words are read as English: "Sunday market in Ciudad de
 * México, remind vendors sábado 18:00" says Saturday in its reminder, so "Sunday" before it is what the reminder is
 * about. Plurals ("sábados", "lundis", "montags") and accentless spellings ("miercoles") count; short forms do not
 * ("sex", "mar", "mi" are words). Not Tagalog's "linggo", which is also a week.
 */
const ABROAD: Readonly<Record<string, Weekday>> = {
  // Spanish
  domingo: 1,
  lunes: 2,
  martes: 3,
  miercoles: 4,
  jueves: 5,
  viernes: 6,
  sabado: 7,
  // French
  dimanche: 1,
  lundi: 2,
  mardi: 3,
  mercredi: 4,
  jeudi: 5,
  vendredi: 6,
  samedi: 7,
  // Portuguese (also with "-feira")
  segunda: 2,
  terca: 3,
  quarta: 4,
  quinta: 5,
  sexta: 6,
  // German
  sonntag: 1,
  montag: 2,
  dienstag: 3,
  mittwoch: 4,
  donnerstag: 5,
  freitag: 6,
  samstag: 7,
  sonnabend: 7,
  // Italian
  domenica: 1,
  lunedi: 2,
  martedi: 3,
  mercoledi: 4,
  giovedi: 5,
  venerdi: 6,
  sabato: 7,
  // Dutch
  zondag: 1,
  maandag: 2,
  dinsdag: 3,
  woensdag: 4,
  donderdag: 5,
  vrijdag: 6,
  zaterdag: 7,
  // Swedish, Danish and Norwegian
  sondag: 1,
  mandag: 2,
  tisdag: 3,
  tirsdag: 3,
  onsdag: 4,
  torsdag: 5,
  fredag: 6,
  lordag: 7,
  // (ø has no accent to drop)
  søndag: 1,
  lørdag: 7,
};

/** The day a word names, in English or in one of these languages (its plural too), or undefined. */
export function weekdayAnyLanguage(word: string): Weekday | undefined {
  const w = plain(word).replace(/-feiras?$/, '');
  return weekdayOf(w) ?? ABROAD[w] ?? ABROAD[w.replace(/s$/, '')];
}

/** The days named in a text, in English or one of these languages. */
export function daysNamedIn(text: string): Set<number> {
  return new Set(
    text
      .split(/[^\p{L}-]+/u)
      .map(weekdayAnyLanguage)
      .filter((d) => d !== undefined),
  );
}
