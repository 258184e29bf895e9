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
 * Words of when in Estonian, as teams there say a schedule in chat ("kontor: kohvimasina puhastus iga reede kell
 * 16.00", "koosolek igal esmaspäeval kell 10.00", "iga päev kell 5.00"): each read as the English it stands for,
 * with a note for each, before the phrase is read again. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), only when "kell" (the word Estonian puts before a clock) and "iga", "igal" (every), a day
 * said as coming again ("reedeti") or "tööpäeviti" are there, and only words of when: the task's words ("koosolek")
 * stay as typed.
 * - "iga esmaspäev", "igal esmaspäeval" … "iga pühapäev", "igal pühapäeval": every Monday … Sunday; "esmaspäeviti"
 *   … "pühapäeviti": on Mondays … Sundays; "ja" between days: and;
 * - "iga päev", "igal päeval", "igapäevaselt": every day; "tööpäeviti", "igal tööpäeval", "iga tööpäev": weekdays;
 * - "kell 16.00", "kell 9:30", "kell 17": at, as Estonia writes the 24-hour clock (a bare hour up to 12 is left to
 *   the grammar, which says which half of the day it took, or refuses it on days of the week).
 * Refused as before: an Estonian phrase with a word that negates, bounds or moves the runs which these rules do not
 * read ("välja arvatud", "ainult", "iga teine", "kuni", "alates", a month, "nädal", "õhtul"), or an "iga", "igal"
 * (every) these rules leave unread ("iga tund"): `estonianWordChangingRuns` names it, so the words around it never
 * become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  esmaspaev: 'monday',
  teisipaev: 'tuesday',
  kolmapaev: 'wednesday',
  neljapaev: 'thursday',
  reede: 'friday',
  laupaev: 'saturday',
  puhapaev: 'sunday',
};
const STEM = '(?:esmasp[äa]ev|teisip[äa]ev|kolmap[äa]ev|neljap[äa]ev|laup[äa]ev|p[üu]hap[äa]ev)';
/** A day as "iga" takes it ("reede") or "igal" ("reedel", "esmaspäeval"). */
const DAY = `(?:${STEM}(?:al)?|reedel?)`;
const dayOf = (word: string): string => DAYS[plain(word).replace(/(?<=paev)al$|(?<=reede)l$/, '')] as string;

const CLOCK = '(?:[01]?\\d|2[0-3])[:.][0-5]\\d';
const HOUR_OR_CLOCK = `(${CLOCK}|(?:[01]?\\d|2[0-3])(?![\\d:.]))`;

/** "kell" with a word of every or a day said as coming again: an Estonian schedule is there. */
const KELL = /(?<![\p{L}\d])kell(?![\p{L}\d])/iu;
const GATE =
  /(?<![\p{L}\d])(?:iga|igal|igap[äa]evaselt|t[öo][öo]p[äa]eviti|(?:esmas|teisi|kolma|nelja|lau|p[üu]ha)p[äa]eviti|reedeti)(?![\p{L}\d])/iu;

/**
 * Estonian words that change the runs and that these rules do not read: "välja arvatud", "v.a" (except), "ainult",
 * "vaid" (only), "ei", "mitte" (not), "teine", "teisel" (every other, or the second), "kuni", "alates", "saadik"
 * (until, from), weeks and months ("nädal", "kuu", a month's name in any case), "esimene", "viimane" (first, last),
 * "järgmine", "see", "sel" (next, this), "täna", "homme", holidays ("püha"), seasons ("suvel", "talvel"), parts of
 * the day said as when ("hommikul", "õhtul", "öösel", "päeval", "lõunal"), "kord" (once).
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:v[äa]lja|v\\.a|ainult|vaid|ei|mitte|teine|teisel|teist|kuni|alates|saadik|n[äa]dal\\p{L}*|kuu\\p{L}*|jaanuar\\p{L}*|veebruar\\p{L}*|m[äa]rts\\p{L}*|aprill\\p{L}*|mai\\p{L}*|juuni\\p{L}*|juuli\\p{L}*|august\\p{L}*|september\\p{L}*|oktoob\\p{L}*|novemb\\p{L}*|detsemb\\p{L}*|esimene|esimesel|viimane|viimasel|j[äa]rgmi\\p{L}*|see|sel|t[äa]na|homme|p[üu]ha|p[üu]hade\\p{L}*|puhkus\\p{L}*|suvel|talvel|hommikul|[õo]htu\\p{L}*|p[äa]rastl[õo]una\\p{L}*|[öo][öo]ne|[öo][öo]sel|l[õo]unal|kord|korda)${NB}`,
  'iu',
);

/** "iga", "igal" (every) and the word after it. */
const UNREAD_EVERY = new RegExp(`${NA}igal?${NB}(?:\\s+[\\p{L}\\d.]+)?`, 'iu');

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  rule(`${NA}(?:t[öo][öo]p[äa]eviti|igal\\s+t[öo][öo]p[äa]eval|iga\\s+t[öo][öo]p[äa]ev)${NB}`, () => 'on weekdays'),
  rule(`${NA}(?:iga\\s+p[äa]ev|igal\\s+p[äa]eval|igap[äa]evaselt)${NB}`, () => 'every day'),
  // "iga reede", "igal esmaspäeval ja neljapäeval": every Friday, every Monday and Thursday
  rule(`${NA}igal?\\s+(${DAY})((?:\\s*(?:,|\\sja)\\s*${DAY})*)${NB}`, (_m, day, more) => {
    const rest = (more.match(new RegExp(DAY, 'giu')) ?? []).map(dayOf);
    return `every ${[dayOf(day), ...rest].join(' and ')}`;
  }),
  rule(
    `${NA}(${STEM}iti|reedeti)${NB}`,
    (m) =>
      `on ${
        DAYS[
          plain(m)
            .replace(/eviti$/, 'ev')
            .replace(/^reedeti$/, 'reede')
        ]
      }s`,
  ),
  // "kell 16.00", "kell 9:30", "kell 17": at
  rule(`${NA}kell\\.?\\s+${HOUR_OR_CLOCK}${NB}`, (_m, said) => `at ${spokenClock(said.replace('.', ':'))}`),
  rule(`(?<=(?:${EN_DAY})),?\\s+ja\\s+(?=(?:every\\s+|on\\s+)?(?:${EN_DAY})${NB})`, () => ' and '),
];

/** The phrase with its Estonian words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readEstonianWords(text: string, notes: string[]): string {
  if (!KELL.test(text) || !GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  const seen: string[] = [];
  const out = readAndTidy(text, RULES, seen);
  // an "iga" these rules left unread ("iga tund", "iga kolmas päev") would become the job's name
  if (UNREAD_EVERY.test(out)) return text;
  notes.push(...seen);
  return out;
}
gatedBy(readEstonianWords, KELL);

/** The Estonian word that changes the runs in a phrase said in Estonian, which these rules do not read; null when none is. */
export function estonianWordChangingRuns(text: string): string | null {
  if (!KELL.test(text) || !GATE.test(text)) return null;
  const word = CHANGES_RUNS.exec(text)?.[0];
  if (word !== undefined) return word;
  if (!UNREAD_EVERY.test(readAndTidy(text, RULES, []))) return null;
  return UNREAD_EVERY.exec(text)?.[0] ?? null;
}
gatedBy(estonianWordChangingRuns, GATE);
