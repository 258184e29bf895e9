import { TEENS, TENS, UNITS } from './spelledClock.js';

/**
 * Clock times as dictation software writes them down, made plain before the spelled clock is read: "a m" and "p m"
 * said letter by letter ("nine thirty a m", "at 7 p m"), "noon thirty" (half past noon) or "midnight fifteen", and
 * a second time in words after "and" ("at eight fifteen in the morning and eight fifteen at night").
 * Neither can be read as anything else: a lone "m" is no word of the grammar, and "noon" is never followed by a
 * number of its own. A number word before "a m" is a time only where the spelled clock makes it one.
 */

/** "a m", "p m" after an hour, its minutes, or a number word: not after "every"/"each" ("every 5 a m"). */
const SPOKEN_MERIDIEM =
  /(?<!\b(?:every|each)\s+\S+)(?<=(?:\b(?:1[0-2]|0?[1-9])(?::[0-5]\d)?|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]*teen|twenty|thirty|forty|fifty)))\s+([ap])\s+m\b(?![\w'.:])/g;
const SPOKEN_MERIDIEM_GATE = /\s[ap] m\b/;

const MINUTE_WORDS = `(?:(?:oh|o)\\s+(?:${UNITS.join('|')})|(?:${TENS.join('|')})(?:[-\\s](?:${UNITS.join('|')}))?|${TEENS.join('|')})`;
/**
 * "noon thirty", "midnight fifteen", "noon oh five": minutes past noon or midnight; not before a unit ("noon thirty
 * minutes later") or a word that makes the number a count.
 */
const NOON_MINUTES = new RegExp(
  `\\b(noon|midday|midnight)\\s+(${MINUTE_WORDS})\\b(?![\\w'-]|\\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|times?|runs?|x|of)\\b)`,
  'g',
);
const NOON_MINUTES_GATE = /\b(?:noon|midday|midnight) [a-z]/;

/**
 * "... and eight fifteen at night": an hour and its minutes in words, after "and" or a comma, before the words that
 * make it a time ("at night", "in the evening", "pm"). The spelled clock leaves a number after "and" alone, as it
 * may be a count ("at 9 and one on sundays"); with its minutes and a part of the day it is a time.
 */
const LISTED_SAID_CLOCK = new RegExp(
  `(?<=(?:\\band|&|,)\\s*)\\b(${[...UNITS, 'ten', 'eleven', 'twelve'].join('|')})[-\\s]+(${MINUTE_WORDS})(?=\\s+(?:[ap]m\\b|in\\s+the\\s+(?:morning|afternoon|evening)\\b|at\\s+night\\b))`,
  'g',
);
const LISTED_SAID_CLOCK_GATE =
  /(?:and|&|,) ?(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[ -][a-z]/;

const NUMBER: ReadonlyMap<string, number> = new Map([
  ...UNITS.map((w, i) => [w, i + 1] as const),
  ...TEENS.map((w, i) => [w, i + 10] as const),
  ...TENS.map((w, i) => [w, (i + 2) * 10] as const),
]);

function minutesOf(words: string): number {
  return words
    .split(/[-\s]+/)
    .filter((w) => w !== 'oh' && w !== 'o')
    .reduce((sum, w) => sum + (NUMBER.get(w) ?? Number.NaN), 0);
}

/** The phrase (lower case) -> its dictated clock times written as the grammar reads them. */
export function rewriteDictatedClocks(text: string): string {
  let out = text;
  if (SPOKEN_MERIDIEM_GATE.test(out)) out = out.replace(SPOKEN_MERIDIEM, ' $1m');
  if (NOON_MINUTES_GATE.test(out)) {
    out = out.replace(NOON_MINUTES, (m, noon: string, words: string) => {
      const minute = minutesOf(words);
      if (!(minute >= 1 && minute <= 59)) return m;
      return `12:${String(minute).padStart(2, '0')} ${noon === 'midnight' ? 'am' : 'pm'}`;
    });
  }
  if (LISTED_SAID_CLOCK_GATE.test(out)) {
    out = out.replace(LISTED_SAID_CLOCK, (m, hour: string, words: string) => {
      const minute = minutesOf(words);
      if (!(minute >= 1 && minute <= 59)) return m;
      return `${NUMBER.get(hour)}:${String(minute).padStart(2, '0')}`;
    });
  }
  return out;
}

/** A clock with its part of the day after it: "8:15 in the morning", "8:15 at night". */
const PART_AFTER_CLOCK =
  /\b(1[0-2]|0?[1-9])(?::([0-5]\d))?\s+(?:in\s+(?:the\s+)?(morning|afternoon|evening)|at\s+(night))\b(?!\s*(?:and|or|&|,)?\s*(?:in\s+(?:the\s+)?(?:morning|afternoon|evening)|at\s+night)\b)/g;
/** "in the morning", or "in morning" as some write it. */
const PART_AFTER_CLOCK_GATE =
  /\d (?:in (?:the )?(?:morning|afternoon|evening)|at night)\b[\s\S]*\d (?:in (?:the )?(?:morning|afternoon|evening)|at night)/;
/** The hours each part of the day makes morning or afternoon ones; an hour not listed is left (and refused). */
const HALF_OF_PART: Readonly<Record<string, { am: readonly number[]; pm: readonly number[] }>> = {
  morning: { am: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], pm: [] },
  afternoon: { am: [], pm: [12, 1, 2, 3, 4, 5, 6] },
  evening: { am: [], pm: [4, 5, 6, 7, 8, 9, 10, 11] },
  night: { am: [], pm: [7, 8, 9, 10, 11] },
};

/**
 * "at eight fifteen in the morning and eight fifteen at night", "at 6 in morning and at 6 in evening": each time with
 * a part of the day of its own, read
 * as am or pm. Looked at only when the phrase cannot be read as it is (the reader takes one part of the day for all
 * its times, and refuses two); every time must carry its own part, and each hour must lie in it, or nothing is
 * rewritten.
 */
export function readPartPerTime(text: string, notes: string[]): string {
  if (!PART_AFTER_CLOCK_GATE.test(text)) return text;
  const found: { at: number; end: number; said: string; clock: string }[] = [];
  PART_AFTER_CLOCK.lastIndex = 0;
  for (let m = PART_AFTER_CLOCK.exec(text); m !== null; m = PART_AFTER_CLOCK.exec(text)) {
    const hour = Number(m[1]);
    const part = (m[3] ?? m[4]) as string;
    const halves = HALF_OF_PART[part];
    if (halves === undefined) return text;
    const half = halves.am.includes(hour) ? 'am' : halves.pm.includes(hour) ? 'pm' : null;
    if (half === null) return text;
    found.push({ at: m.index, end: m.index + m[0].length, said: m[0], clock: `${hour}:${m[2] ?? '00'} ${half}` });
  }
  // every part of the day in the phrase is one of these ("in the morning" alone elsewhere is left to the reader)
  const parts = text.match(/\bin\s+(?:the\s+)?(?:morning|afternoon|evening)\b|\bat\s+night\b/g)?.length ?? 0;
  if (found.length < 2 || parts !== found.length) return text;
  let out = text;
  for (const f of [...found].reverse()) out = out.slice(0, f.at) + f.clock + out.slice(f.end);
  for (const f of found) notes.push(`"${f.said}" read as ${f.clock.toUpperCase()}.`);
  return out;
}
