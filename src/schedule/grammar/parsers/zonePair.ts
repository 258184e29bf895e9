import { resolveZoneWord, ZONE_WORDS } from '../../zones.js';
import { type RecurrenceParser, unparseable } from '../draft.js';
import { sameClock } from '../zoneClocks.js';
import { choose, shortNames } from './zone.js';

/**
 * One zone's two names joined by a slash, its winter and summer names or two words for one clock: "15:00 CET/CEST",
 * "0345 and 1545 BST/GMT", "9am EST/EDT", "8:00 (AEST/AEDT)", "10:00 UTC/GMT". Read as that zone, which follows
 * daylight saving time, with a note: the names are the zone's own in winter and in summer, so whichever it goes by
 * at a run, the clock is the one zone's. Two names of different clocks ("9am EST/PST", "CET/EET", "GMT/IST") are
 * refused, naming both: the time may be meant on either.
 */

/** The zone abbreviations (letters only, three to five), longest first. */
const ABBREVIATIONS = [...ZONE_WORDS.keys()]
  .filter((w) => /^[a-z]{3,5}$/.test(w))
  .sort((a, b) => b.length - a.length)
  .join('|');
const PAIR = (n: string) => `(?<a${n}>${ABBREVIATIONS})\\s*/\\s*(?<b${n}>${ABBREVIATIONS})`;

/** The zone both names are names of, or null. */
function pairZone(a: string, b: string, now: number): string | null {
  const za = resolveZoneWord(a);
  const zb = resolveZoneWord(b);
  if (za === null || zb === null) return null;
  if (sameClock(za, zb, now)) return za;
  const year = new Date(now).getUTCFullYear();
  for (const z of [za, zb]) {
    const names = new Set([Date.UTC(year, 0, 15), Date.UTC(year, 6, 15)].flatMap((at) => [...shortNames(z, at)]));
    if (names.has(a) && names.has(b)) return z;
  }
  return null;
}

export const zonePairParser: RecurrenceParser = {
  name: 'zonePair',
  pattern: new RegExp(`(?<![\\w/])(?:\\(\\s*${PAIR('1')}\\s*\\)|${PAIR('2')})(?![\\w/])`, 'g'),
  gate: /[a-z]\s*\/\s*[a-z]/,
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    const a = g.a1 ?? g.a2 ?? '';
    const b = g.b1 ?? g.b2 ?? '';
    const said = `${a.toUpperCase()}/${b.toUpperCase()}`;
    const zone = a === b ? null : pairZone(a, b, ctx.now);
    if (zone === null) {
      return unparseable(
        `"${said}" names two clocks, not one zone's names: I cannot tell which the time is on.`,
        `Name one time zone, e.g. "${a.toUpperCase()}".`,
      );
    }
    return choose(
      draft,
      zone,
      said,
      `"${said}" read as the names of one clock, ${zone}'s, whichever it goes by at each run.`,
      ctx.now,
    );
  },
};
