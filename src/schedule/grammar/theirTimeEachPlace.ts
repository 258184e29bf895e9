import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { WORD_SOURCE } from './parsers/zone.js';

/**
 * "their time" in a clause that opens with a place and its time, in a phrase of several places each with its own
 * time: "Adelaide 10:30am every day, and Darwin 10:30am their time too", "Lagos 9am weekdays and Nairobi 9am their
 * time", "Perth 8:00 daily; Auckland 8:00 their local time". "Their" is the place just said, whose clock the clause's
 * time already is: the words are set aside with a note, and the phrase read as one rule per zone (manyRules.ts).
 * Read only once the phrase has failed to read as typed (rules.ts), and kept only where each place said this way is
 * the zone of one of the rules read.
 *
 * Left as it was: "their time" after a time with no place right before it ("Adelaide 10am, and 3pm their time":
 * whose?), a phrase of one place (zoneSaidAway.ts reads those), and a place said later than its time ("10am in
 * Darwin their time" is not this form).
 */

const CLOCK = String.raw`\d{1,2}(?::[0-5]\d)?\s*(?:[ap]\.?m\.?)?`;
/** A place opening a clause, its time, then "their (local) time". */
const PLACE_TIME_THEIRS = new RegExp(
  String.raw`(?<=(?:^|[,;]\s*(?:and\s+)?|\sand\s+|\splus\s+)(?:the\s+)?)(?<place>${WORD_SOURCE})(?![a-z0-9/])\s+(?<time>${CLOCK})\s+(?<theirs>their\s+(?:local\s+)?time)(?![a-z])`,
  'gi',
);
const PLACE = new RegExp(`(?<![a-z'/-])(?:${WORD_SOURCE})(?![a-z0-9/])`, 'gi');

export const THEIR_TIME_EACH_GATE = /\btheir\s+(?:local\s+)?time\b/i;

/** The rules of a phrase with "their time" read as the clock of the place opening its clause; null when not so said. */
export function readTheirTimeEachPlace(
  phrase: string,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const lower = phrase.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (lower.length !== phrase.length) return null;
  const zones: string[] = [];
  const cut: Array<{ from: number; to: number; said: string }> = [];
  for (const m of lower.matchAll(PLACE_TIME_THEIRS)) {
    const g = m.groups ?? {};
    const zone = resolveZoneWord((g.place ?? '').replace(/\s+/g, ' '));
    if (zone === null) return null;
    zones.push(zone);
    const end = (m.index ?? 0) + m[0].length;
    const theirs = g.theirs ?? '';
    cut.push({ from: end - theirs.length, to: end, said: phrase.slice(end - theirs.length, end) });
  }
  if (cut.length === 0) return null;
  // every "their time" of the phrase is one of these, and another place is said besides
  if ((lower.match(/\btheir\s+(?:local\s+)?time\b/g) ?? []).length !== cut.length) return null;
  const places = new Set(
    [...lower.matchAll(PLACE)].map((p) => resolveZoneWord(p[0].replace(/\s+/g, ' '))).filter((z) => z !== null),
  );
  if (places.size < 2) return null;
  let text = phrase;
  for (const c of [...cut].reverse())
    text = `${text.slice(0, c.from).trimEnd()} ${text.slice(c.to).trimStart()}`.trim();
  const read = readRest(text);
  if (!read.ok || read.value.length < 2) return null;
  if (!zones.every((z) => read.value.some((r) => r.zone.said !== null && r.zone.name === z))) return null;
  const said = [...new Set(cut.map((c) => `"${c.said}"`))].join(', ');
  const note = `${said} read as the clock of the place said right before its time, which the rule for it keeps.`;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [note, ...r.assumptions] } : r)));
}
