import type { IntentDraft } from './draft.js';

/**
 * "school run: me mon/wed/fri 8:10, Dan tue/thu 8:10 — remind whoever at 7:50": a reminder at a clock, said after
 * several rules, to whoever of the people the rules are for. "whoever", "everyone", "each of us", "both of us", "all
 * of us" say it is for each rule, so every rule is an event and the clock runs on each one's days, not at its times.
 * Read only with a clock said ("at 7:50"), not a lead ("30 min before": before whose time?), and only where the clock
 * comes before every time of the rules on the same day; else the reminder stays asked about.
 */
const EACH_ONE =
  /\b(?:remind|ping|alert|notify|message|text|tell|nudge)\s+(?:whoever|whomever|everyone|everybody|each\s+of\s+(?:us|them|you)|both\s+of\s+(?:us|them|you)|all\s+of\s+(?:us|them|you)|us\s+(?:both|all))\s+(?:at\s+|@\s*)(?<clock>\d{1,2}(?::[0-5]\d)?\s*(?:[ap]m)?)\s*$/;

export const REMINDER_FOR_EACH_GATE = /whoever|whomever|everyone|everybody|each\s+of|both|all\s+of|us\s+all/;

/** The rules with the last one's reminder run on every rule's days, and its note; null when the clause is not one. */
export function reminderForEach(lastClause: string, drafts: IntentDraft[]): string | null {
  const said = EACH_ONE.exec(lastClause.toLowerCase().trim());
  if (said === null) return null;
  const last = drafts[drafts.length - 1] as IntentDraft;
  const [run, ...more] = last.times;
  if (run === undefined || more.length > 0) return null;
  const at = run.hour * 60 + run.minute;
  for (const d of drafts.slice(0, -1)) {
    if (d.interval !== null || d.window !== null || d.times.length === 0 || d.days === null) return null;
    if (d.times.some((t) => t.hour * 60 + t.minute <= at)) return null;
  }
  for (const d of drafts.slice(0, -1)) d.times = [run];
  const clock = `${String(run.hour).padStart(2, '0')}:${String(run.minute).padStart(2, '0')}`;
  return `Read "${said[0]}" as a reminder for every rule: runs at ${clock} on each one's days, not at their times.`;
}
