import { Info, type Zone } from 'luxon';

const zones = new Map<string, Zone | null>();

/** A luxon zone for an IANA name or fixed offset ('UTC', 'UTC+5:30'), or null when the name is not a zone. */
export function zoneNamed(name: string): Zone | null {
  let z = zones.get(name);
  if (z === undefined) {
    const n = Info.normalizeZone(name);
    z = n.isValid ? n : null;
    zones.set(name, z);
  }
  return z;
}

/** A change of a zone's UTC offset (DST or a change of rules). */
export interface Transition {
  /** First instant (epoch ms) with the new offset. */
  readonly at: number;
  readonly before: number;
  readonly after: number;
}

interface YearTable {
  /** The year's first instant (epoch ms) and the next year's: the table answers for [start, end). */
  readonly start: number;
  readonly end: number;
  readonly first: number;
  readonly transitions: readonly Transition[];
}

const HOUR = 3_600_000;
// offset changes are months apart (the shortest, around Ramadan in Morocco, about a month): a week is a safe stride
const STEP = 7 * 24 * HOUR;
/** Tables kept before the cache starts over (a zone and year each: a few hundred bytes). */
const MAX_TABLES = 4096;
const years = new Map<string, Map<number, YearTable>>();
let tableCount = 0;
/** The table last looked up: runs of lookups stay in one zone and year. */
let lastZone = '';
let lastTable: YearTable | null = null;

/**
 * A zone's offsets through one calendar year (UTC): the offset at its start and every change, found by sampling
 * every week and bisecting to the minute. Asking Intl for an offset costs microseconds; this is asked once per
 * zone and year, then every offset is a lookup.
 */
function buildYearTable(zone: Zone, year: number): YearTable {
  const start = Date.UTC(year, 0, 1);
  const end = Date.UTC(year + 1, 0, 1);
  const first = zone.offset(start);
  const transitions: Transition[] = [];
  if (!zone.isUniversal) {
    let t = start;
    let o = first;
    while (t < end) {
      const next = Math.min(t + STEP, end);
      const o2 = zone.offset(next);
      if (o2 !== o) {
        let lo = t;
        let hi = next;
        while (hi - lo > 60_000) {
          const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
          if (zone.offset(mid) === o) lo = mid;
          else hi = mid;
        }
        transitions.push({ at: hi, before: o, after: zone.offset(hi) });
      }
      t = next;
      o = o2;
    }
  }
  return { start, end, first, transitions };
}

function yearTable(zone: Zone, year: number): YearTable {
  let byYear = years.get(zone.name);
  if (byYear === undefined) {
    byYear = new Map();
    years.set(zone.name, byYear);
  }
  let table = byYear.get(year);
  if (table === undefined) {
    if (tableCount >= MAX_TABLES) {
      years.clear();
      tableCount = 0;
      years.set(zone.name, byYear);
      byYear.clear();
    }
    table = buildYearTable(zone, year);
    byYear.set(year, table);
    tableCount++;
  }
  return table;
}

/** The table of the year (UTC) holding `ms`. */
function tableAt(zone: Zone, ms: number): YearTable {
  const last = lastTable;
  if (last !== null && ms >= last.start && ms < last.end && lastZone === zone.name) return last;
  const table = yearTable(zone, new Date(ms).getUTCFullYear());
  lastZone = zone.name;
  lastTable = table;
  return table;
}

/** UTC offset in minutes of `zone` at instant `ms` (cached per zone and year). */
export function offsetAt(zone: Zone, ms: number): number {
  if (zone.isUniversal) return zone.offset(ms);
  const table = tableAt(zone, ms);
  let o = table.first;
  for (const tr of table.transitions) {
    if (tr.at > ms) break;
    o = tr.after;
  }
  return o;
}

/** Offset changes of `zone` in [fromMs, toMs), ascending. */
export function transitionsBetween(zone: Zone, fromMs: number, toMs: number): Transition[] {
  const out: Transition[] = [];
  if (zone.isUniversal) return out;
  const y0 = new Date(fromMs).getUTCFullYear();
  const y1 = new Date(toMs).getUTCFullYear();
  for (let y = y0; y <= y1; y++) {
    for (const tr of yearTable(zone, y).transitions) if (tr.at >= fromMs && tr.at < toMs) out.push(tr);
  }
  return out;
}

/** "+05:45", "-08:00". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const a = Math.abs(minutes);
  return `${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

/**
 * The instant of a local wall time. For a time a DST change skips, the instant uses the offset before the
 * change (the wall clock reads an hour later); for a repeated time, the earlier of the two.
 */
export function instantOf(zone: Zone, y: number, mo: number, d: number, h: number, mi: number): number {
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const before = offsetAt(zone, wall - 86_400_000);
  const after = offsetAt(zone, wall + 86_400_000);
  const tBefore = wall - before * 60_000;
  if (before === after) return tBefore;
  const tAfter = wall - after * 60_000;
  const beforeValid = offsetAt(zone, tBefore) === before;
  const afterValid = offsetAt(zone, tAfter) === after;
  if (beforeValid && afterValid) return Math.min(tBefore, tAfter);
  if (afterValid) return tAfter;
  return tBefore;
}
