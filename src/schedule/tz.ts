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

/** UTC offset in minutes of `zone` at instant `ms`. */
export function offsetAt(zone: Zone, ms: number): number {
  return zone.offset(ms);
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
  const before = zone.offset(wall - 86_400_000);
  const after = zone.offset(wall + 86_400_000);
  const tBefore = wall - before * 60_000;
  if (before === after) return tBefore;
  const tAfter = wall - after * 60_000;
  const beforeValid = zone.offset(tBefore) === before;
  const afterValid = zone.offset(tAfter) === after;
  if (beforeValid && afterValid) return Math.min(tBefore, tAfter);
  if (afterValid) return tAfter;
  return tBefore;
}
