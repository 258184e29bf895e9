/**
 * Zone abbreviations that are also something else, read only where the phrase names their place as well:
 *
 * - "NL time", "4pm NL": Newfoundland and Labrador's letters, but the Netherlands' too; read as Newfoundland's clock
 *   only beside "St. John's" or "Newfoundland" ("St. John's office: payroll cutoff thursday 4pm NL time"). St. John's
 *   alone is also Antigua's capital; the letters and the city together settle both.
 * - "09:00 LINT": the Line Islands' time (Kiribati's Kiritimati), but "lint" is a build step; read only in capitals,
 *   right after a clock, and beside "Kiritimati" or "Line Islands".
 *
 * The letters are rewritten into the place's clock ("Newfoundland time", "Line Islands time"), which the zone reader
 * then reads as any zone; the place said beside them names the same zone, so the two agree. Anywhere else the
 * letters are left as they are (and the phrase is refused as before). Runs before the phrase is lower-cased: the
 * capitals of "LINT" are part of the test.
 */
const GATE = /\bNL\b|\bnl time\b|\bLINT\b/i;

const NEWFOUNDLAND_PLACE =
  /\bst\.?\s*john['\u2018\u2019]?s\b(?!\s+wood\b)|\bsaint\s+john['\u2018\u2019]?s\b(?!\s+wood\b)|\bnewfoundland\b/i;
/** The Netherlands said in the phrase: "NL" may then be its letters ("the Rotterdam team at 4pm NL time"). */
const DUTCH_PLACE =
  /\b(?:netherlands|holland|dutch|amsterdam|rotterdam|utrecht|eindhoven|den\s+haag|the\s+hague|groningen|leiden|delft|tilburg|breda|nijmegen|arnhem|haarlem|maastricht|nederland)\b/i;
// "NL time", "NL", right after a clock ("4pm NL", "16:00 NL"); not "NL" elsewhere ("NL team", "NL office")
const NL = /\bNL(?:\s+time\b)|(?<=(?:\d|\d\s*[ap]\.?m\.?)\s*)\bNL\b(?!\s*[-'\u2019]?\w)/gi;

const LINE_ISLANDS_PLACE = /\bkiritimati\b|\bline\s+islands\b/i;
// last, or before a comma, "time" or a day: "9am LINT job" is a build step's name
const LINT =
  /(?<=(?:\d|\d\s*[ap]\.?m\.?)\s*)\bLINT\b(?=\s*$|\s*[,;.)]|\s+(?:time|daily|weekdays|on|every|mon|tue|wed|thu|fri|sat|sun)\b)/g;

/**
 * The phrase with "NL time" and "LINT" rewritten into their places' clocks where the place is named too, and a note
 * for each rewrite quoting the letters as typed.
 */
export function rewritePlaceSettledAbbreviations(phrase: string, defaultZone = ''): { text: string; notes: string[] } {
  if (!GATE.test(phrase)) return { text: phrase, notes: [] };
  const notes: string[] = [];
  let text = phrase;
  // a writer in the Netherlands, or a Dutch place said: "NL" may be theirs
  if (NEWFOUNDLAND_PLACE.test(text) && !DUTCH_PLACE.test(text) && defaultZone !== 'Europe/Amsterdam') {
    text = text.replace(NL, (m) => {
      notes.push(`"${m}" read as Newfoundland time (America/St_Johns), the place the phrase names.`);
      return 'Newfoundland time';
    });
  }
  if (LINE_ISLANDS_PLACE.test(text)) {
    text = text.replace(LINT, (m) => {
      notes.push(`"${m}" read as Line Islands time (Pacific/Kiritimati), the place the phrase names.`);
      return 'Line Islands time';
    });
  }
  return { text, notes: [...new Set(notes)] };
}
