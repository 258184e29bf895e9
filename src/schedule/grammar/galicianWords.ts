import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, startsOrEndsWith } from './wordRules.js';

/**
 * Words of when in Galician, as people in Galicia type a schedule into chat ("todos os días ás 8 da mañá", "os venres
 * ás 13:00 ata o 18 de decembro", "de luns a venres ás 9:30"): each read as the English it stands for, with a note
 * for each, before the phrase is read again (before Portuguese's, whose words are near: "ás" is Galician's "às").
 * Read only when the phrase cannot be read as it is (from mixedLanguageWords.ts), only when a word only Galician
 * writes is said ("ás", "mañá", "xoves", "venres", "mércores", "luns", "tódolos", "días" after "os", a Galician
 * month), and only words of when: the task's words ("revisar a adega", "xuntanza") stay as typed, for the name
 * readers.
 * - "todos os días", "tódolos días", "cada día": every day; "todos os venres", "tódolos luns", "cada xoves", "os
 *   venres" (the plural article: on Fridays): every; "de luns a venres": Monday to Friday;
 * - "ás 13:00", "á 1:30": at (a clock with its minutes, as written); a bare hour only with its part of the day after
 *   it: "ás 8 da mañá" 8am (the morning: 5 to 11), "ás 5 da tarde" 5pm (12 to 8), "ás 10 da noite" 10pm (8 to 11);
 *   "ás 8" alone (morning or evening?) stays unread;
 * - "ata o 18 de decembro (de 2027)": until the date.
 * Refused as before: a Galician phrase with a word that negates, bounds or moves the runs which these rules do not
 * read ("agás", "excepto", "menos", "salvo": except, "dende", "desde": from, "só": only, "non": not, "hoxe": today,
 * "mañá" not after "da": tomorrow, "festivos": holidays, "primeiro", "último": first, last, "semana", "mes", "dúas":
 * every two, "o venres" with the singular article: this Friday, or every one?).
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const plain = (word: string): string =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const DAYS: Readonly<Record<string, string>> = {
  luns: 'monday',
  martes: 'tuesday',
  mercores: 'wednesday',
  xoves: 'thursday',
  venres: 'friday',
  sabado: 'saturday',
  sabados: 'saturday',
  domingo: 'sunday',
  domingos: 'sunday',
};
const DAY = '(luns|martes|m[ée]rcores|xoves|venres|s[áa]bados?|domingos?)';
/** The days said in the plural ("os venres", "os sábados"): the singular of those that change is another day's. */
const DAYS_PLURAL = '(luns|martes|m[ée]rcores|xoves|venres|s[áa]bados|domingos)';
const dayOf = (word: string): string => DAYS[plain(word)] as string;

const MONTHS: Readonly<Record<string, string>> = {
  xaneiro: 'january',
  febreiro: 'february',
  marzo: 'march',
  abril: 'april',
  maio: 'may',
  xuno: 'june',
  xullo: 'july',
  agosto: 'august',
  setembro: 'september',
  outubro: 'october',
  novembro: 'november',
  decembro: 'december',
};
const MONTH = '(xaneiro|febreiro|marzo|abril|maio|xu[ñn]o|xullo|agosto|setembro|outubro|novembro|decembro)';

/** The hours (0 to 23) each Galician part of the day holds. */
const PARTS: Readonly<Record<string, readonly [number, number]>> = {
  mana: [5, 11],
  tarde: [12, 20],
  noite: [20, 23],
};

/** A cheap test, first. */
const GATE = /ás|mañá|xoves|venres|rcores|luns|dolos|días|xaneiro|xu[ñn]o|xullo|decembro/iu;
/** Words only Galician writes. */
const GALICIAN = new RegExp(
  `${NA}(?:ás|mañá|xoves|venres|m[ée]rcores|luns|t[óo]dolos|os\\s+días|xaneiro|xuño|xullo|decembro)${NB}`,
  'iu',
);

/** Galician words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:ag[áa]s|excepto|menos|salvo|dende|desde|s[óo]|soamente|non|hoxe|(?<!da\\s+)mañá|festivos?|feriados?|primeiro|primeira|[úu]ltimo|[úu]ltima|derradeiro|semana|semanas|mes|meses|quincena|d[úu]as|alternos|(?<!ata\\s+)o\\s+${DAY})${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "todos os días", "tódolos días", "cada día": every day
  rule(`${NA}(?:todos\\s+os|t[óo]dolos|cada)\\s+d[íi]as?${NB}`, () => 'every day'),
  // "de luns a venres": monday to friday
  rule(`${NA}de\\s+${DAY}\\s+a\\s+${DAY}${NB}`, (_m, from, to) => `${dayOf(from)} to ${dayOf(to)}`),
  // "todos os venres", "tódolos luns", "cada xoves", "os venres": every
  rule(`${NA}(?:todos\\s+os|t[óo]dolos|cada)\\s+${DAY}${NB}`, (_m, day) => `every ${dayOf(day)}`),
  rule(`${NA}os\\s+${DAYS_PLURAL}${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "ás 8 da mañá", "á 1 da tarde": the hour in its part of the day
  rule(`${NA}ás?\\s+(1[0-2]|0?[1-9])(:[0-5]\\d)?\\s+da\\s+(mañá|tarde|noite)${NB}`, (_m, h, mm, part) => {
    const [from, to] = PARTS[plain(part)] as readonly [number, number];
    const hour = Number(h);
    const h24 = [hour % 12, (hour % 12) + 12].find((x) => x >= from && x <= to);
    if (h24 === undefined) return null;
    return `at ${hour}${mm ?? ''}${h24 < 12 ? 'am' : 'pm'}`;
  }),
  // "ás 13:00": at the clock, as written
  rule(`${NA}ás?\\s+((?:[01]?\\d|2[0-3]):[0-5]\\d)${NB}`, (_m, clock) => `at ${clock}`),
  // "ata o 18 de decembro (de 2027)": until the date
  rule(
    `${NA}ata\\s+o\\s+([1-9]|[12]\\d|3[01])\\s+de\\s+${MONTH}(?:\\s+de\\s+(20\\d\\d))?${NB}`,
    (_m, day, month, year) => `until ${MONTHS[plain(month)] as string} ${day}${year === undefined ? '' : ` ${year}`}`,
  ),
];

/** The phrase with its Galician words of when read as English, a note for each; the phrase as it was when it has none. */
export function readGalicianWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || !GALICIAN.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readGalicianWords, GATE);

/** The Galician word that changes the runs in a phrase said in Galician, which these rules do not read; null when none is. */
export function galicianWordChangingRuns(text: string): string | null {
  if (!GATE.test(text) || !GALICIAN.test(text)) return null;
  return CHANGES_RUNS.exec(text)?.[0] ?? null;
}
gatedBy(galicianWordChangingRuns, GATE);

/**
 * Galician words of a thing done ("xuntanza": a meeting, "ensaio": a rehearsal, "informe": a report), never a word of
 * when: words left after the schedule that start or end in one are the task's purpose ("os xoves ás 7 da tarde
 * ensaio"); a verb of a task counts only before its article and what it is done to ("revisar a adega", "enviar o
 * informe"): alone ("pagar": pay what?) it names no task.
 */
const THING_DONE: ReadonlySet<string> = new Set('xuntanza ensaio adestramento informe limpeza'.split(' '));
const TASK_VERB: ReadonlySet<string> = new Set('revisar enviar mandar limpar pagar regar'.split(' '));
const ARTICLE = /^(?:o|a|os|as)$/;

/** Galician words of when left among them, which keep them unread. */
const CHANGING: ReadonlySet<string> = new Set(
  'agás agas excepto menos salvo dende desde só so non hoxe mañá ata día días semana mes trimestral mensual semanal anual quincenal diario diaria semestral bimensual'.split(
    ' ',
  ),
);

/** Whether words left after the schedule are a Galician task: a thing done first or last, or a verb, its article and its object. */
export function galicianTask(words: readonly string[]): boolean {
  if (startsOrEndsWith(words, THING_DONE, CHANGING)) return true;
  return (
    words.length >= 3 &&
    TASK_VERB.has(words[0] as string) &&
    ARTICLE.test(words[1] as string) &&
    !words.some((w) => CHANGING.has(w))
  );
}
