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
 * Words of when in Lithuanian, as teams there say a schedule in chat ("ataskaita kiekvieną penktadienį 15:00",
 * "sniego valymas: kasdien 4:30 nuo gruodžio 1 iki kovo 31"): each read as the English it stands for, with a note
 * for each, before the phrase is read again. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), only when "kiekvieną" (every), "kasdien" (every day), "darbo dienomis" (on working days)
 * or a day said as coming again ("pirmadieniais") is there, and only words of when: the task's words ("ataskaita")
 * stay as typed.
 * - "kiekvieną pirmadienį" … "kiekvieną sekmadienį": every Monday … Sunday; "pirmadieniais" … "sekmadieniais": on
 *   Mondays … Sundays; "ir" between days: and;
 * - "kasdien", "kiekvieną dieną": every day; "darbo dienomis": weekdays; "savaitgaliais": weekends;
 * - "nuo gruodžio 1 iki kovo 31": from December 1 to March 31 (a month in the genitive before its day, both ends
 *   said; "nuo" or "iki" alone stays unread: from, or until, which day?);
 * - "15 val.", "9:30 val.": at (a bare hour up to 12 is left to the grammar).
 * Refused as before: a Lithuanian phrase with a word that negates, bounds or moves the runs which these rules do not
 * read ("išskyrus", "tik", "kas antrą", "iki", a month alone, "savaitę", "vakare"): `lithuanianWordChangingRuns`
 * names it, so the words around it never become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  pirmadien: 'monday',
  antradien: 'tuesday',
  treciadien: 'wednesday',
  ketvirtadien: 'thursday',
  penktadien: 'friday',
  sestadien: 'saturday',
  sekmadien: 'sunday',
};
const STEM = '(?:pirmadien|antradien|tre[čc]iadien|ketvirtadien|penktadien|[šs]e[šs]tadien|sekmadien)';
const dayOf = (word: string): string => DAYS[plain(word).replace(/(?:i|iais)$/, '')] as string;

/** The months in the genitive, as a date says them ("gruodžio 1"). */
const MONTHS: Readonly<Record<string, string>> = {
  sausio: 'january',
  vasario: 'february',
  kovo: 'march',
  balandzio: 'april',
  geguzes: 'may',
  birzelio: 'june',
  liepos: 'july',
  rugpjucio: 'august',
  rugsejo: 'september',
  spalio: 'october',
  lapkricio: 'november',
  gruodzio: 'december',
};
const MONTH =
  '(?:sausio|vasario|kovo|baland[žz]io|gegu[žz][ėe]s|bir[žz]elio|liepos|rugpj[ūu][čc]io|rugs[ėe]jo|spalio|lapkri[čc]io|gruod[žz]io)';
const MDAY = '([1-9]|[12]\\d|3[01])';

/** "kiekvieną", "kasdien", "darbo dienomis" or a day said as coming again: a Lithuanian schedule is there. */
const GATE =
  /(?<![\p{L}\d])(?:kiekvien[ąa]|kasdien|darbo\s+dienomis|savaitgaliais|(?:pirm|antr|tre[čc]i|ketvirt|penkt|[šs]e[šs]t|sekm)adieniais)(?![\p{L}\d])/iu;

/**
 * Lithuanian words that change the runs and that these rules do not read: "išskyrus" (except), "tik" (only), "ne",
 * "nebus" (not), "antrą", "kas antrą" (every other, or the second), "nuo", "iki" outside a span of two dates read
 * here (from, until), weeks and months ("savaitę", "mėnesį", a month's name), "pirmą", "paskutinį" (first, last),
 * "kitą", "šį" (next, this), "šiandien", "rytoj", holidays ("šventė"), seasons ("vasarą", "žiemą"), parts of the
 * day ("ryte", "vakare", "naktį", "popiet"), "kartą" (once).
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:i[šs]skyrus|tik|ne|nebus|antr[ąa]|kas|nuo|iki|savait\\p{L}*|m[ėe]nes\\p{L}*|sausi\\p{L}*|vasari\\p{L}*|kov\\p{L}*|baland\\p{L}*|gegu[žz]\\p{L}*|bir[žz]el\\p{L}*|liep\\p{L}*|rugpj\\p{L}*|rugs[ėe]j\\p{L}*|spali\\p{L}*|lapkri\\p{L}*|gruod\\p{L}*|pirm[ąa]|paskutin\\p{L}*|kit[ąa]|[šs][įi]|[šs]iandien|rytoj|[šs]vent\\p{L}*|vasar[ąa]|[žz]iem[ąa]|ryte|vakare|nakt[įi]|popiet|kart[ąa])${NB}`,
  'iu',
);

/** "nuo gruodžio 1 iki kovo 31": a span of two dates, read whole before the words that bound are looked for. */
const SPAN = new RegExp(`${NA}nuo\\s+(${MONTH})\\s+${MDAY}\\s+iki\\s+(${MONTH})\\s+${MDAY}${NB}`, 'giu');

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  [SPAN, (_m, m1, d1, m2, d2) => `from ${MONTHS[plain(m1)]} ${Number(d1)} to ${MONTHS[plain(m2)]} ${Number(d2)}`],
  rule(`${NA}darbo\\s+dienomis${NB}`, () => 'on weekdays'),
  rule(`${NA}savaitgaliais${NB}`, () => 'on weekends'),
  rule(`${NA}(?:kasdien|kiekvien[ąa]\\s+dien[ąa])${NB}`, () => 'every day'),
  // "kiekvieną penktadienį", "kiekvieną pirmadienį ir ketvirtadienį": every Friday, every Monday and Thursday
  rule(`${NA}kiekvien[ąa]\\s+(${STEM}[įi])((?:\\s*(?:,|\\sir)\\s*${STEM}[įi])*)${NB}`, (_m, day, more) => {
    const rest = (more.match(new RegExp(`${STEM}[įi]`, 'giu')) ?? []).map(dayOf);
    return `every ${[dayOf(day), ...rest].join(' and ')}`;
  }),
  rule(`${NA}(${STEM}iais)${NB}`, (_m, day) => `on ${dayOf(day)}s`),
  // "15 val.", "9:30 val.": at
  rule(`${NA}((?:[01]?\\d|2[0-3])(?::[0-5]\\d)?)\\s*val\\.?(?![\\p{L}\\d])`, (_m, clock) => `at ${clock}`),
  rule(`(?<=(?:${EN_DAY})),?\\s+ir\\s+(?=(?:every\\s+|on\\s+)?(?:${EN_DAY})${NB})`, () => ' and '),
];

/** The phrase with its Lithuanian words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readLithuanianWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text.replace(SPAN, ''))) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readLithuanianWords, GATE);

/** The Lithuanian word that changes the runs in a phrase said in Lithuanian, which these rules do not read; null when none is. */
export function lithuanianWordChangingRuns(text: string): string | null {
  if (!GATE.test(text)) return null;
  return CHANGES_RUNS.exec(text.replace(SPAN, ''))?.[0] ?? null;
}
gatedBy(lithuanianWordChangingRuns, GATE);
