import type { Zone } from 'luxon';
import { getOrCreate } from '../collections.js';
import { offsetAt } from '../tz.js';

/** Wording helpers for dates and times in a zone, with formatters built once. */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string, key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const k = `${zone}|${key}`;
  return getOrCreate(formatters, k, () => new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone }));
}

function ianaOrOffset(zone: Zone): string {
  return zone.isUniversal && zone.name !== 'UTC' ? 'UTC' : zone.name;
}

/** Dates already worded, by zone and instant: warnings name the same clock changes phrase after phrase. */
const dates = new Map<string, string>();
const MAX_DATES = 4096;

/** "Mar 8, 2026" as seen in `zone`. */
export function localDate(zone: Zone, ms: number): string {
  const z = ianaOrOffset(zone);
  const shifted = zone.isUniversal ? ms + zone.offset(ms) * 60_000 : ms;
  const key = `${z}|${shifted}`;
  let text = dates.get(key);
  if (text === undefined) {
    if (dates.size >= MAX_DATES) dates.clear();
    text = formatter(z, 'date', { month: 'short', day: 'numeric', year: 'numeric' }).format(shifted);
    dates.set(key, text);
  }
  return text;
}

/** "7:00 PM" from minutes of the day. */
export function clock(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  const mm = String(m % 60).padStart(2, '0');
  return `${h % 12 === 0 ? 12 : h % 12}:${mm} ${h < 12 ? 'AM' : 'PM'}`;
}

/** "PST", "CET", "AEDT", "IST", "GMT+5:45": the short name of the zone's offset at `ms`. */
const offsetNames = new Map<string, string>();

/**
 * English locales in the order their short names are tried: en-US alone names only American zones and says
 * "GMT+1" for Berlin, where people say CET; en-GB knows Europe's, en-AU Australia's and New Zealand's, en-IN India's.
 */
const NAMING_LOCALES = ['en-US', 'en-GB', 'en-AU', 'en-IN'] as const;
const BARE_OFFSET = /^GMT[+\-\u2212]/;

const CET = ['CET', 'CEST'] as const;
const EET = ['EET', 'EEST'] as const;

/**
 * The names people say for common zones, [standard, daylight], whatever the ICU data at hand knows (a build with
 * fewer locales says "GMT+1" for Berlin): Europe's CET/CEST, GMT/BST, and zones whose English names ICU lacks.
 */
const COMMON_SHORT: ReadonlyMap<string, readonly [string, string]> = new Map<string, readonly [string, string]>([
  ...[
    'Amsterdam',
    'Andorra',
    'Belgrade',
    'Berlin',
    'Bratislava',
    'Brussels',
    'Budapest',
    'Copenhagen',
    'Gibraltar',
    'Ljubljana',
    'Luxembourg',
    'Madrid',
    'Malta',
    'Monaco',
    'Oslo',
    'Paris',
    'Prague',
    'Rome',
    'Sarajevo',
    'Skopje',
    'Stockholm',
    'Tirane',
    'Vaduz',
    'Vienna',
    'Warsaw',
    'Zagreb',
    'Zurich',
  ].map((city) => [`Europe/${city}`, CET] as const),
  ...['Athens', 'Bucharest', 'Helsinki', 'Kiev', 'Kyiv', 'Riga', 'Sofia', 'Tallinn', 'Vilnius', 'Chisinau'].map(
    (city) => [`Europe/${city}`, EET] as const,
  ),
  ['Europe/London', ['GMT', 'BST']],
  ['Europe/Belfast', ['GMT', 'BST']],
  ['Europe/Dublin', ['GMT', 'IST']],
  ['Europe/Lisbon', ['WET', 'WEST']],
  ['Atlantic/Canary', ['WET', 'WEST']],
  ['Europe/Moscow', ['MSK', 'MSK']],
  ['Asia/Tokyo', ['JST', 'JST']],
  ['Asia/Seoul', ['KST', 'KST']],
  ['Asia/Singapore', ['SGT', 'SGT']],
  ['Asia/Hong_Kong', ['HKT', 'HKT']],
  ['Africa/Johannesburg', ['SAST', 'SAST']],
]);

/** Whether `ms` is in the zone's daylight saving time: its offset is above the lower of January's and July's. */
function inDaylight(zone: Zone, ms: number): boolean {
  const year = new Date(ms).getUTCFullYear();
  const standard = Math.min(offsetAt(zone, Date.UTC(year, 0, 1)), offsetAt(zone, Date.UTC(year, 6, 1)));
  return offsetAt(zone, ms) > standard;
}

export function offsetName(zone: Zone, ms: number): string {
  // names depend on the offset (PST/PDT), so one lookup per zone and offset
  return getOrCreate(offsetNames, `${zone.name}|${offsetAt(zone, ms)}`, () => {
    const common = COMMON_SHORT.get(zone.name);
    if (common) return common[inDaylight(zone, ms) ? 1 : 0];
    let first: string | undefined;
    for (const locale of NAMING_LOCALES) {
      const name = zone.offsetName(ms, { format: 'short', locale }) ?? undefined;
      if (name === undefined) continue;
      first ??= name;
      if (!BARE_OFFSET.test(name)) return name;
    }
    return first ?? zone.name;
  });
}

/** Names for zones whose English generic name is not what people say ("United Kingdom Time"). */
const COMMON_LONG: ReadonlyMap<string, string> = new Map([
  ['Europe/London', 'UK time'],
  ['Europe/Belfast', 'UK time'],
  ['Europe/Dublin', 'Irish time'],
  ['Europe/Lisbon', 'Western European Time'],
  ['Atlantic/Canary', 'Western European Time'],
]);

/** "Pacific Time", "Nepal Time", "UTC": a name for the zone that does not depend on the season. */
const longNames = new Map<string, string>();

export function zoneLongName(zone: Zone, ms: number): string {
  if (zone.isUniversal) return zone.name === 'UTC' ? 'UTC' : zone.name;
  const common = COMMON_LONG.get(zone.name);
  if (common) return common;
  // by zone and year: whether its clocks change, and so its name, may differ from one year to another
  const year = new Date(ms).getUTCFullYear();
  return getOrCreate(longNames, `${zone.name} ${year}`, () => {
    const parts = formatter(zone.name, 'generic', { timeZoneName: 'longGeneric' }).formatToParts(ms);
    const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? zone.name;
    // ICU has no season-free name for some zones and gives the standard one ("Central European Standard Time"),
    // which is wrong half the year where clocks change
    const changes = offsetAt(zone, Date.UTC(year, 0, 1)) !== offsetAt(zone, Date.UTC(year, 6, 1));
    return changes ? name.replace(/ Standard Time$/, ' Time') : name;
  });
}

export const DAY_NAMES = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export { MONTH_NAMES } from '../cron/calendar.js';

/** 1st, 2nd, 3rd, 11th, 22nd... */
export function ordinal(n: number): string {
  const s = n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th';
  return `${n}${s}`;
}
