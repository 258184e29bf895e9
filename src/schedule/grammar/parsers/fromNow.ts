import type { CalendarDate } from '../../cron/calendar.js';
import type { ScheduleProblem } from '../../problem.js';
import { type IntentDraft, type RecurrenceParser, setDays, setMonths, unparseable } from '../draft.js';
import { longDate } from './period.js';

/**
 * "remind me in 2 hours", "in 30 minutes", "in an hour": one run that long after the reference instant (to its
 * minute). Read as the minutes from now here; the run's day and clock are set once the zone is known
 * (`settleFromNow`). Nothing else may say when: a time, days or an interval besides it is refused.
 */
export const fromNowParser: RecurrenceParser = {
  name: 'from-now',
  gate: /\bin\s+(?:an?|\d)/,
  pattern: /\bin\s+(?<n>an?|\d{1,3})\s*(?<unit>minutes?|mins?|hours?|hrs?|h)\b/g,
  apply(m, draft) {
    const g = m.groups ?? {};
    const n = /^an?$/.test(g.n ?? '') ? 1 : Number(g.n);
    const minutes = /^h/.test(g.unit ?? '') ? n * 60 : n;
    if (draft.fromNow !== null || minutes === 0 || minutes > 48 * 60) {
      return unparseable(`"${m[0].trim()}" is not a time to run at.`, 'Say e.g. "in 2 hours" or "tomorrow at 9am".');
    }
    draft.fromNow = { minutes, said: m[0].trim() };
    return undefined;
  },
};

/**
 * The one run "in 2 hours" asks for, on the clock of the schedule's zone (`offsetAt`: its minutes east of UTC at an
 * instant), read at the run's instant: "in 2 hours" said before clocks go back is two hours, not three.
 */
export function settleFromNow(
  draft: IntentDraft,
  now: number,
  offsetAt: (ms: number) => number,
): ScheduleProblem | undefined {
  const from = draft.fromNow;
  if (from === null) return undefined;
  if (draft.times.length > 0 || draft.interval !== null || draft.days !== null || draft.window !== null) {
    return unparseable(
      `"${from.said}" is one run from now, and the phrase says other times too.`,
      `Say one: "${from.said}", or the schedule alone.`,
    );
  }
  const run = Math.floor(now / 60_000) * 60_000 + from.minutes * 60_000;
  const at = new Date(run + offsetAt(run) * 60_000);
  const date: CalendarDate = { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
  const problem =
    setDays(draft, { kind: 'month-days', days: [date.day] }, from.said) ??
    setMonths(draft, { kind: 'months', months: [date.month] }, from.said);
  if (problem) return problem;
  draft.times.push({ hour: at.getUTCHours(), minute: at.getUTCMinutes() });
  draft.startDate = date;
  draft.endDate = date;
  draft.maxOccurrences = 1;
  const clock = `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
  draft.assumptions.push(`"${from.said}" read as one run, at ${clock} on ${longDate(date)}.`);
  return undefined;
}
