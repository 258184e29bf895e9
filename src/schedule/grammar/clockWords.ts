/**
 * Clock notations chrono does not read, rewritten into ones it does before the grammar runs: "12 midnight",
 * military "0600" / "2200hrs" / "0600 and 1800", "19h30", "at 8 h", "06:00 Z", "00z", "@ 6", "6a" / "630p", "half past 9", "quarter to 5", bare hours in a list
 * of times ("at 9 and 5"), and a bare hour made a time by the words after it ("8 o'clock", "5 in the morning"). Each rewrite needs context that makes it a time, so a year ("until 2027") or an
 * interval ("every 2h") is left as it is.
 */

import { ZONE_WORDS } from '../zones.js';
import { DAY, HOUR_WORDS } from './words.js';

/** A four-digit 24-hour clock time: 0000..2359. */
const MIL = '(?:[01]\\d|2[0-3])[0-5]\\d';
/** Not glued to a number, an offset ("-0800"), a date ("2026-03") or a time ("12:00"). */
const FREE = "(?<![\\d:+\\-/.'])";
const END = '(?![\\d:/.])';
/** Words before "2h" that make it a duration, not 2 o'clock. */
const DURATION = '(?<!\\b(?:every|each|for|in|within|after|over|than|last|next|past)\\s+)';

const TWELVE = /\b12(?::00)?\s*(?:o'clock\s+|(?:o'clock\s+)?(?:of|at|in)\s+(?:the\s+)?)?(midnight|noon|midday)\b/g;
/** "12:15 midnight" is a quarter past midnight, "12:30 noon" half past noon: not a time beside midnight or noon. */
const TWELVE_PAST = /(?<![\d:.])12:([0-5]\d)\s+(?:at\s+)?(midnight|noon|midday)\b/g;
const AT_SIGN = /@\s*(?=\d)/g;
/** "zulu 2330", "zulu 06:00": UTC's name said first, the way pilots and radio say it. */
const ZULU_FIRST = /\bzulu\s+(?:at\s+)?([01]\d|2[0-3]):?([0-5]\d)(?![\d:.])(?!\s*(?:z|zulu|utc|gmt)\b)/g;
const ZULU = new RegExp(`(?<!\\d-\\d\\dt)${FREE}([01]?\\d|2[0-3]):?([0-5]\\d)\\s*(?:z|zulu)\\b`, 'g');
/** "00z", "06Z", "18z": an hour in two digits with "Z", as weather and flight people write UTC hours. */
const ZULU_HOUR = new RegExp(`${FREE}\\b([01]\\d|2[0-3])z\\b`, 'g');
const MIL_SUFFIX = new RegExp(`${FREE}([01]\\d|2[0-3])([0-5]\\d)\\s*(?:hrs?|hours|h)\\b`, 'g');
/**
 * Words after "12h" that make it a length ("(12h shifts)", "24h coverage", "a reminder 2h before each"), not 12
 * o'clock.
 */
const LENGTH_OF =
  '(?!\\s*(?:shifts?|rotas?|rotations?|cycles?|windows?|blocks?|coverage|turnaround|fasts?|fasting|sla|before|after|earlier|later|ahead|prior|beforehand)\\b)';
const H_CLOCK = new RegExp(
  `${FREE}${DURATION}\\b([01]?\\d|2[0-3])h([0-5]\\d)?\\b(?!\\s*(?:[ap]m)\\b)${LENGTH_OF}`,
  'g',
);
/**
 * "6h-23h", "9h-17h30": two clocks of the 24-hour clock, each with its "h", joined by a bare dash: a range of the day
 * as the spaced "06h - 23h" is (the dash right before the second hour keeps H_CLOCK from reading it alone). Not after
 * a word that makes the first a length ("every 2h-3h"), nor before one ("12h-24h coverage").
 */
const H_RANGE = new RegExp(
  `${FREE}${DURATION}\\b([01]?\\d|2[0-3])h([0-5]\\d)?-([01]?\\d|2[0-3])h([0-5]\\d)?\\b(?!\\s*(?:[ap]m)\\b)${LENGTH_OF}`,
  'g',
);
/** "at 0600", "at 0600, 1200 and 1800", "from 0800 to 1700"; a leading zero ("0600") is never a year. */
const MIL_AT = new RegExp(
  `\\b(?:at\\s+${MIL}(?:\\s*(?:,|and|&)\\s*${MIL})*|(?:from|between)\\s+[01]\\d[0-5]\\d\\s*(?:to|and|-|until|till)\\s*${MIL})${END}`,
  'g',
);
/**
 * "0600 and 1800", "0800, 1200, 1600", "0800 1200 1600", "0300/0900": a list of four-digit times, one with a leading
 * zero (never a year).
 */
/** A date's day and month said just before ("oct 31 ", "1 march "): a four-digit number after them is its year. */
const DATE_BEFORE =
  /(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?),?\s+$/;
/**
 * "1500 UTC", "0800 HKT + 1500 HKT", "2130 CET": a four-digit time before "UTC" or a zone's abbreviation of three or
 * four letters ending in "t" (standard, daylight or summer time: "EST", "AEDT", "BST"), which says it is a clock.
 */
const ZONE_ABBREVIATIONS = [...ZONE_WORDS.keys()].filter((k) => /^[a-z]{2,3}t$/.test(k));
const MIL_UTC = new RegExp(`${FREE}\\b(${MIL})(?=\\s+(?:utc|${ZONE_ABBREVIATIONS.join('|')})\\b)`, 'g');
const MIL_LIST = new RegExp(`${FREE}\\b${MIL}(?:\\s*(?:,|and|&|/)\\s*${MIL}|\\s+\\+\\s+${MIL}|\\s+${MIL})+${END}`, 'g');
/**
 * "everyday 1900", "weekdays 2130", "every day 2359", "1st sunday monthly 1400": one four-digit time right after a
 * day rule, or after a frequency ("monthly", "weekly") with a day said before it ("pay rent monthly 1500" is an
 * amount). 19xx and 20xx could be years, so those are read only on the hour or the half hour ("daily 2030"; not
 * "daily 2027"), and never after a frequency ("monthly 2030").
 */
const MIL_AFTER_DAYS = new RegExp(
  `(?<=\\b(?:everyday|daily|nightly|every\\s+day|weekdays|weekends|month|${DAY})\\s+|\\b(?:${DAY})\\b[^,;]*\\b(?:monthly|weekly)\\s+)(?!(?<=\\b(?:monthly|weekly)\\s+)(?:19|20))((?:[01]\\d|2[0-3]))([0-5]\\d)(?![\\d:/.]|\\s*(?:,|and|&|/)?\\s*\\d)`,
  'g',
);
/**
 * "1530 daily", "P&L flash 1715 every business day", "2100 on fridays", "1000 on weekends", "audit 1900 each day": one
 * four-digit time right before a day rule. 19xx and 20xx are read only on the hour or the half hour, and never after a word that makes
 * them a year ("until 2030 daily").
 */
const MIL_BEFORE_DAYS = new RegExp(
  `${FREE}(?<!\\b(?:in|until|till|through|thru|since|from|of|by|to|year|for|before|after)\\s+)(?<!\\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?)\\b([01]\\d|2[0-3])([0-5]\\d)(?=\\s+(?:(?:every|each)\\s+(?:day|night|weekday|business\\s+day|working\\s+day|workday|${DAY})|everyday|daily|nightly|weekdays|weekends|weeknights|(?:on\\s+)?(?:${DAY}|weekdays\\b|weekends\\b|weeknights\\b)))`,
  'g',
);
/**
 * "1st and 15th 1000", "the 1st 1430": one four-digit time right after a day of the month, unless a month's name
 * before the day makes it a year ("dec 15th 2030").
 */
const MIL_AFTER_ORDINAL =
  /(?<=\b\d{1,2}(?:st|nd|rd|th)\s+)(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)\s+)([01]\d|2[0-3])([0-5]\d)(?![\d:/.]|\s*(?:,|and|&|\/)?\s*\d)/g;
/**
 * "0600-1800", "1300–1700": a range of two four-digit times; "06:00 to 2200": a four-digit time that ends a range
 * begun by a clock. Years ("2026-2027") have minutes off the hour and the half hour, and are left alone.
 */
const MIL_PAIR = new RegExp(`${FREE}\\b(${MIL})\\s*[-–]\\s*(${MIL})${END}`, 'g');
const MIL_RANGE_END = new RegExp(`(\\d:[0-5]\\d\\s*(?:-|–|to)\\s*)([01]\\d|2[0-3])([0-5]\\d)${END}`, 'g');
/**
 * "at 1700 - sorry 1730", "06:00, no wait 0630", "1830 on fridays, sorry, 1845": a four-digit time right after a
 * word of correction that follows a clock (and words only) is that clock said again, corrected; a number after
 * another number ("until 2027, sorry 2028", a year) is left alone.
 */
const MIL_CORRECTED =
  /(?<!\d)(?=(?:[01]\d|2[0-3])[0-5]\d)(?<=\b\d{1,2}:[0-5]\d(?:\s+[a-z][a-z ]*)?\s*(?:[-,;.]\s*)*(?:no\s*,?\s*wait|wait|sorry|i\s+mean|actually|make\s+(?:that|it)|nope|oops|erm?|ugh)\s*(?:[,:-]\s*)?)([01]\d|2[0-3])([0-5]\d)(?![\d:/.])/g;
/** One separator of listed hours, which matches one way only (no two adjacent "\\s*" to share the spaces). */
const HOUR_SEP = '(?:\\s*[,/&]\\s*|\\s+and\\s+|\\s+)';
/**
 * "00, 06, 12, 18 UTC", "(00/08/16 UTC)", "00 03 06 ... 21Z": hours of two digits, one with a leading zero, listed
 * before UTC's names, as weather, radio and trading people list the hours of a cycle. "..." stands for the hours its
 * first steps imply, written out only when the steps are even and reach the last hour. After "at" the list is the
 * zone readers' ("every 6h at 00 06 12 18 Z", which checks it against the step).
 */
const HOUR_LIST_UTC = new RegExp(
  `(?<![\\d:+\\-/.'])(?<!\\bat\\s+(?:\\d\\d${HOUR_SEP})*)\\b((?:[01]\\d|2[0-3])(?:${HOUR_SEP}(?:[01]\\d|2[0-3]|\\.\\.\\.|…))+)\\s*(utc|gmt|zulu|z)\\b`,
  'g',
);
const HOUR_LIST_UTC_GATE = /\d\d\s*(?:utc|gmt|zulu|z)\b/;

function hourListUtc(m: string, list: string, zone: string): string {
  const items = list.split(/\s*(?:,|\/|\band\b|&|\s)\s*/).filter((x) => x !== '');
  if (!items.some((x) => /^0\d$/.test(x))) return m;
  const at = items.indexOf('...') >= 0 ? items.indexOf('...') : items.indexOf('…');
  let hours = items.map(Number);
  if (at >= 0) {
    const head = items.slice(0, at).map(Number);
    const last = Number(items[at + 1]);
    const step = (head[1] ?? Number.NaN) - (head[0] ?? Number.NaN);
    const even = head.length >= 2 && step > 0 && head.every((h, i) => h === (head[0] ?? 0) + i * step);
    if (!even || at !== items.length - 2 || (last - (head[0] ?? 0)) % step !== 0 || last <= (head.at(-1) ?? 0))
      return m;
    hours = [];
    for (let h = head[0] ?? 0; h <= last; h += step) hours.push(h);
  }
  if (hours.length < 2 || hours.some((h) => !(h >= 0 && h <= 23))) return m;
  // "on 12 06 UTC", "10/06 UTC" could be a date: two hours apart by a space or a slash alone are not a list
  if (items.length === 2 && /^\d\d\s*(?:\/|\s)\s*\d\d$/.test(list)) return m;
  const clocks = hours.map((h) => `${two(h)}:00`);
  return `${clocks.slice(0, -1).join(', ')} and ${clocks.at(-1)} ${zone === 'z' || zone === 'zulu' ? 'utc' : zone}`;
}
/**
 * "27 March 2027 1800", "oct 31, 2027 0130": a four-digit number after a date with its year is its clock (the date
 * has its year already, so it is no year).
 */
const MIL_AFTER_DATED_YEAR =
  /(?<=(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?),?\s+(?:19|20)\d\d,?\s+)([01]\d|2[0-3])([0-5]\d)(?![\d:/.])/g;
/** A four-digit number that could be a year: 19xx or 20xx off the hour and the half hour. */
function yearLike(hhmm: string): boolean {
  return /^(?:19|20)(?!00|30)/.test(hhmm);
}
/**
 * "weekdays 9, weekends 11", "wednesday nights 9": a bare hour right after a day rule (or a day's nights) and before the end of its clause is a time ("at 9",
 * read as a 12-hour time with the note bare hours get), not a count or a date.
 */
const BARE_AFTER_DAYS = new RegExp(
  `(?<=\\b(?:everyday|daily|nightly|weekdays|weekends|weeknights|${DAY}(?:\\s+nights?)?)\\s+)([01]?\\d|2[0-3])(?=\\s*(?:[,;]|$))`,
  'g',
);
const BARE_AFTER_DAYS_GATE =
  /(?:everyday|daily|nightly|weekdays|weekends|weeknights|\b(?:sun|mon|tue|wed|thu|fri|sat)[a-z]*\.?(?:\s+nights?)?)\s+\d{1,2}\s*(?:[,;]|$)/;
/**
 * "weekdays 10 and 3", "daily 9, 1 and 5", "fridays 10 & 2", "twice daily, 9 and 4": bare hours listed right after a day rule and before the
 * end of its clause are times ("at 10 and 3", read as a working day reads them, with notes). After a day's name the
 * first hour must be 6 or later: "mondays 1 and 3" could be the first and third Mondays.
 */
const BARE_LIST_AFTER_DAYS = new RegExp(
  `(?<=\\b(?:everyday|daily|nightly|weekdays|weekends|weeknights|every\\s+day|(${DAY})|(?:twice|thrice|three\\s+times|four\\s+times|[2-6]\\s*(?:x|times))\\s+(?:daily|a\\s+day|per\\s+day|each\\s+day)\\s*[,:])\\s+)((?:[01]?\\d|2[0-3])(?:\\s*(?:,|and|&)\\s*(?:[01]?\\d|2[0-3]))+)(?=\\s*(?:[,;]|$))`,
  'g',
);
const BARE_LIST_AFTER_DAYS_GATE = /\d{1,2}\s*(?:,|and|&)\s*\d{1,2}\s*(?:[,;]|$)/;
/**
 * "at 5:30 every weekday and 7 on saturdays": a bare hour that starts a rule before its days is a time too (not the
 * end of "between 9 and 5 on weekdays").
 */
const BARE_BEFORE_DAYS = new RegExp(
  `(?<=(?:^|[,;&]|\\band)\\s*)(?<!\\bbetween\\s+\\S+\\s+(?:and|&)\\s*)([01]?\\d|2[0-3])(?=\\s+on\\s+(?:the\\s+)?(?:${DAY}|week(?:day|end)s?\\b))`,
  'g',
);
const BARE_BEFORE_DAYS_GATE = /\d on /;
/** "02:00 hrs", "16:00 hours", "2200L" (military local): the clock without its unit. */
const CLOCK_UNIT = /\b((?:[01]?\d|2[0-3]):[0-5]\d)\s*(?:hrs?|hours)\b/g;
/** "at 20.00 hrs": a dot for the colon after "at", two digits of hours (not "1.5 hrs", a length). */
const AT_DOT_UNIT = /\b(at)\s*([01]\d|2[0-3])\.([0-5]\d)\s*(?:hrs?|hours)\b/g;
const MIL_LOCAL = /(?<![\d:+\-/.'])\b([01]\d|2[0-3])([0-5]\d)\s*l\b/g;
/** "2300 local", "1330 local time": a four-digit time before "local" (no year: "2015 local elections"), read as "23:00 local". */
const MIL_LOCAL_WORD = /(?<![\d:+\-/.'])\b([01]\d|2[0-3])([0-5]\d)(?=\s+local\b)/g;
/**
 * "2300 and 0700 L", "0600, 1400 & 2200L": the "L" said once after a list of four-digit times is every time's. Only
 * times of four digits joined by a comma, "and", "&" or "/" right before the last one.
 */
const MIL_LOCAL_LIST =
  /(?<![\d:+\-/.'])\b([01]\d|2[0-3])([0-5]\d)(?=(?:\s*(?:,|&|\/|\band\b)\s*(?:[01]\d|2[0-3])[0-5]\d)+\s*l\b)/g;
/** "2300 and 0700 Z": the same for a "Z" said once after the list (the last time carries the zone for all). */
const MIL_ZULU_LIST =
  /(?<![\d:+\-/.'])\b([01]\d|2[0-3])([0-5]\d)(?=(?:\s*(?:,|&|\/|\band\b)\s*(?:[01]\d|2[0-3])[0-5]\d)+\s*z\b)/g;
/**
 * "0000-0600z", "0000z-0600z", "22:00-04:00Z": a range of two clocks with "Z" after its end (or after each), as
 * ground stations and pilots write a window in UTC: both ends are UTC's.
 */
const ZULU_RANGE =
  /(?<![\d:+\-/.'])\b([01]\d|2[0-3]):?([0-5]\d)\s*(?:z\s*)?([-\u2013])\s*([01]\d|2[0-3]):?([0-5]\d)\s*(?:z|zulu)\b/g;
/**
 * "thursday 3 dec 1600", "dec 20 0930": a four-digit number after a date's day and month that cannot be a year (not
 * 19xx or 20xx) is the date's clock.
 */
const MIL_AFTER_DATE =
  /(?<=(?:\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?),?\s+)(?!19|20)([01]\d|2[0-3])([0-5]\d)(?![\d:/.\-\u2013])/g;
/**
 * "every day at 24:00": the end of each day, which is the start of the next, so midnight every day. Only on a daily
 * rule: "Mondays at 24:00" would be Tuesday's midnight, and is left unread.
 */
const END_OF_DAY =
  /\b(every\s*day|everyday|each\s+day|daily|nightly)(\s+(?:at|@)\s*|\s+)24:00\b(?!\s*(?:on|except|but)\b)/g;
/** "6"/"6a" vs a clock: "9am→5pm" is a range. */
const ARROW = /\s*(?:→|->|=>)\s*/g;

/** "6.00 and 18.00", "at 9.30": a dot for the colon, two digits of minutes, never a duration or an amount. */
const DOT_CLOCK = new RegExp(
  `(?<![\\w.$€£])${DURATION}([01]?\\d|2[0-3])\\.([0-5]\\d)(?![\\d.]|\\s*(?:%|hours?|hrs?|h\\b|minutes?|mins?|days?|weeks?|months?|years?|x\\b|times))`,
  'g',
);
/** "03:00/09:00", "7am/7pm": times joined by a slash are a list of times. */
const SLASH_TIMES = /(\d:[0-5]\d(?:\s*[ap]m)?|\d\s*[ap]m)\s*\/\s*(?=\d{1,2}(?::[0-5]\d|\s*[ap]m\b))/g;
/**
 * "twice daily 9 and 21", "three times a day: 6, 14, 22": bare hours after how many times a day, read as a 24-hour
 * clock only when one of them is past 12 (then none is a 12-hour time).
 */
const TIMES_A_DAY = new RegExp(
  '(?<=\\b(?:twice|thrice|two|three|four|five|six|\\d)\\s*(?:times|x)?\\s+(?:a\\s+day|per\\s+day|daily)\\s*[:,]?\\s*)' +
    '((?:[01]?\\d|2[0-3])(?:\\s*(?:,|and|&|/)\\s*(?:[01]?\\d|2[0-3]))+)(?![\\d:.]|\\s*(?:[ap]m|st|nd|rd|th|of|times|x|minutes?|mins?|hours?|hrs?|days?)\\b)',
  'g',
);
/**
 * "8 o'clock", "9 sharp", "5 in the morning", "10 at night": a bare hour that the words after it make a time, read as "at 8"
 * as chrono reads it; not after a word that makes it a count ("every 5 in the morning", "the 5 o'clock"), nor the end
 * of a range of numbers ("1-5 in the morning"), nor an hour the part of the day does not hold ("9 in the afternoon").
 */
const BARE_HOUR =
  /(?<![\d:/.\-–]\s*)(?<!\b(?:at|from|between|to|until|till|and|or|past|after|before|every|each|for|the|next|last|first|than|over|within|in|after|by|about|around|x)\s+)(?<!\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+)\b(1[0-2]|0?[1-9])(?=\s+(?:o'?clock\b|sharp\b|in\s+the\s+(morning|afternoon|evening)\b|at\s+(night)\b))/g;
/** The hours each part of the day holds, on a 12-hour clock: "9 in the afternoon" is none of them. */
const PART_HOURS: Readonly<Record<string, readonly number[]>> = {
  morning: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  afternoon: [12, 1, 2, 3, 4, 5, 6],
  evening: [4, 5, 6, 7, 8, 9, 10, 11],
  night: [7, 8, 9, 10, 11, 12, 1, 2, 3, 4],
};
const BARE_HOUR_GATE = /clock|\d sharp\b|in the (?:morning|afternoon|evening)|at night/;
/** "at 8 h": the hour of a 24-hour clock with its "h" apart ("8h" is read by H_CLOCK). */
const AT_H = /(?<=\bat\s+)([01]?\d|2[0-3])\s+h\b(?![\w:])/g;
const AT_H_GATE = /\d h\b/;
/**
 * An hour said with its unit as other languages do: "at 20 hrs", "on 9 hours", "a las 7 horas" (after "at" or "on"
 * only: "every 2 hours" is an interval), and "9 hs", "9 Uhr" anywhere (no interval is said so).
 */
// "a las 10 hora de allá": "hora de" says whose time, it is no unit of the hour
const HOUR_UNIT = /\b(at|on|a\s+las)\s+([01]?\d|2[0-3])\s*(?:hrs?|hours?|hs|horas|hora(?!\s+d[eoa]l?\s))\b(?![\w:])/g;
/** "7, 13 y 19 hs": the "hs" said last is each bare hour's of the list (the 24-hour clock). */
const HS_LIST = new RegExp(
  `${FREE}\\b((?:(?:[01]?\\d|2[0-3])\\s*,\\s*)+(?:[01]?\\d|2[0-3]))\\s*,?\\s+(y|and)\\s+([01]?\\d|2[0-3])\\s*hs\\b(?![\\w:])`,
  'g',
);
const HS_UHR = new RegExp(`${FREE}\\b([01]?\\d|2[0-3])\\s*(?:hs|uhr)\\b(?![\\w:])`, 'g');
const HOUR_UNIT_GATE = /(?:at|on|las)\s+\d{1,2}\s*h|\d\s*(?:hs|uhr)\b/;
/** "at the 11 of morning", "the 3 of the afternoon": an hour of a part of the day, as Spanish says it. */
const HOUR_OF_PART = /\b(?:at\s+)?the\s+(1[0-2]|0?[1-9])\s+of\s+(?:the\s+)?(morning|afternoon|evening|night)\b/g;
const HOUR_OF_PART_GATE = /the \d{1,2} of /;
/** "6a", "7p", "630p", "10:30a": a compact am/pm, glued to the hour. */
const COMPACT = new RegExp(`${FREE}\\b(1[0-2]|0?[1-9])(?::?([0-5]\\d))?([ap])(?![\\w:'])`, 'g');
/** "7:00am/7p": a compact am/pm after a slash that follows a clock. */
const SLASH_COMPACT = /(\d\s*[ap]m)\s*\/\s*(1[0-2]|0?[1-9])(?::?([0-5]\d))?([ap])(?![\w:'])/g;
const MIL_ONE = new RegExp(`${FREE}\\b([01]\\d|2[0-3])([0-5]\\d)${END}`, 'g');
const MIL_ZERO = new RegExp(`${FREE}\\b(0\\d)([0-5]\\d)${END}`, 'g');

const MINUTE_WORDS = new Map([
  ['quarter', 15],
  ['a quarter', 15],
  ['half', 30],
  ['five', 5],
  ['ten', 10],
  ['twenty', 20],
  ['twenty-five', 25],
  ['twenty five', 25],
]);
// "10 to 5" and "from ten to five" are ranges: digits need "minutes" or "past", and no "from"/"between" before
const WORD_TIME = new RegExp(
  '(?<!\\b(?:from|between)\\s+)\\b(?:(?<min>a\\s+quarter|quarter|half|twenty[-\\s]five|twenty|ten|five)(?:\\s+minutes?)?|(?<num>[1-5]?\\d)(?:\\s+minutes?(?=\\s+(?:past|after|to|till|before))|(?=\\s+(?:past|after))))' +
    '\\s+(?<dir>past|after|to|till|before)\\s+' +
    `(?<hour>1[0-2]|[1-9]|${[...HOUR_WORDS.keys()].join('|')})(?:\\b|(?=[ap]m\\b))(?![:\\d])`,
  'g',
);

/** Bare hours after another time in a list: "at 9 and 5", "at 8, 12 and 4", "at 9am and 5", "at noon and 4". */
const LIST_TIME = '(?:\\d{1,2}(?::[0-5]\\d)?(?:\\s*[ap]m\\b)?|noon|midday|midnight)';
const NOT_A_TIME =
  '(?!\\s*(?:times|x|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|st|nd|rd|th|of|past|to)\\b)';
const TIME_LIST = new RegExp(
  `\\bat\\s+${LIST_TIME}(?:\\s*(?:,|and|&)\\s*(?:at\\s+)?${LIST_TIME}${NOT_A_TIME})+(?![\\d:])`,
  'g',
);
const BARE_IN_LIST = /((?:,|and|&)\s*(?:at\s+)?)(\d{1,2})(?![\d:]|\s*[ap]m\b)/g;

function two(n: number): string {
  return String(n).padStart(2, '0');
}

function wordTime(_m: string, ...args: unknown[]): string {
  const g = args[args.length - 1] as { min?: string; num?: string; dir: string; hour: string };
  const min = g.min === undefined ? Number(g.num) : (MINUTE_WORDS.get(g.min.replace(/\s+/g, ' ')) ?? 0);
  const hour = HOUR_WORDS.get(g.hour) ?? Number(g.hour);
  if (!(min >= 1 && min <= 59)) return _m;
  if (g.dir === 'past' || g.dir === 'after') return `${hour}:${two(min)}`;
  const before = hour === 1 ? 12 : hour - 1;
  return `${before}:${two(60 - min)}`;
}

/** "quarter past six", "ten to nine": minutes before or past an hour, in words or digits. */
export function rewriteWordTimes(text: string): string {
  return text.replace(WORD_TIME, wordTime);
}

/**
 * "(+8:45)", "(+5:30)": in brackets, an offset from UTC with a one-digit hour and the minutes of a real zone's offset
 * (+3:30 to +9:45), not a clock: written with two digits ("(+08:45)"), as the offsets the readers take. Bare ("9:00
 * +5:30", "+2:00") it may be a length of time or another clock, and is left as it was. West of UTC the same holds
 * for the three half-hour offsets zones keep, "(-9:30)" (the Marquesas), "(-3:30)" and "(-2:30)" (Newfoundland):
 * alone in brackets with its sign they are no clock ("10am (-9:30)" is no second run at 9:30 PM).
 */
const SHORT_OFFSET = /\(\s*\+([3-9]):(30|45)\s*\)/g;
const SHORT_WEST_OFFSET = /\(\s*[-\u2212]([239]):30\s*\)/g;
const WEST_OFFSET_GATE = /\(\s*[-\u2212]\d/;

/** Cheap tests that must hold for a rewrite to find anything: a rewrite whose test fails is skipped. */
const FOUR_DIGITS = /\d{4}/;
const Z = /z/;
const DIGIT_H = /\dh/;
const DIGIT_DOT = /\d\.\d/;
const A_DAY = /(?:twice|thrice|two|three|four|five|six|\d)\s*(?:times|x)?\s+(?:a\s+day|per\s+day|daily)/;
const SLASH = /\//;
const DIGIT_AP = /\d[ap]/;
/** "6a", "630p": an am/pm letter right after a digit, with no letter after it (what COMPACT needs). */
const COMPACT_GATE = /\d[ap](?![\w:'])/;
/** "quarter past six", "10 minutes to 9": the word between the minutes and the hour (what WORD_TIME needs). */
const WORD_TIME_GATE = /\s(?:past|after|to|till|before)\s/;
const AT_LIST = /\bat\b[\s\S]*(?:,|and|&)/;

export function rewriteClockWords(text: string): string {
  let out = text;
  if (out.includes('12')) {
    out = out
      .replace(TWELVE_PAST, (_m, mm: string, word: string) => (word === 'midnight' ? `00:${mm}` : `12:${mm}`))
      .replace(TWELVE, '$1');
  }
  if (out.includes('@')) out = out.replace(AT_SIGN, 'at ');
  if (out.includes('+')) out = out.replace(SHORT_OFFSET, '(+0$1:$2)');
  if (WEST_OFFSET_GATE.test(out)) out = out.replace(SHORT_WEST_OFFSET, '(-0$1:30)');
  if (/\d/.test(out)) {
    if (out.includes('24:00')) out = out.replace(END_OF_DAY, '$1$2midnight');
    if (/[→>]/.test(out)) out = out.replace(ARROW, ' to ');
    if (/\d\s*(?:hrs?|hours)\b/.test(out)) out = out.replace(CLOCK_UNIT, '$1').replace(AT_DOT_UNIT, '$1 $2:$3');
    if (HOUR_UNIT_GATE.test(out)) {
      out = out
        .replace(HOUR_UNIT, (_m, at: string, h: string) => `${at === 'on' ? 'at' : at} ${two(Number(h))}:00`)
        .replace(
          HS_LIST,
          (_m, list: string, and: string, last: string) =>
            `${list
              .split(/\s*,\s*/)
              .map((h) => `${two(Number(h))}:00`)
              .join(', ')} ${and} ${two(Number(last))}:00`,
        )
        .replace(HS_UHR, (_m, h: string) => `${two(Number(h))}:00`);
    }
    if (HOUR_OF_PART_GATE.test(out)) out = out.replace(HOUR_OF_PART, 'at $1 in the $2');
    if (/\dl\b|\d\s+l\b/.test(out)) out = out.replace(MIL_LOCAL_LIST, '$1:$2').replace(MIL_LOCAL, '$1:$2');
    if (/\d\s+local\b/.test(out))
      out = out.replace(MIL_LOCAL_WORD, (m, h: string, mm: string) => (yearLike(h + mm) ? m : `${h}:${mm}`));
    if (BARE_AFTER_DAYS_GATE.test(out)) out = out.replace(BARE_AFTER_DAYS, 'at $1');
    if (BARE_LIST_AFTER_DAYS_GATE.test(out)) {
      out = out.replace(BARE_LIST_AFTER_DAYS, (m, dayName: string | undefined, list: string) =>
        dayName !== undefined && Number.parseInt(list, 10) < 6 ? m : `at ${list}`,
      );
    }
    if (BARE_BEFORE_DAYS_GATE.test(out)) out = out.replace(BARE_BEFORE_DAYS, 'at $1');
    if (HOUR_LIST_UTC_GATE.test(out)) out = out.replace(HOUR_LIST_UTC, hourListUtc);
    if (out.includes('zulu ')) out = out.replace(ZULU_FIRST, (_m, h: string, mm: string) => `${h}:${mm} utc`);
    if (Z.test(out))
      out = out
        .replace(MIL_ZULU_LIST, '$1:$2')
        .replace(
          ZULU_RANGE,
          (_m, h1: string, m1: string, dash: string, h2: string, m2: string) => `${h1}:${m1}${dash}${h2}:${m2} utc`,
        )
        .replace(ZULU, (_m, h: string, mm: string) => `${two(Number(h))}:${mm} utc`)
        .replace(ZULU_HOUR, '$1:00 utc');
    if (FOUR_DIGITS.test(out)) out = out.replace(MIL_SUFFIX, '$1:$2');
    if (DIGIT_H.test(out))
      out = out
        .replace(
          H_RANGE,
          (_m, h1: string, m1: string | undefined, h2: string, m2: string | undefined) =>
            `${two(Number(h1))}:${m1 ?? '00'} - ${two(Number(h2))}:${m2 ?? '00'}`,
        )
        .replace(H_CLOCK, (_m, h: string, mm: string | undefined) => `${two(Number(h))}:${mm ?? '00'}`);
    if (FOUR_DIGITS.test(out)) {
      out = out
        .replace(MIL_AFTER_DATED_YEAR, '$1:$2')
        .replace(MIL_AT, (m) => m.replace(MIL_ONE, '$1:$2'))
        .replace(MIL_LIST, (m, at: number, all: string) => {
          if (!/\b0\d/.test(m)) return m;
          // "oct 31 2027 0130": the year after a date's day and month is no clock; the time after it is
          if (/^(?:19|20)\d\d\s/.test(m) && DATE_BEFORE.test(all.slice(0, at))) {
            const [year, ...rest] = m.split(/(?<=^\d{4})/);
            return `${year}${rest.join('').replace(/(\d\d)(\d\d)/g, '$1:$2')}`;
          }
          return m.replace(/(\d\d)(\d\d)/g, '$1:$2');
        })
        // (after the lists: "on 3 dec, 0930 and 1400" is a list of clocks, not one clock then a number)
        .replace(MIL_AFTER_DATE, '$1:$2')
        // (19xx and 20xx only on the hour or the half hour, as after days: "for 2026 UTC" is a year)
        .replace(MIL_UTC, (m) => (yearLike(m) ? m : m.replace(/(\d\d)(\d\d)/, '$1:$2')))
        .replace(MIL_AFTER_DAYS, (m, h: string, mm: string) => (yearLike(m) ? m : `${h}:${mm}`))
        .replace(MIL_BEFORE_DAYS, (m, h: string, mm: string) => (yearLike(m) ? m : `${h}:${mm}`))
        .replace(MIL_AFTER_ORDINAL, (m, h: string, mm: string) => (yearLike(m) ? m : `${h}:${mm}`))
        .replace(MIL_PAIR, (m, a: string, b: string) =>
          yearLike(a) || yearLike(b) ? m : `${a.slice(0, 2)}:${a.slice(2)}-${b.slice(0, 2)}:${b.slice(2)}`,
        )
        .replace(MIL_CORRECTED, '$1:$2');
    }
    if (DIGIT_DOT.test(out)) out = out.replace(DOT_CLOCK, (_m, h: string, mm: string) => `${h}:${mm}`);
    if (A_DAY.test(out)) {
      out = out.replace(TIMES_A_DAY, (m) =>
        m.split(/\s*(?:,|and|&|\/)\s*/).some((h) => Number(h) > 12)
          ? m.replace(/\d+/g, (h) => `${two(Number(h))}:00`).replace(/\s*\/\s*/g, ' and ')
          : m,
      );
    }
    if (SLASH.test(out)) out = out.replace(SLASH_TIMES, '$1 and ');
    if (COMPACT_GATE.test(out)) {
      out = out.replace(
        COMPACT,
        (_m, h: string, mm: string | undefined, half: string) => `${Number(h)}:${mm ?? '00'}${half}m`,
      );
    }
    if (DIGIT_AP.test(out) && out.includes('/')) {
      // "7a/7p": after a clock, the one after the slash is a clock too (not a date's "7/7")
      for (let before = ''; before !== out; ) {
        before = out;
        out = out.replace(
          SLASH_COMPACT,
          (_m, at: string, h: string, mm: string | undefined, half: string) =>
            `${at} and ${Number(h)}:${mm ?? '00'}${half}m`,
        );
      }
    }
    if (FOUR_DIGITS.test(out)) {
      out = out
        .replace(MIL_ZERO, '$1:$2')
        .replace(MIL_RANGE_END, (m, head: string, h: string, mm: string) =>
          yearLike(`${h}${mm}`) ? m : `${head}${h}:${mm}`,
        );
    }
    if (WORD_TIME_GATE.test(out)) out = out.replace(WORD_TIME, wordTime);
    if (AT_LIST.test(out)) out = out.replace(TIME_LIST, (m) => m.replace(BARE_IN_LIST, '$1$2:00'));
    // rare words: looked for only when the phrase has them
    if (AT_H_GATE.test(out)) out = out.replace(AT_H, (_m, h: string) => `${two(Number(h))}:00`);
    if (BARE_HOUR_GATE.test(out))
      out = out.replace(BARE_HOUR, (m, h: string, part?: string, night?: string) => {
        const hours = PART_HOURS[part ?? night ?? ''];
        return hours && !hours.includes(Number(h)) ? m : `at ${h}`;
      });
  } else if (
    /\b(?:past|after|to|till|before)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/.test(out)
  ) {
    out = out.replace(WORD_TIME, wordTime);
  }
  return out;
}

/**
 * "since 1930 each day", "est. 1930 each day audit", "founded 2000 each day", "class of 1930 every day": a year said
 * with the word that makes it one. The name readers may set the word aside ("since" as a job's name), and the rest
 * then reads the year as a four-digit clock; so the guard is on the phrase as typed. "est." with its period before a
 * number is "established", never Eastern time.
 */
const YEAR_SAID =
  /\b(?:since|est\.|estd\.?|established|founded|vintage|circa|class\s+of)\s*((?:19|20)\d\d)\b|\bc\.\s*((?:19|20)\d\d)\b/gi;
const EST_BEFORE_NUMBER = /\best\.\s*\d+/i;

/** What is wrong where a year said as one ("since 1930") was read as a clock, or "est." before a number; else null. */
export function yearReadAsClock(phrase: string, times: readonly LocalTimeLike[]): string | null {
  const est = EST_BEFORE_NUMBER.exec(phrase);
  if (est !== null) return est[0];
  for (const m of phrase.matchAll(YEAR_SAID)) {
    const year = m[1] ?? m[2] ?? '';
    const hour = Number(year.slice(0, 2));
    const minute = Number(year.slice(2));
    if (times.some((t) => t.hour === hour && t.minute === minute)) return m[0];
  }
  return null;
}

interface LocalTimeLike {
  readonly hour: number;
  readonly minute: number;
}
