/**
 * A clock said first by its name, then set off by a mark before the job's name and its schedule: "Chatham Islands
 * Standard Time, nightly sync 3:00am", "Norfolk Standard Time — council agenda email every thursday 9am", "Eastern
 * time: backup check daily 02:00". A zone's name ending in "time" says a clock, never a place a name holds, so the
 * words after the mark may be the job's name as they are at the start of a phrase (the times are on that clock; the
 * zone reader has read it, with its note). A place alone ("London, report at 9am") is not read so here: it may be
 * the place of the name whose clock is not said.
 */

/** A mark that sets off what is said first: a colon, a comma, or a dash between spaces. */
const MARK_FIRST = /^\s*(?:[:,]|-(?=\s))\s*/;

/** Whether `said` (the zone's words, lower case) is a clock by its name that `before` opens with, set off by a mark. */
export function clockNamedFirst(said: string, before: string): boolean {
  if (!said.endsWith(' time')) return false;
  const lead = before.trimStart();
  return lead.startsWith(said) && MARK_FIRST.test(lead.slice(said.length));
}

/** `rest` without the mark that sets off what was said before it ("," ":" " - "). */
export function withoutMarkFirst(rest: string): string {
  return MARK_FIRST.test(rest) ? ` ${rest.replace(MARK_FIRST, '')}` : rest;
}
