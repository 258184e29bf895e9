/**
 * Schedules said in Spanish words, read only when the phrase cannot be read as it is (as the other slips), and only
 * in a phrase that has a Spanish day's name or one of the words below, each with a note:
 * - "todos los lunes", "cada martes", "los viernes" (a plural day after "los"), "el sábado" is not every Saturday
 *   and stays unread: every Monday, Tuesday, Friday;
 * - "de lunes a viernes": Monday to Friday; "menos domingos", "salvo los sábados": except (only before a day);
 * - "a las 9", "a la 1": at 9, at 1; "y media", "y cuarto" after the hour: :30, :15; "menos cuarto": a quarter to;
 * - the hour in words after "a las", "a la", "las" ("a las ocho y media", "las siete de la tarde", "a la una"): the
 *   hour in figures, read as the figures are ("a las ocho" alone says no half of the day: the grammar says which
 *   it took); "once" (11) only after "las", where it is no English word; "las dos" without "a" only before a
 *   clock's words ("las dos de la tarde", not "las dos reuniones"); a word that is no hour ("a las tantas") stays as
 *   it is;
 * - "a las 8, 13 y 19 h", "a las 6, 14 y 22 hs": hours listed before "h", the 24-hour clock's mark: 08:00, 13:00 and
 *   19:00 (without the mark the list stays unread: "a las 8 y 10" may be two clocks or 8:10);
 * - "a mediodía", "al mediodía", "mediodía": at noon, noon; "a las 12 del mediodía": at noon ("la 1 del mediodía" stays
 *   unread: an hour after noon to some);
 * - "a las 7 y a las 19": at 7 and at 19, two clocks each with its own "a las" (not "a las 7 y 19");
 * - "feria de los domingos:", "misa de los sábados:" first, set off by a colon: "sunday market:", "saturday mass:",
 *   a gathering held every such day (the plural only), as the English is read (dayInName.ts);
 * - "de la mañana" / "de la madrugada": AM; "de la tarde": PM for 1 to 8 (12 is noon); "de la noche": PM for 7 to 11.
 *   An hour outside these stays unread, and so refused: "las 10 de la tarde", "las 12 de la noche" (the midnight
 *   before the day named, or after it?).
 * "todos los días" and "cada día" are listWords.ts's; months, "cada 15 minutos", "el último día del mes", "10hs",
 * "hora CDMX" and the rest are spanishWhenWords.ts's.
 */

import { DAY, DAYS, readSpanishWhenWords } from './spanishWhenWords.js';

const plain = (word: string): string => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const dayOf = (word: string): string => (DAYS[plain(word)] ?? DAYS[plain(word).replace(/s$/, '')]) as string;

/** A cheap test that the phrase holds Spanish words of when (also for slips.ts: its nouns are no slips of places). */
export const SPANISH_GATE = new RegExp(
  `(?<![\\p{L}])(?:${DAY}|a\\s+las?\\s+\\d|mediod[ií]a|de\\s+la\\s+(?:ma[ñn]ana|madrugada|tarde|noche))(?![\\p{L}])`,
  'u',
);

/** "de lunes a viernes". */
const DAY_RANGE = new RegExp(`(?<![\\p{L}])(?:de\\s+)?(${DAY})\\s+a\\s+(${DAY})(?![\\p{L}])`, 'gu');
/** "menos domingos", "salvo los sábados": except, only before a day ("las 8 menos cuarto" is a clock's). */
const EXCEPT_DAY = new RegExp(`(?<![\\p{L}])(?:menos|salvo)\\s+(?:los\\s+)?(?=${DAY}(?![\\p{L}]))`, 'giu');
/** "todos los lunes", "cada martes", "los viernes" (the plural only: "los" before a day that ends in "s"). */
const EVERY_DAY = new RegExp(`(?<![\\p{L}])(?:todos\\s+los|cada|los)\\s+(${DAY})(?![\\p{L}])`, 'gu');
/** "a las 9", "a la 1", "a las 9:30", with "y media" / "y cuarto" / "menos cuarto" after the hour. */
const A_LAS =
  /(?<![\p{L}])a\s+las?\s+((?:[01]?\d|2[0-3])(?::[0-5]\d)?)(?:\s+(y\s+media|y\s+cuarto|menos\s+cuarto))?(?![\p{L}\d:])/gu;

/**
 * "a las 8, 13 y 19 h": hours listed, then "h" (or "hs", "horas"), the mark of the 24-hour clock. Three or more: two
 * ("a las 9 y 5 h", "a las 13 y 15 horas") are as likely an hour and its minutes.
 */
const HOUR_LIST =
  /(?<![\p{L}])a\s+las\s+((?:(?:[01]?\d|2[0-3])\s*,\s*)+(?:[01]?\d|2[0-3])\s+y\s+(?:[01]?\d|2[0-3]))\s*(?:h|hs|horas)(?![\p{L}\d:])/gu;

/** Spanish nouns of a gathering, as the English ones dayInName.ts knows ("feria": market, "misa": mass). */
const GATHERING: Readonly<Record<string, string>> = {
  feria: 'market',
  mercado: 'market',
  mercadillo: 'market',
  tianguis: 'market',
  misa: 'mass',
  reunion: 'meeting',
  escuela: 'school',
  clase: 'class',
  ensayo: 'rehearsal',
};
/** "feria de los domingos:": a gathering of a day of the week, plural, first and set off by a colon. */
const GATHERING_OF_DAYS = new RegExp(
  `^\\s*(feria|mercado|mercadillo|tianguis|misa|reuni[oó]n|escuela|clase|ensayo)\\s+de\\s+los\\s+(${DAY})(?=\\s*:)`,
  'u',
);

/** The hours in words, 1 to 12. */
const HOUR_WORDS: Readonly<Record<string, number>> = {
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
};
/** "a las ocho", "las siete", "a la una": "la" before "una" only, "las" before the others. */
const HOUR_IN_WORDS =
  /(?<![\p{L}])((?:a\s+)?)(?:(la)\s+(una)|(las)\s+(dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce))(?![\p{L}\d])(?=(\s+(?:y\s+(?:media|cuarto)|menos\s+cuarto|en\s+punto|de\s+la\s+(?:ma[ñn]ana|madrugada|tarde|noche))(?![\p{L}]))?)/giu;
/**
 * "a las 12 del mediodía", "las 12 de mediodía": twelve said with its noon, at noon (12 only: "la 1 del mediodía" is
 * an hour after noon to some and stays as it is).
 */
const TWELVE_NOON = /(?<![\p{L}\d:])(?:(a\s+)?las\s+)?12(?::00)?\s+(?:del|de)\s+mediod[ií]a(?![\p{L}])/giu;
/** "a mediodía", "al mediodía", "mediodía": at noon, noon. */
const NOON = /(?<![\p{L}])(?:(a|al)\s+)?mediod[ií]a(?![\p{L}])/giu;

/** The phrase with its hours said in words ("a las ocho") and its noon said in figures and English, a note for each. */
function hoursInFigures(text: string, notes: string[]): string {
  if (!/(?<![\p{L}])(?:las?\s+\p{L}|mediod)/iu.test(text)) return text;
  return text
    .replace(HOUR_IN_WORDS, (m, a: string, la?: string, una?: string, las?: string, word?: string, part?: string) => {
      // "las dos" with no "a" before nor a clock's words after is no clock ("las dos reuniones")
      if (a === '' && part === undefined) return m;
      const hour = HOUR_WORDS[(una ?? word ?? '').toLowerCase()];
      if (hour === undefined) return m;
      const said = `${a}${la ?? las} ${hour}`;
      notes.push(`"${m.trim()}" (Spanish) read as "${said.trim()}".`);
      return said;
    })
    .replace(TWELVE_NOON, (m, a?: string) => {
      const said = a === undefined ? 'noon' : 'at noon';
      notes.push(`"${m.trim()}" (Spanish) read as "${said}".`);
      return said;
    })
    .replace(NOON, (m, a?: string) => {
      const said = a === undefined ? 'noon' : 'at noon';
      notes.push(`"${m.trim()}" (Spanish) read as "${said}".`);
      return said;
    });
}
/** "9 de la mañana", "3 de la tarde", "10 de la noche": the half of the day of the clock before. */
const OF_PART =
  /(?<![\d:])((?:1[0-2]|0?[1-9])(?::[0-5]\d)?)\s+de\s+la\s+(ma[ñn]ana|madrugada|tarde|noche)(?![\p{L}])/gu;

/** "y" between two clocks each read from its own "a las" ("at 7 y at 19"): and. */
const TWO_CLOCKS =
  /(?<=(?<![\p{L}])at\s+(?:[01]?\d|2[0-3])(?::[0-5]\d)?)\s+y\s+(?=at\s+(?:[01]?\d|2[0-3])(?::[0-5]\d)?(?![\p{L}\d:]))/gu;

/** "8 y media": 8:30; "8 y cuarto": 8:15; "9 menos cuarto": 8:45 (null for "0 menos cuarto"). */
function withMinutes(hour: number, part: string): string | null {
  const p = part.replace(/\s+/g, ' ');
  if (p === 'y media') return `${hour}:30`;
  if (p === 'y cuarto') return `${hour}:15`;
  if (hour === 0) return null;
  return `${hour === 1 ? 12 : hour - 1}:45`;
}

/** The hour said with its part of the day, as English says it, or null where the two do not fit. */
function withPart(clock: string, part: string): string | null {
  const hour = Number(clock.split(':')[0]);
  const minutes = clock.includes(':') ? clock.slice(clock.indexOf(':')) : '';
  const p = plain(part);
  if (p === 'manana' || p === 'madrugada') return hour === 12 ? null : `${hour}${minutes}am`;
  if (p === 'tarde') return hour === 12 ? `12${minutes}pm` : hour <= 8 ? `${hour}${minutes}pm` : null;
  // "noche": the evening and the night before midnight; "las 12 de la noche" is the midnight that ends the day named
  // or the one that starts it, so it stays unread
  return hour >= 7 && hour !== 12 ? `${hour}${minutes}pm` : null;
}

/** The phrase (normalised) with its Spanish schedule words read, a note for each. */
export function readSpanishWords(said: string, notes: string[]): string {
  const text = hoursInFigures(said, notes);
  if (!SPANISH_GATE.test(text)) return readSpanishWhenWords(text, notes);
  let out = text
    .replace(GATHERING_OF_DAYS, (m, noun: string, day: string) => {
      if (!plain(day).endsWith('s')) return m;
      const said = `${dayOf(day)} ${GATHERING[plain(noun)]}`;
      notes.push(`"${m.trim()}" (Spanish) read as "${said}".`);
      return said;
    })
    .replace(EXCEPT_DAY, (m) => {
      notes.push(`"${m.trim()}" (Spanish) read as "except".`);
      return 'except ';
    })
    .replace(DAY_RANGE, (m, a: string, b: string) => {
      const said = `${dayOf(a)} to ${dayOf(b)}`;
      notes.push(`"${m.trim()}" (Spanish) read as "${said}".`);
      return said;
    })
    .replace(EVERY_DAY, (m, day: string) => {
      // "los sábados": a plural; "los" before a day said once is not every week's
      if (/^los\s/.test(m) && !/s$/.test(day)) return m;
      const said = `every ${dayOf(day)}`;
      notes.push(`"${m.trim()}" (Spanish) read as "${said}".`);
      return said;
    })
    .replace(HOUR_LIST, (m, list: string) => {
      const hours = list.split(/\s*,\s*|\s+y\s+/).map((h) => `${h.padStart(2, '0')}:00`);
      const said = `at ${hours.slice(0, -1).join(', ')} and ${hours.at(-1)}`;
      notes.push(`"${m.trim()}" (Spanish) read as "${said}".`);
      return said;
    })
    .replace(A_LAS, (m, clock: string, part?: string) => {
      const time = part === undefined ? clock : clock.includes(':') ? null : withMinutes(Number(clock), part);
      if (time === null) return m;
      notes.push(`"${m.trim()}" (Spanish) read as "at ${time}".`);
      return `at ${time}`;
    });
  // "a las 7 y a las 19": two clocks, each said with its own "a las"
  out = out.replace(TWO_CLOCKS, ' and ');
  out = out.replace(OF_PART, (m, clock: string, part: string) => {
    const said = withPart(clock, part);
    if (said === null) return m;
    notes.push(`"${m.trim()}" (Spanish) read as ${said}.`);
    return said;
  });
  return readSpanishWhenWords(out, notes);
}
