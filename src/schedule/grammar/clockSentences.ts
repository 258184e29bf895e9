import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { BOUNDED } from './siteKeepsClock.js';

/**
 * The clock the times are on, said in a sentence last, after the schedule, in brackets or after a comma: "toolbox
 * talk 0630 & 1830 daily (rig runs on UTC)", "safety meeting sunday 1900 hrs (rig clock is UTC+3 all year)",
 * "science meeting 1930 daily, ship clock UTC+10", "rebalance every 15 minutes (UTC like everything else)", "CTD
 * cast every 6 hours, ship time (UTC-4 this leg)", "drill every saturday 1030 (we keep Perth time on this voyage)".
 * Looked at only when the phrase does not read as typed (`placeAsides.ts`). The sentence is read as that zone said
 * after the schedule, and so only where nothing else in it could change the runs:
 * - what keeps the clock is a site or a machine ("rig", "ship clock", "the vessel"; not "we", "they" or a team: whose
 *   time?) or everything ("UTC like everything else"), then "clock" or "time", a
 *   verb that says it keeps the clock ("runs on", "is on", "keeps", "is"), then the zone: UTC or GMT, with an offset
 *   or none, or a place's name before "time" ("Perth time"), which must read as a zone;
 * - after the zone, only words that say the clock holds ("all year", "year round", "like everything else") or for
 *   how long it is kept ("this leg", "on this voyage"), the last only where dates bound the runs, as in
 *   `siteKeepsClock.ts` (after it the clock may change); never words that bound the runs ("until", "in winter");
 * - the rest must read with the zone after it as a zone said (a zone of its own too is two clocks: refused).
 * A note quotes the sentence.
 */

/** A cheap gate: a word of a clock near the end of the phrase. */
const GATE = /\b(?:utc|gmt|time|clock)\b[^()]{0,40}\)?\s*\.?$/i;

/** The sentence last: in brackets (with a name's words and a comma before them, or none), or after a comma. */
const LAST = /^(?<rest>.*?\S)\s*(?:,\s*(?<lead>[a-z][a-z/ ]{0,20}?)\s*)?\((?<inner>[^()]{2,70})\)\s*\.?\s*$/i;
const LAST_CLAUSE = /^(?<rest>.*?\S)\s*[,;]\s*(?<inner>[^,;()]{2,70}?)\s*\.?\s*$/;

/** The words of the sentence. */
const SENTENCE =
  /^(?:(?<who>[a-z][a-z/'-]*(?:\s+(?!(?:clock|time|runs?|is|are|keeps?|stays?)\b)[a-z][a-z/'-]*)?)\s+)??(?:(?:clock|time)\s+)?(?:(?:runs|run|is|are|keeps|keep|stays|stay)\s+)?(?:on\s+)?(?<zone>(?:utc|gmt)(?:\s*[+-]\s*\d{1,2}(?::[0-5]\d)?)?|[a-z][a-z.'-]{1,20}(?:\s+[a-z][a-z.'-]{1,20})?\s+time)(?:\s+(?<scope>all\s+year(?:\s+round)?|year[-\s]round|(?<stretch>(?:on\s+|for\s+)?this\s+(?:leg|voyage|trip|cruise|sailing|season))|like\s+everything\s+else))?$/i;

/** Words that say the clock is not kept ("not", "never"). */
const NOT = /^(?:not|never|no|except|unless)$/i;

/** Small words before whose clock it is ("the vessel", "our ship"). */
const WHO_SMALL = /^(?:our|the|this)$/;

/** Sites and machines whose clock is the one their jobs run on (as `siteKeepsClock.ts` names them). */
const KEEPER =
  /^(?:station|site|base|camp|island|rig|platform|ship|vessel|boat|bridge|plant|mine|field|server|servers|cluster|system)$/;

/** The rules read with the clock said in a sentence last, with a note; null when the phrase says no such thing. */
export function readClockSentence(
  phrase: string,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  if (!GATE.test(phrase)) return null;
  const m = LAST.exec(phrase) ?? LAST_CLAUSE.exec(phrase);
  const g = m?.groups;
  if (g?.rest === undefined || g.inner === undefined) return null;
  const text = `${g.lead ?? ''} ${g.inner}`.trim().replace(/\s+/g, ' ');
  const s = SENTENCE.exec(text)?.groups;
  if (s?.zone === undefined) return null;
  // "this leg", "on this voyage": the clock may change after it, so only where dates bound the runs
  if (s.stretch !== undefined && !BOUNDED.test(g.rest)) return null;
  // what keeps the clock: the writer's own site or machine, with at most "our", "the" or "this" before it (not "their
  // rig", "client system", "DR site", "sister rig": another's clock, or another machine's, than the job's)
  const who = (s.who ?? '').split(' ').filter((w) => w !== '');
  if (!who.every((w, i) => !NOT.test(w) && (i === who.length - 1 || WHO_SMALL.test(w.toLowerCase())))) return null;
  // the keeper named as a site or a machine ("the rig", "ship", "server"), or everything ("UTC like everything
  // else"): a person's or a team's clock ("(they keep NZ time)", "(the team runs on UK time)") is not the times'
  const keeper = who.at(-1)?.toLowerCase();
  if (keeper === undefined ? !/^like\s/i.test(s.scope ?? '') : !KEEPER.test(keeper)) return null;
  // a sentence with no word of a clock is no clock said ("..., Perth time" reads as it is)
  if (!/\b(?:clock|time|runs?|keeps?|is|are|stays?|like)\b/i.test(text)) return null;
  const rest = g.rest.replace(/[\s,;]+$/, '');
  const zone = /^(?:utc|gmt)/i.test(s.zone) ? s.zone.replace(/\s+/g, '') : s.zone;
  const read = readRest(`${rest} ${zone}`);
  if (!read.ok || read.value.length === 0 || read.value.some((r) => r.zone.said === null)) return null;
  const said = phrase.slice(g.rest.length).replace(/^[\s,;]+/, '');
  const note = `Read "${said}" as the clock the times are on (${s.zone}).`;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [...r.assumptions, note] } : r)));
}
