import type { LocalTime } from '../intent.js';
import type { IntentDraft } from './draft.js';

/**
 * An interval of hours said with every one of its runs as times of day ("every 12h at 6 and 18", "every 8 hours at
 * 7:15, 15:15 and 23:15"): the times are the runs, said twice. Read as those times, with a note. Times that are
 * not the interval's runs around the whole day (one time only, a range, times off the step) stay refused: which
 * one was meant?
 */

const minutesOf = (t: LocalTime) => t.hour * 60 + t.minute;

function clock(t: LocalTime): string {
  return `${t.hour % 12 === 0 ? 12 : t.hour % 12}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

export function intervalAsTimes(draft: IntentDraft): IntentDraft | null {
  const i = draft.interval;
  if (i === null || i.unit !== 'hour' || draft.window !== null || draft.times.length < 2) return null;
  if (24 % i.every !== 0 || draft.allDay !== null) return null;
  const runs = [...new Set(draft.times.map(minutesOf))].sort((a, b) => a - b);
  if (runs.length !== 24 / i.every || runs.length !== draft.times.length) return null;
  const step = i.every * 60;
  const first = runs[0] as number;
  if (runs.some((m, k) => m !== first + k * step)) return null;
  // a minute said for the interval ("every 12 hours at :30") must be the times' own
  if (i.atMinute !== 0 && i.atMinute !== first % 60) return null;
  return {
    ...draft,
    interval: null,
    assumptions: [
      ...draft.assumptions,
      `"every ${i.every} hours" read as the times said, which are its runs: ${draft.times.map(clock).join(', ')}.`,
    ],
  };
}
