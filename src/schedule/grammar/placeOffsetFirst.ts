import { resolveZoneWord } from '../zones.js';

/**
 * A place and its offset said first, before the job's name and its schedule: "Marquesas (-09:30) dive shop daily
 * bookings export 18:00", "Kathmandu (UTC+05:45) team sync every 20 min from 10 to 12", "Eucla (UTC+08:45): fuel
 * order 6am mondays", "Chatham Islands (+13:45) - ferry manifest fridays 4pm". The place with its offset in brackets
 * says the clock the times are on; the phrase is read with them said last, where the zone reader checks that the
 * place and the offset keep the same clock ("Eucla (UTC+09:30): ..." stays refused: two clocks).
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
  if (place.split(/\s+/).length > 3 || resolveZoneWord(place.toLowerCase()) === null) return null;
  const rest = g.rest.replace(/[\s.!]+$/, '');
  return {
    text: `${rest} ${place} (${g.offset.replace(/\s+/g, '')})`,
    note: `Read "${place} (${g.offset.trim()})", said first, as the clock the times are on.`,
  };
}
