import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { sameClockAllYear } from './namePlace.js';

/**
 * Where the writer is, said in brackets last, after the schedule: "uploads at 10:05 mon-fri, AEST (we are in
 * Brisbane)", "standup 9:30 weekdays CET (I'm in Vienna)", "... 8am (we're based in Denver)". Looked at only when
 * the phrase does not read as typed (`placeAsides.ts`). The words say whose clock the times are on, and so are read
 * only where they change nothing: the place must be one the zone reader knows by its name, and every rule read
 * without the brackets must run on a clock that keeps the same offset as the place's all year (the zone said, or the
 * writer's own where none is said). A place that disagrees ("9am EST (we are in London)": whose 9am?) stays refused,
 * as does anything else in the brackets ("(we are in Brisbane, they are in Sydney)").
 */

/** A bracket last that says where the writer or the team is. */
const WHERE_WE_ARE =
  /^(?<rest>.*?\S)\s*\(\s*(?:we\s+are|we['\u2019]re|i\s+am|i['\u2019]m|the\s+team\s+is|team\s+is|we\s+sit)\s+(?:based\s+|located\s+|sitting\s+)?in\s+(?<place>[a-z][a-z .'-]{1,30}?)\s*\)\s*\.?$/i;

export function readWhereWeAre(
  phrase: string,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  if (!phrase.includes('(')) return null;
  const g = WHERE_WE_ARE.exec(phrase)?.groups;
  if (g?.rest === undefined || g.place === undefined) return null;
  const zone = resolveZoneWord(g.place.toLowerCase().replace(/\s+/g, ' ').trim());
  if (zone === null) return null;
  const read = readRest(g.rest.replace(/[\s,;]+$/, ''));
  if (!read.ok || read.value.length === 0) return null;
  if (!read.value.every((r) => sameClockAllYear(r.zone.name, zone))) return null;
  const said = phrase.slice(g.rest.length).trim();
  const note = `Read "${said}" as where you are: ${g.place.trim()} keeps the clock the times are read on (${zone}).`;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [...r.assumptions, note] } : r)));
}
