import type { LocalTime } from '../intent.js';
import type { IntentDraft } from './draft.js';

/**
 * A minute said for an interval is a minute of the hour: "hourly at :40 between 06:40 and 18:40" runs at 6:40,
 * 7:40 … 18:40, and "every hour at :15 from 9:30" first at 10:15. An intent's window counts that minute from the
 * window's start, so a start with minutes of its own is moved back to the whole hour before the first run. A
 * window starting on the hour, or an interval with no minute said, is left as it is.
 */
export function alignWindowStart(d: IntentDraft): IntentDraft {
  const iv = d.interval;
  const w = d.window;
  if (!iv || !w || iv.atMinute === 0 || w.from.minute === 0) return d;
  const from = w.from.hour * 60 + w.from.minute;
  const step = iv.unit === 'minute' ? iv.every : 60;
  // the minutes of the hour the interval runs at: the one said, or its grid for steps that divide the hour
  const onGrid = (m: number): boolean =>
    iv.unit === 'hour' || 60 % step !== 0 ? m === iv.atMinute : (((m - iv.atMinute) % step) + step) % step === 0;
  let first = from;
  while (!onGrid(first % 60)) first++;
  const start: LocalTime = { hour: Math.floor((first - iv.atMinute) / 60), minute: (first - iv.atMinute) % 60 };
  return { ...d, window: { ...w, from: start } };
}
