import { GERMAN_WEEKDAYS } from './words.js';

/**
 * Second-language wording and typing slips the other slip readers leave, read only when the phrase cannot be read
 * as it is, each with a note saying what was read:
 * - "kl 07.00": "kl" (klokken, Norwegian and Danish; klockan, Swedish) before a clock, read as "at";
 * - "every 1. of month", "on 15. of every month": a day of the month with the German ordinal dot;
 * - "every month 5th date": "date" after an ordinal, the day of the month (Indian English);
 * - "morning 9.30 and evening 6.30": parts of the day said before their clocks, each read as the clock's own ("evening
 *   21.00": a 24-hour clock in the afternoon, evening or night is read as it is);
 * - "all the working days": every working day;
 * - "please to schedule": "please schedule";
 * - "每天": every day;
 * - "jeden Montag um 9 Uhr": German words for every, the days and "at" ("um" only before a clock), in a phrase
 *   that has one of the German words of days or "jeden" (normalize.ts reads "9 Uhr"), and "bitte" / "danke" there as
 *   "please" / "thanks";
 * - "at 9;30": ";" typed for ":" (the same key), after "at" only;
 * - "0600-2200": a range's end in four digits after a start that normalize.ts read on the 24-hour clock;
 * - "at 1 7 : 0 0": a clock's digits typed apart;
 * - "wensday", "frist monday", "teh 1st": slips too far from the word for slips.ts (or too short), each of one
 *   word only, and never an English word: "frist" only before a day, "teh" only before a day or a number.
 */

const KL = /\bkl\.?\s+(?=(?:[01]?\d|2[0-3])(?::[0-5]\d)?(?![\d:]))/g;
const KL_GATE = /\bkl\b/;

const DOT_DAY = /\b(every|each|on)\s+([1-9]|[12]\d|3[01])\.\s+of\s+(?=(?:the\s+|every\s+|each\s+)?month\b)/g;
const DOT_DAY_GATE = /\d\. of\b/;

const ORDINAL_DATE = /\b((?:[1-9]|[12]\d|3[01])(?:st|nd|rd|th))\s+date\b(?!\s+(?:of|in)\b)/g;
const ORDINAL_DATE_GATE = /\d(?:st|nd|rd|th) date\b/;

const PART_CLOCK =
  /\b(morning|afternoon|evening|night)\s+(?:at\s+)?((?:[01]?\d|2[0-3])(?::[0-5]\d)?)(?![\d:]|\s*(?:[ap]\.?m\b|o'?clock\b|h\b|hours?\b|hrs?\b|mins?\b|minutes?\b))/g;
const PART_CLOCK_GATE = /\b(?:morning|afternoon|evening|night) (?:at )?\d/;

const ALL_WORKING_DAYS = /\ball\s+the\s+(working\s+days|workdays|business\s+days)\b(?!\s+(?:of|in|between|from)\b)/g;
const ALL_WORKING_DAYS_GATE = /\ball the (?:working|workdays|business)/;

const PLEASE_TO = /\bplease\s+to\s+(?=(?:schedule|set|run|send|make|create|put|remind|add|book|program|configure)\b)/g;

/** After a dash only: after "until" or "to", "2030" may be a year. */
const MILITARY_END = /\b((?:[01]\d|2[0-3]):[0-5]\d)(\s*[-\u2013]\s*)([01]\d|2[0-3])([0-5]\d)(?![\d:.])/g;
const MILITARY_END_GATE = /\d:\d\d\s*[-\u2013]\s*\d{4}/;

const GERMAN_DAYS: Readonly<Record<string, string>> = {
  ...GERMAN_WEEKDAYS,
  montags: 'mondays',
  dienstags: 'tuesdays',
  mittwochs: 'wednesdays',
  donnerstags: 'thursdays',
  freitags: 'fridays',
  samstags: 'saturdays',
  sonntags: 'sundays',
  werktags: 'weekdays',
  wochentags: 'weekdays',
  täglich: 'daily',
};
const GERMAN_WORD =
  /(?<![a-zäöüß])(?:jeden|jede|jedes|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonnabend|sonntags?|werktags|wochentags|täglich)(?![a-zäöüß])/g;
/** "bitte", "danke" in a German phrase: "please", "thanks". */
const GERMAN_POLITE = /(?<![a-zäöüß])(?:bitte|danke)(?![a-zäöüß])/g;
const GERMAN_UM = /(?<![a-zäöüß])um\s+(?=(?:[01]?\d|2[0-3])(?::[0-5]\d)?(?![\d:]))/g;

const EVERY_DAY_HAN = /每天|每日/g;

const SEMICOLON_CLOCK = /(?<=\bat\s+)((?:[01]?\d|2[0-3]));([0-5]\d)(?![\d;:])/g;

const SPACED_CLOCK = /(?<=\bat\s+)([0-2]) ([0-9]) ?: ?([0-5]) ([0-9])(?![\d:])/g;

const DAY_AFTER = '(?=\\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\b|\\s+(?:business|working|week)[a-z]*\\b)';
const ONE_WORD_SLIPS: readonly (readonly [RegExp, string])[] = [
  [/\bwe(?:n|nd|ne|dn)sday(s?)\b/g, 'wednesday'],
  [new RegExp(`\\b(?:frist|fisrt|firts)${DAY_AFTER}`, 'g'), 'first'],
  [/\bteh(?=\s+(?:\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|(?:first|last|second|third|fourth|fifth)\b))/g, 'the'],
];
const ONE_WORD_GATE = /\bwe(?:n|nd|ne|dn)sday|\bf(?:rist|isrt|irts)\b|\bteh\b/;

export function readWrittenSlips(text: string, notes: string[]): string {
  let out = text;
  if (KL_GATE.test(out)) {
    out = out.replace(KL, (m) => {
      notes.push(`"${m.trim()}" (klokken, o'clock) read as "at".`);
      return 'at ';
    });
  }
  if (DOT_DAY_GATE.test(out)) {
    out = out.replace(DOT_DAY, (_m, lead: string, day: string) => {
      const n = Number(day);
      const ord = `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
      notes.push(`"${day}." read as the ${ord} of the month (the ordinal dot).`);
      return `${lead} ${ord} of `;
    });
  }
  if (ORDINAL_DATE_GATE.test(out)) {
    out = out.replace(ORDINAL_DATE, (m, ord: string) => {
      notes.push(`"${m}" read as the ${ord}, the day of the month.`);
      return ord;
    });
  }
  if (PART_CLOCK_GATE.test(out)) {
    const parts = [...out.matchAll(PART_CLOCK)];
    // only parts of the day each with a clock of its own ("morning 9.30 and evening 6.30")
    if (parts.length >= 2 && new Set(parts.map((p) => p[1])).size === parts.length) {
      out = out.replace(PART_CLOCK, (m, part: string, clock: string) => {
        // "evening 21.00": a 24-hour clock in its part of the day says it whole
        const hour = Number(clock.split(':')[0]);
        const said =
          hour >= 13 && part !== 'morning' ? clock : part === 'night' ? `${clock} at night` : `${clock} in the ${part}`;
        notes.push(`"${m}" read as "${said}".`);
        return said;
      });
    }
  }
  if (ALL_WORKING_DAYS_GATE.test(out)) {
    out = out.replace(ALL_WORKING_DAYS, (m, days: string) => {
      const day = days.startsWith('business') ? 'business day' : 'working day';
      notes.push(`"${m}" read as "every ${day}".`);
      return `every ${day}`;
    });
  }
  out = out.replace(PLEASE_TO, () => {
    notes.push('"please to" read as "please".');
    return 'please ';
  });
  if (MILITARY_END_GATE.test(out)) {
    out = out.replace(MILITARY_END, (_m, start: string, to: string, h: string, mm: string) => {
      notes.push(`"${h}${mm}" read as ${h}:${mm}, the end of the range from ${start}.`);
      return `${start}${to}${h}:${mm}`;
    });
  }
  if (out.match(GERMAN_WORD) !== null) {
    out = out
      .replace(GERMAN_WORD, (m) => {
        const word = GERMAN_DAYS[m] ?? 'every';
        notes.push(`"${m}" (German) read as "${word}".`);
        return word;
      })
      .replace(GERMAN_UM, () => {
        notes.push('"um" (German) read as "at".');
        return 'at ';
      })
      .replace(GERMAN_POLITE, (m) => {
        const word = m === 'bitte' ? 'please' : 'thanks';
        notes.push(`"${m}" (German) read as "${word}".`);
        return word;
      });
  }
  out = out.replace(EVERY_DAY_HAN, (m) => {
    notes.push(`"${m}" read as "every day".`);
    return 'every day';
  });
  if (out.includes(';')) {
    out = out.replace(SEMICOLON_CLOCK, (m, h: string, mm: string) => {
      notes.push(`"${m}" read as ${h}:${mm} (";" typed for ":").`);
      return `${h}:${mm}`;
    });
  }
  if (out.includes(' : ') || out.includes(' :')) {
    out = out.replace(SPACED_CLOCK, (m, h1: string, h2: string, m1: string, m2: string) => {
      if (Number(h1 + h2) > 23) return m;
      notes.push(`"${m}" read as ${h1}${h2}:${m1}${m2}.`);
      return `${h1}${h2}:${m1}${m2}`;
    });
  }
  if (ONE_WORD_GATE.test(out)) {
    for (const [re, meant] of ONE_WORD_SLIPS) {
      out = out.replace(re, (m, plural?: string) => {
        const word = typeof plural === 'string' ? `${meant}${plural}` : meant;
        notes.push(`"${m}" read as "${word}".`);
        return word;
      });
    }
  }
  return out;
}
