import { clock24, hourOf, nth, spokenClock } from './spokenClocks.js';
import {
  EN_DAY,
  NOT_AFTER_WORD,
  NOT_BEFORE_WORD,
  type WordRule as Rule,
  readAndTidy,
  wordChangingRuns,
} from './wordRules.js';

/**
 * Words of when in Polish, as Polish teams mix them into English or say a schedule whole ("standup codziennie o 9:30
 * w dni robocze", "raport w każdy poniedziałek o 8:00", "sync co 15 minut od 8 do 16 w tygodniu"): each read as the
 * English it stands for, before the phrase is read again, with a note for each. Read only when the phrase cannot be
 * read as it is (from mixedLanguageWords.ts), only when a Polish word of when is there, and only words of when: the
 * job's name ("faktury", "próba chóru") stays as it is, for the name readers.
 * - days ("poniedziałek", "środa"), their plurals ("w czwartki", "wtorki": on Thursdays, Tuesdays), "w każdy
 *   poniedziałek", "w każdą środę", "co poniedziałek": every Monday; "od poniedziałku do piątku": Monday to Friday;
 * - "codziennie", "co dzień", "każdego dnia": every day; "w dni robocze", "w dni powszednie", "w tygodniu" (not "raz
 *   w tygodniu", once a week): weekdays; "w weekendy": weekends; "co noc", "każdej nocy": every night; "co rano": every
 *   morning; "co wieczór": every evening;
 * - "o 9:30": at; "o 14": at 14:00 (the 24-hour clock; a bare hour up to 12, "o 9", is left to the grammar, which
 *   says which half of the day it took); "o 10 rano": at 10am; "o 7 wieczorem", "o 3 po południu": pm; "o 3 w nocy":
 *   3am; "od 8 do 16": from 08:00 to 16:00 ("od 9 do 5" stays unread: the morning's hours, or the afternoon's?);
 *   "o północy": at midnight; "w południe", "o południu": at noon;
 * - "co 15 minut", "co 2 godziny", "co godzinę", "co pół godziny": every ...;
 * - "10-go każdego miesiąca", "10. dnia miesiąca": the 10th of every month, of the month; "ostatniego dnia miesiąca",
 *   "ostatni dzień miesiąca": the last day of the month; "ostatni dzień roboczy": the last business day;
 *   "pierwszy poniedziałek miesiąca", "w każdy ostatni piątek miesiąca": the first Monday, the last Friday of the
 *   month; "24 grudnia": December 24; "1 stycznia, kwietnia i lipca": January 1, April 1 and July 1;
 * - "od marca do października": from March to October (every year);
 * - ", ale w weekendy (tylko) o 9:00": but on weekends (only) at 9:00, in place of the rule said before on those days;
 * - "przypomnienie o wizycie": a reminder about the visit;
 * - "od 1 grudnia": starting December 1; "do końca lutego": until end of February; "do 31 stycznia": until; "od 1
 *   do 30 kwietnia": from April 1 to April 30; "1 i 15 dnia miesiąca": the 1st and 15th of the month;
 * - "i" between days and clocks: and; "o 9 i 15": at 9 and 15 (Polish says 9:15 "9:15", never with "i");
 * - "jutro": tomorrow; "pojutrze": in 2 days; "przypomnij mi ... o fakturach": remind me ... about;
 *   "przypomnienie": reminder; "15 minut wcześniej", "godzinę wcześniej" said last: 15 minutes, an hour before;
 *   "nie, czekaj": no wait;
 * - "czasu nowojorskiego", "czasu polskiego", "czasu londyńskiego": New York's, Poland's, London's time.
 * Refused as before: "co drugi wtorek" (every other Tuesday, which a weekly schedule cannot say), "raz w tygodniu"
 * (once a week: which day?): the words stay Polish, and foreignTimeWords.ts keeps them out of names. The short words
 * that are English too ("o", "w", "i", "co", "do", "od") are read only beside a number or another Polish word of
 * when, never alone.
 */

/** A word's pattern that also takes it typed without its Polish letters ("srode" for "środę"). */
const pl = (word: string): string =>
  word
    .replace(/ą/g, '[ąa]')
    .replace(/ć/g, '[ćc]')
    .replace(/ę/g, '[ęe]')
    .replace(/ł/g, '[łl]')
    .replace(/ń/g, '[ńn]')
    .replace(/ó/g, '[óo]')
    .replace(/ś/g, '[śs]')
    .replace(/[źż]/g, '[źżz]');
const plain = (word: string): string =>
  word
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const NA = NOT_AFTER_WORD;
const NB = NOT_BEFORE_WORD;

/** Each day's forms (plain), to the English day: the name, the accusative, the genitive; the plural apart. */
const DAY_FORMS: ReadonlyArray<readonly [string, readonly string[], readonly string[]]> = [
  ['monday', ['poniedziałek', 'poniedziałku'], ['poniedziałki']],
  ['tuesday', ['wtorek', 'wtorku'], ['wtorki']],
  ['wednesday', ['środa', 'środę', 'środy'], ['środy']],
  ['thursday', ['czwartek', 'czwartku'], ['czwartki']],
  ['friday', ['piątek', 'piątku'], ['piątki']],
  ['saturday', ['sobota', 'sobotę', 'soboty'], ['soboty']],
  ['sunday', ['niedziela', 'niedzielę', 'niedzieli'], ['niedziele']],
];
const SINGULAR: ReadonlyMap<string, string> = new Map(
  DAY_FORMS.flatMap(([en, forms]) => forms.map((f) => [plain(f), en] as const)),
);
const PLURAL: ReadonlyMap<string, string> = new Map(
  DAY_FORMS.flatMap(([en, , forms]) => forms.map((f) => [plain(f), en] as const)),
);
const alt = (words: readonly string[]): string => `(?:${[...new Set(words)].map(pl).join('|')})`;
/** A day in the singular (and "środy", "soboty", which are also plurals: read by what is before them). */
const DAY = alt(DAY_FORMS.flatMap(([, forms]) => forms));
const DAYS = alt(DAY_FORMS.flatMap(([, , forms]) => forms));
const dayOf = (word: string): string => SINGULAR.get(plain(word)) ?? (PLURAL.get(plain(word)) as string);
const daysOf = (word: string): string => `${PLURAL.get(plain(word)) ?? SINGULAR.get(plain(word))}s`;

/** The months in the genitive ("1 stycznia"), and the nominative for "do końca" ... (genitive too). */
const MONTHS: ReadonlyArray<readonly [string, string]> = [
  ['stycznia', 'january'],
  ['lutego', 'february'],
  ['marca', 'march'],
  ['kwietnia', 'april'],
  ['maja', 'may'],
  ['czerwca', 'june'],
  ['lipca', 'july'],
  ['sierpnia', 'august'],
  ['września', 'september'],
  ['października', 'october'],
  ['listopada', 'november'],
  ['grudnia', 'december'],
];
const MONTH = alt(MONTHS.map(([m]) => m));
const MONTH_OF: ReadonlyMap<string, string> = new Map(MONTHS.map(([m, en]) => [plain(m), en] as const));
const monthOf = (word: string): string => MONTH_OF.get(plain(word)) as string;

const ORDINALS: ReadonlyArray<readonly [string, string]> = [
  ['pierwszy|pierwszą|pierwsza|pierwszego|pierwszej', 'first'],
  ['drugi|drugą|druga|drugiego|drugiej', 'second'],
  ['trzeci|trzecią|trzecia|trzeciego|trzeciej', 'third'],
  ['czwarty|czwartą|czwarta|czwartego|czwartej', 'fourth'],
  ['ostatni|ostatnią|ostatnia|ostatniego|ostatniej', 'last'],
];
const ORD = alt(ORDINALS.flatMap(([forms]) => forms.split('|')));
const ordOf = (word: string): string =>
  ORDINALS.find(([forms]) => forms.split('|').some((f) => plain(f) === plain(word)))?.[1] as string;

/** A clock said plainly as one ("9:30"). */
const CLOCK = '(?:[01]?\\d|2[0-3]):[0-5]\\d';
/** An hour or a clock ("8", "16", "9:30"), not the first of "9 i 15" nor a count. */
const HOUR = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?';
const MDAY = '([1-9]|[12]\\d|3[01])';
const MIESIACA = pl('miesiąca');
const KAZD = `${pl('każd')}\\p{L}*`;

/** A cheap test that the phrase holds a Polish word of when. */
const GATE = new RegExp(
  `${NA}(?:${DAY}|${DAYS}|${MONTH}|codziennie|${KAZD}|${MIESIACA}|${pl('miesiąc')}|dni|dnia|minut|${pl('godzin')}\\p{L}*|jutro|pojutrze|rano|wieczorem|${pl('południ')}\\p{L}*|${pl('północy')}|tygodniu|weekendy|przypomn\\p{L}*|czasu|noc|nocy|${pl('końca')}|roboczy|roboczego)${NB}`,
  'iu',
);

const clock = spokenClock;

/** "czasu nowojorskiego": whose clock the time is on. */
const ZONE_ADJECTIVES: Readonly<Record<string, string>> = {
  polskiego: 'poland',
  warszawskiego: 'warsaw',
  nowojorskiego: 'new york',
  londynskiego: 'london',
  brytyjskiego: 'uk',
  angielskiego: 'uk',
  niemieckiego: 'germany',
  berlinskiego: 'berlin',
  paryskiego: 'paris',
  francuskiego: 'france',
  japonskiego: 'japan',
  tokijskiego: 'tokyo',
  wschodniego: 'eastern',
  pacyficznego: 'pacific',
  srodkowoeuropejskiego: 'cet',
  uniwersalnego: 'utc',
};

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

/** The short forms of the days, as calendars and shop doors write them ("pon-pt", "pn.-sob.", "pon, śr, pt"). */
const SHORT_FORMS: ReadonlyArray<readonly [string, string]> = [
  ['pon|pn|pon\\.|pn\\.', 'mon'],
  ['wt|wto|wt\\.', 'tue'],
  ['śr|sr|śro|sro|śr\\.|sr\\.', 'wed'],
  ['czw|cz|czw\\.|cz\\.', 'thu'],
  ['pt|pią|pia|pt\\.', 'fri'],
  ['sob|sb|sob\\.|sb\\.', 'sat'],
  ['nd|ndz|niedz|nd\\.|ndz\\.|niedz\\.', 'sun'],
];
/** A short day (its dot, when typed, kept apart: "pn." is "pn"). */
const SHORT = '(pon|pn|wto|wt|śro|sro|śr|sr|czw|cz|pią|pia|pt|sob|sb|niedz|ndz|nd)\\.?';
const shortOf = (word: string): string =>
  SHORT_FORMS.find(([forms]) => forms.split('|').includes(word.toLowerCase().replace(/\.$/, '')))?.[1] as string;
/** "pon-pt", "pn.–sob.": a range of short days, each of the week's (not "pt-pt", the same day twice). */
// (not after a clock: "4pm PT-SR" is Pacific Time, then a name)
const SHORT_RANGE = `(?<!\\d(?:\\s*[ap]\\.?m\\.?)?\\s*)${NA}${SHORT}\\s*[-–]\\s*${SHORT}(?![\\p{L}\\d-])`;
/** "pon, śr, pt", "pon, śr i pt": a list of three or more, or two joined by "i" ("wt i czw"). */
const SHORT_LIST = `${NA}${SHORT}(?:\\s*,\\s*${SHORT})+(?:\\s*,?\\s+i\\s+${SHORT})?(?![\\p{L}\\d-])|${NA}${SHORT}\\s+i\\s+${SHORT}(?![\\p{L}\\d-])`;

/** The short days' range or list, which alone say the phrase is Polish ("pon-pt 14:00"). */
const SHORT_GATE = new RegExp(`${SHORT_RANGE}|${SHORT_LIST}`, 'iu');

const RULES: readonly Rule[] = [
  // "nie, czekaj", "nie, sorry": a correction
  rule(`${NA}nie,?\\s+(?:czekaj|poczekaj|sorki|sorry)${NB}`, () => 'no wait'),
  // "przypomnij mi": remind me; "... o fakturach" (a word, no number): about
  rule(`${NA}(?:przypomnij|przypomnijcie)\\s+(?:mi|nam)${NB}`, () => 'remind me'),
  rule(`${NA}przypomnienie${NB}`, () => 'reminder'),
  // "przypomnienie o wizycie": a reminder about the visit (a word, no number, right after it)
  rule(`(?<=${NA}reminder\\s+)o\\s+(?=\\p{L}{3,}${NB})`, () => 'about '),
  // "przypomnienie 15 minut wcześniej", "godzinę wcześniej": before (the event's time said before it), said last
  rule(
    `${NA}(?:(\\d{1,3})\\s+(minut|minuty|${pl('godzin')}|${pl('godziny')})|(${pl('godzinę')}))\\s+${pl('wcześniej')}(?=\\s*[.!]?\\s*$)`,
    (_m, n, unit, hour) =>
      hour !== undefined
        ? '1 hour before'
        : plain(unit).startsWith('godzin')
          ? `${Number(n)} hours before`
          : `${Number(n)} minutes before`,
  ),
  // "od marca do października": from March to October, every year (the grammar says so in its note)
  rule(`${NA}od\\s+(${MONTH})\\s+do\\s+(${MONTH})${NB}`, (_m, a, b) =>
    monthOf(a) === monthOf(b) ? null : `from ${monthOf(a)} to ${monthOf(b)}`,
  ),
  // "od 1 do 30 kwietnia": from April 1 to April 30 (both days of the one month said after them)
  rule(`${NA}od\\s+${MDAY}\\s+do\\s+${MDAY}\\s+(${MONTH})${NB}`, (_m, a, b, month) =>
    Number(a) < Number(b) ? `from ${monthOf(month)} ${Number(a)} to ${monthOf(month)} ${Number(b)}` : null,
  ),
  // "od 8 do 16", "od 9:00 do 17:30": the 24-hour clock; "od 9 do 5" stays unread
  rule(
    `${NA}od\\s+(?:godz\\.?\\s+)?(${HOUR})\\s+do\\s+(?:godz\\.?\\s+)?(${HOUR})${NB}(?!\\s*${MONTH}${NB})`,
    (_m, a, b) =>
      (hourOf(a) <= 12 && hourOf(b) < hourOf(a)) || (hourOf(a) >= 1 && hourOf(a) <= 6 && hourOf(b) <= 12)
        ? null
        : `from ${clock24(a)} to ${clock24(b)}`,
  ),
  // "pon-pt", "pn.-sob.": Monday to Friday, Monday to Saturday ("mon-fri", as a name before it reads beside)
  rule(SHORT_RANGE, (_m, a, b) => (shortOf(a) === shortOf(b) ? null : `${shortOf(a)}-${shortOf(b)}`)),
  // "pon, śr, pt", "wt i czw": the days listed (two said alone with a comma stay unread: "pt, 9:00"?)
  rule(SHORT_LIST, (m) => {
    const days = m.split(/\s*,\s*|\s+i\s+/u).map((d) => shortOf(d.trim()));
    if (days.length < 2 || days.some((d) => d === undefined) || (days.length === 2 && !/\si\s/u.test(m))) return null;
    return `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
  }),
  // "od poniedziałku do piątku"
  rule(`${NA}od\\s+(${DAY})\\s+do\\s+(${DAY})${NB}`, (_m, a, b) => `${dayOf(a)} to ${dayOf(b)}`),
  // "co 15 minut", "co 2 godziny", "co godzinę", "co pół godziny"
  rule(`${NA}co\\s+(\\d{1,3})\\s+(minut|minuty|${pl('godzin')}|${pl('godziny')})${NB}`, (_m, n, unit) =>
    plain(unit).startsWith('godzin') ? `every ${Number(n)} hours` : `every ${Number(n)} minutes`,
  ),
  rule(`${NA}co\\s+${pl('pół')}\\s+${pl('godziny')}${NB}`, () => 'every 30 minutes'),
  rule(`${NA}(?:co\\s+${pl('godzinę')}|${KAZD}\\s+${pl('godziny')})${NB}`, () => 'every hour'),
  // "ostatniego dnia miesiąca", "ostatni dzień roboczy (miesiąca)", "pierwszy poniedziałek miesiąca"
  rule(
    `${NA}(?:w\\s+)?(${KAZD}\\s+)?(${ORD})\\s+(dnia|${pl('dzień')})\\s+(?:roboczy|roboczego)(?:\\s+(${KAZD}\\s+)?${MIESIACA})?${NB}`,
    (_m, every, ord, _d, every2) =>
      ordOf(ord) === 'first' || ordOf(ord) === 'last'
        ? `the ${ordOf(ord)} business day of ${every || every2 ? 'every' : 'the'} month`
        : null,
  ),
  rule(
    `${NA}(?:w\\s+)?(${KAZD}\\s+)?(${ORD})\\s+(dnia|${pl('dzień')}|${DAY})(?:\\s+(${KAZD}\\s+)?${MIESIACA})${NB}`,
    (_m, every, ord, day, every2) => {
      const d = /^(?:dnia|dzie[ńn])$/iu.test(day) ? 'day' : dayOf(day);
      return `the ${ordOf(ord)} ${d} of ${every || every2 ? 'every' : 'the'} month`;
    },
  ),
  // "w dni robocze", "w dni powszednie", "w każdy dzień roboczy", "w tygodniu" (not "raz w tygodniu")
  rule(
    `${NA}(?:(?:w\\s+)?(?:${KAZD}\\s+)?(?:dni|${pl('dzień')})\\s+(?:robocze|roboczy|powszednie|powszedni)|(?<!(?:raz|razy)\\s+)w\\s+tygodniu)${NB}`,
    () => 'on weekdays',
  ),
  // "oprócz niedzieli", "z wyjątkiem soboty": except Sundays; "oprócz weekendów": except weekends
  rule(
    `${NA}(?:${pl('oprócz')}|z\\s+${pl('wyjątkiem')})\\s+(?:weekendów|weekendow|weekendu)${NB}`,
    () => 'except weekends',
  ),
  rule(`${NA}(?:${pl('oprócz')}|z\\s+${pl('wyjątkiem')})\\s+(${DAY})${NB}`, (_m, day) => `except ${dayOf(day)}s`),
  rule(`${NA}(?:w\\s+)?weekendy${NB}`, () => 'on weekends'),
  // "codziennie", "co dzień", "każdego dnia": every day
  rule(`${NA}(?:codziennie|co\\s+${pl('dzień')}|${KAZD}\\s+dnia)${NB}`, () => 'every day'),
  rule(`${NA}(?:co\\s+noc|${KAZD}\\s+nocy)${NB}`, () => 'every night'),
  rule(`${NA}(?:co\\s+rano|${KAZD}\\s+ranka)${NB}`, () => 'every morning'),
  rule(`${NA}(?:co\\s+${pl('wieczór')}|${KAZD}\\s+wieczoru)${NB}`, () => 'every evening'),
  rule(`${NA}co\\s+(?:${pl('tydzień')})${NB}`, () => 'every week'),
  rule(`${NA}co\\s+(?:${pl('miesiąc')})${NB}`, () => 'every month'),
  // "1 i 15 dnia miesiąca", "1, 10 i 20 każdego miesiąca": those days of the month (a list of days of the month said
  // with "dnia" or "miesiąca" after it, never a list of bare numbers alone)
  rule(
    `${NA}${MDAY}((?:\\s*,\\s*|\\s+(?:i|oraz)\\s+)(?:[1-9]|[12]\\d|3[01]))+(?:-?go|-?ego|\\.)?\\s+(?:dnia\\s+)?(${KAZD}\\s+)?${MIESIACA}${NB}`,
    (m, _n, _more, every) => {
      const days = (m.match(/(?<![\d:])\d{1,2}(?![\d:])/g) ?? []).map(nth);
      return `the ${days.slice(0, -1).join(', ')} and ${days.at(-1)} of ${every ? 'every' : 'the'} month`;
    },
  ),
  // "10-go każdego miesiąca", "10. dnia miesiąca", "10 dnia każdego miesiąca"
  rule(
    `${NA}${MDAY}(?:-?go|-?ego|\\.)?\\s+(?:dnia\\s+)?(${KAZD}\\s+)?${MIESIACA}${NB}`,
    (_m, n, every) => `the ${nth(n)} of ${every ? 'every' : 'the'} month`,
  ),
  // "do końca lutego": until end of February; "do 31 stycznia": until; "od 1 grudnia": starting
  rule(`${NA}do\\s+${pl('końca')}\\s+(${MONTH})${NB}`, (_m, month) => `until end of ${monthOf(month)}`),
  rule(`${NA}do\\s+(?=${MDAY}\\s+${MONTH}${NB})`, () => 'until '),
  rule(`${NA}od\\s+(?=${MDAY}\\s+${MONTH}${NB})`, () => 'starting '),
  // "1 stycznia, kwietnia, lipca i października": the same day of each month said
  rule(`${NA}${MDAY}\\s+(${MONTH}(?:\\s*,\\s*${MONTH})*(?:\\s*,?\\s+(?:i|oraz)\\s+${MONTH}))${NB}`, (_m, n, months) => {
    const list = months.split(/\s*,\s*|\s+(?:i|oraz)\s+/u).filter((w) => w !== '');
    const dates = list.map((w) => `${monthOf(w)} ${Number(n)}`);
    return `${dates.slice(0, -1).join(', ')} and ${dates.at(-1)}`;
  }),
  // "24 grudnia", "24 grudnia 2027": the date
  rule(
    `${NA}${MDAY}\\s+(${MONTH})(?:\\s+(20\\d\\d))?${NB}`,
    (_m, n, month, year) => `${monthOf(month)} ${Number(n)}${year === undefined ? '' : ` ${year}`}`,
  ),
  // "w każdy poniedziałek", "w każdą środę", "co poniedziałek": every Monday
  rule(`${NA}(?:w\\s+)?(?:${KAZD}|co)\\s+(${DAY})${NB}`, (_m, day) => `every ${dayOf(day)}`),
  // "w czwartki", "czwartki": on Thursdays (the plural: every week's)
  rule(`${NA}(w\\s+)?(${DAYS})${NB}`, (_m, on, day) => `${on ? 'on ' : ''}${daysOf(day)}`),
  rule(`${NA}(?:w\\s+)?(${DAY})${NB}`, (_m, day) => `on ${dayOf(day)}`),
  // "o północy", "w południe", "o południu"
  rule(`${NA}(?:o\\s+)?${pl('północy')}${NB}`, () => 'at midnight'),
  rule(`${NA}(?:w\\s+${pl('południe')}|o\\s+${pl('południu')})${NB}`, () => 'at noon'),
  // "o 10 rano", "o 7 wieczorem", "o 3 po południu", "o 3 w nocy"
  rule(
    `${NA}(?:o\\s+(?:godz\\.?\\s+|godzinie\\s+)?)?((?:0?[1-9]|1[0-2])(?::[0-5]\\d)?)\\s+(rano|wieczorem|po\\s+${pl('południu')}|w\\s+nocy)${NB}`,
    (_m, said, part) => {
      const p = plain(part);
      const h = hourOf(said);
      if (p === 'rano') return h >= 4 ? `at ${said}am` : null;
      if (p === 'w nocy') return h <= 4 || h === 12 ? null : h >= 9 ? `at ${said}pm` : null;
      if (p === 'wieczorem') return h >= 5 && h <= 11 ? `at ${said}pm` : null;
      return h >= 1 && h <= 6 ? `at ${said}pm` : null;
    },
  ),
  // "o 9:30", "o 14", "o godz. 8": at
  rule(
    `${NA}o\\s+(?:godz\\.?\\s+|godzinie\\s+)?(${CLOCK}|(?:[01]?\\d|2[0-3])(?![\\d:]))${NB}`,
    (_m, said) => `at ${clock(said)}`,
  ),
  // "i", "oraz" between days and clocks: and
  rule(
    `(?<=(?:${EN_DAY}|${CLOCK}|at\\s+\\d{1,2}|\\d(?:st|nd|rd|th)|noon|midnight)),?\\s+(?:i|oraz)\\s+(?=(?:on\\s+)?(?:${EN_DAY}|${CLOCK}|at\\s+\\d|noon|midnight)${NB})`,
    () => ' and ',
  ),
  // "o 9 i 15": at 9 and 15 (Polish says no minutes with "i": "o 9:15")
  rule(
    `(?<=at\\s+(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?)\\s+i\\s+(?=(?:[01]?\\d|2[0-3])(?![\\d:])(?!\\s*(?:minut|min|godzin)))`,
    () => ' and ',
  ),
  // ", ale w weekendy tylko o 9:00": but on weekends only at 9:00 (the days said after it in place of the rule before:
  // the grammar reads "but" so, and says it in its note); "ale" only after a comma and before days read here
  rule(`,\\s*ale\\s+(?=(?:on\\s+|every\\s+)?(?:${EN_DAY})${NB})`, () => ', but '),
  rule(`(?<=(?:${EN_DAY})\\s+)tylko(?=\\s+at\\s+\\d)`, () => 'only'),
  // "jutro": tomorrow; "pojutrze": in 2 days
  rule(`${NA}pojutrze${NB}`, () => 'in 2 days'),
  rule(`${NA}jutro${NB}`, () => 'tomorrow'),
  // "remind me ... o fakturach": about
  rule(`(?<=remind me\\b.*\\s)o\\s+(?=\\p{L}{3,})`, () => 'about '),
  // "czasu nowojorskiego", "czasu polskiego"; "czasu UK": UK time
  rule(`${NA}(?:wg\\s+|według\\s+)?czasu\\s+(\\p{L}+)${NB}`, (_m, whose) => {
    const place = Object.hasOwn(ZONE_ADJECTIVES, plain(whose)) ? ZONE_ADJECTIVES[plain(whose)] : undefined;
    return place === undefined ? null : `${place} time`;
  }),
];

/**
 * An ordinal the rules above do not read, which changes the runs and is never a job's name: "przedostatni dzień
 * roboczy" (the second-to-last business day), "drugi" or "trzeci" before no day ("raport trzeci o 9:00"); and a word
 * that makes a day one day, not each ("w przyszłą sobotę", "w najbliższy poniedziałek", "w następny piątek", "w tę
 * sobotę": next, this Saturday), which a name would otherwise take, leaving the day read every week.
 */
const CHANGES_RUNS = new RegExp(
  `${NA}(?:${pl('przedostatni')}\\p{L}*|${pl('przedostatnią')}|${ORD}(?!\\s+(?:dnia|${pl('dzień')}|${DAY})${NB})|${pl('przyszł')}\\p{L}*|${pl('najbliższ')}\\p{L}*|${pl('następn')}\\p{L}*|(?:ten|${pl('tę')}|tej|ta)(?=\\s+${DAY}${NB}))${NB}`,
  'iu',
);
export const polishWordChangingRuns = wordChangingRuns(GATE, CHANGES_RUNS);

/** The phrase with its Polish words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readPolishWords(text: string, notes: string[]): string {
  if (!GATE.test(text) && !SHORT_GATE.test(text)) return text;
  return readAndTidy(text, RULES, notes);
}
