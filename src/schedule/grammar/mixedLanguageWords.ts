/**
 * Words of when in Portuguese, Hindi said in Latin letters (Hinglish), Tagalog and a few of Turkish ("hafta içi":
 * weekdays, "hafta sonu": weekends, "her gün": every day), as families mix them into English
 * ("toda segunda 9h team call", "har roz subah 7 baje", "tuwing Lunes 8am meeting"): each read as the English words
 * it stands for, before the phrase is read again, with a note for each. Read only when the phrase cannot be read as
 * it is (as the other slips, spanishWords.ts for Spanish), and only words of when: the words of the job's name
 * ("dawai", "remédio", "gamot") stay as they are, for the name readers.
 *
 * Portuguese:
 * - days: "segunda", "terça-feira", "sábado", their plurals ("terças e quintas": Tuesdays and Thursdays), and their
 *   short forms in a list or a range of them only ("seg, qua e sex", "seg a sex": "sex" alone stays unread);
 * - "toda segunda", "todos os domingos", "todo sábado": every; "todo dia", "todos os dias": every day;
 *   "todo dia 5", "todo mês dia 5": the 5th of every month (a bare number, not a clock);
 * - "às 10h", "as 9": at; "e" between days or plain clocks ("8h e 20h"): and, never beside a bare number ("9 e 15"
 *   is 9:15, "todo dia 7 e 19h" is no 7th of the month: both refused), but before another "às" ("às 8 e às 14":
 *   no 8:14); "seg a sex", "segunda até sexta": to; "todo dia útil": on weekdays;
 * - ", beleza?", ", blz?" said last: ok? (asks only for agreement);
 * - "horário de Brasília", "hora de Lisboa": Brasília's, Lisbon's time (said last, or before a last "diario",
 *   "daily": "7 pm hora de Cuba diario"); "Lisboa": Lisbon; "às 17h de Lisboa": a clock of that place (said last,
 *   a place of one zone only);
 * - "me lembra", "me avisa", "me lembre": remind me.
 * Hindi in Latin letters:
 * - "har roz", "roz", "rozana", "har din": every day; "har Sunday", "har somvar": every; "har subah": every morning;
 * - "har mahine 1 tarikh ko", "1 tarikh ko": the 1st of every month / on the 1st;
 * - "subah 7 baje" 7am (the morning 4 to 11), "dopahar 2 baje" 2pm (12 to 4), "shaam 6 baje" 6pm (4 to 8), "raat 10
 *   baje" 10pm (7 to 11), Nepali "bihana 6 baje" 6am (as "subah"), also with minutes ("subah 8:30") or without "baje" ("subah 8 aur raat 9"); "7 baje": at 7;
 *   "raat 12 baje" (the midnight that starts the day or ends it?) and "raat 2 baje" stay unread, and so refused, as
 *   "subah 12 baje"; "sham"/"shaam" only beside another Hindi word of when, and never written as a name ("call Sham");
 * - "aur" between days or clocks: and; "mon se fri": to; "ko" after a day or a date ("weekends ko 7:15"): dropped;
 * - "30 min pehle yaad dilana": remind me 30 min before; "ek din pehle": a day before;
 * - "main Toronto mein hoon": I am in Toronto.
 * Tagalog:
 * - "tuwing Lunes", "tuwing Linggo": every Monday, Sunday ("Linggo" is also a week: read as Sunday only after
 *   "tuwing", an ordinal or "hanggang"); "araw-araw": every day; "tuwing 25": the 25th of every month;
 * - "Lunes hanggang Biyernes": Monday to Friday; "ikalawang Linggo": the second Sunday ("unang", "ikatlong",
 *   "ikaapat", "huling");
 * - "ng buwan" after a day of the month: of the month; "12nn": 12 noon ("12mn" stays unread);
 * - "nasa Toronto ako": I am in Toronto; "Sydney time siya": Sydney time (hers).
 * Refused as before: a word of when these tables do not hold ("kada linggo": every week or every Sunday?), since
 * foreignTimeWords.ts keeps such words out of names.
 */

import { resolveZoneWord } from '../zones.js';
import { afrikaansWordChangingRuns, readAfrikaansWords } from './afrikaansWords.js';
import { readArabiziWords } from './arabiziWords.js';
import { basqueWordChangingRuns, readBasqueWords } from './basqueWords.js';
import { bengaliWordChangingRuns, readBengaliWords } from './bengaliWords.js';
import { readCatalanWords } from './catalanWords.js';
import { croatianWordChangingRuns, readCroatianWords } from './croatianWords.js';
import { czechWordChangingRuns, readCzechWords } from './czechWords.js';
import { danishWordChangingRuns, readDanishWords } from './danishWords.js';
import { readDutchWords } from './dutchWords.js';
import { estonianWordChangingRuns, readEstonianWords } from './estonianWords.js';
import { finnishWordChangingRuns, readFinnishWords } from './finnishWords.js';
import { readFrenchWords } from './frenchWords.js';
import { galicianWordChangingRuns, readGalicianWords } from './galicianWords.js';
import { GateIndex } from './gateIndex.js';
import { readGreekWords } from './greekWords.js';
import { haitianCreoleWordChangingRuns, readHaitianCreoleWords } from './haitianCreoleWords.js';
import { hebrewWordChangingRuns, readHebrewWords } from './hebrewWords.js';
import { AFTER, BEFORE, HINDI_TAGALOG_GATE, setHindiTagalogPhrase } from './hindiTagalogWords.js';
import { hungarianWordChangingRuns, readHungarianWords } from './hungarianWords.js';
import { icelandicWordChangingRuns, readIcelandicWords } from './icelandicWords.js';
import { readIndonesianWords } from './indonesianWords.js';
import { irishWordChangingRuns, readIrishWords } from './irishWords.js';
import { readItalianWords } from './italianWords.js';
import { japaneseWordChangingRuns, readJapaneseWords } from './japaneseWords.js';
import { readKoreanWords } from './koreanWords.js';
import { latvianWordChangingRuns, readLatvianWords } from './latvianWords.js';
import { lithuanianWordChangingRuns, readLithuanianWords } from './lithuanianWords.js';
import { malteseWordChangingRuns, readMalteseWords } from './malteseWords.js';
import { persianWordChangingRuns, readPersianWords } from './persianWords.js';
import { pinyinWordChangingRuns, readPinyinWords } from './pinyinWords.js';
import { polishWordChangingRuns, readPolishWords } from './polishWords.js';
import { EN_DAYS, PT_DAYS, readPortugueseWords } from './portugueseWords.js';
import { gatedBy, gateOf } from './readerGates.js';
import { readRomanianWords, romanianWordChangingRuns } from './romanianWords.js';
import { readRussianWords, russianWordChangingRuns } from './russianWords.js';
import { readSlovakWords, slovakWordChangingRuns } from './slovakWords.js';
import { readSlovenianWords, slovenianWordChangingRuns } from './slovenianWords.js';
import { readSwahiliWords } from './swahiliWords.js';
import { readSwedishWords } from './swedishWords.js';
import { readTamilWords, tamilWordChangingRuns } from './tamilWords.js';
import { readThaiScript, readThaiWords, thaiWordChangingRuns } from './thaiWords.js';
import { readTurkishWords } from './turkishWords.js';
import { readUkrainianLatinWords, ukrainianLatinWordChangingRuns } from './ukrainianLatinWords.js';
import { readVietnameseWords } from './vietnameseWords.js';
import { readWelshWords, welshWordChangingRuns } from './welshWords.js';
import { type WordRule as Rule, readByRules } from './wordRules.js';
import { readZuluWords, zuluWordChangingRuns } from './zuluWords.js';

const plain = (word: string): string => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** Day names by language, their plain (accentless) forms, to the English day's index (Portuguese: portugueseWords.ts). */
const PT_SHORT: Readonly<Record<string, number>> = { dom: 0, seg: 1, ter: 2, qua: 3, qui: 4, sex: 5, sab: 6 };
const HI_DAYS: Readonly<Record<string, number>> = {
  ravivar: 0,
  itvar: 0,
  somvar: 1,
  mangalvar: 2,
  budhvar: 3,
  guruvar: 4,
  brihaspativar: 4,
  shukravar: 5,
  shanivar: 6,
  // Urdu
  jumeraat: 4,
  jumerat: 4,
};
const TL_DAYS: Readonly<Record<string, number>> = {
  linggo: 0,
  lunes: 1,
  martes: 2,
  miyerkules: 3,
  huwebes: 4,
  biyernes: 5,
  sabado: 6,
};

const PT_DAY = '(?:domingo|segunda|ter[cç]a|quarta|quinta|sexta|s[aá]bado)(?:s|-feiras?)?';
const PT_SHORT_DAY = '(?:dom|seg|ter|qua|qui|sex|s[aá]b)';
/** Hindi days, said with "var", "vaar", "war" or "waar" ("Somvaar", "Itwar"), and Urdu's Thursday ("jumeraat"). */
const HI_DAY = '(?:(?:ravi|it|som|mangal|budh|guru|brihaspati|shukra|shani)[vw]aa?r|jumeraa?t)';
/** Tagalog days but "linggo", which is also a week. */
const TL_DAY = '(?:lunes|martes|miyerkules|huwebes|biyernes|sabado)';
const EN_DAY =
  '(?:sun|mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur)(?:day)?s?|(?:weekdays?|weekends?|weekday|weeknights?)';
const NB = '(?![\\p{L}\\d])';
const NA = '(?<![\\p{L}\\d])';

/** The English day a day word stands for (plural when it was said so), or undefined. */
function englishDay(word: string, linggo = false): string | undefined {
  const p = plain(word)
    .toLowerCase()
    .replace(/-feiras?$/, '');
  const plural = /s$/.test(p) && !/^(?:lunes|martes|miyerkules|huwebes|biyernes)$/.test(p);
  const stem = plural ? p.slice(0, -1) : p;
  const hindi = stem.replace(/(?<=^(?:ravi|it|som|mangal|budh|guru|brihaspati|shukra|shani))[vw]aa?r$/, 'var');
  const i =
    HI_DAYS[hindi] ??
    PT_DAYS[stem] ??
    PT_SHORT[stem] ??
    HI_DAYS[stem] ??
    TL_DAYS[p] ??
    (linggo && p === 'linggo' ? 0 : undefined);
  if (i === undefined) return undefined;
  return `${EN_DAYS[i]}${plural && (PT_DAYS[stem] !== undefined || /-feiras$/.test(plain(word))) ? 's' : ''}`;
}

/** A cheap test that the phrase holds one of the words read here. */
const GATE = new RegExp(
  `${NA}(?:${PT_DAY}|${PT_SHORT_DAY}|${HI_DAY}|${TL_DAY}|linggo|todos?|todas?|às|har|roz|rozana|subah|shaam|sham|dopahar|raat|baje|tarikh|tuwing|buwan|paalala|araw-araw|araw araw|hanggang|lisboa|hor[áa]rio|hora\\s+d[eoa]|me lembr[ae]|me avisa|pehle|nasa|siya|mein|hafta|her\\s+g[üu]n|dias\\s+[úu]teis)${NB}|\\d{1,2}nn${NB}`,
  'u',
);

const ORD_TL: Readonly<Record<string, string>> = {
  unang: 'first',
  ikalawang: 'second',
  ikatlong: 'third',
  ikaapat: 'fourth',
  ikaapat_na: 'fourth',
  huling: 'last',
};

const ORDINAL = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** A day of the month said as a bare number (not a clock, nor a count of something). */
const DAY_NUMBER = `([1-9]|[12]\\d|3[01])(?![\\d:.]|\\s*(?:[ap]m|h|hrs?|hours?|baje|min|mins|minutes?|o'clock|nn)${NB})`;

/** The hours each Hindi part of the day holds, and how English says them. */
function partHour(part: string, hour: number, minutes: string): string | null {
  const lower = part.toLowerCase();
  // "bihana": the morning in Nepali, said as Hindi says "subah" ("har din bihana 6 baje")
  const p = lower === 'sham' ? 'shaam' : lower === 'bihana' ? 'subah' : lower;
  if (p === 'subah') return hour >= 4 && hour <= 11 ? `${hour}${minutes}am` : null;
  if (p === 'dopahar') return hour === 12 ? `12${minutes}pm` : hour >= 1 && hour <= 4 ? `${hour}${minutes}pm` : null;
  if (p === 'shaam') return hour >= 4 && hour <= 8 ? `${hour}${minutes}pm` : null;
  // "raat": the night before midnight; "raat 12 baje" is the midnight that starts the day or ends it
  return hour >= 7 && hour <= 11 ? `${hour}${minutes}pm` : null;
}

/** A bare hour after a Hindi part of the day ("subah 12 baje"), which the part's own rule reads or leaves unread. */
const PART_HOUR = '\\s+(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?(?![\\d:]|\\s*[ap]m(?![\\p{L}\\d]))';

/** Words that make a phrase plainly Hinglish, beside "sham"/"shaam" ("sham" alone may be a name). */
const HINGLISH_WHEN = /(?<![\p{L}\d])(?:baje|roz|rozana|roj|har|subah|raat|dopahar)(?![\p{L}\d])/iu;

/** The phrase being read, as typed, and the words written in it capitalised within it (names: "call Sham", "Dom"). */
let phraseRead = '';
let named: ReadonlySet<string> = new Set();

/** Whether "sham"/"shaam" (said as `m`) is a part of the day here: the phrase plainly Hinglish and it no name. */
function hinglishShaam(m: string): boolean {
  const word = (m.match(/sha?am/i) as RegExpMatchArray)[0].toLowerCase();
  return HINGLISH_WHEN.test(phraseRead) && !named.has(word);
}

/** The words written with a capital within the phrase (not its first word, nor one after a full stop). */
function capitalisedWithin(typed: string): ReadonlySet<string> {
  const out = new Set<string>();
  for (const m of typed.matchAll(/(?<=[\p{L}\d,;]\s+)(\p{Lu}[\p{Ll}]+)(?![\p{L}\d])/gu))
    out.add(plain(m[1] as string).toLowerCase());
  return out;
}

const CLOCK = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d|h(?:[0-5]\\d)?)?(?:\\s*[ap]m)?';
/** A clock said plainly as one: with "h", a colon or am/pm ("8h", "20h30", "9:15", "7pm"), not a bare number. */
const PLAIN_CLOCK = '(?:[01]?\\d|2[0-3])(?:(?::[0-5]\\d|h(?:[0-5]\\d)?)(?:\\s*[ap]m)?|\\s*[ap]m)';
/**
 * A word that can stand on either side of "and" said in another language: a day, a plain clock. A bare number is
 * none ("9 e 15" is 9:15 in Portuguese, "9h e 15" too, not 9:00 and 15:00), so "e" beside it stays unread.
 */
const JOINABLE = `(?:${EN_DAY}|${PT_DAY}|${PT_SHORT_DAY}|${HI_DAY}|${TL_DAY}|${PLAIN_CLOCK}|\\d{1,2}(?:st|nd|rd|th))`;

const RULES: readonly Rule[] = [
  ...BEFORE,
  // Tagalog "at" between days: and ("tuwing Martes at Huwebes"); never between clocks, where it is English
  [new RegExp(`(?<=${NA}(?:${TL_DAY}|linggo))\\s+at\\s+(?=(?:${TL_DAY}|linggo)${NB})`, 'gu'), () => ' and '],
  // Tagalog "ikalawang Linggo": the second Sunday; "tuwing ikalawang Lunes": every second Monday
  [
    new RegExp(`${NA}(unang|ikalawang|ikatlong|ikaapat(?:\\s+na)?|huling)\\s+(${TL_DAY}|linggo)${NB}`, 'gu'),
    (_m, ord, day) => `${ORD_TL[ord.replace(/\s+/, '_')] ?? 'fourth'} ${englishDay(day, true)}`,
  ],
  // "tuwing Lunes", "tuwing Linggo"
  [
    new RegExp(`${NA}tuwing\\s+(${TL_DAY}|linggo)((?:\\s+and\\s+(?:${TL_DAY}|linggo))*)${NB}`, 'gu'),
    (_m, day, more) =>
      `every ${englishDay(day, true)}${(more ?? '').replace(/\s+and\s+(\S+)/g, (_a: string, d: string) => ` and ${englishDay(d, true)}`)}`,
  ],
  // "Lunes hanggang Biyernes"
  [
    new RegExp(`${NA}(${TL_DAY}|linggo)\\s+hanggang\\s+(${TL_DAY}|linggo)${NB}`, 'gu'),
    (_m, a, b) => `${englishDay(a, true)} to ${englishDay(b, true)}`,
  ],
  // "tuwing 25": the 25th of every month
  [new RegExp(`${NA}tuwing\\s+${DAY_NUMBER}`, 'gu'), (_m, n) => `every month on the ${ORDINAL(Number(n))}`],
  // "tuwing ikalawang ...", "tuwing" before what was read above: every
  [new RegExp(`${NA}tuwing\\s+(?=(?:first|second|third|fourth|last)\\s)`, 'gu'), () => 'every '],
  // not before a bare number ("araw-araw 7 at 7": Tagalog "at" is "and", and "every day 7" would be the 7th)
  [
    /(?<![\p{L}\d])araw(?:-|\s)araw(?![\p{L}\d])(?!\s*,?\s*\d{1,2}(?![\d:]|\s*(?:[ap]m|h|nn)(?![\p{L}\d])))/gu,
    () => 'every day',
  ],
  // Turkish: "hafta içi" weekdays, "hafta sonu" weekends, "her gün" every day
  [/(?<![\p{L}\d])hafta\s+i[çc]i(?![\p{L}\d])/gu, () => 'weekdays'],
  [/(?<![\p{L}\d])hafta\s+sonu(?![\p{L}\d])/gu, () => 'weekends'],
  [/(?<![\p{L}\d])her\s+g[üu]n(?![\p{L}\d])/gu, () => 'every day'],
  // "15th and 30th ng buwan": of the month
  [/(?<=\d(?:st|nd|rd|th)\s+)ng\s+buwan(?![\p{L}\d])/gu, () => 'of the month'],
  // "12nn": noon, as the Philippines writes it
  [/(?<![\p{L}\d:])(12)(?::00)?\s?nn(?![\p{L}\d])/gu, () => '12 noon'],
  // "nasa Toronto ako", "main Toronto mein hoon": where the speaker is
  [/(?<![\p{L}\d])nasa\s+([\p{L}]+(?:\s+[\p{L}]+)?)\s+ako(?![\p{L}\d])/gu, (_m, place) => `i am in ${place}`],
  [
    /(?<![\p{L}\d])main\s+([\p{L}]+(?:\s+[\p{L}]+)?)\s+(?:mein|me)\s+(?:hoon|hun|hu|hoo)(?![\p{L}\d])/gu,
    (_m, place) => `i am in ${place}`,
  ],
  // "Sydney time siya": the time is hers
  [/(?<=\btime)\s+siya(?![\p{L}\d])/gu, () => ''],
  // Hindi: "har mahine 1 tarikh ko", "1 tarikh ko"
  [
    new RegExp(
      `${NA}(?:har\\s+mahine\\s+)(?:ki\\s+)?${DAY_NUMBER}\\s*(?:tarikh|tareekh|taarikh)(?:\\s+ko)?${NB}`,
      'gu',
    ),
    (_m, n) => `every month on the ${ORDINAL(Number(n))}`,
  ],
  [
    new RegExp(`${NA}${DAY_NUMBER}\\s*(?:tarikh|tareekh|taarikh)(?:\\s+ko)?${NB}`, 'gu'),
    (_m, n) => `on the ${ORDINAL(Number(n))}`,
  ],
  // "har roz", "roz", "rozana", "har din"
  [/(?<![\p{L}\d])(?:har\s+roz|roz(?:ana|aana)?|har\s+din|roj)(?![\p{L}\d])/gu, () => 'every day'],
  // "subah 7 baje", "shaam 5:30", "raat 10 baje"
  [
    /(?<![\p{L}\d])(har\s+)?(subah|bihana|shaam|sham|dopahar|raat)\s+(1[0-2]|0?[1-9])(:[0-5]\d)?(?:\s+baje)?(?![\p{L}\d:]|\s*[ap]m\b)/gu,
    (m, every, part, h, mm) => {
      if (/^sha?am$/i.test(part as string) && !hinglishShaam(m)) return null;
      const said = partHour(part, Number(h), mm ?? '');
      return said === null ? null : every ? `every day at ${said}` : said;
    },
  ],
  // "har subah", "har Sunday", "har somvar": every
  [
    new RegExp(`${NA}har\\s+(?=(?:subah|shaam|raat|morning|evening|night|${EN_DAY}|${HI_DAY}|week|month)${NB})`, 'gu'),
    () => 'every ',
  ],
  // alone ("subah 7am", "har subah"), not before a bare hour the rule above left unread ("subah 12 baje": not the
  // morning's, so refused); "sham"/"shaam" only in a phrase plainly Hinglish and never a name ("call Sham 9 daily")
  [new RegExp(`${NA}subah${NB}(?!${PART_HOUR})`, 'gu'), () => 'morning'],
  [new RegExp(`${NA}sha?am${NB}(?!${PART_HOUR})`, 'gu'), (m) => (hinglishShaam(m) ? 'evening' : null)],
  // "7 baje": at 7 (the readers after say which half of the day, or refuse)
  [
    /(?<![\p{L}\d:])(?<!(?:subah|bihana|shaam|sham|dopahar|raat)\s+)((?:[01]?\d|2[0-3])(?::[0-5]\d)?)\s+baje(?![\p{L}\d])/gu,
    (_m, clock) => `at ${clock}`,
  ],
  // "paalala 9am": a reminder at that time
  [new RegExp(`${NA}paalala\\s+(?=${CLOCK}${NB})`, 'gu'), () => 'remind me '],
  // "30 min pehle yaad dilana", "ek din pehle": before
  [
    /(?<![\p{L}\d])(\d{1,3}|ek|do)\s+(min|mins|minute|minutes|ghanta|ghante|hour|hours|din|day|days)\s+pehle(?:\s+(?:yaad\s+dilana|yaad\s+dila\s+dena|bata\s+dena|remind\s+karna))?(?![\p{L}\d])/gu,
    (m, n, unit) => {
      const count = n === 'ek' ? '1' : n === 'do' ? '2' : n;
      const u = /^(?:ghanta|ghante|hours?)$/.test(unit) ? 'hour' : /^(?:din|days?)$/.test(unit) ? 'day' : 'minute';
      const remind = /yaad|bata|remind/.test(m) ? 'remind me ' : '';
      return `${remind}${count} ${u}${count === '1' ? '' : 's'} before`;
    },
  ],
  // "dias úteis", "em dias úteis", "todos os dias úteis", "todo dia útil": weekdays (before "todos os dias" reads it
  // as every day; "todo dia útil do mês" is left to the readers of the month's business days)
  [
    /(?<![\p{L}\d])(?:(?:(?:em|nos)\s+|todos\s+os\s+)?dias\s+[úu]teis|todo\s+dia\s+[úu]til(?!\s+d[oea]\s+m[eê]s))(?![\p{L}\d])/gu,
    () => 'on weekdays',
  ],
  // Portuguese: "todo dia 5", "todo mês dia 5": the 5th of every month
  [
    // not before "e <clock>" ("todo dia 7 e 19h": every day at 7 and 19h, not the 7th)
    new RegExp(
      `${NA}(?:todo\\s+m[eê]s\\s+(?:no\\s+)?dia|todo\\s+dia|todos\\s+os\\s+dias)\\s+${DAY_NUMBER}(?!\\s*(?:,|e|and|aur)\\s*${CLOCK}${NB})`,
      'gu',
    ),
    (_m, n) => `every month on the ${ORDINAL(Number(n))}`,
  ],
  [/(?<![\p{L}\d])(?:todo\s+(?:santo\s+)?dia|todos\s+os\s+dias)(?![\p{L}\d])/gu, () => 'every day'],
  // "toda segunda", "todas as terças", "todo domingo", "todos os sábados"
  [
    new RegExp(`${NA}(?:toda|todo|todas\\s+as|todos\\s+os)\\s+(${PT_DAY})${NB}`, 'gu'),
    (_m, day) => `every ${(englishDay(day) as string).replace(/s$/, '')}`,
  ],
  // "seg a sex", "segunda até sexta", "mon se fri": a range of days
  [
    new RegExp(
      `${NA}(${PT_DAY}|${PT_SHORT_DAY}|${HI_DAY}|${EN_DAY})\\s+(?:a|at[eé]|se|tak)\\s+(${PT_DAY}|${PT_SHORT_DAY}|${HI_DAY}|${EN_DAY})${NB}`,
      'gu',
    ),
    (m, a, b) => {
      const ea = englishDay(a) ?? (new RegExp(`^(?:${EN_DAY})$`).test(a) ? a : undefined);
      const eb = englishDay(b) ?? (new RegExp(`^(?:${EN_DAY})$`).test(b) ? b : undefined);
      // "mon a fri" is not Portuguese; the joining word must fit a day in its language
      if (ea === undefined || eb === undefined || (ea === a && eb === b && !/\sse\s/.test(m))) return null;
      return `${ea} to ${eb}`;
    },
  ],
  // a list of short Portuguese days ("seg, qua e sex"): read only as a list joined by commas or Portuguese "e" (not
  // English "and": "call Dom and Sab"), and none of them a name ("Dom", "Sab" written capitalised within the phrase)
  [
    new RegExp(`${NA}(${PT_SHORT_DAY})((?:(?:\\s*,\\s*|\\s+e\\s+)(?:${PT_SHORT_DAY}))+)${NB}`, 'gu'),
    (m) => {
      const days = m.match(new RegExp(`${PT_SHORT_DAY}`, 'gu')) ?? [];
      // the list's first day written capitalised within the phrase is a name ("call Dom e Sab"); "Seg, Qua e Sex"
      // said first is a list of days
      if (named.has(plain(days[0] ?? '').toLowerCase())) return null;
      return m
        .replace(new RegExp(`${PT_SHORT_DAY}`, 'gu'), (d) => englishDay(d) as string)
        .replace(/\s+e\s+/g, ' and ');
    },
  ],
  // "às 8 e às 14": "e" before another "às" joins two times ("9 e 15" alone may be 9:15, "e às 15" never is)
  [new RegExp(`(?<=${NA}[àa]s\\s+\\d{1,2}(?:h|:[0-5]\\d)?)\\s+e\\s+(?=[àa]s\\s+\\d)`, 'gu'), () => ' and '],
  // "e", "aur" between days or plain clocks: and
  [new RegExp(`(?<=${NA}${JOINABLE}),?\\s+(?:e|aur)\\s+(?=${JOINABLE}${NB})`, 'gu'), () => ' and '],
  // days said in full ("domingo 15h", "terças and quintas", "sábado")
  [new RegExp(`${NA}(${PT_DAY}|${HI_DAY})${NB}`, 'gu'), (_m, day) => englishDay(day) ?? null],
  // "weekends ko 7:15", "15 dec ko": "ko" after a day or a date
  [new RegExp(`(?<=${NA}(?:${EN_DAY}|\\d{1,2}\\s+[a-z]{3,9}|\\d(?:st|nd|rd|th)))\\s+ko${NB}`, 'gu'), () => ''],
  // "às 10h", "as 9": at
  [new RegExp(`${NA}[àa]s\\s+(?=${CLOCK}${NB})`, 'gu'), () => 'at '],
  // "toda sexta às 17h de Lisboa", "9h30 de Brasília": a clock of that place, said last (only the cities listed, of
  // one zone each: "17h de segunda", "9h do dia 5" name no place, and "19h de Montana", "19h de Santiago" may name a
  // person, a lesson or one of several places: they stay as they are); "de" alone, no article: "15h da Fortaleza"
  // is of the fortress, "19h do Recife" may be the club's
  [
    new RegExp(
      `(?<=${NA}(?:[01]?\\d|2[0-3])(?::[0-5]\\d|h(?:[0-5]\\d)?))\\s+de\\s+([\\p{L}]+(?:\\s+[\\p{L}]+)?)(?=\\s*$|\\s*[,;)])`,
      'gu',
    ),
    (_m, place) => {
      const said = CLOCK_CITIES[plain(place).toLowerCase()];
      return said === undefined || resolveZoneWord(said) === null ? null : ` ${said} time`;
    },
  ],
  // "horário de Brasília", "hora de Lisboa": that place's time
  [
    /(?<![\p{L}\d])(?:hor[áa]rio|hora)\s+(?:de|do|da)\s+([\p{L}]+(?:\s+(?!(?:diario|daily)(?![\p{L}]))[\p{L}]+)?)(?=\s*$|\s*[,;)]|\s+(?:diario|daily)\s*$)/gu,
    // "hora de la", "hora de lá", "horário de lá": an article or "there" is no place (their time, zoneSaidAway.ts)
    (_m, place) => (THERE.test(place) ? null : `${plain(place)} time`),
  ],
  [/(?<![\p{L}\d])lisboa(?![\p{L}\d])/gu, () => 'lisbon'],
  // ", beleza?", ", blz?": ok?, a question that asks only for agreement, said last
  [/(?<=,\s*)(?:beleza|blz)(?=\s*[?!.]*\s*$)/gu, () => 'ok'],
  // "me lembra", "me avisa": remind me
  [/(?<![\p{L}\d])me\s+(?:lembra|lembre|avisa|avise)(?![\p{L}\d])/gu, () => 'remind me'],
  ...AFTER,
];

/** The rules, also for a phrase as typed (in capitals or not). */
const RULES_ANY_CASE: readonly Rule[] = RULES.map(([p, read]) => [new RegExp(p.source, `${p.flags}i`), read] as const);
const GATE_ANY_CASE = new RegExp(GATE.source, 'iu');

/** The phrase (normalised) with its Portuguese, Hindi and Tagalog words of when read, a note for each. */
export function readMixedLanguageWords(text: string, notes: string[], typed?: string): string {
  return readWith(RULES, GATE, text, notes, typed ?? text);
}

/**
 * The phrase as typed with its words of when in these languages read, for the readers that look at it whole (a
 * job's name said first: "sessão de cinema em família todo domingo 16h"); null when it has none.
 */
export function mixedLanguagePhrase(phrase: string): { text: string; notes: string[] } | null {
  const notes: string[] = [];
  const text = readWith(RULES_ANY_CASE, GATE_ANY_CASE, phrase, notes, phrase);
  return notes.length === 0 ? null : { text, notes };
}

/**
 * Cities of the Portuguese-speaking world whose clock "às 17h de ..." says, and their names for the zone reader: only
 * names that are no common noun nor a district elsewhere ("Belém": Lisbon's district, Bethlehem; "fortaleza": a
 * fortress), which stay as they are.
 */
const CLOCK_CITIES: Readonly<Record<string, string>> = {
  lisboa: 'lisbon',
  brasilia: 'brasilia',
  'sao paulo': 'sao paulo',
  manaus: 'manaus',
  recife: 'recife',
  cuiaba: 'cuiaba',
  luanda: 'luanda',
  maputo: 'maputo',
};

/** Words after "hora de" that are no place: an article, "there", "them" ("hora de la", "hora de lá", "hora deles"). */
const THERE = /^(?:la|lá|el|los|las|os|as|allá|alla|ali|alí|aí|ahí|aqui|aquí|acá|ellos|ellas|eles|elas)$/u;

/** The second languages' readers, in the order they read a phrase: each turns its words of when into English. */
export const LANGUAGES: readonly ((text: string, notes: string[], typed: string) => string)[] = [
  readJapaneseWords,
  readKoreanWords,
  readGreekWords,
  readFrenchWords,
  readHebrewWords,
  readArabiziWords,
  readIndonesianWords,
  readPersianWords,
  readWelshWords,
  readIrishWords,
  readZuluWords,
  readPinyinWords,
  readTamilWords,
  readBengaliWords,
  readMalteseWords,
  readBasqueWords,
  readGalicianWords,
  readTurkishWords,
  readVietnameseWords,
  readItalianWords,
  readCatalanWords,
  readRomanianWords,
  readAfrikaansWords,
  readDutchWords,
  readPolishWords,
  readFinnishWords,
  readSlovakWords,
  readCzechWords,
  readCroatianWords,
  readSlovenianWords,
  readHungarianWords,
  readEstonianWords,
  readLithuanianWords,
  readLatvianWords,
  readIcelandicWords,
  readUkrainianLatinWords,
  readDanishWords,
  readSwedishWords,
  readSwahiliWords,
  readHaitianCreoleWords,
  readRussianWords,
  readThaiWords,
  readThaiScript,
  readPortugueseWords,
];

/** The readers' gates indexed by their words, made on first use (when every reader has said its gate). */
let languageIndex: GateIndex | undefined;

function readWith(rules: readonly Rule[], gate: RegExp, said: string, notes: string[], typed: string): string {
  let text = said;
  // (only the readers whose gate the text may match, the text scanned again after a reader changes it: readerGates.ts)
  languageIndex ??= new GateIndex(
    LANGUAGES.map((read) => [gateOf(read)]),
    { fold: true },
  );
  let admitted = languageIndex.admitted(text);
  for (let i = 0; i < LANGUAGES.length; i++) {
    if (admitted[i] === 0) continue;
    const read = LANGUAGES[i] as (typeof LANGUAGES)[number];
    const next = read(text, notes, typed);
    if (next === text) continue;
    text = next;
    admitted = languageIndex.admitted(text);
  }
  if (!gate.test(text) && !HINDI_TAGALOG_GATE.test(text)) return text;
  phraseRead = text;
  setHindiTagalogPhrase(text);
  named = capitalisedWithin(typed);
  const out = readByRules(text, rules, notes);
  return out.replace(/\s{2,}/g, ' ').trim();
}

/** A capital letter anywhere: without one, no word is a name written capitalised (most phrases). */
const CAPITAL = /\p{Lu}/u;
/** Capitalised words after the first (the capital tried before the look back, which most places fail). */
const NAMES_WITHIN = /\p{Lu}(?<=\S\s+\p{Lu})\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)*/gu;

/**
 * Nepali (and Hindi) words said beside a Hindi or Nepali word of when that bound or negate the runs, which no rule
 * reads: "dekhi", "bata" (from), "samma" (until), "bahek" (except), "pachi" (after), "agadi", "aghi" (before),
 * "matra" (only), "hoina", "chhaina", "nagarnu" (not). Left unread they would be taken for a place ("dekhi" is no slip
 * of "Delhi", "samma" none of "Samoa") or for the job's name, and the runs would lose them: "har din bihana 6 baje
 * dekhi" is refused, never read on Delhi's clock.
 */
const NEPALI_RUN_WORD =
  /(?<![\p{L}\d])(?:dekhi|dekhin|bata|samma|bahek|pachi|pachhi|agadi|aghi|matra|hoina|chhaina|nagarnu|nagarne)(?![\p{L}\d])/iu;
/** A Hindi or Nepali word of when, which says the words beside it are Hindi or Nepali ("har din", "bihana 6 baje"). */
const HINDI_NEPALI_WHEN =
  /(?<![\p{L}\d])(?:baje|bajeko|bihana|beluka|subah|shaam|sham|raat|dopahar|har|roz|rozana|roj|din|hapta|mahina|mahine)(?![\p{L}\d])/iu;
/** The Nepali word that bounds or negates the runs in a phrase said with Hindi or Nepali words of when; null when none. */
const nepaliWordChangingRuns = gatedBy(
  (text: string): string | null =>
    HINDI_NEPALI_WHEN.test(text) ? (NEPALI_RUN_WORD.exec(text)?.[0].toLowerCase() ?? null) : null,
  NEPALI_RUN_WORD,
);

/** The readers that know which of their language's words change the runs, and that language's name. */
export const RUN_CHANGERS: readonly (readonly [(text: string) => string | null, string])[] = [
  [russianWordChangingRuns, 'Russian'],
  [thaiWordChangingRuns, 'Thai'],
  [haitianCreoleWordChangingRuns, 'Haitian Creole'],
  [japaneseWordChangingRuns, 'Japanese'],
  [danishWordChangingRuns, 'Danish'],
  [finnishWordChangingRuns, 'Finnish'],
  [czechWordChangingRuns, 'Czech'],
  [croatianWordChangingRuns, 'Croatian'],
  [slovenianWordChangingRuns, 'Slovenian'],
  [slovakWordChangingRuns, 'Slovak'],
  [hungarianWordChangingRuns, 'Hungarian'],
  [estonianWordChangingRuns, 'Estonian'],
  [lithuanianWordChangingRuns, 'Lithuanian'],
  [latvianWordChangingRuns, 'Latvian'],
  [icelandicWordChangingRuns, 'Icelandic'],
  [ukrainianLatinWordChangingRuns, 'Ukrainian'],
  [afrikaansWordChangingRuns, 'Afrikaans'],
  [persianWordChangingRuns, 'Persian'],
  [welshWordChangingRuns, 'Welsh'],
  [irishWordChangingRuns, 'Irish'],
  [zuluWordChangingRuns, 'Zulu'],
  [hebrewWordChangingRuns, 'Hebrew'],
  [pinyinWordChangingRuns, 'Chinese'],
  [tamilWordChangingRuns, 'Tamil'],
  [bengaliWordChangingRuns, 'Bengali'],
  [malteseWordChangingRuns, 'Maltese'],
  [basqueWordChangingRuns, 'Basque'],
  [galicianWordChangingRuns, 'Galician'],
  [romanianWordChangingRuns, 'Romanian'],
  [polishWordChangingRuns, 'Polish'],
  [nepaliWordChangingRuns, 'Nepali'],
];

/** The run changers' gates indexed by their words, made on first use (when every reader has said its gate). */
let runChangerIndex: GateIndex | undefined;

/**
 * Why a phrase said in one of these languages is refused: it holds a word of that language that negates, bounds or
 * moves the runs ("otchet ne v pyatnitsu v 18:00": not on Fridays; "reyinyon sof lendi chak jou 7è di maten": except
 * Mondays; "kongetsu no matsujitsu": this month's), which the reader does not read. Left there, the words around it
 * would become the job's name and the runs would lose it; null when the phrase holds none.
 */
export function secondLanguageRunWord(phrase: string): { word: string; language: string } | null {
  // a capitalised word after the first is a person's or a place's name ("Jodi and Madi sync", "with Wan Chan and
  // Jon"), neither a word of the language nor one that changes the runs
  const text = CAPITAL.test(phrase) ? phrase.replace(NAMES_WITHIN, (m) => m.replace(/\S/g, '_')) : phrase;
  // (only the readers whose gate the text may match: readerGates.ts)
  runChangerIndex ??= new GateIndex(
    RUN_CHANGERS.map(([find]) => [gateOf(find)]),
    { fold: true },
  );
  const admitted = runChangerIndex.admitted(text);
  for (let i = 0; i < RUN_CHANGERS.length; i++) {
    if (admitted[i] === 0) continue;
    const [find, language] = RUN_CHANGERS[i] as (typeof RUN_CHANGERS)[number];
    const word = find(text);
    if (word !== null) return { word, language };
  }
  return null;
}
