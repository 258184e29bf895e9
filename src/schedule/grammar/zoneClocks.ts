import { offsetAt, transitionsBetween, zoneNamed } from '../tz.js';

const YEAR_MS = 366 * 24 * 3600 * 1000;

/**
 * The instants at which the offset between two zones may change within a year of `now`: `now` itself and every
 * offset change of either zone. Between two of them both offsets are constant.
 */
function instants(a: string, b: string, now: number): number[] | null {
  const za = zoneNamed(a);
  const zb = zoneNamed(b);
  if (za === null || zb === null) return null;
  const at = [now];
  for (const z of [za, zb]) for (const tr of transitionsBetween(z, now, now + YEAR_MS)) at.push(tr.at);
  return at;
}

/**
 * The minutes zone `b` is ahead of zone `a` at each instant the difference may change within a year of `now`
 * (first: at `now`), or null when a name is not a zone.
 */
export function clockDifferences(a: string, b: string, now: number): number[] | null {
  const at = instants(a, b, now);
  const za = zoneNamed(a);
  const zb = zoneNamed(b);
  if (at === null || za === null || zb === null) return null;
  return at.map((t) => offsetAt(zb, t) - offsetAt(za, t));
}

/** Two zones whose clocks read the same all year from `now` ("Asia/Riyadh" and "Asia/Qatar"). */
export function sameClock(a: string, b: string, now: number): boolean {
  if (a === b) return true;
  const d = clockDifferences(a, b, now);
  return d?.every((x) => x === 0) ?? false;
}

const DAY_MS = 24 * 3600 * 1000;

/**
 * The minutes zone `b` is ahead of zone `a` at a time of day in `a` (minutes after midnight), on each day of the
 * year from `now` (first: today's), or null when a name is not a zone. A day's instant is taken at `a`'s offset
 * at the day's start: near a change of `a`'s clock it may be an hour off, which a time of day away from the change
 * does not feel.
 */
export function differencesAt(a: string, b: string, minutes: number, now: number): number[] | null {
  const za = zoneNamed(a);
  const zb = zoneNamed(b);
  if (za === null || zb === null) return null;
  const start = Math.floor(now / DAY_MS) * DAY_MS;
  const out: number[] = [];
  for (let day = start; day < start + YEAR_MS; day += DAY_MS) {
    const at = day + (minutes - offsetAt(za, day)) * 60_000;
    out.push(offsetAt(zb, at) - offsetAt(za, at));
  }
  return out;
}
