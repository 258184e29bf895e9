import { resolveZoneWord } from '../zones.js';
import { stationZone } from './parsers/stationClock.js';

/**
 * A place's name typed with a capital whose letters hold a stem of time ("Longyearbyen": "year"; "Sicily", "Italy":
 * "-ly"), which the name tests of `labels.ts` would take for a word of time. It is a place's name, a name's word as
 * "Oslo" is: the readers of places in names (`namePlace.ts`, `leadingNames.ts`) then check its clock against the rest
 * as they do any place's. Only a single word of five letters or more typed with a capital that the zone table knows
 * or its stations (`parsers/stationClock.ts`) know as a place; no day's, month's or time's word ("Monday", "Daylight") is one.
 */
export function placeWithTimeStem(word: string, said: string): boolean {
  return (
    word.length >= 5 &&
    /^\p{Lu}\p{Ll}/u.test(said) &&
    /^[a-z]+$/.test(word) &&
    !/day|night|time|week|month|hour|minute|noon/.test(word) &&
    (stationZone(word, said) ?? resolveZoneWord(word)) !== null
  );
}
