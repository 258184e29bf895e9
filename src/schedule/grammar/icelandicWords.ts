import { gatedBy } from './readerGates.js';
import { spokenClock } from './spokenClocks.js';
import {
  EN_DAY,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
} from './wordRules.js';

/**
 * Words of when in Icelandic, as teams there say a schedule in chat ("æfing alla þriðjudaga og fimmtudaga kl.
 * 9:30", "áminning kl 7:45 alla virka daga", "ræsa kl. 4:00 alla daga í desember og janúar"): each read as the
 * English it stands for, with a note for each, before the phrase is read again. Read only when the phrase cannot be
 * read as it is (from mixedLanguageWords.ts), only when "alla" (every) before a day or "daga", "daglega" or "á hverjum
 * degi" is there, and only words of when: the task's words ("æfing", "áminning") stay as typed.
 * - "alla mánudaga" … "alla sunnudaga": every Monday … Sunday; "og" between days: and;
 * - "alla daga", "daglega", "á hverjum degi": every day; "alla virka daga": weekdays; "allar helgar": weekends;
 * - "kl. 9:30", "kl 7:45", "klukkan 16": at, as Iceland writes the 24-hour clock (a bare hour up to 12 is left to the
 *   grammar, which says which half of the day it took, or refuses it on days of the week);
 * - "í desember og janúar": in December and January (months after "í", read only after a day rule read here).
 * Refused as before: an Icelandic phrase with a word that negates, bounds or moves the runs which these rules do not
 * read ("nema", "aðeins", "annan hvern", "til", "frá", a month said otherwise, "viku", "á kvöldin"):
 * `icelandicWordChangingRuns` names it, so the words around it never become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  manudaga: 'monday',
  thridjudaga: 'tuesday',
  midvikudaga: 'wednesday',
  fimmtudaga: 'thursday',
  fostudaga: 'friday',
  laugardaga: 'saturday',
  sunnudaga: 'sunday',
};
const DAY = '(?:m[áa]nudaga|[þt]h?ri[ðd]judaga|mi[ðd]vikudaga|fimmtudaga|f[öo]studaga|laugardaga|sunnudaga)';
const dayOf = (word: string): string =>
  DAYS[plain(word).replace(/þ/g, 'th').replace(/ð/g, 'd').replace(/^tri/, 'thri')] as string;

const MONTHS: Readonly<Record<string, string>> = {
  januar: 'january',
  februar: 'february',
  mars: 'march',
  april: 'april',
  mai: 'may',
  juni: 'june',
  juli: 'july',
  agust: 'august',
  september: 'september',
  oktober: 'october',
  november: 'november',
  desember: 'december',
};
const MONTH =
  '(?:jan[úu]ar|febr[úu]ar|mars|apr[íi]l|ma[íi]|j[úu]n[íi]|j[úu]l[íi]|[áa]g[úu]st|september|okt[óo]ber|n[óo]vember|desember)';
const monthOf = (word: string): string => MONTHS[plain(word)] as string;

const CLOCK = '(?:[01]?\\d|2[0-3])[:.][0-5]\\d';
const HOUR_OR_CLOCK = `(${CLOCK}|(?:[01]?\\d|2[0-3])(?![\\d:.]))`;

/** "alla" before a day or "daga", "daglega", "á hverjum degi": an Icelandic schedule is there. */
const GATE = new RegExp(
  `${NA}(?:alla\\s+(?:${DAY}|daga|virka)|allar\\s+helgar|daglega|[áa]\\s+hverjum\\s+degi)${NB}`,
  'iu',
);

/**
 * Icelandic words that change the runs and that these rules do not read: "nema" (except), "aðeins", "bara"
 * (only), "ekki" (not), "annan", "aðra" (every other), "til", "frá", "fram" (until, from), weeks and months ("viku",
 * "mánuð", a month's name outside "í desember og janúar"), "fyrsta", "síðasta" (first, last), "næsta", "þennan"
 * (next, this), "í dag", "á morgun", holidays ("frí", "hátíð"), seasons ("sumar", "vetur"), parts of the day said as
 * when ("morgna", "kvöldin", "nóttunni", "eftir hádegi"), "einu sinni" (once).
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:nema|a[ðd]eins|bara|ekki|annan|a[ðd]ra|til|fr[áa]|fram|vik\\p{L}*|m[áa]nu[ðd](?:ur|i|ar|inn|inum|ina|um)|fyrst\\p{L}*|s[íi][ðd]ast\\p{L}*|n[æa]st\\p{L}*|[þt]ennan|[þt]essa|dag|morgun|morgna|fr[íi]|fr[íi]d\\p{L}*|h[áa]t[íi][ðd]\\p{L}*|sumar\\p{L}*|vetur|vetri|veturna|kv[öo]ld\\p{L}*|n[óo]tt\\p{L}*|h[áa]degi|sinni|sinnum|${MONTH})${NB}`,
  'iu',
);
/** Months in a list after "í", read here after a day rule ("alla daga í desember og janúar"). */
const IN_MONTHS = new RegExp(`${NA}[íi]\\s+(${MONTH}(?:\\s*(?:,|\\sog)\\s*${MONTH})*)${NB}`, 'giu');

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  rule(`${NA}alla\\s+virka\\s+daga${NB}`, () => 'on weekdays'),
  rule(`${NA}allar\\s+helgar${NB}`, () => 'on weekends'),
  rule(`${NA}(?:alla\\s+daga|daglega|[áa]\\s+hverjum\\s+degi)${NB}`, () => 'every day'),
  // "alla þriðjudaga og fimmtudaga": every Tuesday and Thursday
  rule(`${NA}alla\\s+(${DAY})((?:\\s*(?:,|\\sog)\\s*${DAY})*)${NB}`, (_m, day, more) => {
    const rest = (more.match(new RegExp(DAY, 'giu')) ?? []).map(dayOf);
    return `every ${[dayOf(day), ...rest].join(' and ')}`;
  }),
  // "kl. 9:30", "kl 7:45", "klukkan 16": at
  rule(`${NA}(?:kl\\.?|klukkan)\\s*${HOUR_OR_CLOCK}${NB}`, (_m, said) => `at ${spokenClock(said.replace('.', ':'))}`),
  [IN_MONTHS, (_m, list) => `in ${(list.match(new RegExp(MONTH, 'giu')) ?? []).map(monthOf).join(' and ')}`],
  rule(`(?<=(?:${EN_DAY})),?\\s+og\\s+(?=(?:every\\s+|on\\s+)?(?:${EN_DAY})${NB})`, () => ' and '),
];

/** The phrase with its words of when unread by these rules, bar months after "í" (read below, after a day's rule). */
const unread = (text: string): string => text.replace(IN_MONTHS, '');

/** The phrase with its Icelandic words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readIcelandicWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(unread(text))) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readIcelandicWords, GATE);

/** The Icelandic word that changes the runs in a phrase said in Icelandic, which these rules do not read; null when none is. */
export function icelandicWordChangingRuns(text: string): string | null {
  if (!GATE.test(text)) return null;
  return CHANGES_RUNS.exec(unread(text))?.[0] ?? null;
}

/**
 * Stems of when in Icelandic: days (of feasts too: "skírdegi", "öskudegi", "frídegi"), weekends, evenings, mornings,
 * nights, weeks, months, years, feasts, seasons, and words that make a span or a step of them ("á hverju kvöldi", "á
 * hálftíma fresti", "á næstu viku", "á eftir").
 */
const WHEN_STEM =
  /d[öo]g|dag|deg|helg|kv[öo]ld|morg|n[óo]tt|n[æa]tur|vik|m[áa]nu|[áa]r(?:s|i|um)?$|j[óo]l|p[áa]sk|sum|vet|haust|v[oó]r|^kl|frest|t[íi]m|n[æa]st|eftir|hverj|hv[íi]tasunn|[þt]orl[áa]k|messu|sprengi|bollu|^fr[íi]/u;

/**
 * Whether "á" (on, of) between two words of a job's name is Icelandic's "of" ("þrif á bílum": cleaning of the
 * cars), for the name readers: no word of the name after it holds a stem of when ("á mánudögum", "á helgum", "á
 * morgun", "á hverju kvöldi" say when, and stay unread).
 */
export function icelandicOfBefore(after: readonly string[]): boolean {
  return !after.some((w) => WHEN_STEM.test(w.toLowerCase()));
}
gatedBy(icelandicWordChangingRuns, GATE);
