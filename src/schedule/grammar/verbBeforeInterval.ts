/**
 * A verb of what the job does said right before its interval, after a comma that closes the stretch it runs in:
 * "KR bootcamp: practice 14:00-22:00 KST, ping every 2h", "open hours 9am-5pm, check every 30 min". The verb only
 * says what is done at each run ("ping", "check"), so it is set aside with a note and the rest read again, the
 * interval then falling in the stretch said before it as "practice 14:00-22:00 KST, every 2h" does. Read only once
 * the phrase has failed to read as said (rules.ts), and only where the interval is a number of hours or minutes
 * right after the verb: any other word between them ("ping them every 2h", "ping except every 2h") keeps it
 * refused, and the rest must still read whole.
 */
export const VERB_BEFORE_INTERVAL_GATE = /,\s*[a-z]+\s+every\s+\d/i;

const VERB =
  /,\s*(?<verb>ping|remind|nudge|alert|notify|check|post|send|poll|sync|snapshot|refresh|run)\s+(?=every\s+\d{1,3}\s*(?:h|hr|hrs|hours?|m|min|mins|minutes?)\b)/i;

/** The phrase without the verb before its interval, and the note; null when it has none. */
export function withoutVerbBeforeInterval(phrase: string): { text: string; note: string } | null {
  const m = VERB.exec(phrase);
  if (m === null || m.groups?.verb === undefined) return null;
  return {
    text: `${phrase.slice(0, m.index)}, ${phrase.slice(m.index + m[0].length)}`,
    note: `Read "${m.groups.verb}" as what the job does at each run, not as part of the schedule.`,
  };
}
