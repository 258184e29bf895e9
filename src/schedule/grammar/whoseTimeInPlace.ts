import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { WORD_SOURCE } from './parsers/zone.js';

/**
 * Whose time it is, then the place that clock is kept in, right after: "9am their time in Anchorage and 9am our
 * time here in Denver, mondays", "8:00 their time in Lagos, 8:00 my time in London, weekdays", "noon his time in
 * Perth". Each is read as the clock of that place ("9am Anchorage time"), the phrase as one rule per clock, with a
 * note. Looked at only once the phrase has failed to read as typed, and kept only where every place so said is the
 * zone of a rule read.
 *
 * Not read here: "their time" with no place right after it (zoneSaidAway.ts and theirTimeEachPlace.ts look at
 * those), a place after "from" or "to" ("their time, flying to Lima"), and a place that is no zone ("their time in
 * the office").
 */

export const WHOSE_TIME_IN_GATE = /\b(?:their|his|her|our|my)\s+(?:local\s+)?time\s+(?:here\s+|there\s+)?in\s/i;

const WHOSE_IN = new RegExp(
  String.raw`\b(?:their|his|her|our|my)\s+(?:local\s+)?time\s+(?:(?:here|there|over\s+there|back\s+home)\s+)?in\s+(?<place>${WORD_SOURCE})(?![a-z0-9/])`,
  'gi',
);

/** The rules read with each "<whose> time in <place>" as that place's clock; null when not so said. */
export function readWhoseTimeInPlace(
  phrase: string,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const lower = phrase.toLowerCase();
  if (lower.length !== phrase.length) return null;
  const zones: string[] = [];
  const said: string[] = [];
  let text = '';
  let from = 0;
  for (const m of lower.matchAll(WHOSE_IN)) {
    const place = (m.groups?.place ?? '').replace(/\s+/g, ' ');
    const zone = resolveZoneWord(place);
    if (zone === null) return null;
    zones.push(zone);
    const at = m.index ?? 0;
    said.push(phrase.slice(at, at + m[0].length));
    const typed = phrase.slice(at + m[0].length - (m.groups?.place ?? '').length, at + m[0].length);
    text += `${phrase.slice(from, at)}${typed} time`;
    from = at + m[0].length;
  }
  if (zones.length === 0) return null;
  const read = readRest(`${text}${phrase.slice(from)}`);
  if (!read.ok || !zones.every((z) => read.value.some((r) => r.zone.said !== null && r.zone.name === z))) return null;
  const note = `${said.map((s) => `"${s}"`).join(', ')} read as the clock of the place said.`;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [note, ...r.assumptions] } : r)));
}
