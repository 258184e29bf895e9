import { clockList, clocksIn } from './clockLists.js';
import { gatedBy } from './readerGates.js';
import {
  EN_DAY,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
  startsOrEndsWith,
} from './wordRules.js';

/**
 * Words of when in Ukrainian written in Latin letters, as people type it in chat ("reliz kozhnoho chetverha o 15:00
 * za Kyievom", "mamyni liky shchodnya o 8:00 i 20:00", "zvit shchopyatnytsi o 17:00 za kyivskym chasom"): each read
 * as the English it stands for, with a note for each, before the phrase is read again. Read only when the phrase
 * cannot be read as it is (from mixedLanguageWords.ts), only when "kozhnoho", "kozhen", "kozhnu" (every),
 * "shchodnya" (daily), "po budnyakh" (on weekdays) or a day with "shcho" ("shchopyatnytsi") is there, and only words
 * of when: the task's words ("reliz", "liky") stay as typed.
 * - "kozhnoho ponedilka" … "kozhnoho chetverha", "kozhnu seredu", "kozhen vivtorok": every Monday … Sunday (the day
 *   in the case the word for every takes); "shchoponedilka" … "shchonedili": every Monday … Sunday;
 * - "shchodnya", "shchodenno", "kozhen den", "kozhnoho dnya": every day; "po budnyakh", "u budni": weekdays; "po
 *   vykhidnykh": weekends;
 * - "o 15:00", "o 8:00 i 20:00": at, clocks with their minutes ("o 7" alone stays unread: at 7, which half?);
 * - "za Kyievom", "za kyivskym chasom": Kyiv time; "i" between days read here: and;
 * - "u piatnytsiu", "v ponedilok": on Friday, on Monday (as "on friday" is read in English: every Friday);
 *   "shchotyzhnevyi" (weekly): weekly. A day these rules leave unread keeps the phrase refused;
 * - "zvit" (a report) right after the clock, last, or first right before a word of when ("zvit shchodnia o 9:00"): the
 *   report (what the job is); "bud laska" said last: please (a request's word, as "please" is in English: it moves no run).
 * Refused as before: a phrase with a Ukrainian word that negates, bounds or moves the runs which these rules do not
 * read ("krim", "tilky", "kozhnoho druhoho", "do", "z", a month, "tyzhden", "vvecheri"):
 * `ukrainianLatinWordChangingRuns` names it, so the words around it never become the job's name.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  ponedilka: 'monday',
  ponedilok: 'monday',
  vivtorka: 'tuesday',
  vivtorok: 'tuesday',
  seredy: 'wednesday',
  seredu: 'wednesday',
  chetverha: 'thursday',
  chetverga: 'thursday',
  chetver: 'thursday',
  pyatnytsi: 'friday',
  pyatnytsyu: 'friday',
  pyatnytsiu: 'friday',
  suboty: 'saturday',
  subotu: 'saturday',
  nedili: 'sunday',
  nedilyu: 'sunday',
  nediliu: 'sunday',
};
const DAY =
  '(?:ponedil(?:ka|ok)|vivtor(?:ka|ok)|sered[yu]|chetver(?:ha|ga)?|p[\\x27’ʼ]?(?:[iy]?y|i)a?tnyts(?:i|yu|iu)|subot[yu]|nedil(?:i|yu|iu))';
const dayOf = (word: string): string =>
  DAYS[
    plain(word)
      .replace(/['’ʼ]/g, '')
      .replace(/^p(?:[iy]?y|i)a?tn/, 'pyatn')
  ] as string;
// ("kozhnoi", "kozhnoyi": the feminine's genitive, "kozhnoi p'iatnytsi": every Friday)
const EVERY = '(?:kozhn(?:oho|u|yi|yy|ogo|oi|oyi)|kozhen)';

const CLOCK = '(?:[01]?\\d|2[0-3])[:.][0-5]\\d';

/** A word of every, of days, of each week or month: a Ukrainian schedule in Latin letters is there. */
const GATE =
  /(?<![\p{L}\d])(?:kozhn\p{L}*|kozhen|shchod(?:nya|nia|enno)|budn(?:yakh|iakh|i)|vykhidnykh|shcho(?:ponedilka|vivtorka|seredy|chetverha|p[\x27’ʼ]?(?:[iy]?y|i)a?tnytsi|suboty|nedili)|shchotyzhn\p{L}*|shchomis\p{L}*|[uv]\s+(?:ponedilok|vivtorok|seredu|chetver|p[\x27’ʼ]?(?:[iy]?y|i)a?tnyts(?:yu|iu)|subotu|nedil(?:yu|iu)))(?![\p{L}\d])/iu;

/**
 * Ukrainian words that change the runs and that these rules do not read: "krim" (except), "tilky" (only), "ne"
 * (not), "druhoho", "druhu" (every other, or the second), "do", "z", "vid", "pochynayuchy" (until, from), weeks and
 * months ("tyzhden", "misyats", a month's name), "pershoho", "ostannoho" (first, last), "nastupnoho", "tsoho" (next,
 * this), "sohodni", "zavtra", holidays ("sviata"), seasons ("vlitku", "vzymku"), parts of the day ("ranku",
 * "vranci", "vechora", "vvecheri", "vnochi"), "raz" (once).
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:krim|til'?ky|ne|druh\\p{L}*|do|z|vid|pochyna\\p{L}*|tyzhn\\p{L}*|tyzhden\\p{L}*|shchotyzhn(?!ev)\\p{L}*|mis(?:y|i)?a?ts\\p{L}*|shchomis(?:y|i)?a\\p{L}*|sich\\p{L}*|lyut\\p{L}*|berez\\p{L}*|kvit\\p{L}*|trav\\p{L}*|cherv\\p{L}*|lyp\\p{L}*|serp\\p{L}*|veres\\p{L}*|zhovt\\p{L}*|lystopad\\p{L}*|hrud\\p{L}*|persh\\p{L}*|ostann\\p{L}*|nastupn\\p{L}*|tsoho|tsyu|tsei|sohodni|zavtra|svyat\\p{L}*|sviat\\p{L}*|vlitku|vzymku|(?<!o\\s+\\d{1,2}(?:[:.][0-5]\\d)?\\s+)(?:ranku|vechora)|vranci|rankom|vvecheri|vnochi|nochi|raz)${NB}`,
  'iu',
);

/** A day of the week in any case. */
const UNREAD_DAY = new RegExp(`${NA}${DAY}${NB}`, 'iu');

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

const RULES: readonly Rule[] = [
  rule(`${NA}(?:po\\s+budn(?:yakh|iakh)|u\\s+budni)${NB}`, () => 'on weekdays'),
  rule(`${NA}po\\s+vykhidnykh${NB}`, () => 'on weekends'),
  // "zvit" (a report) right after the clock, last or before a comma: the report, what the job is ("shchodnia o 18:00
  // zvit, bud laska"); said before the schedule it stays as typed
  rule(`(?<=\\d)\\s+zvit(?=\\s*(?:[,.!]|$))`, () => ' report'),
  // "zvit" said first, or first after a name set off ("Kyiv NOC: zvit shchodnia o 9:00"), right before a word of when:
  // the report, what the job is
  rule(
    `(?<=^\\s*|:\\s*)zvit(?=\\s+(?:shchod(?:nya|nia|enno)|shcho(?:ponedilka|vivtorka|seredy|chetverha|p\\p{L}*tnytsi|suboty|nedili)|kozhn\\p{L}*|po\\s+budn\\p{L}*|u\\s+budni)${NB})`,
    () => 'report',
  ),
  // "bud laska", "bud' laska" said last: please (a request's word: it moves no run)
  rule(`,?\\s*${NA}bud'?\\s+laska(?=\\s*[.!]*\\s*$)`, () => ', please'),
  rule(`${NA}(?:shchod(?:nya|nia|enno)|kozhen\\s+den'?|kozhnoho\\s+dnya)${NB}`, () => 'every day'),
  rule(`${NA}${EVERY}\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  rule(
    `${NA}shcho(ponedilka|vivtorka|seredy|chetverha|p[\\x27’ʼ]?(?:[iy]?y|i)a?tnytsi|suboty|nedili)${NB}`,
    (_m, day) => `every ${dayOf(day)}`,
  ),
  // "shchotyzhnevyi zvit u piatnytsiu": the weekly report on Friday
  rule(`${NA}shchotyzhnev\\p{L}*${NB}`, () => 'weekly'),
  rule(
    `${NA}[uv]\\s+(ponedilok|vivtorok|seredu|chetver|p[\\x27’ʼ]?(?:[iy]?y|i)a?tnyts(?:yu|iu)|subotu|nedil(?:yu|iu))${NB}`,
    (_m, day) => `on ${dayOf(day)}`,
  ),
  // "o 10 ranku", "o 7:30 vechora": the hour with its part of the day ("ranku" 4 to 11, "vechora" 5 to 11); an hour
  // outside its part stays unread, and so refused ("o 2 vechora")
  rule(`${NA}o\\s+(\\d{1,2})(?:[:.]([0-5]\\d))?\\s+(ranku|vechora)${NB}`, (_m, h, mm, part) => {
    const hour = Number(h);
    const m = mm === undefined ? '' : `:${mm}`;
    if (plain(part) === 'ranku') return hour >= 4 && hour <= 11 ? `at ${hour}${m}am` : null;
    return hour >= 5 && hour <= 11 ? `at ${hour}${m}pm` : null;
  }),
  // "o 15:00", "o 8:00 i 20:00": at
  rule(`${NA}o\\s+(${CLOCK}(?:\\s*(?:,|\\si)\\s*(?:o\\s+)?${CLOCK})*)${NB}`, (_m, list) => clockList(clocksIn(list))),
  // "za Kyievom", "za kyivskym chasom": Kyiv time
  rule(`${NA}za\\s+(?:kyievom|kyivom|kyjevom|kyi?vs'?kym\\s+chasom)${NB}`, () => 'kyiv time'),
  rule(`(?<=every\\s+(?:${EN_DAY})),?\\s+i\\s+(${DAY})${NB}`, (_m, day) => ` and ${dayOf(day)}`),
  rule(`(?<=(?:${EN_DAY})),?\\s+i\\s+(?=(?:every\\s+|on\\s+)?(?:${EN_DAY})${NB})`, () => ' and '),
];

/** The phrase with its Ukrainian words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readUkrainianLatinWords(text: string, notes: string[]): string {
  if (!GATE.test(text) || CHANGES_RUNS.test(text)) return text;
  const seen: string[] = [];
  const out = readAndTidy(text, RULES, seen);
  // a day these rules left unread ("ponedilok" alone) would become part of the job's name
  if (UNREAD_DAY.test(out)) return text;
  notes.push(...seen);
  return out;
}
gatedBy(readUkrainianLatinWords, GATE);

/** The Ukrainian word that changes the runs in a phrase said in Ukrainian, which these rules do not read; null when none is. */
export function ukrainianLatinWordChangingRuns(text: string): string | null {
  if (!GATE.test(text)) return null;
  const word = CHANGES_RUNS.exec(text)?.[0];
  if (word !== undefined) return word;
  return UNREAD_DAY.exec(readAndTidy(text, RULES, []))?.[0] ?? null;
}
gatedBy(ukrainianLatinWordChangingRuns, GATE);

/**
 * Ukrainian nouns of a thing done, in Latin letters ("nahaduvannia": a reminder, "planuvannia": planning, "perevirka":
 * a check, "zvit": a report, "narada", "zbory": a meeting), never a word of when: words left after the schedule that
 * start or end in one are the task's purpose ("shchodnia o 9:00 nahaduvannia pro zvit", "u budni o 18:30 perevirka
 * generatora"); a word that negates, bounds or moves the runs among them ("ne", "skasovano": cancelled, "perenesly":
 * moved, "krim": except, "til'ky": only) keeps them unread.
 */
const UK_THING_DONE: ReadonlySet<string> = new Set(
  (
    'nahaduvannia nahaduvannya nahaduvania planuvannia planuvannya perevirka perevirku zvit zvity narada naradu ' +
    'zbory trenuvannia trenuvannya prybyrannia prybyrannya oplata rozsylka zustrich dzvinok'
  ).split(' '),
);
const UK_CHANGING: ReadonlySet<string> = new Set(
  "ne nema skasovano skasovana skasuvaty pereneseno perenesly krim tilky til'ky lyshe do z vid pislia pislya pered".split(
    ' ',
  ),
);

/** Whether words left after the schedule start or end in a Ukrainian noun of a thing done ("perevirka generatora"). */
/**
 * Stems of words that cancel, move, postpone, suspend or except the runs, in any form ("skasovano", "vidminena":
 * cancelled, "perenesena": moved, "vidkladeno": postponed, "prizupynena", "zupyneno", "prypyneno": suspended, stopped,
 * "okrim": except, "bez": without).
 */
const UK_CHANGING_STEM = /^(?:skasov|skasuv|vidmin|perenes|vidklad|zupyn|prypyn|pryzupyn|prizupyn|okrim$|bez$)/u;
export function ukrainianTask(words: readonly string[]): boolean {
  if (words.some((w) => UK_CHANGING_STEM.test(w))) return false;
  return startsOrEndsWith(words, UK_THING_DONE, UK_CHANGING);
}
