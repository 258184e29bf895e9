import { gatedBy } from './readerGates.js';
import { clock24, hourOf, nth, spokenClock } from './spokenClocks.js';
import {
  EN_DAY,
  EN_MONTH,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
} from './wordRules.js';

/**
 * Words of when in Swedish, as Swedish teams mix them into English or say a schedule whole ("varje vardag kl 08.30",
 * "stand-up måndagar kl 9.15", "varje timme mellan 8 och 17"): each read as the English it stands for, before the
 * phrase is read again, with a note for each. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), only when a Swedish word of when is there, and only words of when: the job's name ("fika",
 * "löning") stays as it is, for the name readers.
 * - days ("måndag", "onsdagar": Wednesdays), "på fredagar", "alla fredagar", "varje fredag": (every) Friday;
 *   "måndag till fredag", "från måndag till fredag": Monday to Friday;
 * - "varje dag", "dagligen", "alla dagar": every day; "varje vardag", "vardagar", "på vardagarna": weekdays;
 *   "helger", "på helgerna", "varje helg": weekends; "varje natt", "varje morgon", "varje kväll": every night,
 *   morning, evening;
 * - "kl 19", "klockan 9.15": at (the 24-hour clock: "kl 19" is 19:00, "kl 04" 04:00; a bare hour up to 12 without
 *   its nought, "kl 9", is left to the grammar, which says which half of the day it took); "mellan 8 och 17", "från 8
 *   till 17": between 08:00 and 17:00 ("mellan 9 och 5" stays unread: the morning's hours, or the afternoon's?);
 * - "och" between days and clocks: and; "kl 08 och kl 20": at 08:00 and 20:00 (a list of clocks after "kl");
 * - "utom helger", "utom på helgerna", "utom söndagar": except weekends, except Sundays ("utom" before anything
 *   else stays unread);
 * - "varje timme": every hour; "var 30:e minut", "var 2:a timme", "varannan timme", "varje halvtimme", "varje kvart":
 *   every ...;
 * - "den 25:e", "den 1:a": the 25th, the 1st; "... i månaden", "... varje månad": of the month, of every month;
 *   "första måndagen i månaden", "sista fredagen i månaden", "sista dagen i månaden": the first Monday, the last
 *   Friday, the last day of the month; "första vardagen", "sista vardagen i månaden": the first, the last business
 *   day of the month; "31 okt 2027", "13 december": the date;
 * - "imorgon", "i morgon": tomorrow; "i övermorgon": in 2 days; "påminn mig ... om offerten": remind me ... about;
 *   "påminnelse": reminder; "julafton", "nyårsafton": Christmas Eve, New Year's Eve;
 * - "svensk tid", "norsk tid", "Stockholmstid": Sweden's, Norway's, Stockholm's time;
 * - "halv nio" (8:30: half before nine, as Swedish says it), "kvart över nio" (9:15), "kvart i nio" (8:45), the hour
 *   in figures or words, read only from 6 to 11 ("halv tre": 2:30 or 14:30? stays unread);
 * - "inte juni-augusti", "inte i juli och augusti": not in those months ("inte" before anything else stays unread);
 *   "påminnelse om städning": a reminder about the task (polishSwedishTasks.ts sets it aside; "om tre dagar", in
 *   three days, is no "about").
 * Refused as before: "varannan vecka" (every two weeks, which a weekly schedule cannot say), "vecka 50" (a week by its
 * number): the words stay Swedish, and foreignTimeWords.ts keeps them out of names. The short words that are English
 * too ("var", "den", "om", "i", "kl") are read only beside a number or another Swedish word of when, never alone.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAY_STEMS: Readonly<Record<string, string>> = {
  mandag: 'monday',
  tisdag: 'tuesday',
  onsdag: 'wednesday',
  torsdag: 'thursday',
  fredag: 'friday',
  lordag: 'saturday',
  sondag: 'sunday',
};
const STEM = '(?:m[åa]ndag|tisdag|onsdag|torsdag|fredag|l[öo]rdag|s[öo]ndag)';
/** A day said once ("måndag") or in the plural ("måndagar", "måndagarna"): every week's. */
const DAY = `${STEM}(?!ar|en)`;
const DAYS = `${STEM}(?:arna|ar)`;
const DAY_DEF = `${STEM}en`;
const stemOf = (word: string): string => DAY_STEMS[plain(word).replace(/(?:arna|ar|en)$/, '')] as string;

const MONTHS: Readonly<Record<string, string>> = {
  januari: 'january',
  jan: 'january',
  februari: 'february',
  feb: 'february',
  mars: 'march',
  april: 'april',
  apr: 'april',
  maj: 'may',
  juni: 'june',
  juli: 'july',
  augusti: 'august',
  aug: 'august',
  september: 'september',
  sep: 'september',
  sept: 'september',
  oktober: 'october',
  okt: 'october',
  november: 'november',
  nov: 'november',
  december: 'december',
  dec: 'december',
};
const MONTH =
  '(?:januari|jan|februari|feb|mars|april|apr|maj|juni|juli|augusti|aug|september|sept|sep|oktober|okt|november|nov|december|dec)';
const ORDINALS: Readonly<Record<string, string>> = {
  forsta: 'first',
  andra: 'second',
  tredje: 'third',
  fjarde: 'fourth',
  sista: 'last',
};
const ORD = '(?:f[öo]rsta|andra|tredje|fj[äa]rde|sista)';

/** A clock said plainly as one ("9:30"). */
const CLOCK = '(?:[01]?\\d|2[0-3]):[0-5]\\d';
const HOUR = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?';
const MDAY = '([1-9]|[12]\\d|3[01])';
/** "i månaden", "varje månad", "i varje månad": of the month, of every month. */
const OF_MONTH = `(?:\\s+(i\\s+m[åa]naden|(?:i\\s+)?varje\\s+m[åa]nad))`;
const ofMonth = (said: string | undefined): string =>
  said === undefined || said === '' ? '' : /varje/iu.test(said) ? ' of every month' : ' of the month';

/** A cheap test that the phrase holds a Swedish word of when. */
const GATE = new RegExp(
  `${NA}(?:${STEM}(?:arna|ar|en)?|varje|varannan|dagligen|vardag\\p{L}*|helg\\p{L}*|klockan|mellan|m[åa]nad\\p{L}*|imorgon|morgon|[öo]vermorgon|p[åa]minn\\p{L}*|tid|halv|kvart|inte|\\d{1,2}:(?:e|a)|${ORD}|julafton|ny[åa]rsafton|alla\\s+dagar|utom)${NB}`,
  'iu',
);

const clock = spokenClock;
/** A clock after "kl" in a list: with its minutes, or an hour alone. */
const KL_ITEM = `(?<![\\d:])(?:${CLOCK}|(?:[01]?\\d|2[0-3])(?![\\d:]))`;
/** "mellan 9 och 5", "från 2 till 4": the morning's hours, or the afternoon's? */
const unclearSpan = (a: string, b: string): boolean =>
  (hourOf(a) <= 12 && hourOf(b) < hourOf(a)) || (hourOf(a) >= 1 && hourOf(a) <= 6 && hourOf(b) <= 12);

/** "svensk tid": whose clock the time is on. */
const ZONE_ADJECTIVES: Readonly<Record<string, string>> = {
  svensk: 'sweden',
  norsk: 'norway',
  dansk: 'denmark',
  finsk: 'finland',
  brittisk: 'uk',
  engelsk: 'uk',
  tysk: 'germany',
  fransk: 'france',
  japansk: 'japan',
};
const CITIES: Readonly<Record<string, string>> = {
  stockholms: 'stockholm',
  londons: 'london',
  oslo: 'oslo',
  helsingfors: 'helsinki',
  kopenhamns: 'copenhagen',
};

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

/** The hours of the spoken clock in words ("halv nio": 8:30). */
const HOUR_WORDS: Readonly<Record<string, number>> = {
  ett: 1,
  tva: 2,
  tre: 3,
  fyra: 4,
  fem: 5,
  sex: 6,
  sju: 7,
  atta: 8,
  nio: 9,
  tio: 10,
  elva: 11,
  tolv: 12,
};
/** An hour of the spoken clock, 1 to 12, in digits or in words. */
const SPOKEN = '(1[0-2]|0?[1-9]|ett|tv[åa]|tre|fyra|fem|sex|sju|[åa]tta|nio|tio|elva|tolv)';
const spokenHour = (said: string): number => HOUR_WORDS[plain(said)] ?? Number(said);
/** A number word or a number, after which "om" says when ("om tre dagar": in three days), not what about. */
const NOT_ABOUT = '(?!(?:en|ett|tv[åa]|tre|fyra|fem|sex|sju|[åa]tta|nio|tio|elva|tolv|\\d)(?![\\p{L}\\d]))';
/** A month, Swedish or already read as English by a reader before ("juni" is Dutch too). */
const ANY_MONTH = `(?:${MONTH}|${EN_MONTH})`;
const monthName = (said: string): string => MONTHS[plain(said)] ?? plain(said);

const RULES: readonly Rule[] = [
  // "utom helger", "utom på helgerna", "utom söndagar": except weekends, except Sundays
  rule(`${NA}utom\\s+(?:p[åa]\\s+)?(?:helger(?:na)?|helgen)${NB}`, () => 'except weekends'),
  rule(`${NA}utom\\s+(?:p[åa]\\s+)?(${DAYS})${NB}`, (_m, day) => `except ${stemOf(day)}s`),
  // "påminn mig": remind me; "... om offerten" (a word, no number): about
  rule(`${NA}p[åa]minn\\s+(?:mig|oss)${NB}`, () => 'remind me'),
  rule(`${NA}p[åa]minnelse${NB}`, () => 'reminder'),
  // "halv nio", "halv 9": 8:30 (half before nine, as Swedish says it); "kvart över nio": 9:15; "kvart i nio": 8:45
  rule(`${NA}(?:(halv)|kvart\\s+(över|over|i))\\s+${SPOKEN}(?![\\d:.])${NB}`, (_m, half, way, said) => {
    const hour = spokenHour(said);
    const before = half !== undefined || plain(way) === 'i';
    const h = before ? (hour === 1 ? 12 : hour - 1) : hour;
    // a spoken clock says no half of the day: read only where the morning is the one meant as a written "8:30" is
    // (6 to 11; "halv tre" is more often 14:30, "halv ett" noon's or midnight's)
    if (h < 6 || h > 11) return null;
    return `${h}:${half !== undefined ? '30' : before ? '45' : '15'}`;
  }),
  // "inte juni-augusti", "inte i juli och augusti": not in those months ("inte" before anything else stays unread)
  rule(
    `${NA}inte\\s+(?:i\\s+|under\\s+)?(${ANY_MONTH})\\s*(?:[-–]|till)\\s*(${ANY_MONTH})${NB}`,
    (_m, a, b) => `not in ${monthName(a)} to ${monthName(b)}`,
  ),
  rule(`${NA}inte\\s+(?:i\\s+|under\\s+)?${ANY_MONTH}(?:(?:\\s*,\\s*|\\s+och\\s+)${ANY_MONTH})*${NB}`, (m) => {
    const months = m.match(new RegExp(`${NA}${ANY_MONTH}${NB}`, 'giu')) ?? [];
    const said = months.map(monthName);
    return `not in ${said.length === 1 ? said[0] : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`}`;
  }),
  // "julafton", "nyårsafton"
  rule(`${NA}julafton${NB}`, () => 'christmas eve'),
  rule(`${NA}ny[åa]rsafton${NB}`, () => "new year's eve"),
  // "mellan 8 och 17", "från 8 till 17", "kl 8-17": the 24-hour clock; "mellan 9 och 5" stays unread
  rule(`${NA}mellan\\s+(?:kl\\.?\\s+|klockan\\s+)?(${HOUR})\\s+och\\s+(?:kl\\.?\\s+)?(${HOUR})${NB}`, (_m, a, b) =>
    unclearSpan(a, b) ? null : `between ${clock24(a)} and ${clock24(b)}`,
  ),
  rule(`${NA}fr[åa]n\\s+(?:kl\\.?\\s+|klockan\\s+)?(${HOUR})\\s+till\\s+(?:kl\\.?\\s+)?(${HOUR})${NB}`, (_m, a, b) =>
    unclearSpan(a, b) ? null : `from ${clock24(a)} to ${clock24(b)}`,
  ),
  // "måndag till fredag", "från måndag till fredag"
  rule(`${NA}(?:fr[åa]n\\s+)?(${DAY})\\s+(?:till|[–-])\\s+(${DAY})${NB}`, (_m, a, b) => `${stemOf(a)} to ${stemOf(b)}`),
  // "var 30:e minut", "var 2:a timme", "varannan timme", "varje halvtimme", "varje kvart", "varje timme"
  rule(`${NA}var\\s+(\\d{1,3}):(?:e|a)\\s+(minut|minuter|timme|timmar)${NB}`, (_m, n, unit) =>
    plain(unit).startsWith('tim') ? `every ${Number(n)} hours` : `every ${Number(n)} minutes`,
  ),
  rule(`${NA}varannan\\s+timme${NB}`, () => 'every 2 hours'),
  rule(`${NA}(?:varje|var)\\s+halvtimme${NB}`, () => 'every 30 minutes'),
  rule(`${NA}(?:varje|var)\\s+kvart${NB}`, () => 'every 15 minutes'),
  rule(`${NA}(?:varje|var)\\s+timme${NB}`, () => 'every hour'),
  // "första vardagen (i månaden)", "sista vardagen i månaden": the business day of the month
  rule(`${NA}(f[öo]rsta|sista)\\s+vardagen${OF_MONTH}?${NB}`, (_m, ord, of) => {
    const o = ORDINALS[plain(ord)];
    return `the ${o} business day${of === undefined ? ' of the month' : ofMonth(of)}`;
  }),
  // "första måndagen i månaden", "sista dagen i månaden"
  rule(`${NA}(${ORD})\\s+(${DAY_DEF}|dagen)${OF_MONTH}${NB}`, (_m, ord, day, of) => {
    const d = /^dagen$/iu.test(day) ? 'day' : stemOf(day);
    return `the ${ORDINALS[plain(ord)]} ${d}${ofMonth(of)}`;
  }),
  // "den 25:e (i månaden)", "den 1:a varje månad", "25:e varje månad"
  rule(`${NA}(?:den\\s+)?${MDAY}:(?:e|a)${OF_MONTH}${NB}`, (_m, n, of) => `the ${nth(n)}${ofMonth(of)}`),
  rule(`${NA}den\\s+${MDAY}:(?:e|a)${NB}`, (_m, n) => `the ${nth(n)}`),
  // "varje vardag", "vardagar", "på vardagarna", "alla vardagar": weekdays
  rule(`${NA}(?:(varje\\s+vardag|(?:p[åa]|alla)\\s+vardagar(?:na)?)|vardagar(?:na)?)${NB}`, (_m, on) =>
    on ? 'on weekdays' : 'weekdays',
  ),
  rule(`${NA}(?:(varje\\s+helg|(?:p[åa]|alla)\\s+helger(?:na)?|p[åa]\\s+helgen)|helger(?:na)?)${NB}`, (_m, on) =>
    on ? 'on weekends' : 'weekends',
  ),
  rule(`${NA}(?:varje\\s+dag|dagligen|alla\\s+dagar)${NB}`, () => 'every day'),
  rule(`${NA}(?:varje|alla)\\s+(natt|n[äa]tter|morgon|morgnar|kv[äa]ll|kv[äa]llar)${NB}`, (_m, part) => {
    const p = plain(part);
    return p.startsWith('n') ? 'every night' : p.startsWith('m') ? 'every morning' : 'every evening';
  }),
  rule(`${NA}varje\\s+(vecka|m[åa]nad)${NB}`, (_m, u) => (plain(u) === 'vecka' ? 'every week' : 'every month')),
  // "31 okt 2027", "13 december": the date
  rule(
    `${NA}${MDAY}\\s+(${MONTH})\\.?(?:\\s+(20\\d\\d))?${NB}`,
    (_m, n, month, year) => `${MONTHS[plain(month)]} ${Number(n)}${year === undefined ? '' : ` ${year}`}`,
  ),
  // "varje måndag", "alla måndagar": every Monday; "på fredagar", "onsdagar": on Wednesdays
  rule(`${NA}(?:varje\\s+(${DAY})|alla\\s+(${DAYS}))${NB}`, (_m, a, b) => `every ${stemOf(a ?? b)}`),
  rule(`${NA}(p[åa]\\s+)?(${DAYS})${NB}`, (_m, on, day) => `${on ? 'on ' : ''}${stemOf(day)}s`),
  rule(`${NA}(?:p[åa]\\s+)?(${DAY})${NB}`, (_m, day) => `on ${stemOf(day)}`),
  // "kl 08 och kl 20", "kl 7.30, 12 och 18": a list of clocks, each as "kl" reads it ("kl 9 och 21" leaves "9" to
  // the grammar, which says which half of the day it took)
  rule(
    `${NA}(?:kl\\.?|klockan)\\s+${KL_ITEM}(?:(?:\\s*,\\s*|\\s+och\\s+)(?:(?:kl\\.?|klockan)\\s+)?${KL_ITEM})+${NB}`,
    (m) => {
      const said = m.match(new RegExp(KL_ITEM, 'gu')) ?? [];
      const out = said.map(clock);
      return `at ${out.slice(0, -1).join(', ')} and ${out.at(-1)}`;
    },
  ),
  // "kl 19", "klockan 9:15", "kl. 04": at
  rule(`${NA}(?:kl\\.?|klockan)\\s+(${CLOCK}|(?:[01]?\\d|2[0-3])(?![\\d:]))${NB}`, (_m, said) => `at ${clock(said)}`),
  // "och" between days and clocks: and
  rule(
    `(?<=(?:${EN_DAY}|${CLOCK}|at\\s+\\d{1,2}|\\d(?:st|nd|rd|th)|noon|midnight)),?\\s+och\\s+(?=(?:on\\s+)?(?:${EN_DAY}|${CLOCK}|at\\s+\\d|noon|midnight)${NB})`,
    () => ' and ',
  ),
  // "i övermorgon": in 2 days; "imorgon", "i morgon": tomorrow
  rule(`${NA}(?:i\\s+)?[öo]vermorgon${NB}`, () => 'in 2 days'),
  rule(`${NA}(?:imorgon|i\\s+morgon)${NB}(?!\\s+(?:bitti|kv[äa]ll|eftermiddag))`, () => 'tomorrow'),
  // "remind me ... om offerten": about
  rule(`(?<=(?:remind me|reminder)\\b.*\\s)om\\s+${NOT_ABOUT}(?=\\p{L}{3,})`, () => 'about '),
  // "svensk tid", "Stockholmstid"
  rule(`${NA}(\\p{L}+)\\s+tid${NB}`, (_m, whose) => {
    const place = Object.hasOwn(ZONE_ADJECTIVES, plain(whose)) ? ZONE_ADJECTIVES[plain(whose)] : undefined;
    return place === undefined ? null : `${place} time`;
  }),
  rule(`${NA}(stockholms|londons|helsingfors|k[öo]penhamns|oslo)tid${NB}`, (_m, city) => {
    const place = CITIES[plain(city)];
    return place === undefined ? null : `${place} time`;
  }),
];

/** The phrase with its Swedish words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readSwedishWords(text: string, notes: string[]): string {
  if (!GATE.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
gatedBy(readSwedishWords, GATE);
