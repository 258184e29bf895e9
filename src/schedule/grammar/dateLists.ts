import { escapeRegExp, MONTH, monthOf } from './words.js';

/**
 * Several days of one month said once with the month ("nov 24, 27 and 30", "march 27 and 28 2027", and day first
 * with its year, "27 and 28 march 2027") are rewritten as each date in full ("nov 24, nov 27 and nov 30"), which the
 * reader of dates takes as a list of dates (`oneOff.ts`, `undatedDates.ts`), the year said after the last given to
 * each. Only days that rise, none of them a clock ("dec 5, 9 and 11:30" stays as said), and only where what follows
 * the list could not make its last number a time ("dec 5 and 9 utc" stays as said). "... and again on 9 dec" is
 * "and on 9 dec" (and "and again the 3rd", "and again at 5", "and again thursday" are "and ...").
 */

const DAY = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?';
/** No clock after a day of the list: "9:30", "9am", "9h", "9 o'clock", "9.30". */
const NOT_CLOCK = "(?![\\d:.]|\\s*(?:[ap]\\.?m\\b|h\\b|hrs?\\b|o'?clock\\b))";
/** What may follow the list: the end, a mark, a year, or a word that starts another part of the schedule. */
const AFTER =
  '(?=\\s*(?:$|[,;:()!?-]|(?:at|@|from|to|until|till|through|thru|between|every|each|starting|for|then)\\b|\\d{1,2}(?::\\d\\d)?\\s*[ap]\\.?m\\b|\\d{1,2}:\\d\\d))';
const JOIN = '(?:\\s*,\\s*(?:and\\s+)?|\\s+(?:and|&)\\s+)';

const MONTH_FIRST = new RegExp(
  `(?<!\\b(?:every|each)\\s+)\\b(?<month>${MONTH})\\s+(?<days>${DAY}${NOT_CLOCK}(?:${JOIN}${DAY}${NOT_CLOCK})+)(?:,?\\s+(?<year>20\\d\\d)${NOT_CLOCK})?${AFTER}`,
  'g',
);
/**
 * Day first only in plain numbers ("5, 6, 12 and 13 dec", "27 and 28 march 2027"): "the 1st and 15th of january" may
 * be every year's. Without a year the dates are once or every year's as `undatedDates.ts` decides.
 */
const DAY_FIRST = new RegExp(
  `(?<![\\d:.]|\\b(?:at|@|from|between|every|each|the)\\s+)\\b(?<days>\\d{1,2}${NOT_CLOCK}(?:${JOIN}\\d{1,2}${NOT_CLOCK})+)\\s+(?<month>${MONTH})\\b(?:,?\\s+(?<year>20\\d\\d)${NOT_CLOCK})?`,
  'g',
);

/**
 * "nov 6 and nov 7 2027", "dec 1, dec 8 and dec 15 2027": dates of one month, each with the month, the year said
 * after the last only. The year is each date's (`yearAfterLast`): the days rise within one month, so no date of the
 * list can be in another year. Dates of different months keep their words ("dec 31 and jan 1 2027": which year is
 * December's?).
 */
const YEAR_AFTER_LAST = new RegExp(
  `\\b(?<list>(?:${MONTH}\\s+${DAY}${NOT_CLOCK}${JOIN})+)(?<last>${MONTH}\\s+${DAY})${NOT_CLOCK},?\\s+(?<year>20\\d\\d)(?![\\d:])`,
  'g',
);
const ONE_DATE = new RegExp(`(?<month>${MONTH})\\s+(?<day>${DAY})`, 'g');

function yearAfterLast(text: string): string {
  return text.replace(YEAR_AFTER_LAST, (m, ...args) => {
    const g = args[args.length - 1] as Record<string, string>;
    const dates = [...`${g.list}${g.last}`.matchAll(ONE_DATE)].map((d) => ({
      said: d[0],
      month: monthOf(d.groups?.month ?? ''),
      day: Number.parseInt(d.groups?.day ?? '', 10),
    }));
    const month = dates[0]?.month;
    if (month === undefined || dates.some((d) => d.month !== month) || !rising(dates.map((d) => d.day))) return m;
    return spelled(
      dates.map((d) => d.said),
      (d) => `${d} ${g.year}`,
    );
  });
}

/** Dates said day first, two or more in a list, each with its month ("1 mar, 1 jun, 1 sep, 1 dec"): month first. */
const DAY_FIRST_DATES = new RegExp(
  `(?<![\\d:.]|\\b(?:at|@|for|every|each|in|within|after)\\s+)\\b(?:${DAY}${NOT_CLOCK}\\s+(?:of\\s+)?${MONTH}(?!\\s*\\d)(?:${JOIN}|$|(?=\\s)))+`,
  'g',
);
const DAY_FIRST_DATE = new RegExp(`(?<day>${DAY})\\s+(?:of\\s+)?(?<month>${MONTH})`, 'g');

/** A weekday said before a date: "sat 5 dec", "thurs 26 nov", "fri, dec 4". */
const WEEKDAY =
  '(?:sunday|sun|monday|mon|tuesday|tues|tue|wednesday|weds|wed|thursday|thurs|thur|thu|friday|fri|saturday|sat)\\.?,?\\s+';
const A_DATE = `(?:${WEEKDAY})?(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?(?![\\d:]))(?:,?\\s+20\\d\\d(?![\\d:]))?`;
/** A time plainly a clock: with its half of the day or its minutes ("6am", "7 pm", "18:00"). */
const A_CLOCK = '(?:\\d{1,2}(?::\\d\\d)?\\s*[ap]m\\b|\\d{1,2}:\\d\\d(?!\\d))';
/** "sat 5 dec 6am and sun 6 dec 6am": dates each said with the same clock. */
const SHARED_CLOCK = new RegExp(
  `\\b(?<first>${A_DATE})\\s+(?:at\\s+)?(?<t>${A_CLOCK})(?<more>(?:${JOIN}${A_DATE}\\s+(?:at\\s+)?\\k<t>(?![\\d:]|\\s*[ap]\\.?m\\b))+)`,
  'g',
);

/**
 * Dates each said with the same clock ("sat 5 dec 6am and sun 6 dec 6am", "thurs 26 nov 7pm and fri 27 nov 7pm")
 * are the list of dates at that clock ("sat 5 dec and sun 6 dec at 6am"): one rule, not a rule per date.
 */
function sharedClock(text: string): string {
  if (!/\d\s*(?:[ap]m|:\d\d)[\s\S]*?(?:,|\band\b|&)[\s\S]*?\d\s*(?:[ap]m|:\d\d)/.test(text)) return text;
  return text.replace(SHARED_CLOCK, (...args) => {
    const g = args[args.length - 1] as Record<string, string>;
    const t = g.t as string;
    const clock = new RegExp(`\\s+(?:at\\s+)?${escapeRegExp(t)}(?![\\d:])`, 'g');
    return `${g.first}${(g.more as string).replace(clock, '')} at ${t}`;
  });
}

function rising(days: readonly number[]): boolean {
  return days.every((d, i) => d >= 1 && d <= 31 && (i === 0 || d > (days[i - 1] ?? 0)));
}

function spelled(days: readonly string[], date: (day: string) => string): string {
  const parts = days.map(date);
  return parts.length === 2
    ? `${parts[0]} and ${parts[1]}`
    : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export function rewriteDateLists(text: string): string {
  let out = sharedClock(text);
  // "on the 1st and again the 3rd", "at 9 and again at 5", "monday and again thursday": "again" says nothing more
  if (out.includes('again'))
    out = out.replace(
      /\band\s+again\s+(?=(?:on\s+|at\s+)?(?:the\s+)?\d|on\s+[a-z]+\s+\d|(?:on\s+)?(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/g,
      'and ',
    );
  if (/\d\s*(?:st|nd|rd|th)?\s+(?:of\s+)?[a-z]{3}[a-z]*\.?\s*(?:,|and\b|&)/.test(out)) {
    out = out.replace(DAY_FIRST_DATES, (m) =>
      [...m.matchAll(DAY_FIRST_DATE)].length < 2
        ? m
        : m.replace(DAY_FIRST_DATE, (...args) => {
            const g = args[args.length - 1] as Record<string, string>;
            return `${g.month} ${g.day}`;
          }),
    );
  }
  if (!/\d\s*(?:st|nd|rd|th)?\s*(?:,|and\b|&)/.test(out)) return out;
  if (/\d\s*(?:,|and\b|&).*\d\s*,?\s+20\d\d/.test(out)) out = yearAfterLast(out);
  const rewrite = (m: string, g: Record<string, string | undefined>, dayFirst: boolean): string => {
    const days = (g.days ?? '').split(/\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/).map((d) => d.trim());
    if (!rising(days.map((d) => Number.parseInt(d, 10)))) return m;
    const year = g.year ? ` ${g.year}` : '';
    // without a year, day first is spelled month first: the reader of dates takes "5 dec, 6 dec and 7 dec" apart
    return spelled(days, (d) => (dayFirst && year !== '' ? `${d} ${g.month}${year}` : `${g.month} ${d}${year}`));
  };
  out = out.replace(MONTH_FIRST, (m, ...rest) => rewrite(m, rest[rest.length - 1] as Record<string, string>, false));
  out = out.replace(DAY_FIRST, (m, ...rest) => rewrite(m, rest[rest.length - 1] as Record<string, string>, true));
  return out;
}
