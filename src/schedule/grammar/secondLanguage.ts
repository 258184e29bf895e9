import { MULTI_ZONE_WORDS, ZONE_WORDS } from '../zones.js';
import { DAY_WORDS } from './parsers/monthDays.js';

/**
 * English as people write it whose first language words a schedule otherwise, and clocks as dictation mishears
 * them. Read only when the phrase cannot be read as it is (as the other slips), with a note for each:
 * - "the 3 of march", "the day 10 of each month", "the 15 and the 30", "the 1. of each month": a day of the month
 *   as a bare number (or with the German ordinal dot) after "the", read as "the 3rd";
 * - "all the days", "all the mornings", "all the mondays": every day, morning, monday;
 * - "at 7 of the morning": in the morning;
 * - "hour of Buenos Aires", "Montreal hour", "Lisbon hour": that place's time ("heure de Montréal", "hora de
 *   Lisboa"); only a place that names one time zone or one of several (which the zone reader then refuses);
 * - "each hour in punct", "every hour sharp": on the hour;
 * - "18 o'clock", "14:30 o'clock": a 24-hour clock with "o'clock", as German says "18 Uhr";
 * - "beginning from": starting; "remember me": remind me;
 * - "every second and fourth tuesday": the 2nd and 4th (not a count of seconds);
 * - "every quarter past the hour": every hour at a quarter past;
 * - "at 9 15 a m": an hour and its minutes said apart before a dictated "a m";
 * - "december seventh": a date with its day in words;
 * - "at for pm", "at too thirty pm", "at ate am": a number's homophone where only a clock can stand (after "at",
 *   before am/pm, "thirty" or "o'clock");
 * - "on the first at 9": the day of the month in words;
 * - "twice a day 9 and 4", "egg collection 7 and 15 daily": two hours said without "at";
 * - "prepone the standup to 9:15": Indian English for moving it earlier, read as the new time;
 * - "0:00 midnight": a clock with the word that says it.
 */

const ORDINAL_SUFFIX = (n: number): string =>
  n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';

/** "the 3 of march", "the day 10 of", "the 1. of", "the 15 and the 30 of": a bare day number before "of". */
const THE_DAY_NUMBER =
  /\bthe\s+(?:day\s+)?([1-9]|[12]\d|3[01])\.?(?=\s+of\s+(?:each|every|the|this|next|january|february|march|april|may|june|july|august|september|october|november|december)\b|\s+(?:and|&|,)\s+(?:the\s+)?(?:day\s+)?(?:[1-9]|[12]\d|3[01])\.?\s+of\b)/g;
/** "and the 30 of", after a day read so. */
const AND_THE_DAY =
  /(?<=\b(?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th)\s+(?:and|&|,)\s+)(?:the\s+)?(?:day\s+)?([1-9]|[12]\d|3[01])\.?(?=\s+of\b)/g;
const THE_DAY_NUMBER_GATE = /\bthe (?:day )?\d{1,2}\.? (?:of|and|&|,)/;

/** "all the days", "all the mornings", "all the mondays", "all the weekdays". */
const ALL_THE =
  /\ball\s+the\s+(days|mornings|evenings|nights|weekdays|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b(?!\s+(?:of|in|between|from)\b)/g;
const ALL_THE_GATE = /\ball the [a-z]+s\b/;

/** "at 7 of the morning": in the morning. */
const OF_THE_PART = /(?<=\b\d{1,2}(?::[0-5]\d|h)?\s+)of\s+the\s+(morning|afternoon|evening|night)\b/g;
const OF_THE_PART_GATE = /\d\w* of the (?:morning|afternoon|evening|night)\b/;

/** "hour of buenos aires", "montreal hour": the words of a place, up to three. */
const HOUR_OF_PLACE =
  /\b(?:hour|hours|time)\s+of\s+([a-zé]+(?:\s+[a-zé]+){0,2})(?=\s*$|\s*[,;)]|\s+(?:and|every|each|on|from|except)\b)/g;
const PLACE_HOUR =
  /(?<=(?:\d|h|,)\s*)((?:[a-zé]+\s+){0,2}[a-zé]+)\s+hour\b(?=\s*$|\s*[,;)]|\s+(?:and|every|each|on|from|except)\b)/g;
const PLACE_HOUR_GATE = /\bhours? of [a-z]|[a-z] hour\b/;

/** "each hour in punct", "every hour sharp", "every hour at the dot". */
const HOUR_ON_THE_DOT =
  /\b(every|each)\s+hour\s+(?:in\s+punct|in\s+punkt|in\s+point|punct|punkt|sharp|on\s+the\s+dot|at\s+the\s+dot|exactly)(?=\s|$|,)/g;
const HOUR_ON_THE_DOT_GATE = /\bhour (?:in |on the |at the )?(?:punct|punkt|point|sharp|dot|exactly)/;

/** "18 o'clock", "14:30 o'clock": a 24-hour clock (13..23, or with minutes) with "o'clock". */
const DAY_CLOCK = /\b(1[3-9]|2[0-3]|[01]?\d:[0-5]\d|2[0-3]:[0-5]\d)\s*o['\s]?clock\b/g;
const DAY_CLOCK_GATE = /\d\s*o['\s]?clock/;

/** "beginning from", "starting from": starting. */
const BEGINNING_FROM = /\b(?:beginning|begining|starting)\s+(?:from|with)\b/g;
const BEGINNING_FROM_GATE = /(?:beginn?ing|starting) (?:from|with)/;

/** "remember me", opening a request: remind me. */
const REMEMBER_ME = /^(?:please\s+)?remember\s+me\b/;

/** "every second and fourth tuesday", "every second tuesday": the nth day, not seconds. */
const NTH_WORD: Readonly<Record<string, string>> = {
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
};
const DAY_NAME = '(?:mon|tues|wednes|thurs|fri|satur|sun)days?';
const SECOND_DAY = new RegExp(
  `\\b(second)(?=(?:\\s*(?:,|and|&|or)\\s*(?:first|third|fourth|fifth|last|\\d(?:st|nd|rd|th)))*\\s+${DAY_NAME}\\b)`,
  'g',
);
const NTH_AFTER_SECOND = new RegExp(
  `(?<=\\b2nd\\s*(?:,|and|&|or)\\s*)(first|third|fourth|fifth)(?=\\s+${DAY_NAME}\\b)`,
  'g',
);
const SECOND_DAY_GATE = /\bsecond (?:and|&|or|,|[a-z]+day)/;

/** "every quarter past the hour": every hour at a quarter past. */
const QUARTER_PAST_THE_HOUR = /\b(?:every|each)\s+(quarter|half)\s+past\s+the\s+hour\b/g;
const QUARTER_PAST_THE_HOUR_GATE = /past the hour/;

/** "at 9 15 a m": an hour and its minutes said apart, before a dictated "a m" / "p m" ("6 30 am" is chatSlips.ts's). */
const SPLIT_CLOCK = /(?<=\b(?:at|from|to|until|till)\s+)(1[0-2]|0?[1-9])\s+([0-5]\d)\s+([ap])\s+m\b(?![\w'.:])/g;
const SPLIT_CLOCK_GATE = /\d \d\d [ap] m\b/;

/** "december seventh", "december twenty fourth": a month and its day as an ordinal word. */
const ORDINAL_WORDS = DAY_WORDS;
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const MONTH_ORDINAL = new RegExp(
  `\\b(${MONTHS})\\s+(?:(twenty|thirty)[-\\s]+)?(${ORDINAL_WORDS.join('|')}|thirtieth)\\b(?!\\s+(?:${DAY_NAME}|day|week|month)\\b)`,
  'g',
);
const MONTH_ORDINAL_GATE = new RegExp(`(?:${MONTHS}) [a-z]+(?:th|st|nd|rd)\\b`);

/**
 * "at for pm", "at too thirty pm", "at ate am", "at for thirty am": "for", "too"/"to", "ate" in a clock's place. "to"
 * only before am/pm or "o'clock" ("at to thirty" could be a range).
 */
const HOMOPHONE_CLOCK =
  /\bat\s+(for|too|to|ate)(?:\s+(thirty|fifteen|forty[-\s]five))?(?=\s+(?:[ap]\s?m|o'?clock)\b)|\bat\s+(for|too|ate)\s+(thirty)(?![\w'-]|\s+(?:minutes?|mins?|hours?|times?|days?|seconds?)\b)/g;
const HOMOPHONE_CLOCK_GATE = /\bat (?:for|too|to|ate) /;
const HOMOPHONE_HOUR: Readonly<Record<string, number>> = { for: 4, too: 2, to: 2, ate: 8 };
const MINUTE_WORD: Readonly<Record<string, number>> = { thirty: 30, fifteen: 15, 'forty five': 45, 'forty-five': 45 };

/** "on the first at 9", "on the fifteenth of each month": the day of the month in words. */
const ON_THE_ORDINAL_WORD = new RegExp(
  `(?<=\\bon\\s+the\\s+)(?:(twenty|thirty)[-\\s]+)?(${ORDINAL_WORDS.join('|')}|thirtieth)(?=\\s+(?:at|@)\\s|\\s+of\\s+(?:each|every|the)\\s+month\\b)`,
  'g',
);
const ON_THE_ORDINAL_WORD_GATE = /\bon the (?:[a-z]+[- ])?[a-z]+(?:st|nd|rd|th)\b/;

/**
 * "twice a day 9 and 4", "egg collection 7 and 15 daily": two hours without "at", after "twice a day" or before
 * "daily"/"every day" where the second is plainly a 24-hour clock ("7 and 15"); not after a word that makes them
 * days or counts ("on the 7 and 15", "every 7 and 15").
 */
const TWICE_A_DAY_HOURS =
  /(?<=\b(?:twice|two\s+times)\s+(?:a|per|each)\s+day\s+)(?=(?:[01]?\d|2[0-3])\s+(?:and|&)\s+(?:[01]?\d|2[0-3])(?:\s|$|,))/g;
const HOURS_DAILY =
  /(?<!\b(?:at|@|on|the|every|each|from|to|between|of|until|till|by|for|and|&|day|days|in|since|before|after)\s+|[\d:,&-]\s*)\b(?=(?:[01]?\d|2[0-3])\s+(?:and|&)\s+(?:1[3-9]|2[0-3])\s+(?:daily|every\s+day)\b)/g;
const BARE_HOURS_GATE = /\d (?:and|&) \d{1,2}(?: daily| every day|$| |,)/;

/** "prepone the standup to 9:15": moved earlier, to the new time. */
const PREPONE =
  /^(?:please\s+|pls\s+|kindly\s+)?prepone\s+(.+?)\s+to\s+(?=(?:[01]?\d|2[0-3])(?::[0-5]\d)?\s*(?:[ap]m\b)?(?:\s|,|$))/;

/** "0:00 midnight", "12:00 midnight", "24:00 midnight": a clock with the word that says it. */
const CLOCK_MIDNIGHT = /\b(?:0?0|12|24):00\s+(midnight)\b/g;
const CLOCK_MIDNIGHT_GATE = /:00 midnight/;

function placeZone(words: string): boolean {
  return ZONE_WORDS.has(words) || MULTI_ZONE_WORDS.has(words);
}

/** The longest run of last words of `words` that names a place with a time zone, or null. */
function placeAtEnd(words: string): string | null {
  const parts = words.split(/\s+/);
  for (let n = Math.min(3, parts.length); n >= 1; n--) {
    const place = parts.slice(parts.length - n).join(' ');
    if (placeZone(place) || placeZone(place.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))) return place;
  }
  return null;
}

/** The phrase (normalised) with its second-language forms and misheard clocks read, a note for each. */
export function readSecondLanguage(text: string, notes: string[]): string {
  let out = text;
  if (THE_DAY_NUMBER_GATE.test(out)) {
    out = out.replace(THE_DAY_NUMBER, (m, n: string) => {
      const day = `the ${n}${ORDINAL_SUFFIX(Number(n))}`;
      notes.push(`"${m}" read as "${day}", the day of the month.`);
      return day;
    });
    out = out.replace(AND_THE_DAY, (m, n: string) => {
      const day = `${n}${ORDINAL_SUFFIX(Number(n))}`;
      notes.push(`"${m}" read as "${day}", the day of the month.`);
      return day;
    });
  }
  if (ALL_THE_GATE.test(out)) {
    out = out.replace(ALL_THE, (m, what: string) => {
      const each = `every ${what.slice(0, -1)}`;
      notes.push(`"${m}" read as "${each}".`);
      return each;
    });
  }
  if (OF_THE_PART_GATE.test(out)) {
    out = out.replace(OF_THE_PART, (m, part: string) => {
      const said = part === 'night' ? 'at night' : `in the ${part}`;
      notes.push(`"${m}" read as "${said}".`);
      return said;
    });
  }
  if (PLACE_HOUR_GATE.test(out)) {
    out = out.replace(HOUR_OF_PLACE, (m, words: string) => {
      const place = placeAtEnd(words);
      if (place !== words && (place === null || !placeZone(words))) return m;
      notes.push(`"${m}" read as "${words} time".`);
      return `${words} time`;
    });
    out = out.replace(PLACE_HOUR, (m, words: string) => {
      const place = placeAtEnd(words);
      if (place === null) return m;
      notes.push(`"${place} hour" read as "${place} time".`);
      return `${m.slice(0, m.length - place.length - ' hour'.length)}${place} time`.replace(/\s+/g, ' ');
    });
  }
  if (HOUR_ON_THE_DOT_GATE.test(out)) {
    out = out.replace(HOUR_ON_THE_DOT, (m, every: string) => {
      notes.push(`"${m}" read as "${every} hour on the hour".`);
      return `${every} hour on the hour`;
    });
  }
  if (DAY_CLOCK_GATE.test(out)) {
    out = out.replace(DAY_CLOCK, (m, clock: string) => {
      const t = clock.includes(':') ? clock : `${clock}:00`;
      notes.push(`"${m}" read as ${t}, a 24-hour clock.`);
      return t;
    });
  }
  if (BEGINNING_FROM_GATE.test(out)) {
    out = out.replace(BEGINNING_FROM, (m) => {
      notes.push(`"${m}" read as "starting".`);
      return 'starting';
    });
  }
  if (REMEMBER_ME.test(out)) {
    out = out.replace(REMEMBER_ME, (m) => {
      notes.push(`"${m}" read as "remind me".`);
      return 'remind me';
    });
  }
  if (SECOND_DAY_GATE.test(out)) {
    const before = out;
    out = out.replace(SECOND_DAY, '2nd').replace(NTH_AFTER_SECOND, (w: string) => NTH_WORD[w] ?? w);
    if (out !== before) notes.push('"second" before a weekday read as the 2nd of the month, not a count of seconds.');
  }
  if (QUARTER_PAST_THE_HOUR_GATE.test(out)) {
    out = out.replace(QUARTER_PAST_THE_HOUR, (m, part: string) => {
      const said = `every hour at ${part === 'half' ? 30 : 15} past`;
      notes.push(`"${m}" read as "${said}".`);
      return said;
    });
  }
  if (SPLIT_CLOCK_GATE.test(out)) {
    out = out.replace(SPLIT_CLOCK, (m, h: string, mm: string, half: string) => {
      notes.push(`"${m}" read as ${h}:${mm} ${half}m.`);
      return `${h}:${mm} ${half}m`;
    });
  }
  if (MONTH_ORDINAL_GATE.test(out)) {
    out = out.replace(MONTH_ORDINAL, (m, month: string, tens: string | undefined, unit: string) => {
      const day =
        (tens === 'twenty' ? 20 : tens === 'thirty' ? 30 : 0) +
        (unit === 'thirtieth' ? 30 : unit === 'twentieth' ? 20 : ORDINAL_WORDS.indexOf(unit) + 1);
      if ((tens !== undefined && (unit === 'twentieth' || unit === 'thirtieth' || day > 31)) || day < 1 || day > 31)
        return m;
      notes.push(`"${m}" read as "${month} ${day}".`);
      return `${month} ${day}`;
    });
  }
  if (HOMOPHONE_CLOCK_GATE.test(out)) {
    out = out.replace(HOMOPHONE_CLOCK, (m, word1?: string, minutes1?: string, word2?: string, minutes2?: string) => {
      const word = (word1 ?? word2) as string;
      const minutes = minutes1 ?? minutes2;
      const hour = HOMOPHONE_HOUR[word] as number;
      const minute = minutes === undefined ? 0 : (MINUTE_WORD[minutes.replace(/\s+/g, ' ')] ?? 0);
      const clock = minute === 0 ? `${hour}` : `${hour}:${String(minute).padStart(2, '0')}`;
      notes.push(`"${word}" in "${m}" read as ${hour}, a word that sounds like it in a clock's place.`);
      return `at ${clock}`;
    });
  }
  if (ON_THE_ORDINAL_WORD_GATE.test(out)) {
    out = out.replace(ON_THE_ORDINAL_WORD, (m, tens: string | undefined, unit: string) => {
      const day =
        (tens === 'twenty' ? 20 : tens === 'thirty' ? 30 : 0) +
        (unit === 'thirtieth' ? 30 : unit === 'twentieth' ? 20 : ORDINAL_WORDS.indexOf(unit) + 1);
      if ((tens !== undefined && (unit === 'twentieth' || unit === 'thirtieth')) || day < 1 || day > 31) return m;
      const said = `${day}${ORDINAL_SUFFIX(day)}`;
      notes.push(`"the ${m}" read as "the ${said}", the day of the month.`);
      return said;
    });
  }
  if (BARE_HOURS_GATE.test(out)) {
    const before = out;
    out = out.replace(TWICE_A_DAY_HOURS, 'at ').replace(HOURS_DAILY, 'at ');
    if (out !== before) notes.push('Two numbers said without "at" read as the hours of the day.');
  }
  if (PREPONE.test(out)) {
    out = out.replace(PREPONE, (_m, what: string) => {
      notes.push('"prepone ... to" (move earlier) read as the new time it names.');
      return `${what} at `;
    });
  }
  if (CLOCK_MIDNIGHT_GATE.test(out)) {
    out = out.replace(CLOCK_MIDNIGHT, (m) => {
      notes.push(`"${m}" read as midnight.`);
      return 'midnight';
    });
  }
  return out;
}
