import type { LocalIntent } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { unparseable } from './draft.js';
import { sameClock } from './zoneClocks.js';

const CLOCK = /\b\d{1,2}(?::[0-5]\d)?\s*(?:[ap]\.?m\.?)?(?![\d:])/g;

/**
 * "report on thursdays 7:00, digest on thursdays 8:00 London", "newsletter PL w czwartki 7:00, EN w czwartki 8:00
 * London": a place said right after the last of several times, each said after a name of its own, may be the clock of
 * that last one only (the others the person's). Asked about when the place's clock is not the person's; "..., London
 * time" said apart after the list, or one name for all the times, keep the place for every time.
 */
export function zoneOfLastRule(
  phrase: string,
  rules: readonly LocalIntent[],
  defaultZone: string,
  now: number,
): ScheduleProblem | null {
  const r = rules[0];
  if (r === undefined || rules.some((x) => x.zone.name !== r.zone.name)) return null;
  const said = r.zone.said;
  if (said === null) return null;
  // the names set aside, asked for first: without one, no time is said after a name of its own (most phrases)
  const names = rules.flatMap((x) =>
    x.assumptions.map((a) => /^Read "([^"]*)" as the job's name/.exec(a)?.[1]?.toLowerCase()).filter((n) => n),
  ) as string[];
  if (names.length === 0) return null;
  const lower = phrase.toLowerCase();
  const at = lower.lastIndexOf(said.toLowerCase());
  if (at < 0 || /^\s*time\b/.test(lower.slice(at + said.length))) return null;
  // said with the earlier times too ("open friday 18:00 CET, close sunday 23:59 CET")
  if (lower.indexOf(said.toLowerCase()) < at) return null;
  const clocks = [...lower.slice(0, at).matchAll(CLOCK)].filter((m) => /[:ap]/.test(m[0]) || /\d{3,4}/.test(m[0]));
  const last = clocks.at(-1);
  if (clocks.length < 2 || last === undefined) return null;
  // the place right after the last time, not said apart from the list
  if (lower.slice((last.index ?? 0) + last[0].length, at).trim() !== '') return null;
  // a name of its own between the times: a word set aside as a name after a comma or a semicolon
  const between = lower.slice((clocks[0]?.index ?? 0) + (clocks[0]?.[0].length ?? 0), last.index ?? 0);
  const named = /[,;]/.test(between) && names.some((n) => between.includes(n));
  // the zones' clocks compared last: the words above rule out most phrases for less
  if (!named || sameClock(r.zone.name, defaultZone, now)) return null;
  const place = phrase.slice(at, at + said.length);
  return unparseable(
    `"${place}" is said after the last time only: is it the clock of every time, or of "${last[0].trim()}" alone?`,
    `Say the clock of each, e.g. "... 7:00 Warsaw time, ... 8:00 ${place}", or "all ${place} time".`,
  );
}
