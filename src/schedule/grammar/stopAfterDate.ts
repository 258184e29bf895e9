import { type CalendarDate, epochDay } from '../cron/calendar.js';

/**
 * "skate sharpening reminder tues 4pm, stop after feb 28": "stop after" a date said last, in words ("feb 28", "28
 * feb", "march 15 2027"), is the end of the running period, that day included, as "until feb 28" is: rewritten so
 * (in `normalize`). Safe because stopping after a day leaves that day's runs in and every later one out, which is
 * what "until" reads. Only a date with its month's name, said last: "stop after the 28th" (which month's?), "stop
 * after 5 runs" (a count), "stop after christmas" and "stop after feb 28 at 9am" (a time of the stop) are left as
 * written, and refused or read by their own readers. So is a phrase that already says an end ("daily 9am until dec 10,
 * stop after feb 28": which end, or a pause and a stop?): "until", "till", "through", "thru", "ending", "to", "by",
 * "end", "before" or another "stop" anywhere before it.
 */

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DAY = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?';
const DATE = `(?:${MONTH}\\s+${DAY}|${DAY}\\s+(?:of\\s+)?${MONTH})(?:,?\\s+20\\d\\d)?`;

/** "..., stop after feb 28" said last, with what joins it to the schedule before it. */
const STOP_AFTER = new RegExp(
  `\\s*[,;]?\\s*(?:-\\s+)?(?:and\\s+|then\\s+)?(?:stop|stops|stopping)\\s+after\\s+(?<date>(?:the\\s+)?${DATE})\\s*$`,
);

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * "daily 9am, stop after jan 5" said on Jan 12: the date without its year has passed within the last month, so "until" would run a year more, to next Jan 5: the date said, refused by the caller. Null otherwise.
 */
export function stopAfterPassed(phrase: string, today: CalendarDate): string | null {
  const text = phrase.toLowerCase().replace(/[.!?\s]+$/, '');
  if (!STOP_AFTER_GATE.test(text)) return null;
  const date = STOP_AFTER.exec(text)?.groups?.date;
  if (date === undefined || /\b20\d\d$/.test(date)) return null;
  const month = MONTHS.findIndex((m) => new RegExp(`\\b${m}`).test(date)) + 1;
  const day = Number(/\d+/.exec(date)?.[0]);
  if (month === 0 || !(day >= 1 && day <= 31)) return null;
  const from = epochDay(today.year, today.month, today.day);
  for (const year of [today.year, today.year - 1]) {
    const n = epochDay(year, month, day);
    if (n < from && n >= from - 31) return date.trim();
  }
  return null;
}

/** A word of an end said before "stop after": two ends, left as written. */
const END_SAID = /\b(?:until|untill?|till?|through|thru|ending|ends?|ended|to|by|before|stop(?:s|ped|ping)?|upto)\b/;

/** Cheap gate: the phrase says "stop" and "after". */
export const STOP_AFTER_GATE = /\bstop(?:s|ping)?\s+after\b/;

export function rewriteStopAfter(text: string): string {
  const m = STOP_AFTER.exec(text);
  if (m === null || m.index === 0 || END_SAID.test(text.slice(0, m.index))) return text;
  return `${text.slice(0, m.index)} until ${m.groups?.date ?? ''}`;
}
