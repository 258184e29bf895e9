import type { LocalIntent } from '../intent.js';
import type { Outcome } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { personNameToo } from './namePlace.js';

/**
 * A place named in a job's name, and a zone abbreviation said with the time that the place goes by all year:
 * "Arizona net 7pm MST wednesdays", "Saskatchewan crop report 7:30 CST fridays", "Hermosillo plant check 6am MST".
 * The abbreviation alone names a region that follows daylight saving time (Denver, Chicago), the place keeps it
 * all year: the rest is read again with the place's zone said beside the abbreviation, and kept only when the zone
 * parser takes both for the place's one clock (`oneClock` in parsers/zone.ts, which checks the place's own names in
 * winter and summer). Refused (null here): several places in the name, a place that is a person's name too
 * ("Phoenix sync 9am MST": Phoenix may be who it is with), no abbreviation of another zone said, an
 * abbreviation the place goes by part of the year only ("Havana standup 9am CST": Cuba keeps CST in winter only).
 */
export function readOnPlaceGoingBy(
  nameWords: string,
  placeZones: readonly string[],
  rest: string,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const zone = placeZones[0];
  if (placeZones.length !== 1 || zone === undefined) return null;
  const words = nameWords.toLowerCase().split(/[^a-z.]+/);
  if (words.some((w, i) => [w, `${w} ${words[i + 1]}`].some((p) => personNameToo(p) && resolveZoneWord(p) === zone)))
    return null;
  // an abbreviation of another zone said in the rest ("MST", Denver's): the place's clock only if it goes by it
  const abbreviations = (rest.toLowerCase().match(/\b[a-z]{3,4}\b/g) ?? []).filter((w) => {
    const z = resolveZoneWord(w);
    return z !== null && z !== zone && !z.startsWith('UTC');
  });
  if (abbreviations.length === 0) return null;
  const read = readRest(`${rest.replace(/[\s,.;!]+$/, '')}, ${zone}`);
  if (!read.ok || !read.value.every((r) => r.zone.name === zone)) return null;
  return read;
}
