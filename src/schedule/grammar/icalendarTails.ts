import { zoneNamed } from '../tz.js';
import { resolveZoneWord } from '../zones.js';

/**
 * An iCalendar rule pasted with the time of day or the zone said after it, in words or as a TZID, because the
 * calendar showed them apart from the rule:
 *
 *   RRULE:FREQ=MONTHLY;BYMONTHDAY=1,15;COUNT=6 at 10:00          BYHOUR=10;BYMINUTE=0 added to the rule
 *   RRULE:FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=28 09:00 Europe/London
 *   RRULE:FREQ=MONTHLY;BYDAY=-1SU;BYHOUR=20 (TZID=Australia/Adelaide)     the rule read in that zone
 *   RRULE:FREQ=WEEKLY;BYDAY=SA,SU;BYHOUR=10,16 (Chatham Islands)        a place in brackets that names one zone
 *   RRULE:FREQ=MONTHLY;BYDAY=1MO;BYHOUR=18 (tz Asia/Manila), ... tz Asia/Seoul, ... (in Europe/Oslo)   (the same)
 *
 * The time is added to the rule as its BYHOUR and BYMINUTE, so the rule is read as it would be with them (icalendar.ts
 * keeps all its checks); the zone is said after the rule's English ("... in australia/adelaide"). Read so only when
 * the rule says no time and no start of its own (no BYHOUR, BYMINUTE, DTSTART) for a time, and has no DTSTART for a
 * zone, for a rule by days, weeks, months or years, with a clock written with its minutes ("10:00", "9:30am") and a
 * zone by its IANA name or UTC. Anything else after the rule keeps the phrase refused.
 *
 *   RRULE:FREQ=HOURLY;INTERVAL=4 (DTSTART 02:00 Asia/Dubai)      02:00, 06:00, ... 22:00 each day, in Dubai
 *
 * A start said in brackets with its clock only, beside a rule by hours whose step divides the day (and nothing else
 * in the rule): the runs fall at the same hours each day, counted from the start's, so the rule is read as those
 * hours (FREQ=DAILY;BYHOUR=2,6,...;BYMINUTE=0). The start's date is not said: the runs are read as already going.
 */
export const ICAL_TAIL_GATE = /^\s*(?:rrule:)?freq=\S+\s+\S/i;

const IANA = String.raw`(?:[A-Za-z]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?|UTC)`;
const ZONE_AT_END = new RegExp(
  String.raw`(?:^|\s)(?:\(\s*(?:tzid\s*=\s*|tz\s*[:=]?\s*|in\s+)?(${IANA})\s*\)|(?:tzid\s*=\s*|tz\s*[:=]?\s*|in\s+)?(${IANA}))$`,
  'i',
);
const CLOCK = /^(?:at\s+)?(\d{1,2}):(\d\d)(?:\s*([ap])\.?m\.?)?$/i;

export function icalendarTail(phrase: string): {
  rule: string;
  zone: string | null;
  said: string;
  what: string;
} | null {
  const m = /^\s*((?:rrule:)?freq=\S+)\s+(.+?)\s*$/i.exec(phrase.replace(/\s+/g, ' '));
  if (m === null) return null;
  let rule = m[1] as string;
  const said = m[2] as string;
  let tail = said;
  if (/dtstart/i.test(rule)) return null;
  const hourly = startOfHours(rule, tail);
  if (hourly !== null) return { ...hourly, said, what: hourly.zone === null ? 'start' : 'start and zone' };
  let zone: string | null = null;
  const z = ZONE_AT_END.exec(tail);
  // "(Chatham Islands)": a place in brackets that names one zone, after the rule alone
  const place = z === null ? /^\(\s*([A-Za-z][A-Za-z .'-]{1,40}?)\s*\)$/.exec(tail) : null;
  const placeZone = place === null ? null : resolveZoneWord((place[1] as string).toLowerCase());
  if (z !== null) {
    zone = (z[1] ?? z[2] ?? '').trim();
    if (!/^utc$/i.test(zone) && zoneNamed(zone) === null) return null;
    tail = tail.slice(0, z.index).trim();
  } else if (placeZone !== null) {
    zone = placeZone;
    tail = '';
  }
  // "UNTIL=20261229T000000Z tz Asia/Tokyo": an instant in UTC beside another zone, left unread
  if (zone !== null && !/^(?:utc|gmt|etc\/utc)$/i.test(zone) && /\buntil=\d{8}t\d{6}z\b/i.test(rule)) return null;
  if (tail !== '') {
    const c = CLOCK.exec(tail);
    if (c === null) return null;
    if (/;\s*by(?:hour|minute)=|^(?:rrule:)?freq=(?:secondly|minutely|hourly)\b/i.test(rule)) return null;
    let hour = Number(c[1]);
    const minute = Number(c[2]);
    const half = c[3]?.toLowerCase();
    if (minute > 59 || (half === undefined ? hour > 23 : hour < 1 || hour > 12)) return null;
    if (half === 'p' && hour !== 12) hour += 12;
    if (half === 'a' && hour === 12) hour = 0;
    rule = `${rule.replace(/;$/, '')};BYHOUR=${hour};BYMINUTE=${minute}`;
  }
  const what = tail === '' ? 'zone' : zone === null ? 'time' : 'time and zone';
  return { rule, zone, said, what };
}

/** "(DTSTART 02:00 Asia/Dubai)" beside FREQ=HOURLY;INTERVAL=n (n dividing 24): the hours each day, from the start's. */
function startOfHours(rule: string, tail: string): { rule: string; zone: string | null } | null {
  const r = /^(?:rrule:)?freq=hourly(?:;interval=(\d{1,2}))?;?$/i.exec(rule);
  if (r === null) return null;
  const t = new RegExp(
    String.raw`^\(\s*dtstart\s*:?\s*(\d{1,2}):(\d\d)(?:\s+(?:tzid\s*=\s*)?(${IANA}))?\s*\)$`,
    'i',
  ).exec(tail);
  if (t === null) return null;
  const step = Number(r[1] ?? '1');
  const hour = Number(t[1]);
  const minute = Number(t[2]);
  if (step < 1 || 24 % step !== 0 || hour > 23 || minute > 59) return null;
  const zone = t[3] ?? null;
  if (zone !== null && !/^utc$/i.test(zone) && zoneNamed(zone) === null) return null;
  const hours: number[] = [];
  for (let h = hour % step; h < 24; h += step) hours.push(h);
  return { rule: `RRULE:FREQ=DAILY;BYHOUR=${hours.join(',')};BYMINUTE=${minute}`, zone };
}
