import { escapeRegExp } from './words.js';

/**
 * "9pm my time (sydney)", "3am my time (PT)", "0800 PT (my time)": "my time" said with a zone in brackets right
 * after it, or a zone with "(my time)" right after it. The brackets say which clock "my time" is: the person is
 * somewhere other than their settings say (travelling, a settings zone not changed), and tells us so. The two words
 * name one clock, so the zone said is read, with a note; any other zone said apart from "my time" ("9am my time,
 * 5pm Sydney") still names two clocks and is refused by `read.ts`.
 *
 * Safe because the bracket is glued to "my time" (or "my time" to the zone): it glosses those words and nothing
 * else, and the runs follow the one zone said.
 */

/** Cheap gate: "time" and a bracket. */
const GATE = /time\s*\)|time\s*\(/;

/**
 * The note to set, when `text` (normalised) says "my time" glossed by the zone said as `said` in brackets, or null.
 */
export function myTimeNamedNote(text: string, said: string, own: string): string | null {
  if (!GATE.test(text)) return null;
  const zone = escapeRegExp(said.toLowerCase().trim());
  const mine = `(?:my|our)\\s+(?:own\\s+)?(?:local\\s+)?time`;
  const glossed = new RegExp(`\\b${mine}\\s*\\(\\s*${zone}\\s*\\)|\\b${zone}\\s*\\(\\s*${mine}\\s*\\)`);
  if (!glossed.test(text)) return null;
  return `"${own}" read as ${said}'s clock, the zone said with it in brackets.`;
}
