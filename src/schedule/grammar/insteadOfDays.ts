import type { Weekday } from '../intent.js';
import type { IntentDraft } from './draft.js';
import { type ReadOptions, readDraft } from './read.js';

/**
 * A correction that names the day it replaces: "tues/thurs 7:30am, actually make it wed instead of thurs" runs on
 * Tuesday and Wednesday. Read whole, "wed" would replace every day said before (Wednesday alone), and "instead of
 * thurs" would be set aside as what the schedule was before. Here the days after "instead of" go out of the days said
 * before and the corrected days come in, the rest staying.
 *
 * Only where all three are plain days of the week, the correction says days alone (no time, no interval: "wed 8am
 * instead of thurs" may move the time of that day only), and no days were taken out before it. Days after "instead
 * of" that the schedule does not run on are not a correction of it: 'unclear', refused by the caller.
 */
const INSTEAD_OF = /^(?<head>.+?)\s*,?\s*\(?\binstead\s+of\s+(?<old>[^()]+?)\)?$/;
/** A correction word before "instead of" in the phrase (`ruleEdits.ts` leaves such days for the correction). */
export const CORRECTED_INSTEAD_OF =
  /\b(?:make\s+(?:it|that)|actually|sorry|i\s+mean[t]?|wait|no\s*,|nope|scratch\s+that|or\s+rather)\b[^;.]*\binstead\s+of\b/;

/** A correction's words cut before "instead of": the new days, and the days they replace. */
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
