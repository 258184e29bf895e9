import { offsetAt, zoneNamed } from '../tz.js';
import { resolveZoneWord } from '../zones.js';
import { WORD_SOURCE } from './parsers/zone.js';

/**
 * The writer's own clock said last, by the zone they are on: "stand-up 8:45 weekdays, I'm on Eucla time", "sync
 * 9:30 mon-thu (we're on Kathmandu time)", with the offset of that clock in brackets after it or not ("I'm on Eucla
 * time (+8:45)"). The times are on that clock: the words become "<zone> time", with a note. Read only when the
 * clause is last, the zone is one the table knows, the phrase names no other zone or place, and an offset said with
 * it is that zone's (in one season or the other); otherwise the words are left as said (refused).
 */
const MY_CLOCK = new RegExp(
  `(?:\\s*[,;]\\s*|\\s+-\\s+|\\s+[\\u2013\\u2014]\\s*|\\s*\\(\\s*)(?:i'?m|i\\s+am|we'?re|we\\s+are)\\s+on\\s+(?<zone>${WORD_SOURCE})\\s+time(?:\\s*\\(\\s*(?:utc|gmt)?\\s*(?<sign>[+-])(?<h>\\d{1,2})(?::?(?<m>\\d\\d))?\\s*\\))?\\s*\\)?\\s*[.!]?\\s*$`,
);
const GATE = /\b(?:i'?m|i am|we'?re|we are) on\b/;
const PLACE = new RegExp(`(?<![a-z'/-])(?:${WORD_SOURCE})(?![a-z0-9/])`, 'g');

/** Whether `minutes` east of UTC is the offset of `zone` in winter or in summer (2027). */
function offsetOf(zone: string, minutes: number): boolean {
  const z = zoneNamed(zone);
  if (z === null) return false;
  return [Date.UTC(2027, 0, 15), Date.UTC(2027, 6, 15)].some((t) => offsetAt(z, t) === minutes);
}

/** `text` (lower case) with "I'm on <zone> time" said last read as "<zone> time", or `text` unchanged. */
export function myClockSaid(text: string, notes: string[]): string {
  if (!GATE.test(text)) return text;
  const m = MY_CLOCK.exec(text);
  const g = m?.groups;
  if (m === null || g === undefined) return text;
  const words = (g.zone ?? '').replace(/\s+/g, ' ');
  const zone = resolveZoneWord(words);
  if (zone === null || !zone.includes('/')) return text;
  // "(+8:45)" unbalanced or not the zone's offset: whose clock is it?
  if (m[0].includes('(') && !m[0].includes(')')) return text;
  if (g.h !== undefined) {
    const minutes = (g.sign === '-' ? -1 : 1) * (Number(g.h) * 60 + Number(g.m ?? 0));
    if (!offsetOf(zone, minutes)) return text;
  }
  const before = text.slice(0, m.index);
  if ([...before.matchAll(PLACE)].length > 0) return text;
  let said = m[0]
    .replace(/^[\s,;(\u2013\u2014-]+/, '')
    .replace(/[\s.!]+$/, '')
    .replace(/\bi(?=\b|')/g, 'I');
  if ((said.match(/\)/g) ?? []).length > (said.match(/\(/g) ?? []).length) said = said.replace(/\s*\)$/, '');
  notes.push(`"${said}" read as your clock, that of ${words} (${zone}).`);
  return `${before} ${words} time`;
}
