import type { ScheduleProblem } from '../problem.js';
import { unparseable } from './draft.js';

/**
 * An APScheduler cron job pasted as its Python call:
 *
 *   scheduler.add_job(f, 'cron', day_of_week='mon-fri', hour=17, minute=30, timezone='Europe/London')
 *   CronTrigger(hour='*\/4', minute=0, timezone='Australia/Adelaide')          every 4 hours
 *   add_job(f, 'cron', day='last', hour=21, timezone='Asia/Yangon')             the last day of each month
 *   add_job(f, 'cron', month='6-8', hour=5)                                     (the scheduler's zone: the machine's,
 *   @sched.scheduled_job('cron', day_of_week='sun', hour=6)                      taken as the writer's, noted)
 *   CronTrigger.from_crontab('30 6 * * mon-fri', timezone='Asia/Tehran')
 *
 * APScheduler's own rules (its CronTrigger docs): the fields run year, month, day, week, day_of_week, hour,
 * minute, second; those above the last one given are "*", those below it their least value (0, the 1st, January),
 * except week and day_of_week, which stay "*". day_of_week numbers count 0 = Monday (not Unix cron's 0 = Sunday):
 * numbers are converted to day names, with a note; names (mon-sun) are read as they are. day='last' is the last
 * day of the month. A job with no timezone runs on the scheduler's, which defaults to the machine's local zone:
 * taken as the writer's, with a note.
 *
 * from_crontab passes its fifth field to the same day_of_week (0 = Monday), so "1-5" there runs Tuesday to
 * Saturday, though a crontab's writer means Monday to Friday: a day number in from_crontab is refused with that
 * reason (names are read). Not read (null): day and day_of_week both given (APScheduler takes the days that match
 * both, a cron line either), year, week, start_date, end_date, jitter (each bounds or moves the runs),
 * a second other than 0, "xth y" and "last x" days with a step of hours or minutes or a month (day='last fri' with
 * one clock is read, as the last Friday of each month; "5th y" is not), and any keyword not the job's own bookkeeping (id, name,
 * replace_existing, max_instances, coalesce, misfire_grace_time).
 */
export const APSCHEDULER_GATE = /\b(?:add_job|scheduled_job|CronTrigger)\s*[(.]/;

export type ApschedulerJob = { text: string; notes: string[] } | { problem: ScheduleProblem };

const ORDER = ['year', 'month', 'day', 'week', 'day_of_week', 'hour', 'minute', 'second'] as const;
const LEAST: Record<string, string> = { month: '1', day: '1', hour: '0', minute: '0', second: '0' };
const BOOKKEEPING = /^(?:id|name|replace_existing|max_instances|coalesce|misfire_grace_time)$/;
const DAY = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY_WORDS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const IANA = '(?:[A-Za-z]+/[A-Za-z_+-]+(?:/[A-Za-z_+-]+)?|UTC|Etc/UTC)';
/** A zone as Python writes it: 'Europe/London', pytz.timezone('…'), ZoneInfo('…'), tz.gettz('…'). */
const ZONE_VALUE = new RegExp(
  String.raw`^(?:(?:pytz\.timezone|ZoneInfo|zoneinfo\.ZoneInfo|tz\.gettz|gettz)\s*\(\s*)?(["'])(${IANA})\1\s*\)?$`,
);
/** A field's value: numbers, "*", steps, ranges, lists (APScheduler's expressions, no "xth y"). */
const PLAIN = /^(?:\*|\d{1,4})(?:\/\d{1,2})?(?:-\d{1,4}(?:\/\d{1,2})?)?(?:,\d{1,4}(?:-\d{1,4})?)*$/;

/** "APScheduler CronTrigger(...)", "apscheduler: add_job(...)": the library's name said before its call. */
const LABEL = /^apscheduler\s*:?\s*/i;
/** day='last fri', day='2nd mon': APScheduler's "xth y" and "last x", the nth weekday of the month. */
const NTH_DAY = /^(1st|2nd|3rd|4th|last) (mon|tue|wed|thu|fri|sat|sun)$/;
const NTH_WORDS: Record<string, string> = {
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  last: 'last',
};

/** The days of the week said after a from_crontab call: "— mondays", ", on mondays and thursdays", "— weekdays". */
const DAY_WORD = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:days?)?';
const DAYS_SAID = new RegExp(
  String.raw`\s*[-–—,#]+\s*(?:on\s+)?((?:weekdays|${DAY_WORD}(?:\s*(?:,|and|&)\s*${DAY_WORD})*))\s*\.?$`,
  'i',
);

/** Days said in words as APScheduler's names ("mondays and thursdays" -> "mon,thu"), or null. */
function namedDays(words: string): string | null {
  const w = words.toLowerCase();
  if (w === 'weekdays') return 'mon,tue,wed,thu,fri';
  const out: number[] = [];
  for (const item of w.split(/\s*(?:,|and|&)\s*/)) {
    const i = DAY.findIndex((d) => item.startsWith(d));
    if (i < 0 || out.includes(i)) return null;
    out.push(i);
  }
  return out
    .sort((a, b) => a - b)
    .map((i) => DAY[i])
    .join(',');
}

/** A crontab's day-of-week field of numbers, read as Unix cron reads it (0 or 7 = Sunday), as names; or null. */
function unixDays(dow: string): string | null {
  const days = new Set<number>();
  for (const item of dow.split(',')) {
    const m = /^([0-7])(?:-([0-7]))?$/.exec(item);
    if (m === null) return null;
    const lo = Number(m[1]);
    const hi = m[2] === undefined ? lo : Number(m[2]);
    if (hi < lo) return null;
    for (let d = lo; d <= hi; d++) days.add(d % 7);
  }
  // (Unix's 0 = Sunday to APScheduler's names, Monday first)
  return [...days]
    .map((d) => (d + 6) % 7)
    .sort((a, b) => a - b)
    .map((i) => DAY[i])
    .join(',');
}

export function apschedulerJob(phrase: string, writerZone: string): ApschedulerJob | null {
  let p = phrase.replace(/\s+/g, ' ').trim().replace(LABEL, '');
  // "from_crontab('0 8 * * 1', ...) — mondays": the days said again after the call, in words
  const daysSaid = /\bfrom_crontab\s*\(/.test(p) ? DAYS_SAID.exec(p) : null;
  if (daysSaid !== null) p = p.slice(0, daysSaid.index).trim();
  const call =
    /^(?:[\w.]+\.)?add_job\s*\(\s*[\w.]+\s*,\s*(["'])cron\1\s*,(.*)\)\s*;?$/.exec(p) ??
    /^@?(?:[\w.]+\.)?scheduled_job\s*\(\s*(["'])cron\1\s*,(.*)\)\s*;?$/.exec(p) ??
    /^()(?:[\w.]+\.)?CronTrigger\s*\((.*)\)\s*;?$/.exec(p);
  const crontab =
    call === null ? /^(?:[\w.]+\.)?CronTrigger\.from_crontab\s*\(\s*(["'])([^"']+)\1\s*(.*)\)\s*;?$/.exec(p) : null;
  if (call === null && crontab === null) return null;
  const notes: string[] = [];
  const values: Record<string, string> = {};
  let zone: string | null = null;
  const kwargs = call ? (call[2] ?? '') : (crontab?.[3] ?? '');
  // the keywords, each "key=value" (a value quoted, a call, or a bare word), split on the commas between them
  const args = kwargs.trim().replace(/^,\s*|,\s*$/g, '');
  const ARG = /\s*(\w+)\s*=\s*('[^']*'|"[^"]*"|[\w.]+\([^()]*\)|[\w.*/-]+)\s*(?:,|$)/y;
  for (let at = 0; at < args.length; ) {
    ARG.lastIndex = at;
    const kv = ARG.exec(args);
    if (kv === null) return null;
    at = ARG.lastIndex;
    const key = kv[1] as string;
    const value = (kv[2] as string).trim();
    if (key === 'timezone') {
      const z = ZONE_VALUE.exec(value);
      if (z === null) return null;
      zone = z[2] ?? null;
      continue;
    }
    if (BOOKKEEPING.test(key)) continue;
    if (crontab !== null || !(ORDER as readonly string[]).includes(key)) return null;
    const v = /^(["'])(.*)\1$/.exec(value)?.[2] ?? value;
    if (!/^[\w*/,-]+$/.test(v) && !(key === 'day' && NTH_DAY.test(v.toLowerCase().trim()))) return null;
    values[key] = v.toLowerCase();
  }
  if (crontab !== null) {
    const f = (crontab[2] ?? '').trim().toLowerCase().split(' ');
    if (f.length !== 5) return null;
    const [minute = '', hour = '', day = '', month = '', dow = ''] = f;
    const said = daysSaid === null ? null : namedDays(daysSaid[1] as string);
    if (/\d/.test(dow) && said !== null && said === unixDays(dow)) {
      // APScheduler 3 counts from_crontab's numbers from Monday, 4 as Unix cron does (0 = Sunday): the days said
      // after the call agree with Unix cron's reading, so the writer means those
      notes.push(
        `Read day of week "${dow}" as ${daysSaid?.[1]}, as Unix cron numbers the days and as said after the call (APScheduler 3's from_crontab would count "${dow}" from Monday).`,
      );
      Object.assign(values, { minute, hour, day, month, day_of_week: said, second: '0' });
    } else if (daysSaid !== null) return null;
    else if (/\d/.test(dow)) {
      return {
        problem: unparseable(
          `APScheduler's from_crontab reads day of week "${dow}" counting 0 = Monday, not Unix cron's 0 = Sunday, so the days it runs on may not be those meant.`,
          'Name the days, e.g. "mon-fri", or say the schedule in words.',
        ),
      };
    } else Object.assign(values, { minute, hour, day, month, day_of_week: dow, second: '0' });
  }
  const given = ORDER.filter((k) => values[k] !== undefined);
  if (given.length === 0) return null;
  const last = Math.max(...given.map((k) => ORDER.indexOf(k)));
  const field = (k: (typeof ORDER)[number]): string =>
    values[k] ?? (ORDER.indexOf(k) > last && LEAST[k] !== undefined ? (LEAST[k] as string) : '*');
  if (field('year') !== '*' || field('week') !== '*' || field('second') !== '0') return null;
  const minute = field('minute');
  const hour = field('hour');
  const month = field('month');
  let day = field('day');
  if (![minute, hour, month].every((x) => PLAIN.test(x))) return null;
  const nth = NTH_DAY.exec(day);
  if (nth !== null) {
    // the nth weekday of each month, at one clock only (a step of hours or minutes is left to the fields' reader)
    if (!/^\d{1,2}$/.test(minute) || !/^\d{1,2}$/.test(hour) || Number(hour) > 23 || Number(minute) > 59) return null;
    if (field('day_of_week') !== '*' || month !== '*') return null;
    const ord = NTH_WORDS[nth[1] as string] as string;
    const wd = DAY_WORDS[DAY.indexOf(nth[2] as string)] as string;
    const clock = `${hour.padStart(2, '0')}:${minute.padStart(2, '0')}`;
    notes.push(`Read the APScheduler cron job day='${day}' as the ${ord} ${wd} of each month, at ${clock}.`);
    if (zone === null) {
      zone = writerZone;
      notes.push(
        `Read in your time zone (${writerZone}), as APScheduler runs a job with no timezone on the scheduler's, by default the machine's.`,
      );
    }
    return { text: `the ${ord} ${wd} of every month at ${clock} in ${zone}`, notes };
  }
  if (day === 'last') {
    day = 'l';
    notes.push(`Read day='last' as the last day of the month.`);
  } else if (!PLAIN.test(day)) return null;
  // day_of_week: names as they are; numbers count 0 = Monday
  let dow = field('day_of_week');
  // APScheduler runs on days that match both day and day_of_week, Unix cron on either: not handed on as fields
  if (day !== '*' && dow !== '*') return null;
  if (dow !== '*') {
    const items: string[] = [];
    const words: string[] = [];
    for (const item of dow.split(',')) {
      const [a = '', b] = item.split('-');
      const name = (x: string): number | null =>
        DAY.includes(x) ? DAY.indexOf(x) : /^[0-6]$/.test(x) ? Number(x) : null;
      const lo = name(a);
      const hi = b === undefined ? lo : name(b);
      // ("sun-mon" wraps, which APScheduler refuses)
      if (lo === null || hi === null || (b !== undefined && lo >= hi)) return null;
      items.push(b === undefined ? (DAY[lo] as string) : `${DAY[lo]}-${DAY[hi]}`);
      words.push(b === undefined ? (DAY_WORDS[lo] as string) : `${DAY_WORDS[lo]} to ${DAY_WORDS[hi]}`);
    }
    // numbers in a bare CronTrigger(...): APScheduler 4 counts them from Sunday, 3 from Monday; add_job and
    // scheduled_job are 3's (names are the same in both)
    if (/\d/.test(dow) && call !== null && call[1] === '') return null;
    if (/\d/.test(dow))
      notes.push(`Day of week "${dow}" read as ${words.join(', ')}, as APScheduler numbers the days (0 = Monday).`);
    dow = items.join(',');
  }
  const fields = `${minute} ${hour} ${day} ${month} ${dow}`;
  notes.unshift(`Read the APScheduler cron job as the fields "${fields}".`);
  if (zone === null) {
    zone = writerZone;
    notes.push(
      `Read in your time zone (${writerZone}), as APScheduler runs a job with no timezone on the scheduler's, by default the machine's.`,
    );
  }
  return { text: `cron ${fields} in ${zone}`, notes };
}
