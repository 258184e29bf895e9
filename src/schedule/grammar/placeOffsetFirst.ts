import { resolveZoneWord } from '../zones.js';
import { stationInName } from './parsers/stationClock.js';

/**
 * A place and its offset said first, before the job's name and its schedule: "Yangon (+06:30) office 9:30
 * weekdays", "Kathmandu (UTC+05:45) team sync every 20 min from 10 to 12", "Eucla (UTC+08:45): fuel order 6am
 * mondays". The place with its offset in brackets says the clock the times are on; the phrase is read with them said last, where the zone reader checks that the
 * place and the offset keep the same clock ("Eucla (UTC+09:30): ..." stays refused: two clocks; so does "Chatham Islands (+13:45)", an offset of its summer only).
 *
 * A remote place the zone words do not hold but the station clocks do ("Marquesas (-9:30): weekly supply order mon
 * 10am") is read the same way, the zone reader checking its offset as for any other.
 *
 * Not read here: words before the brackets that are no place ("Ana (UTC+2) call 9am": a person, whose clock a call
 * is on is not said), more than three words, or nothing after the brackets.
 */

/** A cheap test before the reading: words, then an offset in brackets. */
export const PLACE_OFFSET_FIRST_GATE = /^\s*[^\d(]{2,40}\(\s*(?:utc|gmt)?\s*[+\u2212-]\d/i;

const FIRST =
  /^\s*(?<place>[\p{L}][\p{L}.' -]{1,38}?)\s*\(\s*(?<offset>(?:utc|gmt)?\s*[+\u2212-]\d{1,2}(?::?\d{2})?)\s*\)\s*(?:[:,]|\s[-\u2013\u2014])?\s+(?<rest>\S.*)$/iu;

/** The phrase with the place and its offset said last, and a note; or null when it does not open with them. */
export function placeOffsetFirst(phrase: string): { text: string; note: string } | null {
  const g = FIRST.exec(phrase)?.groups;
  if (!g?.place || !g.offset || !g.rest) return null;
  const place = g.place.trim();
  const lower = place.toLowerCase().replace(/\s+/g, ' ');
  if (place.split(/\s+/).length > 3) return null;
  // a remote place with a clock of its own ("Marquesas (-9:30): ..."), which the zone reader knows as a station
  const station = resolveZoneWord(lower) === null && resolveZoneWord(`${lower} time`) === null;
  if (station && stationInName(place)?.place.toLowerCase() !== lower) return null;
  const rest = g.rest.replace(/[\s.!]+$/, '');
  return {
    // said as a clock, "<place> time", as the offset in brackets says it is one
    text: `${rest} ${place}${/\stime$/i.test(place) ? '' : ' time'} (${g.offset.replace(/\s+/g, '')})`,
    note: `Read "${place} (${g.offset.trim()})", said first, as the clock the times are on.`,
  };
}
