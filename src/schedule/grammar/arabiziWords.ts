import { gatedBy } from './readerGates.js';
import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy, startsOrEndsWith } from './wordRules.js';

/**
 * Words of when in Arabic written in Latin letters and figures ("Arabizi": 3 and 7 stand for letters), as teams from
 * Cairo to Casablanca type them into chat ("kol yom el sa3a 9 el sob7", "meeting kol talat el sa3a 2 el dohr"): each
 * read as the English it stands for, before the phrase is read again, with a note for each. Read only when the phrase
 * cannot be read as it is (from mixedLanguageWords.ts), and only words of when: the job's name ("el report") stays as
 * it is, for the name readers.
 * - "kol" (every) before a day, "kol yom el khamis", "kol youm a7ad": every Thursday, every Sunday; "kol yom", "kol
 *   youm", "yawmiyan": every day; "kol sa3a": every hour; "kol 2 sa3at": every 2 hours; "kol 15 da2i2a": every 15
 *   minutes; "kol nos sa3a": every 30 minutes;
 * - days, in their spellings: "a7ad"/"ahad" Sunday, "itnein"/"etnen"/"ithnayn" Monday, "talat"/"tlat"/"thulatha"
 *   Tuesday, "arba3"/"arbaa" Wednesday, "khamis"/"5amis" Thursday, "gom3a"/"jum3a"/"jumaa" Friday, "sabt" Saturday
 *   (with "el" or "yom el" before them), a day said alone only beside another of these words of when ("call Talat
 *   every monday" names Talat); "w", "wa", "we" between days: and;
 * - "el sa3a 9", "sa3a 9": at 9 (the hour alone: the grammar says which half of the day it took); an hour with its
 *   part of the day after it, the part saying the half of the day and having to fit the hour: "el sob7", "sabahan"
 *   (morning, 4 to 11 AM), "el dohr" (midday, 12 to 3 PM), "ba3d el dohr" (afternoon, 1 to 6 PM), "el 3asr"
 *   (afternoon, 3 to 6 PM), "el maghrib" (sunset, 5 to 8 PM), "bel masa", "masa2an" (evening, 4 to 11 PM), "bel leil"
 *   (night, 7 to 11 PM): "9 el sob7" 9am, "2 el dohr" 2pm, "4 el 3asr" 4pm, "11 bel leil" 11pm;
 * - "kol shahr yom 10", "yom 10 min kol shahr": the 10th of every month ("yom" and a day's number, no clock);
 *   "al-sa3a 11", "el-sa3a": with a hyphen as with a space;
 * - "ya shabab,", "ya gama3a,", "ya jama3a," first (hey all): set aside.
 * Refused as before: an hour that does not fit its part ("5 bel leil", "5 el dohr"), "12 bel leil" (the midnight that
 * starts the day named, or ends it?) and the hours after it, and words these tables do not hold. "el", "w" and "kol"
 * alone set off nothing.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

/** The days by their spellings, to the English day. */
const DAY_SPELLINGS: readonly (readonly [string, string])[] = [
  ['sunday', 'a7ad|ahad|el7ad|l7ad|al7ad|alahad'],
  [
    'monday',
    'itnein|itnen|itnain|etnein|etnen|etnin|ethnein|ethnen|ithnein|ithnayn|ithnain|ithnen|tnin|letnin|litnin|ltnin',
  ],
  ['tuesday', 'talat|tlat|talata|talaat|tlata|tleta|thulatha|tholatha|thalatha|thulathaa'],
  ['wednesday', 'arba3|arb3a|arbaa|arba3a|arbe3|arbe3a|arbi3a|arbi3|larb3a|arba3aa'],
  ['thursday', 'khamis|khamees|khmis|5amis|5ames|5amees|5mis|lkhmis|khamis'],
  ['friday', 'gom3a|gum3a|jum3a|jom3a|jem3a|jma3|jumaa|jomaa|jumu3a|jumua|juma3a|jum3ah|gom3ah|jemaa'],
  ['saturday', 'sabt|sebt|essabt|assabt'],
];
const DAY = `(?:${DAY_SPELLINGS.map(([, s]) => s).join('|')})`;
const DAY_OF: ReadonlyMap<string, string> = new Map(
  DAY_SPELLINGS.flatMap(([en, s]) => s.split('|').map((w) => [w, en] as const)),
);
const dayOf = (word: string): string => DAY_OF.get(word.toLowerCase()) ?? word;
const EN_DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';

const KOL = '(?:kol|kul|koll|kull)';
const YOM = '(?:yom|youm|yoom|yawm|yaum|yum)';
/** "sa3a", "sa2a"; "saa" only after "el" or "kol" (it is also Swahili's word for a clock: "saa tatu"). */
const SA3A = "(?:sa3a|sa3ah|saa3a|sa2a|sa'a)";
const EL_SAA = `(?:(?:el|al|il)(?:\\s+|-))?${SA3A}|(?:el|al|il)(?:\\s+|-)saa`;
/** "shahr" (month), in its spellings. */
const SHAHR = '(?:shahr|shahar|sha7r|chahr|chhar|shhar)';
/** A day of the month said after "yom" (not a clock: no minutes, no half of the day after it). */
const MONTH_DAY = '([1-9]|[12]\\d|3[01])(?![\\d:.]|\\s*(?:[ap]\\.?m|h)(?![\\p{L}\\d]))';
const THE = '(?:el|al|il|l)';
/** "el", "bel", "fel", "3al", "b el", "fi el" before a part of the day, or nothing. */
const PREP = `(?:(?:b|f|3)?[aei]l(?:-|\\s+)|(?:bi?|fi|3a)\\s+(?:[aei]l(?:-|\\s+))?)?`;

/** The parts of the day, the words for each, and the hours (0 to 23) each holds. */
const PARTS: readonly (readonly [string, string, number, number])[] = [
  ['morning', 'sob7|sobh|so7|sbah|sba7|saba7|sabah|sabahan|saba7an|sabaa7an|fajr|fagr', 4, 11],
  ['afternoon', 'ba3d\\s+(?:el\\s*|al\\s*|e)?(?:dohr|duhr|dhuhr|zohr|zuhr|dhohr)', 13, 18],
  ['midday', 'dohr|duhr|dhuhr|zohr|zuhr|dhohr|do7r', 12, 15],
  ['afternoon', '3asr|asr|l3asr', 15, 18],
  ['sunset', 'maghrib|maghreb|mghrib|mughrib', 17, 20],
  ['evening', 'masa|masa2|masaa|masa2an|masaan|masa2n|lmasa', 16, 23],
  ['night', 'leil|lail|layl|lel|leel|lyl|leila', 19, 23],
];
const PART = `(?:${PARTS.map(([, w]) => w).join('|')})`;
const partHours = (word: string): readonly [number, number] => {
  const w = word.toLowerCase().replace(/\s+/g, ' ');
  const found = PARTS.find(([, words]) => new RegExp(`^(?:${words})$`, 'iu').test(w));
  return found === undefined ? [0, -1] : [found[2], found[3]];
};

/** "9", "9:30" said with a part of the day, as English says it ("9am", "9:30pm"), or null where they do not fit. */
function withPart(clock: string, part: string): string | null {
  const [h, m] = clock.split(':');
  const hour = Number(h);
  if (hour < 1 || hour > 12) return null;
  const [from, to] = partHours(part);
  const h24 = [hour % 12, (hour % 12) + 12].find((x) => x >= from && x <= to);
  if (h24 === undefined) return null;
  return `${hour}${m === undefined ? '' : `:${m}`}${h24 < 12 ? 'am' : 'pm'}`;
}

const rule = (pattern: string, read: Rule[1]): Rule => [new RegExp(pattern, 'giu'), read];
const ordinal = (d: string): string => {
  const n = Number(d);
  return `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
};
const CLOCK = '((?:1[0-2]|0?[1-9])(?::[0-5]\\d)?)';

const RULES: readonly Rule[] = [
  // "ya shabab,": hey all (a greeting said first)
  rule(
    `^\\s*ya\\s+(?:shabab|shabeb|gama3a|jama3a|gamaa|jamaa|gama3ah|jama3ah|ikhwan|7abayeb|habayeb)\\s*[,!:]\\s*`,
    () => '',
  ),
  // "el sa3a 2 el dohr", "sa3a 9 sabahan", "4 el 3asr", "11 bel leil": the hour in its half of the day
  rule(`${NA}(?:${EL_SAA})\\s+${CLOCK}\\s+${PREP}(${PART})${NB}`, (_m, clock, part) => {
    const said = withPart(clock, part);
    return said === null ? null : `at ${said}`;
  }),
  rule(`(?<![\\p{L}\\d:])${CLOCK}\\s+${PREP}(${PART})${NB}`, (_m, clock, part) => withPart(clock, part)),
  // "el sa3a 9": at 9
  rule(`${NA}(?:${EL_SAA})\\s+${CLOCK}${NB}(?!\\s*(?:[ap]\\.?m|h)${NB})`, (_m, clock) => `at ${clock}`),
  // "kol 2 sa3at", "kol 15 da2i2a", "kol nos sa3a", "kol sa3a": every ...
  rule(`${NA}${KOL}\\s+(\\d{1,2})\\s+(?:sa3at|sa3aat|saat|sa3a|sa2at)${NB}`, (_m, n) =>
    n === '1' ? 'every hour' : `every ${n} hours`,
  ),
  rule(
    `${NA}${KOL}\\s+(\\d{1,2})\\s+(?:da2i2a|da2aye2|d2ay2|da2ay2|dakika|da2ayi2|daqiqa|daqa2iq|dqiqa|d2i2a)${NB}`,
    (_m, n) => (n === '1' ? 'every minute' : `every ${n} minutes`),
  ),
  rule(`${NA}${KOL}\\s+(?:nos|nus|nuss|noss)\\s+(?:${SA3A}|saa)${NB}`, () => 'every 30 minutes'),
  rule(`${NA}${KOL}\\s+(?:${SA3A}|saa)${NB}(?!\\s+\\d)`, () => 'every hour'),
  // "kol shahr yom 10", "kol shahr fi yom 10", "yom 10 min kol shahr": the 10th of every month
  rule(
    `${NA}${KOL}\\s+${SHAHR}\\s+(?:(?:fi|fe|f)\\s+)?${YOM}\\s+${MONTH_DAY}`,
    (_m, d) => `on the ${ordinal(d)} of every month`,
  ),
  rule(
    `${NA}${YOM}\\s+${MONTH_DAY}\\s+(?:(?:min|men|fi|fe|f)\\s+)?${KOL}\\s+${SHAHR}${NB}`,
    (_m, d) => `on the ${ordinal(d)} of every month`,
  ),
  // "kol youm a7ad", "kol yom el khamis", "kol gom3a": every ...
  rule(`${NA}${KOL}\\s+(?:${YOM}\\s+)?(?:${THE}[-\\s]+)?(${DAY})${NB}`, (_m, d) => `every ${dayOf(d)}`),
  // "kol yom", "yawmiyan": every day
  rule(`${NA}(?:${KOL}\\s+${YOM}|yawmiyan|yawmiyyan|yomeyan|youmiyan)${NB}`, () => 'every day'),
  // days alone ("w itnein", "yom el sabt"), only beside another Arabizi word of when ("call Talat" is a name)
  rule(`${NA}(?:${YOM}\\s+)?(?:${THE}[-\\s]+)?(${DAY})${NB}`, (m, d) => (besideArabizi ? dayOf(d) : m)),
  // "w", "wa", "we" between days: and
  rule(`(?<=${EN_DAY})\\s+(?:w|wa|we|wi|u)\\s+(?=(?:every\\s+)?${EN_DAY}${NB})`, () => ' and '),
  rule(`(?<=${EN_DAY})\\s+(?:w|wa|we|wi|u)-?(?=${EN_DAY}${NB})`, () => ' and '),
];

/** Whether the phrase holds an Arabizi word of when but a day's name, for the days said alone. */
let besideArabizi = false;
const ARABIZI_BESIDE = new RegExp(
  `${NA}(?:${KOL}|${YOM}|${SA3A}|(?:el|al|il)\\s+saa|\\d\\s+${PREP}${PART})${NB}`,
  'iu',
);

/** A cheap test that the phrase holds an Arabizi word of when. */
const GATE = new RegExp(`${NA}(?:${KOL}|${SA3A}|${DAY}|${PART}|yawmiyan|ya\\s+(?:shabab|gama3a|jama3a))${NB}`, 'iu');

/** The phrase with its Arabizi words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readArabiziWords(text: string, notes: string[]): string {
  if (!GATE.test(text)) return text;
  const kept = notes.length;
  besideArabizi = ARABIZI_BESIDE.test(text);
  const out = readAndTidy(text, RULES, notes);
  for (let i = kept; i < notes.length; i++) notes[i] = (notes[i] as string).replace(/^("[^"]*") /, '$1 (Arabic) ');
  return out;
}
gatedBy(readArabiziWords, GATE);

/**
 * Arabizi words of a thing done ("ijtima3", "egtema3": a meeting, "ta2rir": a report, "dars": a lesson): never a word
 * of when nor a place's name, so words left after the schedule that start or end in one may be set aside as the
 * task's purpose (trailingPurpose.ts): "kol yom el a7ad sa3a 9 el sob7 ijtima3".
 */
const THING_DONE: ReadonlySet<string> = new Set(
  // (and "gard": a stock count, "gard el adwiya": of the medicines)
  'ijtima3 igtima3 ejtema3 egtema3 egtma3 ijtimaa ta2rir ta2reer taqrir taqreer dars mo7adra mu7adara gard'.split(' '),
);

/** Arabizi words beside a thing done that negate, cancel, bound or move the runs: the phrase stays refused. */
const CHANGING: ReadonlySet<string> = new Set(
  'mafi mafish mafeesh mafesh ma mish msh mesh bas bokra bukra ela illa ghair 8eir ba3d 2abl mal8i malghi mulgha ta2jeel mu2ajjal'.split(
    ' ',
  ),
);

/** Whether words left after the schedule start or end in an Arabizi word of a thing done. */
export function arabiziTask(words: readonly string[]): boolean {
  return startsOrEndsWith(words, THING_DONE, CHANGING);
}
