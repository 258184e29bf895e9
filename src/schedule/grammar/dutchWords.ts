import { gatedBy } from './readerGates.js';
import {
  EN_DAY,
  EN_MONTH,
  NOT_BEFORE_WORD,
  plainWord as plain,
  type WordRule as Rule,
  readAndTidy,
} from './wordRules.js';

/**
 * Words of when in Dutch (and Flemish), as Dutch and Belgian teams mix them into English or say a schedule whole
 * ("standup om 9:15 op werkdagen", "every vrijdag 16:00", "elk kwartier tussen 8 en 18 uur"): each read as the English
 * it stands for, before the phrase is read again, with a note for each. Read only when the phrase cannot be read as
 * it is (from mixedLanguageWords.ts), and only words of when: the job's name stays as it is, for the name readers.
 * - days ("maandag", "vrijdag"), "elke maandag": every Monday; "op werkdagen", "elke werkdag": weekdays; "in het
 *   weekend": on weekends; short days only in a range ("ma t/m za", "ma-vr": "ma", "di", "do", "za", "zo" alone stay
 *   as typed, since they are also words and names);
 * - "elke dag", "elke nacht", "elke ochtend", "elke avond": every day, night, morning, evening; "elk uur": every hour;
 *   "elk kwartier": every 15 minutes; "elk half uur": every 30 minutes; "elke 15 minuten", "elke 2 uur": every ...;
 * - "om 9:15": at 9:15; "18 uur", "om 20 uur": the 24-hour clock; "om 8 uur",
 *   "10u": at 8, at 10 (the grammar says which half of the day it took, or refuses); "tussen 8 en 18 uur",
 *   "van 9 tot 17 uur": the "uur" said last is each clock's ("9 tot 5 uur" stays unread: 5 in the morning, or the
 *   afternoon?); "om half 10": 9:30 (half before ten, as Dutch and German say it, never the 10:30 of British "half
 *   ten"); "kwart over 2": 2:15; "kwart voor 5": 4:45; the hour also in words, read only from 6 to 11 ("kwart over
 *   negen": 9:15; "kwart over twee" stays unread: 2:15 or 14:15?); "'s ochtends", "'s middags", "'s avonds", "'s nachts" after
 *   an hour: its half of the day (an hour its part cannot hold stays unread: "11 uur 's avonds"? no: "2 's avonds");
 * - "en" between days and clocks: and;
 * - "op de 1e van de maand", "de 15e van elke maand": the 1st of the month, the 15th of every month ("op de 10e"
 *   alone: the 10th, as English reads "on the 10th"); "elke 3e
 *   donderdag van de maand", "elke eerste dinsdag van de maand", "de laatste werkdag van de maand", "de eerste maandag": the nth day;
 * - "morgen": tomorrow ("'s morgens", "morgenochtend" are no tomorrow); "overmorgen": in 2 days;
 * - "tot en met 18 december": until December 18 (the day itself with runs); "vanaf 4 januari": starting January 4;
 *   "van oktober tot en met maart": from October through March, each year (no day nor year beside the months);
 *   "behalve": except; "alleen": only; "niet in juli en augustus": not in those months ("niet" before anything else
 *   stays unread);
 * - a task said with its verb last, as Dutch says it ("de planning mailen", "herinneren"): `dutchTask`;
 * - "hun tijd", "onze tijd", "Nederlandse tijd": their, our time, Amsterdam time.
 * Refused as before: "tot 18 december" (up to the 18th, or through it?), "elke 2 weken" (every two weeks, which a
 * weekly schedule cannot say), "half" without "om" or another Dutch word of when ("half 10" is 10:30 in Britain).
 */

const DAYS: Readonly<Record<string, string>> = {
  maandag: 'monday',
  dinsdag: 'tuesday',
  woensdag: 'wednesday',
  donderdag: 'thursday',
  vrijdag: 'friday',
  zaterdag: 'saturday',
  zondag: 'sunday',
};
const SHORT_DAYS: Readonly<Record<string, string>> = {
  ma: 'monday',
  di: 'tuesday',
  wo: 'wednesday',
  do: 'thursday',
  vr: 'friday',
  za: 'saturday',
  zo: 'sunday',
};
const MONTHS: Readonly<Record<string, string>> = {
  januari: 'january',
  februari: 'february',
  maart: 'march',
  april: 'april',
  mei: 'may',
  juni: 'june',
  juli: 'july',
  augustus: 'august',
  september: 'september',
  oktober: 'october',
  november: 'november',
  december: 'december',
};
const ORDINALS: Readonly<Record<string, string>> = {
  eerste: 'first',
  tweede: 'second',
  derde: 'third',
  vierde: 'fourth',
  laatste: 'last',
};

const NA = "(?<![\\p{L}\\d'’/-])";
const NB = NOT_BEFORE_WORD;
const DAY = '(?:maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag)';
const SHORT = '(?:ma|di|wo|do|vr|za|zo)';
export const MONTH = '(?:januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december)';
const CLOCK = '(?:[01]?\\d|2[0-3]):[0-5]\\d';
const HOUR = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?';
/** Units of time after "om de" ("om de 3 dagen": every 3 days). */
const UNITS: Readonly<Record<string, string>> = {
  week: 'week',
  dag: 'day',
  maand: 'month',
  weken: 'weeks',
  dagen: 'days',
  maanden: 'months',
  uur: 'hours',
  minuten: 'minutes',
  kwartier: 'quarter hours',
};
/** The hours of the spoken clock in words ("kwart over negen": 9:15). */
const HOUR_WORDS: Readonly<Record<string, number>> = {
  een: 1,
  één: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  elf: 11,
  twaalf: 12,
};
/** An hour of the spoken clock, 1 to 12, in digits or in words. */
const SPOKEN = `(1[0-2]|0?[1-9]|${Object.keys(HOUR_WORDS).join('|')})`;
const spokenHour = (said: string): number => HOUR_WORDS[said.toLowerCase()] ?? Number(said);
const ORD = '(?:eerste|tweede|derde|vierde|laatste|[1-5]e)';
const MDAY = '([1-9]|[12]\\d|3[01])';
const PART = "(?:['’]?s\\s+)(ochtends|morgens|middags|avonds|nachts)";

/** Words only Dutch says, beside which "half" is Dutch (9:30 for "half 10"), not British (10:30). */
const DUTCH = new RegExp(
  `${NA}(?:om|elke|elk|${DAY}|werkdag(?:en)?|uur|morgen|overmorgen|vanaf|tussen|kwart|nacht|ochtend|avond|maand|dagelijks|herinnering)${NB}|['’]s\\s+(?:ochtends|morgens|middags|avonds|nachts)`,
  'iu',
);

/** A cheap test that the phrase holds one of the words read here. */
const GATE = new RegExp(
  `${NA}(?:om|elke|dagelijks|elk|${DAY}|werkdag(?:en)?|uur|\\d{1,2}u|morgen|overmorgen|vanaf|tussen|kwart|maand|weekend|t/m|behalve|niet|hun|onze|tijd|${MONTH})${NB}|${NA}${SHORT}\\s*(?:-|–|t/m)`,
  'iu',
);

const dayOf = (word: string): string => DAYS[plain(word)] ?? (SHORT_DAYS[plain(word)] as string);
const monthOf = (word: string): string => MONTHS[plain(word)] as string;
const suffix = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
const ordinalOf = (word: string): string => {
  const p = plain(word);
  if (ORDINALS[p] !== undefined) return ORDINALS[p] as string;
  const n = Number(p.replace(/\D/g, ''));
  return `${n}${suffix(n)}`;
};
const pad = (said: string): string => {
  const [h, m] = said.split(':');
  return `${String(Number(h)).padStart(2, '0')}:${m ?? '00'}`;
};

/** The hour a Dutch part of the day gives a spoken clock, as English says it, or null where they do not fit. */
function withPart(hour: number, minutes: number, part: string): string | null {
  const mm = String(minutes).padStart(2, '0');
  const p = plain(part);
  if (hour === 0 || hour > 12) return null;
  if (p === 'ochtends' || p === 'morgens') return hour >= 4 && hour <= 11 ? `${hour}:${mm}am` : null;
  if (p === 'middags') return hour === 12 ? `12:${mm}pm` : hour <= 6 ? `${hour}:${mm}pm` : null;
  if (p === 'avonds') return hour >= 5 && hour <= 11 ? `${hour}:${mm}pm` : null;
  return hour >= 1 && hour <= 4 ? `${hour}:${mm}am` : null;
}

/** Whether the phrase being read is plainly Dutch (so "half 10" is 9:30). */
let dutch = false;

const rule = (source: string, read: Rule[1]): Rule => [new RegExp(source, 'giu'), read];

/** A clock said before, with its minutes, or an hour from 12 to 23 ("15u"): one whose half of the day is known. */
const CLOCK_SAID_BEFORE = '(?<=(?:\\d[:.][0-5]\\d|(?<![\\d:.])(?:1[2-9]|2[0-3])(?![\\d:.]))[\\s\\S]*)';

/** Not after "geen", "niet", "zonder" (no reminder): "geen herinnering kwartier ervoor" stays unread. */
const NOT_SAID_NO = '(?<!(?:geen|niet|zonder)(?:\\s+\\p{L}+){0,2}\\s+)';

const RULES: readonly Rule[] = [
  // "om de week", "om de 2e maandag", "om de andere dag": every other (not "the second Monday of the month", nor "at");
  // "om de 3 dagen", "om de twee weken": every 3 days, every two weeks
  rule(`${NA}om\\s+de\\s+(?:2e|2de|tweede|andere)\\s+(?=\\p{L})`, () => 'every other '),
  rule(`${NA}om\\s+de\\s+(week|dag|maand)${NB}`, (_m, unit) => `every other ${UNITS[plain(unit as string)]}`),
  rule(
    `${NA}om\\s+de\\s+(\\d{1,2}|twee|drie|vier|vijf|zes)\\s+(weken|dagen|maanden|uur|minuten|kwartier)${NB}`,
    (_m, n, unit) => `every ${HOUR_WORDS[plain(n as string)] ?? n} ${UNITS[plain(unit as string)]}`,
  ),
  // "half 10": 9:30; "kwart over 2": 2:15; "kwart voor 5": 4:45; "10 over 8", "5 voor half 9" stay unread
  rule(
    `${NA}(?:(half)|kwart\\s+(over|voor))\\s+${SPOKEN}(?![\\d:])(?:\\s+${PART})?${NB}`,
    (_m, half, way, hourSaid, part) => {
      if (half !== undefined && !dutch) return null;
      const hour = spokenHour(hourSaid);
      const before = half !== undefined || plain(way) === 'voor';
      const h = before ? (hour === 1 ? 12 : hour - 1) : hour;
      const minutes = half !== undefined ? 30 : before ? 45 : 15;
      // the hour said in words ("kwart over negen") says no half of the day: read only where the morning is the one
      // meant as a written "9:15" is (6 to 11; "kwart over twee" is more often 14:15)
      if (part === undefined && hour !== Number(hourSaid) && (h < 6 || h > 11)) return null;
      if (part === undefined) return `${h}:${String(minutes).padStart(2, '0')}`;
      return withPart(h, minutes, part);
    },
  ),
  // "2 uur 's middags", "8 's avonds", "om 7:30 's ochtends"
  rule(`${NA}(${HOUR})(?:\\s*uur)?\\s+${PART}${NB}`, (_m, clock, part) => {
    const [h, mm] = clock.split(':');
    return withPart(Number(h), Number(mm ?? 0), part);
  }),
  // "tussen 8 en 18 uur", "van 9 tot 17 uur": the "uur" said last is each clock's
  rule(`${NA}(tussen|van)\\s+(${HOUR})\\s+(en|tot)\\s+(${HOUR})\\s*(?:uur|u)${NB}`, (_m, word, a, joined, b) => {
    const [from, to] = [Number(a.split(':')[0]), Number(b.split(':')[0])];
    // "9 tot 5 uur", "tussen 2 en 4 uur": the morning's hours, or the afternoon's?
    if ((from <= 12 && to < from) || (from >= 1 && from <= 6 && to <= 12)) return null;
    if (plain(word) === 'tussen' && plain(joined) !== 'en') return null;
    return plain(word) === 'tussen' ? `between ${pad(a)} and ${pad(b)}` : `from ${pad(a)} to ${pad(b)}`;
  }),
  rule(`${NA}(tussen|van)\\s+(${CLOCK})\\s+(en|tot)\\s+(${CLOCK})${NB}`, (_m, word, a, joined, b) => {
    if (plain(word) === 'tussen' && plain(joined) !== 'en') return null;
    return plain(word) === 'tussen' ? `between ${a} and ${b}` : `from ${a} to ${b}`;
  }),
  // "18 uur", "om 20 uur": the 24-hour clock; "om 8 uur", "9u": at 8, at 9 (an hour up to 12 said bare is the
  // morning's or the evening's: the grammar says which it took, or refuses)
  // (not after "elke": "elke 4 uur" is every 4 hours, read below)
  rule(`(?<!${NA}(?:elke|iedere)\\s+)${NA}(?:om\\s+)?(${HOUR})\\s*(?:uur|u)${NB}`, (m, clock) => {
    const hour = Number(clock.split(':')[0]);
    if (!clock.includes(':') && hour >= 1 && hour <= 12) return `at ${hour}`;
    return `${/^om/i.test(m) ? 'at ' : ''}${pad(clock)}`;
  }),
  // "elke 15 minuten", "elke 2 uur", "elk kwartier", "elk half uur", "elk uur", "ieder uur"
  rule(`${NA}(?:elke|iedere)\\s+(\\d{1,3})\\s+(minuten|min|uur)${NB}`, (_m, n, unit) =>
    plain(unit) === 'uur' ? `every ${Number(n)} hours` : `every ${Number(n)} minutes`,
  ),
  rule(`${NA}(?:elk|ieder)\\s+kwartier${NB}`, () => 'every 15 minutes'),
  rule(`${NA}(?:elk|ieder)\\s+half\\s+uur${NB}`, () => 'every 30 minutes'),
  rule(`${NA}(?:elk|ieder)\\s+uur${NB}`, () => 'every hour'),
  rule(`(?<=every hour)\\s+op\\s+het\\s+hele\\s+uur${NB}`, () => ' on the hour'),
  // "op werkdagen", "elke werkdag", "werkdagen"
  rule(`${NA}(?:op\\s+)?werkdagen${NB}`, () => 'on weekdays'),
  rule(`${NA}dagelijks${NB}`, () => 'daily'),
  rule(`${NA}(?:elke|iedere)\\s+werkdag${NB}`, () => 'every weekday'),
  // "(alleen) in het weekend", "in het weekend": on weekends
  rule(`${NA}(?:in\\s+het|op\\s+het|elk)\\s+weekend${NB}`, () => 'on weekends'),
  rule(`${NA}alleen${NB}`, () => 'only'),
  // "elke dag", "elke nacht", "elke ochtend", "elke avond", "elke middag", "elke week", "elke maand"
  rule(`(?<!van\\s+)${NA}(?:elke|iedere)\\s+(dag|nacht|ochtend|morgen|avond|middag|week|maand)${NB}`, (_m, part) => {
    const p = plain(part);
    const english: Readonly<Record<string, string>> = {
      dag: 'day',
      nacht: 'night',
      ochtend: 'morning',
      morgen: 'morning',
      avond: 'evening',
      middag: 'afternoon',
      week: 'week',
      maand: 'month',
    };
    return `every ${english[p]}`;
  }),
  // "op de 1e van de maand", "de 15e van elke maand", "elke 3e donderdag van de maand", "laatste werkdag van de maand"
  rule(`${NA}(?:op\\s+)?de\\s+(?=(?:${ORD}|${MDAY}e)${NB})`, () => 'the '),
  rule(`${NA}(eerste|tweede|derde|vierde|laatste|[1-5]e)(?=\\s+(?:${DAY}|werkdag|dag)${NB})`, (_m, ord) =>
    ordinalOf(ord),
  ),
  rule(`${NA}(?<=the\\s+)([1-9]|[12]\\d|3[01])e(?=\\s+van\\s+(?:de|elke)\\s+maand${NB})`, (_m, n) => {
    const d = Number(n);
    return `${d}${suffix(d)}`;
  }),
  // "op de 10e", "de 25e" alone: the 10th, the 25th (of the month, as English "on the 10th" is read; "de" says the
  // month's day, not "the 10th time")
  rule(`${NA}(?<=the\\s+)([1-9]|[12]\\d|3[01])e(?!\\s+(?:van|keer|maal|week|dag)${NB})${NB}`, (_m, n) => {
    const d = Number(n);
    return `${d}${suffix(d)}`;
  }),
  rule(`${NA}werkdag${NB}`, () => 'working day'),
  rule(`(?<=(?:day|${EN_DAY}|\\d(?:st|nd|rd|th)))\\s+van\\s+(de|elke)\\s+maand${NB}`, (_m, which) =>
    plain(which) === 'de' ? ' of the month' : ' of every month',
  ),
  // "van oktober tot en met maart", "van oktober t/m maart": from one month through the other, each year (two months
  // alone: no day or year beside either; "van oktober tot maart", up to March, stays unread)
  rule(
    `${NA}van\\s+(${MONTH}|${EN_MONTH})\\s+t(?:ot\\s+en\\s+met|/m)\\s+(${MONTH}|${EN_MONTH})${NB}(?!\\s*\\d)`,
    (_m, a, b) => `from ${monthOf(a) ?? plain(a)} through ${monthOf(b) ?? plain(b)}`,
  ),
  // "tot en met 18 december": until the day, runs on it; "vanaf 4 januari": starting
  rule(`${NA}t(?:ot\\s+en\\s+met|/m)\\s+(?=${MDAY}\\s+${MONTH}${NB})`, () => 'until '),
  rule(`${NA}vanaf\\s+(?=${MDAY}\\s+${MONTH}${NB})`, () => 'starting '),
  rule(
    `${NA}${MDAY}\\s+(${MONTH})(?:\\s+(20\\d\\d))?${NB}`,
    (_m, n, month, year) => `${monthOf(month)} ${Number(n)}${year === undefined ? '' : ` ${year}`}`,
  ),
  rule(`${NA}(${MONTH})${NB}`, (m, month) => (monthOf(month) === plain(m) ? null : monthOf(month))),
  rule(`${NA}behalve${NB}`, () => 'except'),
  // "niet in juli en augustus", "niet in december": not in those months ("niet" before anything else stays unread)
  rule(`${NA}niet\\s+(?:in\\s+)?(?=(?:${EN_MONTH})${NB})`, () => 'not in '),
  rule(`(?<=(?:${EN_MONTH})),?\\s+en\\s+(?=(?:${EN_MONTH})${NB})`, () => ' and '),
  // "ma t/m za", "ma-vr", "maandag t/m vrijdag": a range of days ("di-do", German too, is left to germanWords.ts)
  rule(`${NA}(${DAY}|${SHORT})\\s*(t/m|-|–|tot\\s+en\\s+met)\\s*(${DAY}|${SHORT})${NB}`, (_m, a, joined, b) =>
    /^(?:di|do)$/i.test(a) && /^(?:di|do)$/i.test(b) && /^[-–]$/.test(joined) ? null : `${dayOf(a)} to ${dayOf(b)}`,
  ),
  // "elke maandag": every Monday; days
  rule(
    `${NA}(?:elke|iedere)\\s+(?=(?:${DAY}|(?:\\d(?:st|nd|rd|th)|first|second|third|fourth|last)\\s+(?:${DAY}|working day))${NB})`,
    () => 'every ',
  ),
  rule(`${NA}(${DAY})(?:en)?${NB}`, (m, day) => `${dayOf(day)}${/en$/i.test(m) ? 's' : ''}`),
  // "en" between days and clocks: and
  rule(
    `(?<=(?:${EN_DAY}|${CLOCK}|\\d(?:st|nd|rd|th))),?\\s+en\\s+(?=(?:${EN_DAY}|${CLOCK}|at\\s+\\d)${NB})`,
    () => ' and ',
  ),
  // "om 9:15", "om 3": at
  rule(`${NA}om\\s+(?=\\d{1,2}(?::[0-5]\\d)?(?:[ap]m)?${NB})`, () => 'at '),
  rule(`${NA}overmorgen${NB}`, () => 'in 2 days'),
  // "morgen" (not "'s morgens", "morgenochtend"; nor after Danish and Norwegian "hver", "hver morgen": every morning,
  // which danishWords.ts reads)
  rule(`(?<!['’]s\\s+|(?<![\\p{L}\\d])hver\\s+)${NA}morgen${NB}`, () => 'tomorrow'),
  // "herinnering kwartier ervoor", "een kwartier eerder", "een half uur van tevoren", "10 minuten ervoor": how long
  // before the event said
  // with its clock ("tapkamer opent om 15u"), as eventReminder.ts reads "reminder 15 minutes before"; only after a
  // clock that says its half of the day (with its minutes, or 12 to 23: "15u"): "opent om 4u" stays refused
  rule(
    `${CLOCK_SAID_BEFORE}${NOT_SAID_NO}${NA}(?:een\\s+)?kwartier\\s+(?:ervoor|eerder|van\\s+tevoren)${NB}`,
    () => '15 minutes before',
  ),
  rule(
    `${CLOCK_SAID_BEFORE}${NOT_SAID_NO}${NA}(?:een\\s+)?half\\s+uur\\s+(?:ervoor|eerder|van\\s+tevoren)${NB}`,
    () => '30 minutes before',
  ),
  rule(
    `${CLOCK_SAID_BEFORE}${NOT_SAID_NO}${NA}(?:een|1)\\s+uur\\s+(?:ervoor|eerder|van\\s+tevoren)${NB}`,
    () => '1 hour before',
  ),
  rule(
    `${CLOCK_SAID_BEFORE}${NOT_SAID_NO}${NA}([1-9]\\d?)\\s+min(?:uten|uut|\\.)?\\s+(?:ervoor|eerder|van\\s+tevoren)${NB}`,
    (_m, n) => `${n} minute${n === '1' ? '' : 's'} before`,
  ),
  rule(`${NA}herinnering${NB}`, () => 'reminder'),
  // "hun tijd", "onze tijd", "Nederlandse tijd", "Belgische tijd"
  rule(`${NA}(hun|onze|mijn|nederlandse|belgische)\\s+tijd${NB}`, (_m, whose) => {
    const w = plain(whose);
    return w === 'hun'
      ? 'their time'
      : w === 'onze'
        ? 'our time'
        : w === 'mijn'
          ? 'my time'
          : w === 'nederlandse'
            ? 'amsterdam time'
            : 'brussels time';
  }),
];

/** The phrase with its Dutch words of when read as English, a note for each; the phrase as it was when it holds none. */
export function readDutchWords(text: string, notes: string[], typed: string): string {
  if (!GATE.test(text)) return text;
  dutch = DUTCH.test(typed.replace(/(?<![\p{L}\d])half(?![\p{L}\d])/giu, '')) || DUTCH.test(text);
  return readAndTidy(text, RULES, notes);
}
gatedBy(readDutchWords, GATE);

/** A Dutch article, which leads a task's object when Dutch says the verb last ("de planning mailen"). */
const DUTCH_ARTICLE = new Set(['de', 'het', 'een']);
/** Dutch verbs of a task, said whole and last as Dutch puts them ("de planning mailen", "het verslag versturen"). */
const DUTCH_TASK_VERB = new Set(
  (
    'mailen e-mailen sturen versturen doorsturen bellen betalen controleren checken maken opruimen schoonmaken ' +
    'legen bestellen bijwerken klaarzetten openen sluiten draaien posten delen printen updaten uploaden ' +
    'nakijken ophalen wegbrengen voeren aanzetten uitzetten indienen inleveren rapporteren factureren tellen ' +
    'herinneren melden water geven'
  ).split(' '),
);
/** Dutch verbs of a reminder or a message said alone, last ("elke zaterdag om 9:00 herinneren"). */
const DUTCH_LONE_VERB = new Set([
  'herinneren',
  'mailen',
  'e-mailen',
  'sturen',
  'versturen',
  'bellen',
  'melden',
  'checken',
  'controleren',
  'posten',
]);
/** A Dutch verb said with its particle apart, last ("online zetten": put online). */
const DUTCH_PARTICLE_VERB = /^(?:online|klaar)\s(?:zetten|plaatsen)$/;
/** Stems of when within a word of the object ("de zomermaanden", "de feestdagen", "de komende drie"): never a task's. */
export const WHEN_WITHIN =
  /maand|week|weken|dag|jaar|zomer|winter|lente|herfst|vakantie|feest|uur|komend|volgend|eerst|laatst|even|twee|drie|vier|vijf|zes|zeven|acht|negen|tien|\d|eenmalig|keer|ander|kwart|^(?:ma|di|wo|do|vr|za|zo|ook|niet|alleen|behalve|om|op|tot|vanaf|na|voor)$/u;

/**
 * Whether words left after the schedule name a task in Dutch, which says its verb last: an article, its object and
 * a verb of a task ("de scheepvaartplanning mailen", "het rooster versturen"), or a verb of a reminder alone
 * ("herinneren": remind): set aside as the task's purpose (trailingPurpose.ts), as "mail the shipping plan" is. No
 * word of the object holds a stem of when ("de zomermaanden overslaan", "de komende drie maanden" stay refused), and
 * the verb is one of a task's (not "overslaan": skip).
 */
export function dutchTask(words: readonly string[]): boolean {
  const [first] = words;
  const last = words.at(-1);
  if (first === undefined || last === undefined) return false;
  if (words.length === 1) return DUTCH_LONE_VERB.has(first);
  if (words.length === 2 && DUTCH_PARTICLE_VERB.test(words.join(' '))) return true;
  return (
    words.length >= 3 &&
    DUTCH_ARTICLE.has(first) &&
    DUTCH_TASK_VERB.has(last) &&
    words.slice(1, -1).every((w) => !WHEN_WITHIN.test(w))
  );
}
