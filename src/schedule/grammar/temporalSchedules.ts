import { ALTERS_RUNS } from './appCodeAsides.js';
import { purposeIsSafe } from './asidePurpose.js';
import { BOUNDING_WORDS, saidElse, zoneSaidIn } from './cronPastes.js';

/**
 * A Temporal schedule's spec, pasted with its calendars or its intervals (its cron_expressions are read by
 * cloudCronLines.ts):
 *
 *   temporal schedule spec: calendars: [{ hour: 3, dayOfWeek: 'SATURDAY' }], timeZone: 'America/Chicago'
 *   calendars: [{ minute: 30, hour: [8, 17], dayOfWeek: ['MONDAY', 'FRIDAY'] }]      (UTC: no time zone)
 *   temporal: intervals: [{ every: '1h', offset: '15m' }]                          every hour at :15, in UTC
 *
 * Temporal's own rules (ScheduleCalendarSpec): second, minute and hour default to 0, dayOfMonth, month and dayOfWeek
 * to every value; dayOfWeek counts 0 = Sunday or names the day; the calendar runs in the spec's time zone
 * (timeZone, time_zone_name), UTC when none. An interval counts from the Unix epoch, so "every 1h, offset 15m" runs
 * at 15 minutes past each hour of UTC, whatever the zone (an interval of minutes that divides the hour, or of hours
 * that divides the day, is read; a zone said beside it is refused as unsure).
 *
 * Safe because only one calendar (or one interval) of plain numbers and day names is read, and anything else in the
 * spec that bounds, skips, jitters or pauses runs (skip, excludeCalendars, startAt, endAt, jitter, paused) or words
 * beside it that say another schedule, bound it or name a zone keep the phrase refused (null).
 */
export const TEMPORAL_SPEC_GATE = /\bcalendars\s*[:=]|\bintervals\s*[:=]/i;

const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const IANA = '(?:[A-Za-z]+/[A-Za-z_+-]+(?:/[A-Za-z_+-]+)?|UTC|Etc/UTC)';
const ZONE_KEY = new RegExp(String.raw`,?\s*\b(?:time_?zone(?:_?name)?)\s*[:=]\s*["'](${IANA})["']`, 'i');
/** Keys that bound, skip, move or pause runs: not read. */
const BOUNDING_KEYS =
  /\b(?:skip|exclude_?calendars|exclude|start_?at|end_?at|jitter|paused|pause|cron_?expressions|comment)\b/i;
const CAL_KEYS = ['second', 'minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;

export type TemporalSpec = { text: string; notes: string[] };

export function temporalSchedule(phrase: string): TemporalSpec | null {
  const p = pythonCalendars(phrase.replace(/\s+/g, ' ').trim());
  if (p === null) return null;
  if (BOUNDING_KEYS.test(p)) return null;
  let rest = p;
  const z = ZONE_KEY.exec(rest);
  const zone = z ? (z[1] as string) : null;
  if (z) rest = `${rest.slice(0, z.index)} ${rest.slice(z.index + z[0].length)}`;
  const cal = /\bcalendars\s*[:=]\s*\[\s*\{([^{}[\]]*(?:\[[^\]]*\][^{}[\]]*)*)\}\s*\]/i.exec(rest);
  const int = /\bintervals\s*[:=]\s*\[\s*\{([^{}]*)\}\s*\]/i.exec(rest);
  if ((cal === null) === (int === null)) return null;
  const m = (cal ?? int) as RegExpExecArray;
  const said = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`
    .replace(/\btemporal\b|\bschedule_?spec\b|\bschedule\b|\bspec\b|[:=,;{}()[\]'"]/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const notes: string[] = [];
  let fields: string;
  let text: string;
  if (int) {
    // an interval counts from the epoch: UTC's hours, whatever the zone
    if (zone !== null && !/^(?:etc\/)?utc$/i.test(zone)) return null;
    const kv = pairs(int[1] as string);
    if (kv === null || Object.keys(kv).some((k) => k !== 'every' && k !== 'offset')) return null;
    const every = minutesOf(kv.every);
    const offset = kv.offset === undefined ? 0 : minutesOf(kv.offset);
    if (every === null || offset === null || offset >= every) return null;
    if (every < 60 ? 60 % every !== 0 : every % 60 !== 0 || 1440 % every !== 0) return null;
    const starts: number[] = [];
    for (let t = offset; t < 1440; t += every) starts.push(t);
    const mins = [...new Set(starts.map((t) => t % 60))];
    const hours = [...new Set(starts.map((t) => Math.floor(t / 60)))];
    const hourField = every === 60 ? '*' : hours.join(',');
    fields = every < 60 ? `${mins.join(',')} * * * *` : `${mins.join(',')} ${hourField} * * *`;
    text = `cron ${fields} in UTC`;
    notes.push(
      `Read Temporal's interval (every ${kv.every}${kv.offset === undefined ? '' : `, offset ${kv.offset}`}) as the fields "${fields}" in UTC, as its intervals count from the Unix epoch.`,
    );
  } else {
    const kv = pairs((cal as RegExpExecArray)[1] as string);
    if (kv === null || Object.keys(kv).some((k) => !(CAL_KEYS as readonly string[]).includes(k))) return null;
    const num = (k: string, lo: number, hi: number, dflt: string): string | null => {
      const v = kv[k];
      if (v === undefined) return dflt;
      const items = v.split(',').map((x) => x.trim());
      if (!items.every((x) => /^\d{1,2}$/.test(x) && Number(x) >= lo && Number(x) <= hi)) return null;
      return items.map(Number).join(',');
    };
    const second = num('second', 0, 0, '0');
    const minute = num('minute', 0, 59, '0');
    const hour = num('hour', 0, 23, '0');
    const dom = num('dayOfMonth', 1, 31, '*');
    const month = num('month', 1, 12, '*');
    let dow: string | null = '*';
    if (kv.dayOfWeek !== undefined) {
      const days = kv.dayOfWeek.split(',').map((x) => x.trim().toLowerCase());
      const idx = days.map((d) => (/^[0-6]$/.test(d) ? Number(d) : DAY_NAMES.indexOf(d)));
      dow = idx.some((i) => i < 0) ? null : idx.map((i) => (DAY_NAMES[i] as string).slice(0, 3)).join(',');
    }
    if (second === null || minute === null || hour === null || dom === null || month === null || dow === null)
      return null;
    // (a day of the month and a day of the week both: Temporal runs on days matching both, cron on either)
    if (dom !== '*' && dow !== '*') return null;
    fields = `${minute} ${hour} ${dom} ${month} ${dow}`;
    text = `cron ${fields} in ${zone ?? 'UTC'}`;
    notes.push(
      `Read Temporal's calendar as the fields "${fields}" (minute and hour 0 when left out, the days any).`,
      zone === null
        ? 'Read in UTC, as Temporal runs a schedule with no time zone in UTC.'
        : `Read the spec's time zone (${zone}).`,
    );
  }
  if (said !== '') {
    if (
      saidElse(said, fields) ||
      zoneSaidIn(said) ||
      BOUNDING_WORDS.test(said) ||
      ALTERS_RUNS.test(said) ||
      /\d/.test(said) ||
      // "… tomorrow", "… on christmas": any word of a day, a number or a zone is no name
      /^on\b/i.test(said) ||
      !purposeIsSafe(said)
    )
      return null;
    notes.push(`Read "${said}" as the schedule's name, not as part of the schedule.`);
  }
  return { text, notes };
}

/** The Python SDK's keys, in the TypeScript SDK's names. */
const PYTHON_KEYS: Record<string, string> = {
  second: 'second',
  minute: 'minute',
  hour: 'hour',
  day_of_month: 'dayOfMonth',
  month: 'month',
  day_of_week: 'dayOfWeek',
};

/**
 * The Python SDK's calendar, ScheduleCalendarSpec(hour=[ScheduleRange(9)], day_of_week=[ScheduleRange(1, 5)]),
 * written as the TypeScript SDK's object ({ hour: [9], dayOfWeek: [1,2,3,4,5] }): each ScheduleRange(start, end,
 * step) spelt out (end = start and step = 1 when left out, as the SDK has them). The phrase as it is when it has no
 * such calendar; null when one has a key or a value not read (year, comment, a name, a range that runs backwards).
 */
function pythonCalendars(p: string): string | null {
  if (!/\bScheduleCalendarSpec\s*\(/i.test(p)) return p;
  let bad = false;
  const out = p.replace(/\bScheduleCalendarSpec\s*\(((?:[^()]|\([^()]*\))*)\)/gi, (_all, body: string) => {
    const keys: string[] = [];
    const re = /\s*(\w+)\s*=\s*\[((?:\s*ScheduleRange\s*\([^()]*\)\s*,?)*)\s*\]\s*(?:,|$)/y;
    let i = 0;
    const b = body.trim();
    while (i < b.length) {
      re.lastIndex = i;
      const m = re.exec(b);
      const key = PYTHON_KEYS[(m?.[1] ?? '').toLowerCase()];
      if (m === null || key === undefined) {
        bad = true;
        return '';
      }
      const values: number[] = [];
      for (const r of (m[2] as string).matchAll(/ScheduleRange\s*\(([^()]*)\)/gi)) {
        const args = (r[1] as string).split(',').map((x) => x.trim());
        if (args.length > 3 || !args.every((x) => /^\d{1,2}$/.test(x))) bad = true;
        const [start = 0, end = start, step = 1] = args.map(Number);
        if (end < start || step < 1) bad = true;
        for (let v = start; v <= end && !bad; v += step) values.push(v);
      }
      if (values.length === 0) bad = true;
      keys.push(`${key}: [${values.join(',')}]`);
      i = re.lastIndex;
    }
    return `{ ${keys.join(', ')} }`;
  });
  return bad ? null : out;
}

/** "hour: 3, dayOfWeek: 'SATURDAY'", "hour: [8, 17]": each key's value (a list joined by commas), or null. */
function pairs(body: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  const re = /\s*(\w+)\s*[:=]\s*(\[[^\]]*\]|'[^']*'|"[^"]*"|\d{1,2})\s*(?:,|$)/y;
  const s = body.trim();
  let i = 0;
  while (i < s.length) {
    re.lastIndex = i;
    const m = re.exec(s);
    if (m === null) return null;
    const key = m[1] as string;
    if (out[key] !== undefined) return null;
    const v = (m[2] as string).replace(/^\[|\]$/g, '');
    const items = v.split(',').map((x) => x.trim().replace(/^["']|["']$/g, ''));
    if (items.some((x) => !/^\w+$/.test(x))) return null;
    out[key] = items.join(',');
    i = re.lastIndex;
  }
  return out;
}

/** "15m", "1h", "90m", "1d": a duration in minutes, or null. */
function minutesOf(v: string | undefined): number | null {
  const m = /^(\d{1,4})(m|h|d)$/.exec(v ?? '');
  if (m === null) return null;
  const n = Number(m[1]) * (m[2] === 'm' ? 1 : m[2] === 'h' ? 60 : 1440);
  return n > 0 ? n : null;
}
