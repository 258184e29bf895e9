/**
 * The odd or even days of the month, as watering rules and rotas say them: "odd days at 6am", "on even-numbered
 * days 7pm", "odd dates only 18:30", "every even day of the month at 5", "even days: 9pm". The days are the dates
 * whose number is odd (1st, 3rd, ... 31st) or even (2nd, 4th, ... 30th), which CRON says exactly; the phrase is read
 * again with the days said as dates, with a note (the 31st and the next 1st are both odd: two days running). Where
 * the days said first leave words the reader does not take before a clock ("odd days only watering at 6 am"), the
 * days are read again last ("watering at 6 am on the 1st, 3rd ..."), so that a name first is set aside as it is
 * elsewhere. Looked at only when the phrase does not read as typed.
 *
 * Refused still (not read here): both together ("odd and even days": every day?), days of the week ("odd days of
 * the week"), "the odd day" (now and then), odd or even weeks or months (whose count?), and "odd hours".
 */

export interface OddEvenDaysReading {
  /** The phrase with the days said as dates in place. */
  readonly text: string;
  /** The phrase with the days said as dates last, or null when they are last already. */
  readonly moved: string | null;
  readonly note: string;
}

/** Cheap test before the pattern below. */
export const ODD_EVEN_DAYS_GATE = /\b(?:odd|even)\b/i;

const DAYS = new RegExp(
  [
    '(?<![a-z-])(?:(?:on|every|each|all)\\s+(?:the\\s+)?)?',
    '(?<kind>odd|even)(?:[-\\s]numbered)?\\s+',
    '(?:days?|dates?)(?!\\s*(?:-|&|and|or|of\\s+the\\s+week|in\\s+the\\s+week)\\b)',
    '(?:\\s+(?:of|in)\\s+(?:the|each|every)\\s+month)?',
    '(?:\\s+only)?',
  ].join(''),
  'i',
);

const ORDINAL = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

/** The dates said in full: "1st, 3rd, ... and 31st". */
function datesOf(odd: boolean): string {
  const days: string[] = [];
  for (let d = odd ? 1 : 2; d <= 31; d += 2) days.push(ORDINAL(d));
  return `${days.slice(0, -1).join(', ')} and ${days.at(-1)}`;
}

/** The phrase (normalised) with its odd or even days said as dates, or null. */
export function oddEvenDays(text: string): OddEvenDaysReading | null {
  if (!ODD_EVEN_DAYS_GATE.test(text)) return null;
  // both kinds said: every day, or a slip?
  if (/\bodd\b[\s\S]*\beven\b|\beven\b[\s\S]*\bodd\b/i.test(text)) return null;
  const m = DAYS.exec(text);
  const kind = m?.groups?.kind?.toLowerCase();
  if (m === null || kind === undefined) return null;
  // "the odd day", "a few odd days": now and then, not by the date
  const before = text.slice(0, m.index);
  if (/\b(?:the|a|an|some|few|occasional)\s*$/i.test(before) && !/^\s*(?:on|every|each|all)\b/i.test(m[0])) return null;
  const odd = kind === 'odd';
  const dates = `on the ${datesOf(odd)}`;
  const after = text.slice(m.index + m[0].length).replace(/^\s*:/, '');
  const joined = (a: string, b: string) => `${a.trimEnd()} ${b.trimStart()}`.trim();
  const text1 = joined(joined(before, dates), after);
  const without = joined(before, after.replace(/^\s*,/, ''));
  const moved = after.trim() === '' || without === '' ? null : `${without} ${dates}`;
  const which = odd ? 'odd-numbered (1st, 3rd, 5th ... 31st)' : 'even-numbered (2nd, 4th, 6th ... 30th)';
  const note = `"${m[0].trim()}" read as the ${which} days of every month${
    odd ? '; in a month of 31 days the 31st and the next 1st both run' : ''
  }.`;
  return { text: text1, moved, note };
}
