import { resolveZoneWord } from '../zones.js';
import { WORD_SOURCE } from './parsers/zone.js';

/**
 * The clock a site keeps, said in words beside its name or its clock, read only once the phrase has failed to read
 * as said (rules.ts), with a note:
 * - a site's clock after a time, and in brackets right after it the zone the site keeps: "weekly drill sundays 14:00
 *   rig time (we run on Perth time)", "muster 0700 station time (they keep NZ time)", "6pm local (we're on Dubai
 *   time)", "22:00 ship time (it's on UTC)". The words are read as that zone, said after the time;
 * - the zone a site keeps, said in its name set off by a colon: "South Pole station on NZ time: comms window 09:30
 *   weekdays", "Dubai desk on Gulf time: close 6pm daily". The name is set aside and the zone said after the rest.
 *
 * Left as it was: a zone in brackets that says where someone is, not what the site keeps ("9am local (I'm in
 * Perth)": whose 9am?), a region of several zones ("(we run on Australian time)"), and a name on a zone whose rest
 * says a clock of its own ("Tokyo desk on JST: 9am London time", "... 9am local": which one?).
 */

const Z = `(?:${WORD_SOURCE})(?![a-z0-9_/\\u00c0-\\u024f])`;
/** The words of a site's clock after a time. */
const SITE_CLOCK =
  '(?:local(?:\\s+time)?|(?:station|site|base|camp|island|rig|platform|ship|vessel|plant|mine|field)\\s+time)';
/** "(we run on Perth time)", "(they keep NZ time)", "(it's on UTC)", "(the rig runs on AWST)". */
const KEPT = new RegExp(
  `(?<=(?:\\d|[ap]\\.?m\\.?)\\s*)(?<clock>${SITE_CLOCK})\\s*\\(\\s*(?:we|they|it|the\\s+(?:rig|station|site|base|camp|ship|vessel|platform|plant|mine|crew|team))` +
    `(?:\\s*'re|\\s*'s|\\s+are|\\s+is|\\s+(?:run|runs|keep|keeps|go|goes|work|works|use|uses|stay|stays))(?:\\s+(?:all|still))?` +
    `\\s+(?:on\\s+|by\\s+)?(?<zone>${Z})(?:\\s+time)?\\s*\\)`,
  'i',
);
/**
 * "07:00 ship time — the ship is on Miami time this cruise": the same, set off by a dash or a colon, not in brackets;
 * "this cruise" (the stretch the clock is kept for) only where the phrase bounds its runs with dates.
 */
/** Set off, the keeper must be named: "we" or "they" after a comma may be the office, not the ship. */
const KEEPER =
  '(?:the\\s+(?:rig|station|site|base|camp|ship|vessel|platform|plant|mine))' +
  "(?:\\s*'s|\\s+is|\\s+(?:runs|keeps|goes|works|uses|stays))(?:\\s+(?:all|still))?";
/** After a colon, which says what the site's clock is, "we" and "they" are the site ("ship time: we keep Nassau time"). */
const WE_KEEP = "(?:we|they)(?:\\s*'re|\\s+are|\\s+(?:run|keep|go|work|use|stay))(?:\\s+(?:all|still))?";
const KEPT_SET_OFF = new RegExp(
  `(?<=(?:\\d|[ap]\\.?m\\.?)\\s*)(?<clock>${SITE_CLOCK})\\s*(?:(?:[-\u2012-\u2015;]|,)\\s*${KEEPER}|:\\s*${WE_KEEP})` +
    `\\s+(?:on\\s+|by\\s+)?(?<zone>${Z})(?:\\s+time)?(?<stretch>\\s+this\\s+(?:cruise|trip|voyage|sailing|season))?(?=\\s*(?:$|[,;.]))`,
  'i',
);
/** Dates that bound the runs: "dec 5-12", "5-12 dec", "until jan 2". */
export const BOUNDED =
  /\b(?:until|till|through|thru)\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\s*[-\u2012-\u2015]\s*\d{1,2}\b|\b\d{1,2}\s*[-\u2012-\u2015]\s*\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

/** "South Pole station on NZ time: ...": a name of at most four words, on a zone, set off by a colon. */
const NAME_ON = new RegExp(
  `^\\s*(?<name>[a-z][a-z'&-]*(?:\\s+[a-z][a-z'&-]*){0,3}?)\\s+(?:on|keeps|keeping|runs\\s+on|running\\s+on)\\s+(?<zone>${Z})(?:\\s+time)?\\s*:\\s*(?<rest>\\S.*)$`,
  'i',
);
/** A clock of the rest's own: "local", the person's, or a zone's words after a time. */
const OWN_CLOCK = /\b(?:local|(?:my|our|your|their|his|her)\s+time)\b/i;

export const SITE_KEEPS_GATE = /[(\-\u2012-\u2015:;,]\s*(?:we|they|it|the)\b|\S\s+(?:on|keeps|keeping)\s+[^:]{2,30}:/i;

/** The phrase with the kept clock said as a zone after the time, and the note; null when it says none. */
export function siteKeepsClockPhrase(phrase: string): { text: string; note: string } | null {
  const kept = KEPT.exec(phrase);
  if (kept?.groups?.zone !== undefined) {
    const typed = kept.groups.zone;
    const zone = resolveZoneWord(typed.toLowerCase().replace(/\s+/g, ' '));
    if (zone === null) return null;
    return {
      text: `${phrase.slice(0, kept.index)}${typed} time${phrase.slice(kept.index + kept[0].length)}`,
      note: `"${kept[0].trim()}" read as the clock the site keeps (${zone}).`,
    };
  }
  const set = KEPT_SET_OFF.exec(phrase);
  if (set?.groups?.zone !== undefined && (set.groups.stretch === undefined || BOUNDED.test(phrase))) {
    const typed = set.groups.zone;
    const zone = resolveZoneWord(typed.toLowerCase().replace(/\s+/g, ' '));
    if (zone === null) return null;
    return {
      text: `${phrase.slice(0, set.index)}${typed} time${phrase.slice(set.index + set[0].length)}`,
      note: `"${set[0].trim()}" read as the clock the site keeps (${zone}).`,
    };
  }
  const on = NAME_ON.exec(phrase);
  if (on?.groups?.zone === undefined || on.groups.name === undefined || on.groups.rest === undefined) return null;
  const rest = on.groups.rest;
  if (OWN_CLOCK.test(rest)) return null;
  const zone = resolveZoneWord(on.groups.zone.toLowerCase().replace(/\s+/g, ' '));
  if (zone === null) return null;
  const said = phrase.slice(phrase.indexOf(on.groups.name) + on.groups.name.length, phrase.indexOf(rest)).trim();
  return {
    text: `${on.groups.name}: ${rest.replace(/[\s,.;!]+$/, '')}, ${on.groups.zone} time`,
    note: `"${said.replace(/\s*:$/, '')}" read as the clock of the runs (${zone}), the one the site keeps.`,
  };
}
