/**
 * Word orders of English written as a second language, read only when the phrase cannot be read as it is (as the
 * other slips), each with a note:
 * - "before 15 minutes of 10:00", "before 5 min from 9am": the minutes before a clock, said in the order of
 *   "antes de 15 minutos de las 10": "15 minutes before 10:00" (`minutesBeforeOf`, for offsets.ts, which reads
 *   the times said against another);
 * - "the 8 and half of morning", "at 7 and a quarter": an hour and a half or a quarter ("8 y media", "7 et quart"),
 *   after "at" or "the", or before a part of the day or am/pm: 8:30, 7:15 (never "2 and a half hours");
 * - "in every month 25 date", "each month 5 date": a bare day of the month before "date", after "month": the 25th;
 * - "twice in a month, 1 and 15", "two times a month 1 and 16": two bare numbers after "twice a month" are its days
 *   of the month (never when either is a clock: "twice a month 9 and 15:00" stays as it is);
 * - "sunday morning 10", "at the morning 7 every day", "every evening 6": one part of the day right before a bare hour
 *   that fits it (the morning 5 to 11, the afternoon 12 to 5, the evening 5 to 11, the night 8 to 11): that hour in
 *   that part; not after "this", "next", "tomorrow" (one run, which the one-off readers own), nor a part before an
 *   hour that does not fit it ("morning 2", "night 3" stay unread).
 */

const BEFORE_OF =
  /\bbefore\s+(\d{1,2})\s+(minutes?|mins?)\s+(?:of|from)\s+(?:the\s+)?(?=(?:[01]?\d|2[0-3])(?::[0-5]\d|\s*[ap]m\b))/g;
const BEFORE_OF_GATE = /\bbefore \d{1,2} mi/;

const PART = '(?:morning|afternoon|evening|night)';
const AND_HALF = new RegExp(
  `(?<=\\b(?:at|the)\\s+)((?:[01]?\\d|2[0-3]))\\s+and\\s+(?:a\\s+)?(half|quarter)\\b(?!\\s+(?:an?\\s+)?(?:hours?|hrs?|minutes?|mins?|days?|weeks?|months?|years?|times?)\\b)` +
    `|\\b((?:1[0-2]|0?[1-9]))\\s+and\\s+(?:a\\s+)?(half|quarter)(?=\\s+(?:of|in)\\s+(?:the\\s+)?${PART}\\b|\\s*[ap]m\\b)`,
  'g',
);
const AND_HALF_GATE = /\d and (?:a )?(?:half|quarter)\b/;

const MONTH_DATE = /\b(month|monthly)\s+(?:on\s+)?(?:the\s+)?([1-9]|[12]\d|3[01])\s+date\b(?!\s+(?:of|in)\b)/g;
const MONTH_DATE_GATE = /month(?:ly)? (?:on )?(?:the )?\d{1,2} date\b/;

const TWICE_MONTH =
  /\b(?:twice|two\s+times)\s+(?:in\s+)?(?:a|per|each|every)\s+month\s*,?\s*(?:on\s+)?(?:the\s+)?([1-9]|[12]\d|3[01])\s*(?:,|and|&)\s*(?:the\s+)?([1-9]|[12]\d|3[01])(?![\d:.]|\s*(?:[ap]m|h|hrs?|hours?|o'clock|minutes?|mins?|times?|days?)\b)/g;
const TWICE_MONTH_GATE = /\b(?:twice|two times) (?:in )?(?:a|per|each|every) month/;

const PART_HOUR = new RegExp(
  `(?<!\\b(?:this|next|of|tomorrow)\\s+)(?:\\b(every|each|at|in)\\s+)?(?:\\bthe\\s+)?\\b(${PART})\\s+((?:1[0-2]|0?[1-9]))(?![\\d:.]|\\s*(?:[ap]\\.?m\\b|o'?clock\\b|h\\b|hours?\\b|hrs?\\b|mins?\\b|minutes?\\b|times?\\b|days?\\b|and\\b|&|,|-|to\\b|until\\b|till\\b))`,
  'g',
);
const PART_HOUR_GATE = new RegExp(`\\b${PART} \\d`);
/** The hours each part of the day holds, said on a 12-hour clock. */
const PART_HOURS: Readonly<Record<string, readonly number[]>> = {
  morning: [5, 6, 7, 8, 9, 10, 11],
  afternoon: [12, 1, 2, 3, 4, 5],
  evening: [5, 6, 7, 8, 9, 10, 11],
  night: [8, 9, 10, 11],
};

const ORDINAL = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** "remember me", opening a request: "remind me" (as secondLanguage.ts reads it, for the times said against another). */
const REMEMBER_ME = /^(?:please\s+)?remember\s+me\b/;

/**
 * "before 15 minutes of 10:00" as "15 minutes before 10:00", and "remember me" first as "remind me" (lower case); the
 * text as it is when it has neither.
 */
export function minutesBeforeOf(text: string): string {
  if (!BEFORE_OF_GATE.test(text)) return text;
  return text
    .replace(BEFORE_OF, (_m, n: string, unit: string) => `${n} ${unit} before `)
    .replace(REMEMBER_ME, 'remind me');
}

/** The phrase (normalised) with its second-language word orders read, a note for each. */
export function readSecondLanguageOrder(text: string, notes: string[]): string {
  let out = text;
  if (AND_HALF_GATE.test(out)) {
    out = out.replace(AND_HALF, (m, h1?: string, part1?: string, h2?: string, part2?: string) => {
      const clock = `${h1 ?? h2}:${(part1 ?? part2) === 'half' ? '30' : '15'}`;
      notes.push(`"${m}" read as ${clock}.`);
      return clock;
    });
  }
  if (MONTH_DATE_GATE.test(out)) {
    out = out.replace(MONTH_DATE, (m, month: string, day: string) => {
      const said = `${month} on the ${ORDINAL(Number(day))}`;
      notes.push(`"${m}" read as "${said}".`);
      return said;
    });
  }
  if (TWICE_MONTH_GATE.test(out)) {
    out = out.replace(TWICE_MONTH, (m, a: string, b: string) => {
      if (Number(a) >= Number(b)) return m;
      const said = `every month on the ${ORDINAL(Number(a))} and ${ORDINAL(Number(b))}`;
      notes.push(`"${m.trim()}" read as "${said}".`);
      return said;
    });
  }
  if (PART_HOUR_GATE.test(out)) {
    const parts = [...out.matchAll(PART_HOUR)];
    // one part of the day only, before an hour it holds ("morning 9.30 and evening 6.30" is writtenSlips.ts's)
    const only = parts[0];
    const fits = only !== undefined && PART_HOURS[only[2] as string]?.includes(Number(only[3]));
    if (parts.length === 1 && fits && only !== undefined) {
      const lead = only[1];
      const part = only[2] as string;
      const hour = only[3] as string;
      const said =
        lead === 'every' || lead === 'each'
          ? `${lead} ${part} at ${hour}`
          : part === 'night'
            ? `at ${hour} at night`
            : `at ${hour} in the ${part}`;
      out = `${out.slice(0, only.index)}${said}${out.slice(only.index + only[0].length)}`;
      notes.push(`"${only[0]}" read as "${said}".`);
    }
  }
  return out;
}
