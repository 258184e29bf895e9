import type { ScheduleProblem } from '../problem.js';
import { type IntentDraft, unparseable } from './draft.js';
import type { PeriodWords } from './parsers/period.js';

/**
 * "every 8 hrs for the next 10 days": a course of runs counted from now, whose steps of hours fall on the clock's
 * grid (0:00, 8:00, 16:00) only by chance. Said with a length and no start, the hour the steps count from is not
 * said (the course begins now, the grid at midnight): refused, as it is with a start of now or today ("starting
 * now", "from today"); a later day's ("starting jan 20") starts at its midnight. With a start's clock ("starting 6am", "from dec 1 at 6am"), a range of hours,
 * or an hourly step (every hour is the same either way) the reading stands.
 */
const NOW_START = /\b(?:now|today|tonight|immediately|right\s+away|asap)\b/;

export function courseStartProblem(
  draft: IntentDraft,
  len: NonNullable<PeriodWords['length']>,
  today: { readonly year: number; readonly month: number; readonly day: number },
): ScheduleProblem | undefined {
  const iv = draft.interval;
  if (iv === null || iv.unit !== 'hour' || iv.every < 2) return undefined;
  if (len.unit === 'hour' || len.unit === 'minute') return undefined;
  if (draft.window !== null || draft.times.length > 0) return undefined;
  // a later day's start ("starting jan 20") begins the steps at its midnight; a start of now or today ("starting
  // now", "from today") leaves the grid at midnight, which is not when the course begins
  const start = draft.period.start;
  const d = draft.startDate;
  const later = d !== null && (d.year !== today.year || d.month !== today.month || d.day !== today.day);
  if (start !== null ? !NOW_START.test(start.said) && later : later) return undefined;
  return unparseable(
    `"every ${iv.every} hours ${len.said}" does not say the hour the steps start at (not said, they would fall from midnight).`,
    `Say the first run, e.g. "every ${iv.every} hours starting 6am ${len.said}".`,
  );
}
