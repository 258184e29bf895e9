import type { Weekday } from '../intent.js';
import type { IntentDraft } from './draft.js';
import { type ReadOptions, readDraft } from './read.js';
import { DAY } from './words.js';

/**
 * A correction that names the day it replaces: "tues/thurs 7:30am, actually make it wed instead of thurs" runs on
 * Tuesday and Wednesday. Read whole, "wed" would replace every day said before (Wednesday alone), and "instead of
 * thurs" would be set aside as what the schedule was before. Here the days after "instead of" go out of the days said
 * before and the corrected days come in, the rest staying.
 *
 * Only where the correction and the words after "instead of" are days of the week alone (no time, no month, no
 * bound: "wed 8am instead of thurs" may move the time of that day only, "wed instead of thurs this week" is for a
 * week), the days said before are days of the week, and no days were taken out before it. Days after "instead
 * of" that the schedule does not run on are not a correction of it: 'unclear', refused by the caller.
 */
/** Days of the week alone, in a list ("wed", "tue and fri", "mondays"). */
const DAYS = `${DAY}(?:\\s*(?:,|and|&|or|/)\\s*${DAY})*`;
const INSTEAD_OF = new RegExp(`^(?<head>${DAYS})\\s*,?\\s*\\(?instead\\s+of\\s+(?<old>${DAYS})\\)?$`);
/**
 * A correction of days by days after something said before it ("..., actually make it wed instead of thurs"):
 * `ruleEdits.ts` leaves the words after "instead of" for the correction to read.
 */
export const CORRECTED_INSTEAD_OF = new RegExp(
  `[,;:—–-]\\s*(?:(?:no|oh|ah)\\s*,?\\s*)?(?:actually|sorry|wait|nope|oops|i\\s+mean[t]?|or\\s+rather|make\\s+(?:it|that))(?:\\s*,?\\s*make\\s+(?:it|that))?\\s*,?\\s*${DAYS}\\s*,?\\s*\\(?instead\\s+of\\s+${DAYS}\\)?\\s*$`,
);

/**
 * A word of correction after a mark, with no mark after it ("..., actually make it wed in december"): the words before
 * an "instead of" that follows correct what was said, and the words after it are read with them, never set aside as
 * what the schedule was before (`ruleEdits.ts`).
 */
export const CORRECTION_BEFORE =
  /[,;:—–-]\s*(?:(?:no|oh|ah)\s*,?\s*)?(?:actually|sorry|wait|nope|oops|i\s+mean[t]?|or\s+rather|make\s+(?:it|that))\b[^,;:—–]*$/;

/** A correction's words, days alone, cut before "instead of": the new days, and the days they replace. */
export function splitInsteadOf(text: string): { head: string; old: string } | null {
  const m = INSTEAD_OF.exec(text)?.groups;
  return m === undefined ? null : { head: m.head as string, old: m.old as string };
}

/**
 * The correction read from the words before "instead of", with the days after it swapped for its days in the days
 * said before; 'unclear' where those days are not days the schedule runs on; null where the words are not days
 * alone (the correction is then not read here).
 */
export function swapInsteadOfDays(
  state: IntentDraft,
  d: IntentDraft,
  oldWords: string,
  options: ReadOptions,
): IntentDraft | 'unclear' | null {
  const r = state.days;
  const x = d.days;
  if (r?.kind !== 'weekdays' || x?.kind !== 'weekdays' || state.except !== null) return null;
  if (d.times.length > 0 || d.interval !== null) return null;
  const old = readDraft(oldWords, options);
  if (!old.ok) return null;
  const o = old.value;
  if (o.days?.kind !== 'weekdays' || o.times.length > 0 || o.interval !== null || o.except !== null) return null;
  const gone = o.days.days;
  if (!gone.every((g) => r.days.includes(g))) return 'unclear';
  const days = [...new Set<Weekday>([...r.days.filter((v) => !gone.includes(v)), ...x.days])].sort((a, b) => a - b);
  return { ...d, days: { kind: 'weekdays', days } };
}
