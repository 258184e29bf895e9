/**
 * The label a tool writes before a rule's schedule, pasted with it: "Scheduled", "Scheduled trigger", "Scheduled
 * rule", "Recurring", first or right after the tool's name and its colon, then a dash or a colon, or the schedule's
 * "every" / "each":
 *
 *   Jira automation: Scheduled — Every Monday at 09:00 (Europe/Amsterdam)
 *   Jira: Scheduled trigger every 5 minutes
 *   Recurring: every weekday at 9:00am
 *   scheduled job - mon, wed, fri at 7:00 AM
 *
 * The label says only that the rule repeats, which the schedule after it says itself: it is set aside with a note,
 * and the rest read as it is (a tool's name before it, "Jira automation:", is left to the readers of names).
 *
 * Not set aside: a label before something that is not a schedule's start nor set off ("scheduled for tomorrow
 * 9am", "scheduled maintenance every sunday 2am": left to the rest of the grammar), "rescheduled", and a label
 * with nothing after it.
 */

/** The label first, or after a name's colon: the test that rejects most phrases at once. */
export const SCHEDULED_LABEL_GATE = /(?:^|:)\s*(?:scheduled|recurring)\b/i;

const LABEL =
  /(?<=^|:)(?<space>\s*)(?<label>(?:scheduled|recurring)(?:\s+(?:trigger|rule|job|task|automation|event))?)(?:\s*[—–:-]\s*|\s+(?=(?:every|each)\b))(?=\S)/i;

export function withoutScheduledLabel(phrase: string): { text: string; note: string } | null {
  const m = LABEL.exec(phrase);
  if (m?.groups === undefined) return null;
  const label = m.groups.label ?? '';
  const text = `${phrase.slice(0, m.index)}${m.groups.space ?? ''}${phrase.slice(m.index + m[0].length)}`;
  return { text, note: `Read "${label.toLowerCase()}" as the tool's label, not as part of the schedule.` };
}
