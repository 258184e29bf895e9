import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, startsOrEndsWith } from './wordRules.js';

/**
 * Words of when in Maltese, as people in Malta type a schedule into chat ("kull nhar ta' Tnejn fl-10 ta' filgħodu",
 * "il-Ħamis fis-7 ta' filgħaxija", "kuljum fit-8 ta' filgħodu"): each read as the English it stands for, with a note
 * for each, before the phrase is read again. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), behind a cheap test, and only words of when: the task's words ("laqgħa tal-istaff", "prova
 * tal-kor") stay as typed, for the name readers.
 * - days, with their article ("it-Tnejn" Monday, "it-Tlieta", "l-Erbgħa", "il-Ħamis", "il-Ġimgħa" Friday, "is-Sibt",
 *   "il-Ħadd") or after "nhar" ("nhar ta' Tnejn", "nhar il-Ħadd"): "Tnejn", "Tlieta", "Erbgħa" are also two, three,
 *   four and "ġimgħa" a week, so alone they stay unread; "kull" before a day so said: every; "kuljum", "kull jum",
 *   "kull nhar" (before no day): every day; written with or without the Maltese letters ("Hamis", "filghodu");
 * - an hour after "fi" joined to it as Maltese says it ("fl-10", "fis-7", "fit-8:30"), with its part of the day after
 *   "ta'": "ta' filgħodu" (the morning: 5 to 11), "ta' wara nofsinhar" (the afternoon: 12 to 5), "ta' filgħaxija"
 *   (the evening: 5 to 10), "ta' bil-lejl" (the night: 8 to 11); an hour without its part stays unread.
 * Refused as before: a Maltese phrase with a word that negates, bounds or moves the runs ("ħlief": except, "sa":
 * until, "minn": from, "biss": only, "mhux": not, "illum", "għada": today, tomorrow, "l-ewwel", "l-aħħar": the first,
 * the last, "ġimagħtejn": two weeks, "li ġej", "id-dieħel": next, "kollha": all of, "matul": during, "il-Ġimgħa"
 * not after "kull" or "nhar": also "the week"), which these rules do not read.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

/** Maltese as typed with or without its letters: "ħ" or "h", "ġ" or "g", "għ" or "gh", "ż" or "z", "ċ" or "c". */
const plain = (word: string): string =>
  word.toLowerCase().replace(/ħ/g, 'h').replace(/ġ/g, 'g').replace(/ż/g, 'z').replace(/ċ/g, 'c').replace(/['’]/g, "'");

const DAYS: Readonly<Record<string, string>> = {
  hadd: 'sunday',
  tnejn: 'monday',
  tlieta: 'tuesday',
  erbgha: 'wednesday',
  hamis: 'thursday',
  gimgha: 'friday',
  sibt: 'saturday',
};
const DAY_WORD = '(?:[ħh]add|tnejn|tlieta|erbg[ħh]a|[ħh]amis|[ġg]img[ħh]a|sibt)';
/** A day with its article ("it-Tnejn", "l-Erbgħa", "is-Sibt"): the article matches the day's first sound. */
const DAY_WITH_ARTICLE = `(?:il-[ħh]add|it-tnejn|it-tlieta|l-erbg[ħh]a|il-[ħh]amis|il-[ġg]img[ħh]a|is-sibt)`;
/** A day said as a day: with its article, or after "nhar" ("nhar ta' Tnejn", "nhar il-Ħadd"). */
const DAY = `(?:nhar\\s+ta['’]\\s*(${DAY_WORD})|(?:nhar\\s+)?(${DAY_WITH_ARTICLE}))`;
const dayOf = (said: string): string => DAYS[plain(said).replace(/^[a-z]+-/, '')] as string;

/** The hours (0 to 23) each Maltese part of the day holds. */
const PARTS: readonly (readonly [RegExp, number, number])[] = [
  [/^filg[ħh]odu$/, 5, 11],
  [/^wara\s+nofsinhar$/, 12, 17],
  [/^filg[ħh]axija$/, 17, 22],
  [/^bil-lejl$/, 20, 23],
];
const PART = '(filg[ħh]odu|wara\\s+nofsinhar|filg[ħh]axija|bil-lejl)';

/** A cheap test: "kull", "nhar", an hour joined to "fi", or a part of the day. */
const GATE = /kull|nhar|\bf(?:i[lstdnrxżzċc]?|l)-\d|filg|nofsinhar|bil-lejl/iu;
/** Words only Maltese says. */
const MALTESE = new RegExp(
  `${NA}(?:kuljum|kull\\s+(?:jum|nhar)|nhar\\s+(?:ta['’]|il-)|${DAY_WITH_ARTICLE}|f(?:i[lstdnrxżzċc]?|l)-\\d{1,2}|${PART})${NB}`,
  'iu',
);

/** Maltese words that change the runs and that these rules do not read (see the module's comment). */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:[ħh]lief|sa|sal-\\S+|minn|mill-\\S+|biss|mhux|ma|illum|g[ħh]ada|l-ewwel|l-a[ħh][ħh]ar|[ġg]imag[ħh]tejn|kull\\s+[ġg]img[ħh]a|kull\\s+xahar|btala|festa|festi|li|kollha|matul|(?:\\p{L}{1,3}-)?(?:[ġg]ej(?:ja)?|die[ħh]el|die[ħh]la)|(?<!(?:kull|nhar)\\s+)il-[ġg]img[ħh]a)${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  // "kull nhar ta' Tnejn", "kull it-Tnejn": every Monday
  rule(`${NA}kull\\s+${DAY}${NB}`, (_m, bare, withArticle) => `every ${dayOf(bare ?? withArticle)}`),
  // "kuljum", "kull jum", "kull nhar" (before no day): every day
  rule(`${NA}(?:kuljum|kull\\s+jum|kull\\s+nhar(?!\\s+(?:ta['’]|il-|it-|l-|is-)))${NB}`, () => 'every day'),
  // "nhar ta' Tnejn", "il-Ħamis": the day
  rule(`${NA}${DAY}${NB}`, (_m, bare, withArticle) => dayOf(bare ?? withArticle)),
  // "fl-10 ta' filgħodu", "fis-7:30 ta' filgħaxija": the hour in its part of the day
  rule(`${NA}f(?:i[lstdnrxżzċc]?|l)-(1[0-2]|0?[1-9])(:[0-5]\\d)?\\s+ta['’]\\s*${PART}${NB}`, (_m, h, mm, part) => {
    const [, from, to] = PARTS.find(([p]) => p.test(plain(part))) as readonly [RegExp, number, number];
    const hour = Number(h);
    const h24 = [hour % 12, (hour % 12) + 12].find((x) => x >= from && x <= to);
    if (h24 === undefined) return null;
    return `at ${hour}${mm ?? ''}${h24 < 12 ? 'am' : 'pm'}`;
  }),
];

/** The phrase with its Maltese words of when read as English, a note for each; the phrase as it was when it has none. */
export function readMalteseWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || !MALTESE.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readMalteseWords, GATE);

/** The Maltese word that changes the runs in a phrase said in Maltese, which these rules do not read; null when none is. */
export function malteseWordChangingRuns(text: string): string | null {
  if (!GATE.test(text) || !MALTESE.test(text)) return null;
  return CHANGES_RUNS.exec(text)?.[0] ?? null;
}
gatedBy(malteseWordChangingRuns, GATE);

/**
 * Maltese words of a thing done ("laqgħa": a meeting, "prova": a rehearsal, "rapport": a report, "ħlas": a payment),
 * never a word of when: words left after the schedule that start or end in one are the task's purpose
 * ("kull nhar ta' Tnejn fl-10 ta' filgħodu laqgħa tal-istaff").
 */
const THING_DONE: ReadonlySet<string> = new Set(
  'laqgħa laqgha prova rapport ħlas hlas quddiesa taħriġ tahrig lezzjoni kors ikla mediċina medicina tindif'.split(' '),
);

/** Maltese words of when left among them, which keep them unread. */
const CHANGING: ReadonlySet<string> = new Set(
  'ħlief hlief sa minn biss mhux ma illum għada ghada nhar jum kull tnejn tlieta erbgħa erbgha ħamis hamis ġimgħa gimgha sibt ħadd hadd'.split(
    ' ',
  ),
);

/** Whether words left after the schedule start or end in a Maltese word of a thing done, with no word of when among them. */
export function malteseTask(words: readonly string[]): boolean {
  // a word of when keeps its article ("tal-Ħamis", "il-Ġimgħa", "tat-Tnejn"): looked up without it
  if (words.some((w) => CHANGING.has(w.toLowerCase().replace(/^\p{L}{1,3}-/u, '')))) return false;
  return startsOrEndsWith(words, THING_DONE, CHANGING);
}
