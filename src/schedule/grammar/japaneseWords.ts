import { NOT_AFTER_WORD, NOT_BEFORE_WORD, type WordRule as Rule, readAndTidy } from './wordRules.js';

/**
 * Words of when in Japanese romaji, as people in Tokyo type them into English chat ("mainichi 9-ji ni standup",
 * "heijitsu 18:00 ni nippou", "maishuu getsuyoubi 10ji", "30-pun goto ni check"): each read as the English it stands
 * for, with a note for each, before the phrase is read again. Read only when the phrase cannot be read as it is (from
 * mixedLanguageWords.ts), behind a cheap test, and only words of when: the job's name stays as typed.
 *
 * - "mainichi": every day; "heijitsu": weekdays; "donichi", "shuumatsu": weekends; "getsuyoubi" … "nichiyoubi" (also
 *   "-yobi", or without "bi": "getsuyou", "suiyou"): Monday … Sunday; "maishuu" before a day: every; "maiasa",
 *   "maiban": every morning, every night; "getsu-kin": Monday to Friday; "to" between two days:
 *   and (never "to" of a range, which Japanese says "kara … made");
 * - "9-ji", "9ji", "18ji": 9:00, 18:00 (read as the clock "9:00" is); "9ji han": 9:30; "9ji 15fun": 9:15;
 *   "gozen 7ji": 7am, "gogo 3ji", "gogo 3:30": 3pm, 3:30pm ("gozen 12ji", "gogo 12ji": noon or midnight? stay
 *   unread, and so refused);
 * - "30-pun goto", "15fun goto ni": every 30, 15 minutes; "ichijikan goto", "2-jikan goto": every hour, 2 hours;
 *   "9ji kara 18ji made": from 9:00 to 18:00; "getsuyoubi kara kinyoubi made": Monday to Friday;
 * - "maitsuki": every month; "tsuitachi", "15-nichi": the 1st, the 15th; "getsumatsu": the last day of the month;
 *   "gessho eigyoubi", "getsumatsu eigyoubi": the first, last business day of the month; "dai-2 suiyoubi": the second
 *   Wednesday; "saigo no kinyoubi": the last Friday;
 * - "ashita": tomorrow; "kyou": today; "NY jikan (de)", "nihon jikan": New York time, Japan time;
 * - "ni", "de", "no" right after a word of when (particles: at, in, of), "onegai(shimasu)", "remind shite": set
 *   aside, please, remind me; "rimaindo (onegaishimasu)": remind me; "nippou no rimaindo": remind me of nippou;
 * - a thing done said between an interval and its hours ("30 pun goto ni kakunin, 9ji kara 17ji made"): said last.
 * - "no" (of) before a word of a thing done in a job's name ("omukae no rimaindaa", "kaishi no tsuuchi", "daigaku no
 *   zemi"): dropped, with a note, so the name reads as one ("omukae rimaindaa"); only before such a Japanese noun,
 *   where it cannot be English "no" (a word that would negate the runs), and never after a word of when;
 * - long vowels written with a macron ("maishū", "getsuyōbi", "seikyūsho", "rimaindā") read as written doubled
 *   ("maishuu", "getsuyoubi"): the same word, only spelled another way (longVowels);
 * Refused as before: "kakushuu" (every other week), "mikka goto" (every three days), "shukujitsu nozoku" (except
 * holidays), "maishuu" without a day: the words stay Japanese, and unread.
 */

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

const DAYS: Readonly<Record<string, string>> = {
  getsu: 'monday',
  ka: 'tuesday',
  sui: 'wednesday',
  moku: 'thursday',
  kin: 'friday',
  do: 'saturday',
  nichi: 'sunday',
};
/**
 * A day said in full: "getsuyoubi", "kayobi", "suiyou-bi", or without "bi" as chat says it: "getsuyou" ("doyou"
 * only before a clock or a particle, or after "maishuu" or "to": alone it may be a slip of "do you").
 */
const DAY =
  '(?:(?:getsu|ka|sui|moku|kin|nichi)-?(?:yo[ou]?-?bi|you)|do-?yo[ou]?-?bi|(?<=(?:maishuu|to)\\s+)doyou|doyou(?=\\s+(?:to|kara|made|ni|no|\\d)))';
/** A day's short form, only in a range ("getsu-kin"). */
const SHORT_DAY = '(?:getsu|ka|sui|moku|kin|do|nichi)';
const dayOf = (word: string): string => DAYS[word.toLowerCase().replace(/-?(?:yo[ou]?-?bi|you)$/, '')] as string;

/** Words only Japanese says: the reader reads particles ("ni", "de", "to") only in a phrase that holds one. */
const JAPANESE = new RegExp(
  `${NA}(?:${DAY}|mainichi|maiasa|maiban|heijitsu|donichi|shuumatsu|maishuu|maitsuki|getsumatsu|matsujitsu|gessho|tsuitachi|gozen|gogo|ashita|jikan|goto|\\d{1,2}\\s*-?\\s*(?:ji|pun|fun|jikan|nichi))${NB}`,
  'iu',
);
/**
 * Japanese words that change the runs and that these rules do not read: "kongetsu", "raigetsu", "sengetsu",
 * "konshuu", "raishuu", "senshuu", "kotoshi", "rainen" (this, next, last month, week, year), "kakushuu", "kakugetsu"
 * (every other), "igai", "nozoku" (except), "shukujitsu" (holidays), "ikou", "izen", "made" not after "kara"
 * (from, until), the months ("12gatsu", "juunigatsu"), the seasons ("natsu", "fuyu"), "nai" (not). Where one is said,
 * nothing is read, and the phrase is refused as before: the rest never becomes the job's name.
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:kongetsu|raigetsu|sengetsu|saraigetsu|konshuu?|raishuu?|senshuu?|kotoshi|rainen|kyonen|kakushuu?|kakugetsu|kakujitsu|igai|nozoku|nozoite|shukujitsu|kyuujitsu|ikou|izen|\\d{1,2}\\s*-?\\s*gatsu|\\p{L}*gatsu|natsu|fuyu|haru|nai|janai|shinai|konban|asatte|mikka|yokka|oki|dake)${NB}`,
  'iu',
);

/** A cheap test, first. */
const GATE =
  /ji\b|yo[ou]?-?bi\b|you\b|matsujitsu|mainichi|maiasa|maiban|heijitsu|donichi|shuumatsu|maishuu|maitsuki|getsu|gessho|goto\b|ashita|jikan/i;

const two = (n: number): string => String(n).padStart(2, '0');
const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth'];
/** Hours said in words before "jikan": "ichijikan", "ni-jikan". */
const HOUR_WORDS: Readonly<Record<string, number>> = { ichi: 1, ni: 2, san: 3, yo: 4, go: 5, roku: 6 };

/** A clock after the Japanese ones are read: "9:00", "18:30", "7am", "3:30pm". */
const CLOCK = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?(?:am|pm)?';
/** What a particle may follow: a clock, a day, or a word of when read here. */
const WHEN_BEFORE = `(?:${CLOCK}|(?:mon|tues|wednes|thurs|fri|satur|sun)day|weekdays|weekends|every day|tomorrow|today|minutes|hours|hour|month|time)`;

/** A word of when, in full, that a particle may follow. */
const WHEN_WORD = new RegExp(`^${WHEN_BEFORE}$`, 'i');

/**
 * The parts of the day said before an hour, and the hours each holds, on the 12-hour or the 24-hour clock ("asa 8ji"
 * 8am, "yoru 9ji" or "yoru 21ji" 9pm, "yuugata 5ji" 5pm); "maiasa", "maiban" before an hour: every day at it. An
 * hour outside its part ("asa 2ji", "yoru 3ji") stays unread.
 */
const PART_OF_DAY = '(?:maiasa|maiban|asa|yoru|yuugata)';
const PART_HOURS: Readonly<Record<string, readonly [number, number, 'am' | 'pm']>> = {
  asa: [5, 11, 'am'],
  maiasa: [5, 11, 'am'],
  yuugata: [4, 7, 'pm'],
  yoru: [7, 11, 'pm'],
  maiban: [7, 11, 'pm'],
};
function partClock(part: string, hour: number, min: number): string | null {
  const [from, to, half] = PART_HOURS[part] as readonly [number, number, 'am' | 'pm'];
  const h = half === 'pm' && hour >= from + 12 && hour <= to + 12 ? hour - 12 : hour;
  if (h < from || h > to) return null;
  return `${part.startsWith('mai') ? 'every day at ' : ''}${h}${min === 0 ? '' : `:${two(min)}`}${half}`;
}

/** Short days in a list before an hour ("getsu sui kin no 7ji han"): Monday, Wednesday and Friday. */
const SHORT_DAY_LIST = `${SHORT_DAY}(?:\\s*[,・]\\s*|\\s+)${SHORT_DAY}(?:(?:\\s*[,・]\\s*|\\s+)${SHORT_DAY})*`;

const RULES: readonly Rule[] = [
  // "getsu sui kin no 7ji": short days listed before an hour, each a day (alone, "kin" or "do" may be other words)
  [
    new RegExp(`${NA}(${SHORT_DAY_LIST})(?=(?:\\s+no)?\\s+\\d{1,2}\\s*-?\\s*ji${NB})`, 'giu'),
    (said) =>
      said
        .split(/[\s,・]+/u)
        .map((d) => DAYS[d.toLowerCase()])
        .join(' and '),
  ],
  // "maitsuki matsujitsu", "matsujitsu": the last day of the month
  [new RegExp(`${NA}(?:maitsuki\\s+)?matsujitsu${NB}`, 'giu'), () => 'the last day of the month'],
  // "getsuyoubi to mokuyoubi": and (before the days are read, so never a range)
  [new RegExp(`(?<=${NA}${DAY})\\s+to\\s+(?=${DAY}${NB})`, 'giu'), () => ' and '],
  // "getsuyoubi kara kinyoubi made": Monday to Friday; "getsu-kin", "getsu~kin"
  [
    new RegExp(`${NA}(${DAY})\\s+kara\\s+(${DAY})(?:\\s+made)?${NB}`, 'giu'),
    (_m, a, b) => `${dayOf(a)} to ${dayOf(b)}`,
  ],
  [
    new RegExp(`${NA}(${SHORT_DAY})\\s*[-~〜]\\s*(${SHORT_DAY})${NB}`, 'giu'),
    (_m, a, b) => `${DAYS[a.toLowerCase()]} to ${DAYS[b.toLowerCase()]}`,
  ],
  // "30-pun goto (ni)", "15fun goto": every N minutes
  [
    new RegExp(`${NA}(\\d{1,2})\\s*-?\\s*(?:pun|fun)\\s+goto(?:\\s+ni)?${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 59 ? `every ${Number(n)} minutes` : null),
  ],
  // "ichijikan goto", "2-jikan goto": every N hours
  [
    new RegExp(`${NA}(\\d{1,2}|ichi|ni|san|yo|go|roku)\\s*-?\\s*jikan\\s+goto(?:\\s+ni)?${NB}`, 'giu'),
    (_m, n) => {
      const h = HOUR_WORDS[n.toLowerCase()] ?? Number(n);
      return h === 1 ? 'every hour' : h >= 2 && h <= 12 ? `every ${h} hours` : null;
    },
  ],
  // "gozen 7ji", "gogo 3ji han", "gogo 3:30", "9-ji", "18ji", "9ji 15fun"
  [
    new RegExp(
      `${NA}(?:(gozen|gogo|${PART_OF_DAY})\\s+)?(?:(\\d{1,2})\\s*-?\\s*ji(?:\\s*(han)|\\s*(\\d{1,2})\\s*-?\\s*(?:fun|pun))?|(\\d{1,2}):([0-5]\\d))${NB}`,
      'giu',
    ),
    (_m, part, h1, han, min1, h2, min2) => {
      const colon = h2 !== undefined;
      if (colon && part === undefined) return null;
      const h = Number(colon ? h2 : h1);
      const min = colon ? Number(min2) : han !== undefined ? 30 : min1 !== undefined ? Number(min1) : 0;
      if (min > 59) return null;
      const at = min === 0 ? '' : `:${two(min)}`;
      if (part === undefined) return h <= 23 ? `${h}:${two(min)}` : null;
      if (/^gozen$/i.test(part)) return h === 0 ? `00:${two(min)}` : h <= 11 ? `${h}${at}am` : null;
      if (/^gogo$/i.test(part)) return h >= 1 && h <= 11 ? `${h}${at}pm` : null;
      return partClock(part.toLowerCase(), h, min);
    },
  ],
  // "9:00 kara 18:00 made": from 9:00 to 18:00
  [new RegExp(`${NA}(${CLOCK})\\s+kara\\s+(${CLOCK})(?:\\s+made)?${NB}`, 'giu'), (_m, a, b) => `from ${a} to ${b}`],
  // "dai-2 suiyoubi": the second Wednesday; "saigo no kinyoubi": the last Friday
  [
    new RegExp(`${NA}dai\\s*-?\\s*([1-5])\\s+(${DAY})${NB}`, 'giu'),
    (_m, n, day) => `the ${ORDINALS[Number(n)]} ${dayOf(day)}`,
  ],
  [new RegExp(`${NA}saigo\\s+no\\s+(${DAY})${NB}`, 'giu'), (_m, day) => `the last ${dayOf(day)}`],
  // "maishuu getsuyoubi": every Monday; a day alone
  [new RegExp(`${NA}maishuu\\s+(${DAY})${NB}`, 'giu'), (_m, day) => `every ${dayOf(day)}`],
  [new RegExp(`${NA}(${DAY})${NB}`, 'giu'), (_m, day) => dayOf(day)],
  // "gessho eigyoubi", "getsumatsu no eigyoubi": the first, last business day of the month
  [
    new RegExp(`${NA}(gessho|getsumatsu)(?:\\s+no)?\\s+eigyou?bi${NB}`, 'giu'),
    (_m, end) => `the ${/^gessho$/i.test(end) ? 'first' : 'last'} business day of the month`,
  ],
  [new RegExp(`${NA}getsumatsu${NB}`, 'giu'), () => 'the last day of the month'],
  // "maitsuki tsuitachi", "maitsuki 15-nichi": the 1st, the 15th of every month
  [
    new RegExp(`${NA}maitsuki\\s+(?:(tsuitachi)|(\\d{1,2})\\s*-?\\s*nichi)${NB}`, 'giu'),
    (_m, first, n) => {
      const d = first === undefined ? Number(n) : 1;
      return d >= 1 && d <= 31 ? `the ${d}${suffix(d)} of every month` : null;
    },
  ],
  [new RegExp(`${NA}tsuitachi${NB}`, 'giu'), () => 'the 1st'],
  [
    new RegExp(`${NA}(\\d{1,2})\\s*-?\\s*nichi${NB}`, 'giu'),
    (_m, n) => (Number(n) >= 1 && Number(n) <= 31 ? `the ${Number(n)}${suffix(Number(n))}` : null),
  ],
  [new RegExp(`${NA}maitsuki${NB}`, 'giu'), () => 'every month'],
  // "mainichi", "heijitsu", "donichi", "shuumatsu"; "maiasa", "maiban": every morning, every night
  [new RegExp(`${NA}mainichi${NB}`, 'giu'), () => 'every day'],
  [new RegExp(`${NA}maiasa${NB}`, 'giu'), () => 'every morning'],
  [new RegExp(`${NA}maiban${NB}`, 'giu'), () => 'every night'],
  [new RegExp(`${NA}heijitsu${NB}`, 'giu'), () => 'weekdays'],
  [new RegExp(`${NA}(?:donichi|shuumatsu)${NB}`, 'giu'), () => 'weekends'],
  // "ashita", "kyou"
  [new RegExp(`${NA}ashita${NB}`, 'giu'), () => 'tomorrow'],
  [new RegExp(`${NA}kyou${NB}`, 'giu'), () => 'today'],
  // "NY jikan de", "nihon jikan": that place's time
  [new RegExp(`${NA}(?:nihon|nippon)\\s+jikan(?:\\s+de)?${NB}`, 'giu'), () => 'japan time'],
  [
    new RegExp(`${NA}([a-z][a-z.]*(?:\\s+[a-z]+)?)\\s+jikan(?:\\s+de)?${NB}`, 'giu'),
    (_m, place) => (/^(?:ichi|ni|san|yo|go|roku|nan)$/i.test(place) ? null : `${place} time`),
  ],
  // "remind shite (kudasai)", "rimaindo onegai(shimasu)": remind me; "nippou no rimaindo": remind me of nippou
  [
    new RegExp(`${NA}(?:remind|rimaindo)\\s+(?:shite(?:\\s+kudasai)?|onegai(?:shimasu)?)${NB}`, 'giu'),
    () => 'remind me',
  ],
  [new RegExp(`${NA}(\\p{L}+)\\s+no\\s+rimaindo${NB}`, 'giu'), (_m, what) => `remind me of ${what}`],
  // "choukai no remind (onegaishimasu)": remind me of choukai, the English verb after a Japanese noun of a thing done
  // (only such a noun: "ashita no remind" stays unread)
  [
    new RegExp(`${NA}(\\p{L}+)\\s+no\\s+remind(?:\\s+me)?${NB}`, 'giu'),
    (_m, what) => (THING_DONE.has(what.toLowerCase()) ? `remind me of ${what}` : null),
  ],
  [new RegExp(`${NA}rimaindo${NB}`, 'giu'), () => 'remind me'],
  [new RegExp(`${NA}onegai(?:shimasu|\\s+shimasu)?${NB}`, 'giu'), () => 'please'],
  // a thing done said between an interval and its hours ("30 pun goto ni kakunin, 9ji kara 17ji made"): said last
  [
    /(every\s+(?:\d{1,3}\s+(?:minutes|hours)|hour))\s+(\p{L}+)\s*,\s*([^,]+)$/giu,
    (_m, every, what, rest) => (THING_DONE.has(what.toLowerCase()) ? `${every}, ${rest} ${what}` : null),
  ],
  // "omukae no rimaindaa", "ibento kaishi no tsuuchi": "no" (of) inside a job's name, before a Japanese noun of a
  // thing done (never English "no", which no such noun follows), not after a word of when or a number
  [
    new RegExp(`${NA}(\\p{L}+)\\s+no\\s+(\\p{L}+)${NB}`, 'giu'),
    (_m, before, thing) =>
      THING_DONE.has(thing.toLowerCase()) && !JAPANESE.test(before) && !WHEN_WORD.test(before)
        ? `${before} ${thing}`
        : null,
  ],
  // particles after a word of when: "9:00 ni", "weekdays no", "time de"
  [new RegExp(`(?<=${NA}${WHEN_BEFORE})\\s+(?:ni|de|no)(?=,|\\s|$)`, 'giu'), () => ''],
];

/** The long vowels of Hepburn romaji, written with a macron, and how chat writes them doubled ("ō" as "ou"). */
const MACRON = /[āēīōū]/u;
const DOUBLED: Readonly<Record<string, string>> = { ā: 'aa', ē: 'ee', ī: 'ii', ō: 'ou', ū: 'uu' };

/**
 * The phrase with its long vowels written doubled, as the rules spell the words ("maishū getsuyōbi" is "maishuu
 * getsuyoubi"): one word, two spellings. Only the macron letters, which no other language read here writes.
 */
function longVowels(text: string): string {
  return MACRON.test(text) ? text.replace(/[āēīōū]/gu, (c) => DOUBLED[c] as string) : text;
}

/** The phrase with its Japanese words of when read as English, a note for each; as it was when it has none. */
export function readJapaneseWords(said: string, notes: string[]): string {
  const text = longVowels(said);
  if (!GATE.test(text) || !JAPANESE.test(text) || CHANGES_RUNS.test(text)) return said;
  const before = notes.length;
  const read = readAndTidy(text, RULES, notes, true);
  return notes.length === before ? said : read;
}

/**
 * Japanese words of a thing done, as a job's name says it last ("nippou", "shimekiri", "gassou renshuu",
 * "seikyuusho"): never a place's name, so the words may be set aside as the task's purpose (trailingPurpose.ts), as
 * "daily report" and "choir practice" are.
 */
const THING_DONE = new Set(
  (
    'kaigi teireikai asakai yuukai chourei nippou shuuhou geppou houkoku shimekiri seikyuu seikyuusho shiharai ' +
    'kyuuryou kyuuyo renshuu keiko benkyou souji gomidashi sentaku kaimono yoyaku tenken kakunin shuukei nyuuryoku ' +
    'koushin uchiawase mensetsu jugyou shukudai kusuri sanpo mizuyari nomikai bukatsu choukai shuukai ' +
    'bakkuappu repooto ranchi hirugohan chuushoku rimaindaa rimainda teirei tsuuchi oshirase zemi aisatsu miitingu ' +
    // statements ("kyuuyo meisai": the pay slip, "riyou meisai": the statement of use)
    'meisai meisaisho ' +
    // sending ("seikyuusho no okuri": the invoices' sending)
    'okuri'
  ).split(' '),
);

/**
 * Japanese verbs of a task, said last after the thing done, as Japanese says them ("seikyuusho okuru": send the
 * invoice, "nippou dasu": hand in the daily report): the verb says what is done, never when.
 */
const VERB_LAST = new Set('okuru dasu teishutsu suru yaru harau tsukuru kaku shimasu okurimasu'.split(' '));

/**
 * A stretch said before the thing done ("shuukan meisai": the weekly statement, "getsuji meisai": the monthly one,
 * "nenkan": the yearly): beside daily runs, or monthly ones beside weekly? Never set aside.
 */
const STRETCH_BEFORE = new Set('shuukan shuukanbun getsuji gekkan nenkan nenji hanki shihanki'.split(' '));

/** Whether words left after the schedule end in a Japanese word of a thing done ("gassou renshuu", "seikyuusho okuru"). */
export function japaneseTask(words: readonly string[]): boolean {
  const last = words.at(-1);
  if (words.some((w) => STRETCH_BEFORE.has(longVowels(w.toLowerCase())))) return false;
  if (last !== undefined && VERB_LAST.has(last) && words.length >= 2) return THING_DONE.has(words.at(-2) as string);
  return last !== undefined && THING_DONE.has(last);
}

/** The Japanese word that changes the runs in a phrase said in Japanese, which these rules do not read; null when none is. */
export function japaneseWordChangingRuns(said: string): string | null {
  const text = longVowels(said);
  if (!GATE.test(text) || !JAPANESE.test(text)) return null;
  return CHANGES_RUNS.exec(text)?.[0] ?? null;
}
