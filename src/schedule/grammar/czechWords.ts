import { gatedBy } from './readerGates.js';
import {
  EN_DAY,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
} from './wordRules.js';

/**
 * Words of when in Czech, as Czech teams say a schedule in chat ("přednáška každou středu v 9:00", "každý pracovní
 * den v 7:30 porada", "kontrola zásob každou neděli v 16:00"): each read as the English it stands for, with a note
 * for each, before the phrase is read again. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), only when "každý", "každou", "každé" (every), "denně" or "pracovní dny" is there, and only words of when:
 * the task's words ("přednáška", "porada") stay as typed, for the name readers.
 * - "každé pondělí", "každé úterý", "každou středu", "každý čtvrtek", "každý pátek", "každou sobotu", "každou
 *   neděli": every Monday … Sunday (the day in the case "každý" takes: "každou středu", not "středa");
 * - "každý den", "denně": every day; "každý pracovní den", "každý všední den", "v pracovní dny", "ve všední dny":
 *   weekdays;
 * - "v 7:30", "ve 13:00", "v 7.30": at, a clock with its minutes only ("v 7" is "at 7" or "in July"? left unread);
 * - "a" between days read here: and ("každé pondělí a středu": every Monday and Wednesday);
 * - "každou první sobotu v měsíci", "poslední pátek v měsíci": the first Saturday, the last Friday of the month;
 * - "každé 4 hodiny", "každé 4 hodiny od 2:00": every 4 hours, from 02:00 (a clock with its minutes after "od").
 * A day said alone ("v pondělí": on Monday, this one or each?) stays unread. Refused as before: a Czech phrase with
 * a word that negates, bounds or moves the runs which these rules do not read ("kromě", "jen", "každý druhý", "do",
 * "od", a month, "týden"): `czechWordChangingRuns` names it, so the words around it never become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

/** The days in the case "každý" takes them (accusative): "pondělí", "středu", "neděli". */
const DAYS: Readonly<Record<string, string>> = {
  pondeli: 'monday',
  utery: 'tuesday',
  stredu: 'wednesday',
  ctvrtek: 'thursday',
  patek: 'friday',
  sobotu: 'saturday',
  nedeli: 'sunday',
};
const DAY = '(?:pond[ěe]l[íi]|[úu]ter[ýy]|st[řr]edu|[čc]tvrtek|p[áa]tek|sobotu|ned[ěe]li)';
const EVERY = 'ka[žz]d(?:[ýy]|ou|[ée])';
const dayOf = (word: string): string => DAYS[plain(word)] as string;

const CLOCK = '(?:[01]?\\d|2[0-3])[:.][0-5]\\d';

/** "každý", "každou", "každé" (every), "denně" (daily) or "pracovní dny" (working days): a Czech schedule is there. */
const GATE =
  /(?<![\p{L}\d])(?:ka[žz]d(?:[ýy]|ou|[ée])|denn[ěe]|(?:pracovn[íi]|v[šs]edn[íi])\s+d(?:ny|en))(?![\p{L}\d])/iu;

/**
 * Czech words that change the runs and that these rules do not read: "kromě" (except), "jen", "jenom", "pouze"
 * (only), "ne", "není" (not), "druhý", "druhou", "druhé" (every other, or the second), "lichý", "sudý" (odd, even),
 * "do", "od", "až" (until, from), weeks and months ("týden", "týdnu", "měsíc", a month's name in any case; "týdenní",
 * weekly, says what a weekly schedule says and is left to the name), "první", "poslední" (first, last), "příští",
 * "tento", "tuto" (next, this), "dnes", "zítra" (today, tomorrow), holidays ("svátek", "prázdniny"), seasons
 * ("v létě", "v zimě").
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:krom[ěe]|jen|jenom|pouze|ne|nen[íi]|druh[ýyoué]\\p{L}*|lich[ýyé]\\p{L}*|sud[ýyé]\\p{L}*|do|od|a[žz]|t[ýy]d(?!enn[íi])\\p{L}*|m[ěe]s[íi]c\\p{L}*|leden|ledna|[úu]nor\\p{L}*|b[řr]ez\\p{L}*|dub\\p{L}*|kv[ěe]t\\p{L}*|[čc]erv\\p{L}*|srp\\p{L}*|z[áa][řr][íi]|[řr][íi]j\\p{L}*|listopad\\p{L}*|prosin\\p{L}*|prvn[íi]|posledn[íi]|p[řr][íi][šs]t[íi]|tento|tuto|toto|dnes|z[íi]tra|sv[áa]t\\p{L}*|pr[áa]zdnin\\p{L}*|l[ée]t[ěe]|zim[ěe]|jednou|dvakr[áa]t)${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

/** The ordinals of a day in its month, in the cases a day takes them ("první sobotu", "druhé úterý", "poslední pátek"). */
const ORDINALS: Readonly<Record<string, string>> = {
  prvni: 'first',
  druhou: 'second',
  druhe: 'second',
  druhy: 'second',
  treti: 'third',
  ctvrtou: 'fourth',
  ctvrte: 'fourth',
  ctvrty: 'fourth',
  posledni: 'last',
};
const ORDINAL = '(?:prvn[íi]|druh(?:ou|[ée]|[ýy])|t[řr]et[íi]|[čc]tvrt(?:ou|[ée]|[ýy])|posledn[íi])';
/** "(každou) první sobotu v měsíci", "poslední pátek v měsíci": the nth day of the month (read, so no word changing runs). */
const NTH_DAY = new RegExp(
  `(?<![\\p{L}\\d'’-])(?:${EVERY}\\s+)?(${ORDINAL})\\s+(${DAY})\\s+(?:v\\s+m[ěe]s[íi]ci|m[ěe]s[íi]ce)(?![\\p{L}\\d])`,
  'giu',
);
/**
 * "každé 4 hodiny (od 2:00)", "každých 6 hodin": every N hours, from that clock (read, so "od" changes no run). After
 * "od" only "H:MM": "od 1.12." and "od 15.10." are dates (from 1 December, 15 October), so "od" is left to refuse.
 */
const EVERY_HOURS =
  /(?<![\p{L}\d'’-])ka[žz]d(?:[ée]|[ýy]ch)\s+(\d{1,2})\s+hodi(?:ny|n)(?:\s+od\s+((?:[01]?\d|2[0-3]):[0-5]\d)(?![:\d]|\.?\s*\d))?(?![\p{L}\d])/giu;
/**
 * The phrase without what the two rules above read, for the test of words that change the runs (also the Slovak
 * reader's: "každé 4 hodiny od 2:00" is said alike in both).
 */
export const withoutCzechSpans = (text: string): string =>
  /m[ěe]s[íi]c|hodi/i.test(text) ? text.replace(NTH_DAY, ' ').replace(EVERY_HOURS, ' ') : text;

/** The hour said with a Czech part of the day ("6 ráno": 6am), as English says it, or null when it is outside the part. */
function clockWithPart(h: number, mm: string | undefined, part: string): string | null {
  const m = mm === undefined ? '' : `:${mm}`;
  if (part === 'rano') return h >= 4 && h <= 11 ? `at ${h}${m}am` : null;
  if (part === 'dopoledne') return h >= 8 && h <= 11 ? `at ${h}${m}am` : null;
  if (part === 'odpoledne') return h === 12 ? `at 12${m}pm` : h >= 1 && h <= 6 ? `at ${h}${m}pm` : null;
  return h >= 6 && h <= 11 ? `at ${h}${m}pm` : null;
}

const RULES: readonly Rule[] = [
  // "každou první sobotu v měsíci": the first Saturday of the month
  [
    new RegExp(NTH_DAY.source, 'giu'),
    (_m, ord, day) => `the ${ORDINALS[plain(ord).toLowerCase()]} ${dayOf(day)} of the month`,
  ],
  // "každé 4 hodiny od 2:00": every 4 hours from 02:00 (2 to 12 hours)
  [
    new RegExp(EVERY_HOURS.source, 'giu'),
    (_m, n, from) => {
      const k = Number(n);
      if (k < 2 || k > 12) return null;
      return `every ${k} hours${from === undefined ? '' : ` from ${from.padStart(5, '0')}`}`;
    },
  ],
  // "každý pracovní den", "každý všední den", "v pracovní dny", "ve všední dny": weekdays
  rule(
    `${NA}(?:${EVERY}\\s+(?:pracovn[íi]|v[šs]edn[íi])\\s+den|ve?\\s+(?:pracovn[íi]|v[šs]edn[íi])\\s+dny)${NB}`,
    () => 'on weekdays',
  ),
  rule(`${NA}(?:ka[žz]d[ýy]\\s+den|denn[ěe])${NB}`, () => 'every day'),
  // "každou středu", "každé úterý": every Wednesday, every Tuesday
  rule(`${NA}${EVERY}\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "v 6 ráno", "v 7:30 večer", "ve 2 odpoledne": the hour with its part of the day ("ráno" 4 to 11, "dopoledne" 8
  // to 11, "odpoledne" 12 to 6, "večer" 6 to 11); an hour outside its part stays unread ("v 2 večer")
  rule(`${NA}ve?\\s+(\\d{1,2})(?:[:.]([0-5]\\d))?\\s+(r[áa]no|dopoledne|odpoledne|ve[čc]er)${NB}`, (_m, h, mm, part) =>
    clockWithPart(Number(h), mm, plain(part).toLowerCase()),
  ),
  // "v 7:30", "ve 13:00": at
  rule(`${NA}ve?\\s+(${CLOCK})${NB}`, (_m, clock) => `at ${clock.replace('.', ':')}`),
  // "každé pondělí a středu": every Monday and Wednesday (the day after "a" in the case "každý" gave the first)
  rule(`(?<=every\\s+(?:${EN_DAY})),?\\s+a\\s+(${DAY})${NB}`, (_m, day) => ` and ${dayOf(day)}`),
  // "a" between days read here: and
  rule(`(?<=every\\s+(?:${EN_DAY})),?\\s+a\\s+(?=(?:every\\s+)?(?:${EN_DAY})${NB})`, () => ' and '),
];

/** The phrase with its Czech words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readCzechWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(withoutCzechSpans(text))) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readCzechWords, GATE);

/** The Czech word that changes the runs in a phrase said in Czech, which these rules do not read; null when none is. */
export function czechWordChangingRuns(text: string): string | null {
  if (!GATE.test(text)) return null;
  return CHANGES_RUNS.exec(withoutCzechSpans(text))?.[0] ?? null;
}
gatedBy(czechWordChangingRuns, GATE);
