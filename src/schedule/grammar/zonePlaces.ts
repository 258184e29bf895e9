import { resolveZoneWord } from '../zones.js';
import { WORD_SOURCE } from './parsers/zone.js';
import { sameClock } from './zoneClocks.js';

/**
 * Places named only to say where people are, beside a time said with a zone of its own: "I am in Nairobi, the team
 * is in Lagos. Remind me every weekday at 9 AM Lagos time", "since we span Lima, Lagos and Lahore now, ... 14:00
 * UTC", "sync with the Saudi, Egypt & Jordan linguists every sunday 11am Cairo time", "handoff to the Manila team at
 * 5pm my time (Bogotá)". Read only once the phrase has failed to read as said (rules.ts), with a note: the words
 * saying where people are are set aside, and the phrase is read when what is left names one zone, said with the
 * clock (right after the time, or in brackets after "my time"). A place left anywhere else ("call the Tokyo team at
 * 9am (I'm in London)": whose 9am?) leaves the phrase as it was, refused.
 */

const Z = `(?:${WORD_SOURCE})`;
/** Places' names, one or two words each, in a list (which of them are zones is looked at after). */
const WORDS = '[a-z]+(?:\\s+[a-z]+)?';
const LIST = `${WORDS}(?:\\s*(?:,\\s*(?:and\\s+|&\\s*)?|\\s+(?:and|&)\\s+|\\s*&\\s*|\\s*/\\s*)${WORDS}){0,5}`;
/** "I am in Nairobi", "the team is in Lagos", "we're based in Lima and Quito": a clause of where people are. */
const WHERE =
  `(?:(?:i|we)\\s+(?:am|are)|i'm|we're|they\\s+are|they're|(?:the|our|my)\\s+[a-z]+(?:\\s+[a-z]+)?\\s+(?:is|are))` +
  `\\s+(?:(?:now|all|mostly|based|located|spread)\\s+)*(?:in|across|between)\\s+${LIST}(?:\\s+now)?`;
/** Clauses of where people are, joined by commas, ended by a full stop, colon or semicolon: first in the phrase. */
const WHERE_CLAUSES = new RegExp(`^\\s*${WHERE}(?:\\s*,\\s*(?:and\\s+)?${WHERE})*\\s*[.;:!]\\s*`);
/** "since we span Lima, Lagos and Lahore now," first in the phrase. */
const SPAN = new RegExp(
  `^\\s*(?:since|now\\s+that|as)\\s+(?:we|the\\s+team)\\s+(?:spans?|covers?|(?:are|is)\\s+(?:spread\\s+)?(?:across|in|over))\\s+${LIST}(?:\\s+now)?\\s*,\\s*`,
);
/**
 * "with the Saudi, Egypt & Jordan linguists", "to the Manila team": places naming a group of people (one of the
 * words a zone's, the others perhaps places the zones do not know).
 */
const GROUP =
  /(?<=\b(?:with|to|for|from)\s+(?:the|our)\s+)[a-z]+(?:\s+[a-z]+)?(?:\s*(?:,\s*(?:and\s+|&\s*)?|\s+(?:and|&)\s+|\s*&\s*|\s*\/\s*)[a-z]+(?:\s+[a-z]+)?){0,5}\s+(?=(?:team|office|linguists?|translators?|editors?|folks|people|crew|staff|devs?|engineers?|clients?|customers?|partners?|group|colleagues|reviewers?)\b)/g;
/** A clock right before "for the" / "to the" and the group ("9am for the madrid staff"). */
const CLOCK_FOR = /\d(?:\s*[ap]\.?m\.?|\s*h(?:rs)?)?\s+(?:for|to)\s+(?:the|our)\s+$/;
const GATE = /\b(?:in|across|between|span|spans|covers?|with|to|for|from)\b/;
const PLACE = new RegExp(`(?<![a-z'/-])${Z}(?![a-z0-9/])`, 'g');
/** What may stand right before the one zone left: a time, or "my time (". */
const WITH_CLOCK = /\d(?:\s*[ap]\.?m\.?)?\s*$|\b(?:my|our)\s+(?:local\s+)?time\s*\(\s*$/;

/**
 * The phrase (lower case, normalised as typed: `source` of the same length keeps the capitals) without the words of
 * where people are, and the note; null when it has none, or what is left does not name one zone with its clock.
 */
export function contextPlacesPhrase(phrase: string): { text: string; note: string } | null {
  const lower = phrase.toLowerCase().replace(/[\u2018\u2019]/g, "'");
  if (!GATE.test(lower)) return null;
  const source = lower.length === phrase.length ? phrase : lower;
  const cut: [number, number][] = [];
  const first = WHERE_CLAUSES.exec(lower) ?? SPAN.exec(lower);
  if (first && first[0].match(PLACE) !== null) cut.push([0, first[0].length]);
  for (const g of lower.matchAll(GROUP)) {
    const at = g.index ?? 0;
    if (!PLACE.test(g[0])) continue;
    PLACE.lastIndex = 0;
    // "— so 9am for the madrid staff": a clock right before the group is on their clock, not where they merely are
    if (CLOCK_FOR.test(lower.slice(0, at))) return null;
    if (cut.some(([a, b]) => at < b && at + g[0].length > a)) continue;
    cut.push([at, at + g[0].length]);
  }
  if (cut.length === 0) return null;
  cut.sort((a, b) => a[0] - b[0]);
  let text = '';
  let lowered = '';
  let pos = 0;
  for (const [a, b] of cut) {
    text += source.slice(pos, a);
    lowered += lower.slice(pos, a);
    pos = b;
  }
  text += source.slice(pos);
  lowered += lower.slice(pos);
  const left = [...lowered.matchAll(PLACE)];
  const zones = new Set(left.map((p) => resolveZoneWord(p[0].replace(/\s+/g, ' '))));
  if (left.length !== 1 || zones.has(null)) return null;
  const place = left[0] as RegExpMatchArray;
  if (!WITH_CLOCK.test(lowered.slice(0, place.index))) return null;
  const said = cut
    .map(
      ([a, b]) =>
        `"${source
          .slice(a, b)
          .trim()
          .replace(/[.;:!,]$/, '')}"`,
    )
    .join(', ');
  return {
    text: text.trim(),
    note: `${said} read as where people are: the runs keep the clock said with the time (${[...zones][0]}).`,
  };
}

/** "my time (Bogotá)": "my time" and a place in brackets right after it. */
const MY_TIME_PLACE = new RegExp(`\\b(?:my|our)\\s+(?:local\\s+)?time\\s*\\(\\s*(?<zone>${Z})\\s*\\)`);

/**
 * "5pm my time (Bogotá)" said in Bogotá (or in a place of the same clock all year): the place in brackets is the
 * person's own clock, said twice; the phrase with "Bogotá time" in its place, and the note. Null otherwise: "my
 * time (Tokyo)" said in Bogotá stays refused by the reader (which of the two?).
 */
export function myTimePlace(phrase: string, ownZone: string, now: number): { text: string; note: string } | null {
  const lower = phrase.toLowerCase();
  if (lower.length !== phrase.length || !/\btime\s*\(/.test(lower)) return null;
  const m = MY_TIME_PLACE.exec(lower);
  const words = m?.groups?.zone;
  if (!m || words === undefined) return null;
  const zone = resolveZoneWord(words.replace(/\s+/g, ' '));
  if (zone === null || !sameClock(zone, ownZone, now)) return null;
  const at = m.index + m[0].lastIndexOf(words);
  const typed = phrase.slice(at, at + words.length);
  return {
    text: `${phrase.slice(0, m.index)}${typed} time${phrase.slice(m.index + m[0].length)}`,
    note: `"${phrase.slice(m.index, m.index + m[0].length)}" read as your own clock (${ownZone}).`,
  };
}
