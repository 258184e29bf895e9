import { resolveZoneWord, zoneAmbiguity } from '../../zones.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { sameClock } from '../zoneClocks.js';
import { asTyped } from './placeCode.js';
import { choose, WORD_SOURCE } from './zone.js';

/**
 * "Local" said with the place it is: "9:45 and 15:45 local every day, local is hawaii", "08:00 local (local = Perth)",
 * "1000 site time AWST", "7am local time, i.e. Auckland", "6pm local Sydney", "22:00 local, Reykjavik" (the place last),
 * "19:00 local (Tenerife, canary time)" (a place and its zone; two that keep different clocks are refused). The place explains whose clock "local"
 * is, so the times are that place's, with a note; every other "local" of the phrase is the same clock. A place of
 * several zones ("local is Mexico") is refused with its hint, as the zone reader refuses it.
 */
const Z = `(?:${WORD_SOURCE})(?![a-z0-9_/\\u00c0-\\u024f])`;
/** "local is hawaii", "local = perth", "local being kabul", "local time here is nairobi". */
const EXPLAINED = `\\blocal(?:\\s+time)?(?:\\s+here)?\\s*(?:is|being|=|means|meaning)\\s*(?:in\\s+)?(?<place>${Z})(?:\\s+time)?`;
/**
 * "local (sydney)", "site time AWST", "local time, i.e. auckland", "local, reykjavik" (the place last), "local
 * (la palma, canary time)" (a place and its zone, which must keep one clock): the place right after the words of
 * a clock.
 */
const SAID_WITH =
  `(?<=(?:\\d|[ap]\\.?m\\.?)\\s*)(?:local|site\\s+time|local\\s+time)\\s*` +
  `(?:\\(\\s*|,?\\s*(?:i\\.?e\\.?|=)\\s*|,\\s*(?=${Z}(?:\\s+time)?[\\s.!]*$))?` +
  `(?<with>${Z})(?:\\s+time)?(?:\\s*,\\s*(?<with2>${Z})(?:\\s+time)?(?=\\s*\\)))?(?:\\s*\\))?`;
/** Any other "local" of a phrase that explains it. */
const OTHER_LOCAL = `\\b(?:local|site)(?:\\s+time)?\\b(?=.*\\blocal(?:\\s+time)?(?:\\s+here)?\\s*(?:is|being|=|means|meaning)\\s)|(?<=\\blocal(?:\\s+time)?(?:\\s+here)?\\s*(?:is|being|=|means|meaning)\\s.*)\\blocal(?:\\s+time)?\\b`;

export const localPlaceParser: RecurrenceParser = {
  name: 'local-place',
  gate: /\blocal\b|\bsite time\b/,
  pattern: new RegExp(`\\(?\\s*${EXPLAINED}\\s*\\)?|${SAID_WITH}|${OTHER_LOCAL}`, 'g'),
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    const words = g.place ?? g.with;
    if (words === undefined) return undefined;
    const w = words.toLowerCase().replace(/\s+/g, ' ');
    const typed = asTyped(ctx.phrase, words);
    // "local la", "local et": two letters are a zone's only in capitals
    const whole = m[0].trim();
    const said = asTyped(ctx.phrase, /^\(.*\)$/.test(whole) ? whole.slice(1, -1) : whole);
    if (w.length <= 2 && typed !== typed.toUpperCase()) {
      return unparseable(`"${said}": I could not tell whose clock "local" is.`, 'Name a city ("Honolulu").');
    }
    const zone = resolveZoneWord(w);
    const w2 = g.with2?.toLowerCase().replace(/\s+/g, ' ');
    const zone2 = w2 === undefined ? zone : resolveZoneWord(w2);
    if (zone !== null && zone2 !== zone && (zone2 === null || !sameClock(zone, zone2, ctx.now))) {
      return unparseable(
        `"${said}" names two places that may not keep one clock.`,
        'Name one place ("Honolulu") for the clock of the runs.',
      );
    }
    if (zone === null) {
      return unparseable(
        `"${said}" names no single time zone.`,
        zoneAmbiguity(w) ?? 'Name a city ("Honolulu") or a zone ("Europe/Berlin").',
      );
    }
    return choose(draft, zone, typed, `"${said}" read as the clock of the runs (${zone}).`, ctx.now);
  },
};
