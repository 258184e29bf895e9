/**
 * The half of the day of a bare hour, said after the schedule as an afterthought ("lab meeting wed at 4 — the pm one
 * obviously", "standup fridays at 9, the am one"): the one bare hour said is read in that half. Read only when the
 * phrase holds one bare hour and no other clock, and the afterthought says nothing else ("the pm one", with
 * "obviously" or "of course" at most); looked at only when the phrase does not read as it is.
 */

export interface HalfSaidReading {
  readonly text: string;
  readonly note: string;
}

const AFTER =
  /\s*(?:[,;(]|\s[-\u2013\u2014]|\u2014|\u2013)\s*(?:the\s+)?(?<half>[ap])\.?m\.?\s+one(?:\s*,?\s*(?:obviously|of\s+course|clearly|naturally|ofc))?\s*\)?\s*[.!]*$/;
/** A bare hour, "at 4" or "@ 4": the one the afterthought is about. */
const BARE = /(?:\bat|@)\s*(?<h>1[0-2]|0?[1-9])(?![\d:.]|\s*(?:[ap]\.?m\b|h\b|o'?clock))/g;
/** Any other clock: the afterthought could be about it. */
const CLOCK = /\d[:.h]\d\d|\d\s*[ap]\.?m\b|\b(?:noon|midday|midnight)\b/;

export function halfSaidAfterPhrase(text: string): HalfSaidReading | null {
  if (!text.includes(' one')) return null;
  const after = AFTER.exec(text);
  if (after === null) return null;
  const head = text.slice(0, after.index);
  const bare = [...head.matchAll(BARE)];
  if (bare.length !== 1 || CLOCK.test(head)) return null;
  // (no other number that could be an hour: "at 4 and 6 - the pm one")
  const b = bare[0] as RegExpMatchArray;
  const rest = head.slice(0, b.index) + head.slice((b.index ?? 0) + b[0].length);
  if (/\b\d{1,2}\b(?!\s*(?:st|nd|rd|th)\b)/.test(rest)) return null;
  const half = `${after.groups?.half}m`;
  const end = (b.index ?? 0) + b[0].length;
  return {
    text: `${head.slice(0, end)}${half}${head.slice(end)}`,
    note: `Read "${b[0].trim()}" as ${b.groups?.h}${half}, as "${after[0].replace(/^[\s,;(\u2014\u2013-]+|[\s).!]+$/g, '')}" says.`,
  };
}
