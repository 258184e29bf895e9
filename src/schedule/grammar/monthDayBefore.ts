import type { ScheduleProblem } from '../problem.js';
import { unparseable } from './draft.js';

/**
 * A day of every month said as days before another: "remind me the day before the 1st of every month at 6pm" (the
 * last day of each month), "the day before the 15th of each month at 9" (the 14th), "3 days before the 20th of every
 * month, 8am" (the 17th), "at 7pm the night before the 1st of each month" (the last day, an evening's time).
 * The day said must be one every month has (up to the 28th), so that the day before it is one day of every month:
 * "the day before the 31st of every month" (the 30th only in 31-day months) stays refused, and so does a day that
 * falls further back than the month before's last ("2 days before the 1st"). "The night before" with a time before
 * noon may be the small hours of the day itself: refused.
 */

export interface MonthDayBeforeReading {
  readonly text: string;
  readonly notes: readonly string[];
}

const COUNT: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5 };
const SHAPE =
  /(?:\bon\s+)?\b(?:the\s+(?<unit>day|night|evening)|(?<n>a|one|two|three|four|five|[1-9]|1\d|2[0-7])\s+(?<units>days?))\s+(?:before|prior\s+to)\s+the\s+(?<d>[12]?\d|3[01])(?:st|nd|rd|th)\s+(?:of\s+(?:every|each|the)\s+month|every\s+month|monthly)\b/;
/** Every clock said is in the afternoon or evening ("6pm", "18:00"). */
const CLOCKS = /\b(\d{1,2})(?::(\d{2}))?\s*([ap]m)?\b/g;

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

function eveningOnly(text: string): boolean {
  const times = [...text.matchAll(CLOCKS)].filter((t) => t[2] !== undefined || t[3]);
  return (
    times.length > 0 &&
    times.every((t) => (t[3] === 'pm' && t[1] !== '12') || (t[3] === undefined && Number(t[1]) >= 12))
  );
}

/** The phrase (normalised) with the day of every month said, a refusal, or null when it says no such day. */
export function monthDayBefore(text: string): MonthDayBeforeReading | ScheduleProblem | null {
  if (!text.includes('before') && !text.includes('prior')) return null;
  const m = SHAPE.exec(text);
  if (!m?.groups) return null;
  const g = m.groups;
  const n = g.unit !== undefined ? 1 : (COUNT[g.n as string] ?? Number(g.n));
  const day = Number(g.d);
  if (day > 28) return null;
  const moved = day - n;
  if (moved < 0) return null;
  const said = m[0].trim();
  if (g.unit === 'night' || g.unit === 'evening') {
    const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
    if (!eveningOnly(rest)) {
      return unparseable(
        `"${said}" with a time before noon could be that night's small hours, on the ${ordinal(day)} itself.`,
        'Say the day to run on, e.g. "on the last day of every month at 8pm".',
      );
    }
  }
  const which = moved === 0 ? 'the last day' : `the ${ordinal(moved)}`;
  return {
    text: `${text.slice(0, m.index)}on ${which} of every month${text.slice(m.index + m[0].length)}`,
    notes: [`Read "${said}" as ${which} of every month${moved === 0 ? ', the day before each 1st' : ''}.`],
  };
}
