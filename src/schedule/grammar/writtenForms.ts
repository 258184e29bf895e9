/**
 * How a phrase is written rather than what it says, made plain before it is read: full-width digits and colons
 * ("９：００"), the Japanese hour mark ("18時", "8時30分", "午後3時"), small capitals ("ᴀᴍ"), quotes or backticks round
 * the whole phrase ("“every thursday at 11”", "`every weekday 07:00 UTC`"), em dashes between parts ("every
 * Monday—10am—Berlin"), and words glued together or cut short ("every2hours", "everymonday9am",
 * "weekdays9to5every1hour", "wkdy 0630", "hourly :30", "M/W/F 0700", "Tu/Th 1330"). Words are split only where a
 * word of the grammar meets a number, so "e2e", "k8s", "24/7", "1st" and "9am" stay as they are.
 */

/** Full-width forms of ASCII (U+FF01..U+FF5E) and the ideographic space. */
const FULL_WIDTH = /[\uff01-\uff5e\u3000]/g;
/** "18時", "8時30分", "8時半" (half past), with "午前"/"午後" (morning/afternoon) before. */
const HOUR_MARK = /(午前|午後)?\s*(\d{1,2})\s*時\s*(?:(\d{1,2})\s*分|(半))?/g;
/** Small capitals: "ᴀᴍ", "ᴘᴍ". */
const SMALL_CAPS = /([\u1d00\u1d18])\.?\u1d0d\.?/g;
/**
 * An em dash or a horizontal bar beside a time ("Monday—10am—Berlin"): a separator, read as a spaced hyphen. Between
 * words ("Mon—Fri", "Jan—Mar") it stays the range it reads as.
 */
const EM_DASH = /\s*[\u2014\u2015]\s*/g;

/** A day of the month and its month after a spaced em dash: "… van 12 — 14 jan". */
const DATE_AFTER = /^\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

function emDash(m: string, at: number, text: string): string {
  const before = /\S*$/.exec(text.slice(0, at))?.[0] ?? '';
  const rest = text.slice(at + m.length);
  const after = /^\S*/.exec(rest)?.[0] ?? '';
  // spaced between a number and a date, it breaks the sentence and joins no range: "mot for van 12 — 14 jan" is van
  // 12's, on the 14th (a range of days is typed "12-14 jan", "12 – 14 jan")
  if (/^\d{1,2}$/.test(before) && /^\s.*\s$/s.test(m) && DATE_AFTER.test(rest)) return ' · ';
  return /\d/.test(before + after) ? ' - ' : m;
}

/** The pairs of marks that may wrap a whole phrase. */
const WRAPS: readonly (readonly [string, string])[] = [
  ['```', '```'],
  ['`', '`'],
  ['"', '"'],
  ['\u201c', '\u201d'],
  ['\u201d', '\u201d'],
  ['\u201e', '\u201c'],
  ['\u00ab', '\u00bb'],
  ['\u300c', '\u300d'],
  ["'", "'"],
  ['\u2018', '\u2019'],
];
const WRAP_GATE = /^\s*[`"'\u2018\u201c\u201d\u201e\u00ab\u300c]/;
/** An apostrophe within a word ("o'clock", "it's"), which a phrase in single quotes may hold. */
const APOSTROPHE = /(?<=[a-z])['\u2019](?=[a-z])/gi;

function unwrapped(phrase: string): string {
  const text = phrase.trim().replace(/[.!?]+$/, '');
  for (const [open, close] of WRAPS) {
    if (!(text.startsWith(open) && text.endsWith(close)) || text.length <= open.length + close.length) continue;
    const inner = text.slice(open.length, text.length - close.length);
    const bare = open === "'" || open === '\u2018' ? inner.replace(APOSTROPHE, '') : inner;
    if (bare.includes(open) || bare.includes(close) || inner.trim() === '') return phrase;
    return inner;
  }
  return phrase;
}

/** The phrase as typed -> its characters made plain (before it is lower-cased). */
export function plainCharacters(phrase: string): string {
  let out = phrase;
  if (/[^\t-~]/.test(out)) {
    out = out
      .replace(FULL_WIDTH, (c) => (c === '\u3000' ? ' ' : String.fromCharCode(c.charCodeAt(0) - 0xfee0)))
      .replace(SMALL_CAPS, (_m, half: string) => (half === '\u1d00' ? 'am' : 'pm'))
      .replace(EM_DASH, emDash);
    if (out.includes('時')) {
      out = out.replace(
        HOUR_MARK,
        (m, part: string | undefined, h: string, mm: string | undefined, half: string | undefined) => {
          const hour = Number(h);
          const minute = half !== undefined ? 30 : Number(mm ?? 0);
          // 午前12時 is noon to some and midnight to others (午後12時 the other way round): left unread
          if (hour > 23 || minute > 59 || (part !== undefined && hour >= 12)) return m;
          const said = `${hour}:${String(minute).padStart(2, '0')}`;
          // 午前0時 is midnight and 午後0時 noon: read on the 24-hour clock
          if (part !== undefined && hour === 0) return ` ${part === '午前' ? said : `12:${said.slice(2)}`} `;
          return ` ${part === undefined ? said : `${said} ${part === '午前' ? 'am' : 'pm'}`} `;
        },
      );
    }
  }
  if (WRAP_GATE.test(out)) out = unwrapped(out);
  return out;
}

/** "every" glued to the word after it: "everymonday", "every2hours". */
const EVERY_GLUED =
  /\b(every|each)(?=\d|(?:mon|tue|wed|thu|fri|sat|sun|weekday|weekend|hour|minute|week|month|other|morning|evening|night|business|working))/g;
/**
 * A number glued to a grammar word after it: "2hours", "9to5", "5every", "15minutes"; not "1st", "9am", nor a number
 * glued to letters before it ("q15min", "k8s").
 */
const NUMBER_WORD =
  /(?<=(?:^|[^a-z\d])\d{1,4})(to|every|from|until|till|and|hours?|hrs?|minutes?|mins?|days?|weeks?|months?|daily|weekdays?|weekends?)(?=\d|\b)/g;
/** A grammar word glued to a number after it: "every2", "weekdays9", "monday9am", "at9". */
const WORD_NUMBER =
  /\b(everyday|every|each|at|from|until|till|to|and|daily|nightly|hourly|weekdays?|weekends?|(?:sun|mon|tues|wednes|thurs|fri|satur)days?)(?=\d)/g;
const EVERY_GATE = /(?:every|each)[a-z]/;
/** A letter before a number, or a number before the first letters of a word NUMBER_WORD splits off ("9am" is neither). */
const GLUED_GATE = /[a-z]\d|\d(?:to|ev|fr|un|ti|an|ho|hr|mi|da|we|mo)/;
/** "wkdy", "wkdys", "wknd": weekdays and weekends cut short. */
const SHORT_DAYS = /\bwk(dy|nd)s?\b/g;
/**
 * "exc weekends", "excl. sundays", "incl sat": "except", "excluding" and "including" cut short, read only before the
 * days they take out or add (a day of the week, weekends, weekdays, holidays), where they can mean nothing else.
 */
const SHORT_EXCEPT =
  /\b(exc|excl|incl)\.?\s+(?=(?:the\s+)?(?:weekends?|weekdays?|(?:public\s+|bank\s+)?holidays?|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?s?)\b)/g;
const SHORT_EXCEPT_WORD: Readonly<Record<string, string>> = { exc: 'except ', excl: 'excluding ', incl: 'including ' };
/** "hourly :30": the minutes past each hour, without their "at". */
const HOURLY_MINUTES = /\b(hourly|(?:every|each)\s+hour)\s+(?=:[0-5]\d\b)/g;
/** Weekdays as letters in a list with slashes: "m/w/f", "tu/th", "t/th", "m/w/r". */
const LETTER_DAYS =
  /(?<![\w/])(?:m|tu|tue|w|th|thu|r|f|sa|su|t)(?:\/(?:m|tu|tue|w|th|thu|r|f|sa|su|t)){1,6}(?![\w/])(?=\s*(?:\d|at\b|@|$))/g;
const LETTER_DAY: Readonly<Record<string, string>> = {
  m: 'mon',
  tu: 'tue',
  tue: 'tue',
  w: 'wed',
  th: 'thu',
  thu: 'thu',
  r: 'thu',
  f: 'fri',
  sa: 'sat',
  su: 'sun',
};

function letterDays(m: string): string {
  const letters = m.split('/');
  // "t" is Tuesday beside a Thursday written otherwise ("t/th"), else Tuesday or Thursday: left unread
  const thursday = letters.some((l) => l === 'th' || l === 'thu' || l === 'r');
  // "m/f" is Monday and Friday to some and Monday to Friday ("M-F") to others: left for the reader to refuse
  if (letters.length === 2 && letters[0] === 'm' && letters[1] === 'f') return m;
  const days = letters.map((l) => (l === 't' ? (thursday ? 'tue' : undefined) : LETTER_DAY[l]));
  if (days.some((d) => d === undefined) || new Set(days).size !== days.length) return m;
  return days.join('/');
}

/**
 * Weekdays as a range of letters beside a clock: "10am-6pm m-th", "9:00 tu-f", "m-w 8am". Both ends are days' letters
 * in the week's order, one of them two letters ("th", "tu", "sa", "su"), so that no single letter ("m-w") is read;
 * "m-f" is read by the days parser.
 */
const LETTER_RANGE =
  /(?<=(?:\d\s*[ap]m|\d:[0-5]\d)\s+)(m|tu|w|th|f|sa)-(tu|w|th|f|sa|su)(?![\w/-])|(?<![\w/-])(m|tu|w|th|f|sa)-(tu|w|th|f|sa|su)(?=\s+(?:at\s+)?\d{1,2}(?::[0-5]\d|\s*[ap]m\b))/g;
const LETTER_ORDER = ['m', 'tu', 'w', 'th', 'f', 'sa', 'su'];

function letterRange(m: string, a1?: string, b1?: string, a2?: string, b2?: string): string {
  const a = a1 ?? a2 ?? '';
  const b = b1 ?? b2 ?? '';
  if (a.length < 2 && b.length < 2) return m;
  if (LETTER_ORDER.indexOf(a) >= LETTER_ORDER.indexOf(b)) return m;
  return `${LETTER_DAY[a]}-${LETTER_DAY[b]}`;
}

/** The phrase lower-cased -> its glued and cut-short words written out. */
export function rewriteGluedWords(text: string): string {
  let out = text;
  if (EVERY_GATE.test(out)) out = out.replace(EVERY_GLUED, '$1 ');
  if (GLUED_GATE.test(out)) {
    // each split may free the next ("weekdays9to5every1hour": "weekdays 9", "9 to", "to 5", "5 every" ...)
    for (let i = 0; i < 4; i++) {
      const next = out.replace(WORD_NUMBER, '$1 ').replace(NUMBER_WORD, ' $1');
      if (next === out) break;
      out = next;
    }
  }
  if (out.includes('exc') || out.includes('incl'))
    out = out.replace(SHORT_EXCEPT, (_m, w: string) => SHORT_EXCEPT_WORD[w] ?? _m);
  if (out.includes('wk')) out = out.replace(SHORT_DAYS, (_m, w: string) => (w === 'dy' ? 'weekdays' : 'weekends'));
  if (out.includes(':')) out = out.replace(HOURLY_MINUTES, '$1 at ');
  if (out.includes('/')) out = out.replace(LETTER_DAYS, letterDays);
  if (/\b(?:m|tu|w|th|f|sa)-/.test(out)) out = out.replace(LETTER_RANGE, letterRange);
  return out;
}
