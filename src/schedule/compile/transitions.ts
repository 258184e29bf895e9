import type { Zone } from 'luxon';

/** A change of a zone's UTC offset (DST or a change of rules). */
export interface Transition {
  /** First instant (epoch ms) with the new offset. */
  readonly at: number;
  readonly before: number;
  readonly after: number;
}

const HOUR = 3_600_000;
const STEP = 2 * 24 * HOUR;
const cache = new Map<string, Transition[]>();

function yearTransitions(zone: Zone, year: number): Transition[] {
  const key = `${zone.name}|${year}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out: Transition[] = [];
  if (!zone.isUniversal) {
    const start = Date.UTC(year, 0, 1);
    const end = Date.UTC(year + 1, 0, 1);
    let t = start;
    let o = zone.offset(t);
    while (t < end) {
      const next = Math.min(t + STEP, end);
      const o2 = zone.offset(next);
      if (o2 !== o) {
        // binary search to the minute
        let lo = t;
        let hi = next;
        while (hi - lo > 60_000) {
          const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
          if (zone.offset(mid) === o) lo = mid;
          else hi = mid;
        }
        out.push({ at: hi, before: o, after: zone.offset(hi) });
      }
      t = next;
      o = o2;
    }
  }
  cache.set(key, out);
  return out;
}

/** Offset changes of `zone` in [fromMs, toMs), ascending. Computed per calendar year and cached. */
export function transitionsBetween(zone: Zone, fromMs: number, toMs: number): Transition[] {
  const out: Transition[] = [];
  const y0 = new Date(fromMs).getUTCFullYear();
  const y1 = new Date(toMs).getUTCFullYear();
  for (let y = y0; y <= y1; y++)
    for (const tr of yearTransitions(zone, y)) if (tr.at >= fromMs && tr.at < toMs) out.push(tr);
  return out;
}
