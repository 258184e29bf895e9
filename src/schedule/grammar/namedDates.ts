import { MONTH } from './words.js';

/**
 * A date said with the name of the event on it (looked at only when the phrase does not read as it is; the rewrite is
 * read again, with a note):
 * - "every 15 minutes between 9am and noon on tournament day (dec 5)", "on election night, nov 2 2027": the name,
 *   then its date in brackets or after a comma, is that date;
 * - "remind me at 6pm HST on dec 31, the filing deadline": a name said after the date, at the end, names it.
 * The date then reads by the reader of dates' own rule (once, every year, refused: `oneOff.ts`). A night's name
 * ("election night") is read only where its clocks are said and none falls after midnight: "1am on election night"
 * is the next day's 1am, which the date alone would not say, and "every hour on election night" does not say the
 * night's hours.
 */

export interface NamedDateReading {
  readonly text: string;
  readonly notes: readonly string[];
}

const DAY_N = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?';
/** A date with its year if said: "dec 5", "nov 2 2027", "5 dec", "the 5th of december". */
const A_DATE = `(?:(?:the\\s+)?${DAY_N}\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+${DAY_N})(?:,?\\s+20\\d\\d)?(?![\\d:])`;
/**
 * A word of an event's name: not a word that says when or how often, nor a day, month, number or clock. The last
 * word may be "day" or "night" ("tournament day", "election night").
 */
const NAME_WORD = `(?!(?:${MONTH}|every|each|daily|weekly|monthly|yearly|hourly|nightly|this|next|last|coming|first|second|third|fourth|fifth|other|same|that|those|both|all|from|until|till|to|at|on|in|by|before|after|between|and|or|then|noon|midnight|midday|morning|evening|afternoon|week|month|year|weekend|weekdays?|weekends|business|working|school|holidays?|today|tomorrow|tonight|now|days?|nights?|hours?|minutes?|times?|runs?|again|too|also|only|of|eve|prior|following|ahead|around|near|during|for|within|minus|plus|except|not|no)\\b)(?![a-z]*(?:sun|mon|tue|wed|thu|fri|sat)(?:day|s)?\\b)[a-z][a-z'-]*`;
const NAME = `(?<name>(?:${NAME_WORD}\\s+){0,2}${NAME_WORD}(?:\\s+(?:day|night|eve))?)`;

/** "on tournament day (dec 5)", "on election night, nov 2 2027", "on the release day (5 dec)". */
const NAME_THEN_DATE = new RegExp(
  `\\bon\\s+(?:the\\s+|our\\s+|my\\s+)?${NAME}\\s*(?:\\(\\s*(?<d1>${A_DATE})\\s*\\)|,\\s*(?<d2>${A_DATE})(?=\\s*(?:,|;|$)))`,
);
/** "on dec 31, the filing deadline": the name after the date, closing the phrase. */
const DATE_THEN_NAME = new RegExp(`\\bon\\s+(?<date>${A_DATE})\\s*,\\s*the\\s+${NAME}$`);

/** A clock of the morning: "1am", "02:30", "midnight" said as a time to run at (not as a window's end). */
const MORNING =
  /\b(?:\d{1,2}(?:[:.]\d\d)?\s*a\.?m\b|(?:0?\d|1[01])[:h]\d\d\b(?!\s*p)|(?<!\b(?:to|until|till|til|-|–)\s*)midnight)/;

/** A clock of the afternoon or evening, said with "pm" or on the 24-hour clock: "8pm", "20:00". */
const EVENING = /\b(?:\d{1,2}(?:[:.]\d\d)?\s*p\.?m\b|(?:1[2-9]|2[0-3])[:h]\d\d\b)/;

export function namedDatePhrase(text: string): NamedDateReading | null {
  if (!/[(,]/.test(text) || !/\bon\s/.test(text)) return null;
  const before = NAME_THEN_DATE.exec(text);
  if (before?.groups) {
    const name = before.groups.name ?? '';
    const date = (before.groups.d1 ?? before.groups.d2 ?? '').replace(/^the\s+/, '');
    // "every hour on election night" does not say the night's hours; "1am on election night" is the next day's
    if (/\b(?:night|eve)$/.test(name) && (MORNING.test(text) || !EVENING.test(text))) return null;
    const rest = text.slice(before.index + before[0].length);
    return {
      text: `${text.slice(0, before.index)}on ${date}${rest}`,
      notes: [`Read "${name}" as the name of ${date}, the day to run on.`],
    };
  }
  const after = DATE_THEN_NAME.exec(text);
  if (after?.groups) {
    const name = after.groups.name ?? '';
    if (/\b(?:night|eve)$/.test(name)) return null;
    const date = (after.groups.date ?? '').replace(/^the\s+/, '');
    return {
      text: `${text.slice(0, after.index)}on ${date}`,
      notes: [`Read "the ${name}" as the name of ${date}, not as part of the schedule.`],
    };
  }
  return null;
}
