import { gatedBy } from './readerGates.js';
import { clock24 } from './spokenClocks.js';
import {
  EN_DAY,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
  wordChangingRuns,
} from './wordRules.js';

/**
 * Words of when in Latvian, as teams there say a schedule in chat ("muzejs: apgaismojuma pārbaude katru pirmdienu
 * plkst. 9:00", "sapulce katru otrdienu un ceturtdienu 8:30", "katru piektdienu plkst. 16:00 nosūtīt atskaiti"):
 * each read as the English it stands for, with a note for each, before the phrase is read again. Read only when the
 * phrase cannot be read as it is (from mixedLanguageWords.ts), only when "katru" (every), "darba dienās" (on
 * working days) or a day said as coming again ("pirmdienās") is there, and only words of when: the task's words
 * ("apgaismojuma pārbaude") stay as typed, for the name readers (`latvianTask` for those said last).
 * - "katru pirmdienu" … "katru svētdienu": every Monday … Sunday; "pirmdienās" … "svētdienās": on Mondays …
 *   Sundays; "un" between days: and;
 * - "katru dienu": every day; "katru darba dienu", "darba dienās": weekdays;
 * - "plkst. 9:00", "plkst 16": at. "plkst." (pulksten, o'clock) stands before the 24-hour clock Latvian writes
 *   ("plkst. 19" for the evening), so a bare hour after it is read as written, as Nordic "kl." is.
 * Refused as before: a Latvian phrase with a word that negates, bounds or moves the runs which these rules do not
 * read ("izņemot", "tikai", "katru otro", "līdz", "no", a month, "nedēļā", "vakarā", "brīvdienās": days off, holidays
 * too): `latvianWordChangingRuns` names it, so the words around it never become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  pirmdien: 'monday',
  otrdien: 'tuesday',
  tresdien: 'wednesday',
  ceturtdien: 'thursday',
  piektdien: 'friday',
  sestdien: 'saturday',
  svetdien: 'sunday',
};
const STEM = '(?:pirmdien|otrdien|tre[šs]dien|ceturtdien|piektdien|sestdien|sv[ēe]tdien)';
const stemOf = (word: string): string =>
  plain(word)
    .toLowerCase()
    .replace(/(?:u|as|a)$/, '');
const dayOf = (word: string): string => DAYS[stemOf(word)] as string;

const HOUR = '(?:[01]?\\d|2[0-3])';

/** "katru" (every), "darba dienās" or days said as coming again: a Latvian schedule is there. */
const GATE = new RegExp(`${NA}(?:katru|darba\\s+dien[āa]s|${STEM}[āa]s)${NB}`, 'iu');

/**
 * Latvian words that change the runs and that these rules do not read: "izņemot" (except), "tikai" (only), "ne",
 * "nav" (not), "otro", "otrā" (every other, or the second), "līdz", "no", "sākot" (until, from), weeks and months
 * ("nedēļa", "mēnesis", a month's name in any case), "pirmo", "pēdējo" (first, last), "nākamo", "šo" (next, this),
 * "šodien", "rīt", holidays and days off ("svētki", "brīvdienas"), seasons ("vasarā", "ziemā"), parts of the day
 * ("rītā", "vakarā", "pusdienlaikā", "naktī"), which settle no clock here, "reizi", "divreiz" (once, twice).
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:iz[ņn]emot|tikai|ne|nav|otr(?:o|[āa]|ais|aj[āa])|l[īi]dz|no|s[āa]kot|ned[ēe][ļl]\\p{L}*|m[ēe]ne[sš]\\p{L}*|janv[āa]r\\p{L}*|febru[āa]r\\p{L}*|mart\\p{L}*|apr[īi]l\\p{L}*|maij\\p{L}*|j[ūu]nij\\p{L}*|j[ūu]lij\\p{L}*|august\\p{L}*|septembr\\p{L}*|oktobr\\p{L}*|novembr\\p{L}*|decembr\\p{L}*|pirm(?:o|[āa]|ais|aj[āa])|p[ēe]d[ēe]j\\p{L}*|n[āa]kam\\p{L}*|[šs]o|[šs]odien|r[īi]t|r[īi]t[āa]|sv[ēe]tk\\p{L}*|br[īi]vdien\\p{L}*|vasar\\p{L}*|ziem\\p{L}*|vakar[āa]|vakaros|r[īi]tos|pusdien\\p{L}*|nakt[īi]|nakt[īi]s|reizi|divreiz|tr[īi]sreiz)${NB}`,
  'iu',
);

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  rule(`${NA}(?:katru\\s+darba\\s+dienu|darba\\s+dien[āa]s)${NB}`, () => 'on weekdays'),
  rule(`${NA}katru\\s+dienu${NB}`, () => 'every day'),
  // "katru pirmdienu": every Monday
  rule(`${NA}katru\\s+(${STEM}u)${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "pirmdienās": on Mondays
  rule(`${NA}(${STEM}[āa]s)${NB}`, (_m, day) => `on ${dayOf(day)}s`),
  // "plkst. 9:00", "plkst 16": at, on the 24-hour clock
  rule(`${NA}plkst\\.?\\s*(${HOUR})(?:[:.]([0-5]\\d))?${NB}`, (_m, h, mm) => `at ${clock24(mm ? `${h}:${mm}` : h)}`),
  // "katru otrdienu un ceturtdienu": every Tuesday and Thursday
  rule(`(?<=every\\s+(?:${EN_DAY})),?\\s+un\\s+(${STEM}u)${NB}`, (_m, day) => ` and ${dayOf(day)}`),
  rule(`(?<=(?:${EN_DAY})),?\\s+un\\s+(?=(?:every\\s+|on\\s+)?(?:${EN_DAY})${NB})`, () => ' and '),
];

/** The phrase with its Latvian words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readLatvianWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readLatvianWords, GATE);

/** The Latvian word that changes the runs in a phrase said in Latvian, which these rules do not read; null when none is. */
export const latvianWordChangingRuns = wordChangingRuns(GATE, CHANGES_RUNS);

/** Latvian nouns of a thing done, by their stems ("atskaite", "atskaiti", "sapulce", "pārbaude", "atgādinājums"). */
const THING =
  /^(?:atskait|sapulc|p[āa]rbaud|atg[āa]din[āa]jum|r[ēe][ķk]in|maks[āa]jum|dubl[ēe]jum|kopij|tik[šs]an|apspried|trenin|treni[ņn]|nodarb[īi]b)\p{L}*$/u;
/** Latvian verbs of a task, the infinitive ("nosūtīt atskaiti": send the report). */
const TASK_VERB =
  /^(?:nos[ūu]t[īi]t|s[ūu]t[īi]t|p[āa]rbaud[īi]t|samaks[āa]t|zvan[īi]t|izt[īi]r[īi]t|atjaunin[āa]t|sagatavot|iesniegt|atg[āa]din[āa]t)$/u;
/** Latvian words of when among the words, which no task's words may hold. */
const WHEN_AMONG = new RegExp(`^(?:${STEM}\\p{L}*|katr\\p{L}*|dien\\p{L}*|darba|plkst)$`, 'u');

/** A word before the noun of a thing done: a noun in the genitive ("komandas sapulce", "klientu rēķini"). */
const GENITIVE = /^\p{L}+(?:as|es|is|us|[aus]|[ņļ]u)$/u;
/**
 * Words that say the task is moved, cancelled, repeated or when: "vēlāk", "agrāk" (later, earlier), "reizes" (times),
 * "atcelt", "pārcelt", "atlikt" (cancel, move, put off), "stundu", "minūtes", numbers, negated verbs ("nenotiek").
 */
const MOVED_OR_WHEN =
  /^(?:v[ēe]l[āa]k|agr[āa]k|reiz\p{L}*|atcel\p{L}*|p[āa]rcel\p{L}*|atlik\p{L}*|stund\p{L}*|min[ūu]t\p{L}*|ne\p{L}*|\p{N}+\p{L}*|vien\p{L}*|div\p{L}*|tr[īi]s|[čc]etr\p{L}*|piec\p{L}*|se[šs]\p{L}*|septi[ņn]\p{L}*|asto[ņn]\p{L}*|devi[ņn]\p{L}*|desmit\p{L}*)$/iu;

/**
 * Whether words left after the schedule name a task in Latvian: a noun of a thing done last ("nedēļas atskaite"
 * stays refused: its word of the week is a word of when), led by a verb of a task ("nosūtīt atskaiti") or by nouns
 * in the genitive ("komandas sapulce"): set aside as the task's purpose (trailingPurpose.ts), as "send the report"
 * is. Nothing else may follow the verb or the noun ("nosūtīt atskaiti vēlāk", "atcelta pārbaude" stay refused).
 */
export function latvianTask(words: readonly string[]): boolean {
  const last = words.at(-1);
  if (last === undefined || words.some((w) => WHEN_AMONG.test(w) || CHANGES_RUNS.test(w) || MOVED_OR_WHEN.test(w)))
    return false;
  if (!THING.test(last)) return false;
  const lead = TASK_VERB.test(words[0] as string) ? words.slice(1, -1) : words.slice(0, -1);
  return lead.length <= 2 && lead.every((w) => GENITIVE.test(w) && !TASK_VERB.test(w));
}
