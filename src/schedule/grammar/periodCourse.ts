import type { ScheduleProblem } from '../problem.js';
import { type IntentDraft, unparseable } from './draft.js';
import type { PeriodWords } from './parsers/period.js';

/**
 * "every 8 hrs for the next 10 days": a course of runs counted from now, whose steps of hours fall on the clock's
 * grid (0:00, 8:00, 16:00) only by chance. Said with a length and no start, the hour the steps count from is not
 * said (the course begins now, the grid at midnight): refused. With a start ("starting 6am", "from dec 1") or an
 * hourly step (every hour is the same either way) the reading stands.
 */
export function courseStartProblem(
  draft: IntentDraft,
  len: NonNullable<PeriodWords['length']>,
): ScheduleProblem | undefined {
  const iv = draft.interval;
  if (iv === null || iv.unit !== 'hour' || iv.every < 2) return undefined;
  if (len.unit === 'hour' || len.unit === 'minute') return undefined;
  if (draft.window !== null || draft.times.length > 0 || draft.period.start !== null || draft.startDate !== null)
    return undefined;
  return unparseable(
    `"every ${iv.every} hours ${len.said}" counts from now, and the phrase does not say the hour the steps start at.`,
    `Say the first run, e.g. "every ${iv.every} hours starting 6am ${len.said}".`,
  );
}
