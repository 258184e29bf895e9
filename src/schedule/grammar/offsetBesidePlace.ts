import { resolveZoneWord } from '../zones.js';
import { placeOffsetFirst } from './placeOffsetFirst.js';

/**
 * A UTC offset said first, beside the place it is the clock of, or alone, before the job's name and its schedule:
 * - the place, then its offset not in brackets: "Pitcairn UTC-8, weekly radio sked wednesdays 1800",
 *   "Niue -11: water testing 9am mon and thu", "Kathmandu GMT+5:45 - backup 02:00 daily";
 * - the offset, then the place in brackets: "UTC-4 (Venezuela) payroll job 23:00 on the 10th",
 *   "GMT+5:45 (Nepal): backup 02:00 daily";
 * - the offset, and the place said after, as what it is: "UTC+13 daily 7am - that's Samoa",
 *   "daily 6pm GMT-3 (i.e. Buenos Aires)";
 * - the offset alone, then the job's name: "UTC+03:30 office opens 08:00 saturday to wednesday".
 * The phrase is read with the place said as a clock with its offset in brackets ("Pitcairn time (UTC-8)"), where the
 * zone reader checks that the two keep the same clock all year ("Pitcairn UTC-9, ..." stays refused: two clocks),
 * or, for an offset alone, with the offset said last. Looked at only once the phrase has failed to read as typed.
 *
 * Not read here: a bare number with a sign not right after a place and not followed by ":" or "," ("Niue -11 water
 * testing": a count?), words before the offset that are no place ("Ana UTC+2, call 9am": a person), and a place after
 * "that's" that is not one ("UTC+13 daily 7am - that's Tom's").
 */

/** A cheap test before the reading: an offset with a sign. */
export const OFFSET_BESIDE_PLACE_GATE = /(?:\b(?:utc|gmt)\s*|[\s(])[+\u2212-]\d/i;

const NAMED = String.raw`(?:utc|gmt)\s*[+\u2212-]\s*\d{1,2}(?::?[0-5]\d)?`;
const BARE = String.raw`[+\u2212-]\d{1,2}(?::[0-5]\d)?`;

/** "Pitcairn UTC-8, ...", "Niue -11: ...": a place, then its offset, then a mark. */
const PLACE_THEN_OFFSET = new RegExp(
  String.raw`^\s*(?<place>[\p{L}][\p{L}.' -]{1,38}?)\s+(?:(?<named>${NAMED})(?:\s*[:,]|\s+[-\u2013\u2014])|(?<bare>${BARE})\s*[:,])\s+(?<rest>\S.*)$`,
  'iu',
);
/** "UTC-4 (Venezuela) ...": the offset, then the place in brackets. */
const OFFSET_THEN_PLACE = new RegExp(
  String.raw`^\s*(?<offset>${NAMED})\s*\(\s*(?<place>[\p{L}][\p{L}.' -]{1,38}?)\s*\)\s*(?:[:,]|\s[-\u2013\u2014])?\s+(?<rest>\S.*)$`,
  'iu',
);
/** "... - that's Samoa", "(i.e. Samoa)": the place an offset said before is, said last. */
const THATS_PLACE =
  /\s*(?:[,;]|\s[-\u2013\u2014]|\()\s*(?:that'?s|that\s+is|which\s+is|i\.?e\.?|aka|=)\s+(?<place>[\p{L}][\p{L}.' -]{1,38}?)\s*\)?[\s.!]*$/iu;
const NAMED_ANYWHERE = new RegExp(String.raw`(?<![\p{L}\d])${NAMED}(?![\d:])`, 'giu');
/** "UTC+03:30 office opens ...": the offset alone said first, then words. */
const OFFSET_FIRST = new RegExp(String.raw`^\s*(?<offset>${NAMED})(?![\d:])\s*[:,]?\s+(?<rest>\p{L}.*)$`, 'iu');

function isPlace(words: string): boolean {
  const lower = words.toLowerCase().replace(/\s+/g, ' ').trim();
  if (lower.split(' ').length > 3) return false;
  return resolveZoneWord(lower) !== null || resolveZoneWord(`${lower} time`) !== null;
}

/** The offset as the zone reader takes it in brackets: "UTC-11", "UTC+5:45". */
function asUtc(offset: string): string {
  const o = offset.replace(/\s+/g, '').replace(/\u2212/g, '-');
  return /^(?:utc|gmt)/i.test(o) ? o : `UTC${o}`;
}

/** The phrase said so that the place and its offset read as one clock, and a note; null when not said so. */
export function offsetBesidePlace(phrase: string): { text: string; note: string } | null {
  const text = phrase.replace(/[\u2018\u2019]/g, "'");
  const before = PLACE_THEN_OFFSET.exec(text)?.groups;
  if (before?.place && before.rest && isPlace(before.place)) {
    const offset = asUtc(before.named ?? before.bare ?? '');
    const read = placeOffsetFirst(`${before.place.trim()} (${offset}) ${before.rest}`);
    if (read === null) return null;
    const said = `${before.place.trim()} ${(before.named ?? before.bare ?? '').trim()}`;
    return { text: read.text, note: `Read "${said}", said first, as the clock the times are on.` };
  }
  const after = OFFSET_THEN_PLACE.exec(text)?.groups;
  if (after?.place && after.offset && after.rest && isPlace(after.place)) {
    const read = placeOffsetFirst(`${after.place.trim()} (${asUtc(after.offset)}) ${after.rest}`);
    if (read === null) return null;
    const said = `${after.offset.trim()} (${after.place.trim()})`;
    return { text: read.text, note: `Read "${said}", said first, as the clock the times are on.` };
  }
  const thats = THATS_PLACE.exec(text);
  if (thats?.groups?.place) {
    const place = thats.groups.place.trim();
    const head = text.slice(0, thats.index);
    const offsets = [...head.matchAll(NAMED_ANYWHERE)];
    if (!isPlace(place) || offsets.length !== 1) return null;
    const o = offsets[0] as RegExpMatchArray;
    const at = o.index ?? 0;
    const clock = `${place}${/\stime$/i.test(place) ? '' : ' time'} (${asUtc(o[0])})`;
    return {
      text: `${head.slice(0, at)}${clock}${head.slice(at + o[0].length)}`.replace(/\s+/g, ' ').trim(),
      note: `Read "${thats[0].replace(/^[\s,;(\u2013\u2014-]+|[\s)]+$/g, '')}" as the place whose clock "${o[0].trim()}" is.`,
    };
  }
  const first = OFFSET_FIRST.exec(text)?.groups;
  if (first?.offset && first.rest) {
    const rest = first.rest.replace(/[\s.!]+$/, '');
    return {
      text: `${rest} ${asUtc(first.offset)}`,
      note: `Read "${first.offset.trim()}", said first, as the clock the times are on.`,
    };
  }
  return null;
}
