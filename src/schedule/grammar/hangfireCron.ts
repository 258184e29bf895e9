import type { ScheduleProblem } from '../problem.js';
import { WINDOWS_ZONES } from '../windowsZones.js';

/**
 * A Hangfire recurring job's schedule, said with its Cron helper (Hangfire.Cron), pasted with its call around it:
 *
 *   RecurringJob.AddOrUpdate("digest", () => Send(), Cron.Weekly(DayOfWeek.Monday, 9));     Mondays 09:00 UTC
 *   Cron.Daily(22, 30), TimeZoneInfo.FindSystemTimeZoneById("AUS Eastern Standard Time")     daily 22:30 Sydney
 *   Cron.Hourly(45)                                                                           every hour at :45 UTC
 *   Cron.Yearly(12, 24, 18) in "Pacific Standard Time"                                        Dec 24 18:00 Los Angeles
 *
 * Each helper writes fixed cron fields (Hangfire's Cron.cs): Minutely() "* * * * *", Hourly(m) "m * * * *",
 * Daily(h, m) "m h * * *", Weekly(day, h, m) "m h * * day" (Weekly() alone is Monday), Monthly(d, h, m)
 * "m h d * *", Yearly(mo, d, h, m) "m h d mo *"; an argument left out is the field's least value (0, or the 1st
 * or January). The day of the week is named (DayOfWeek.Monday), so no numbering is guessed. Hangfire runs a
 * recurring job in UTC unless its options give a TimeZoneInfo, taken here from FindSystemTimeZoneById("…") or
 * "in \"…\"" (a Windows or IANA id); TimeZoneInfo.Local (the server's clock) is taken as the writer's, with a note.
 *
 * The obsolete *Interval helpers write steps: MinuteInterval(n) "*\/n * * * *", HourInterval(n) "0 *\/n * * *",
 * MonthInterval(n) "0 0 1 *\/n *", read only where the step divides its field (15 minutes, 6 hours, 3 months: "*\/7"
 * minutes is no even step); DayInterval is not (its step starts again each month). The tool's own name beside the
 * call ("hangfire: Cron.Daily(9)"), a trailing "// hangfire, UTC" comment and "with TimeZoneInfo \"…\"" are read.
 * Not read (null, the phrase keeps its refusal): a DayOfWeek given as a number, a helper with arguments out of range, and any word beside the call that is
 * not the call's own (the job's id, its lambda, AddOrUpdate, the options): they could say another schedule.
 */
export const HANGFIRE_GATE =
  /\bCron\.(?:Minutely|Hourly|Daily|Weekly|Monthly|Yearly|MinuteInterval|HourInterval|MonthInterval)\s*\(|\bAddOrUpdate\s*[<(]|^\s*hangfire\s*:?\s*"/i;

/**
 * The cron line given as a string instead ("AddOrUpdate("sync", () => Sync(), "0 12 * * 1-5", ...)"): five Unix
 * fields, read as Hangfire's Cronos reads them (0 or 7 = Sunday), by name; "?", "L", "W", "#" and a day of the month
 * beside a day of the week (which Cronos runs on either) are not read.
 */
const CRON_STRING = /"\s*([\d*][\d*,/-]*(?:\s+[\d*a-z][\w*,/-]*){4})\s*"/i;
const DAY_OF_NUMBER = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

/** A Cronos day-of-week field with its numbers as names ("1-5" -> "mon-fri"), or null. */
function daysByName(dow: string): string | null {
  if (dow === '*') return dow;
  const items: string[] = [];
  for (const item of dow.split(',')) {
    const m = /^(\d|[a-z]{3})(?:-(\d|[a-z]{3}))?$/.exec(item);
    if (m === null) return null;
    const name = (x: string) => (/^\d$/.test(x) ? (DAY_OF_NUMBER[Number(x)] ?? null) : DAYS_SHORT.has(x) ? x : null);
    const a = name(m[1] ?? '');
    const b = m[2] === undefined ? a : name(m[2]);
    if (a === null || b === null) return null;
    items.push(m[2] === undefined ? a : `${a}-${b}`);
  }
  return items.join(',');
}
const DAYS_SHORT = new Set(DAY_OF_NUMBER);

export type HangfireSchedule = { text: string; notes: string[] } | { problem: ScheduleProblem };

const DAYS: Record<string, string> = {
  sunday: 'sun',
  monday: 'mon',
  tuesday: 'tue',
  wednesday: 'wed',
  thursday: 'thu',
  friday: 'fri',
  saturday: 'sat',
};

const ZONE_ID = String.raw`"([A-Za-z][\w .+/()&-]{1,60})"`;

export function hangfireSchedule(phrase: string, writerZone: string): HangfireSchedule | null {
  let rest = phrase.replace(/\s+/g, ' ').trim();
  const helper =
    /\bCron\.(Minutely|Hourly|Daily|Weekly|Monthly|Yearly|MinuteInterval|HourInterval|MonthInterval)\s*\(([^()]*)\)/i.exec(
      rest,
    );
  // the line in quotes inside AddOrUpdate, or said right after the tool's name ('hangfire "0 *\/2 * * *"')
  const line =
    helper === null && (/\bAddOrUpdate\s*[<(]/i.test(rest) || /^hangfire\s*:?\s*"/i.test(rest))
      ? CRON_STRING.exec(rest)
      : null;
  const call = helper ?? line;
  if (call === null) return null;
  if (helper !== null && (rest.match(/\bCron\.\w+\s*\(/gi) ?? []).length !== 1) return null;
  if (line !== null && (rest.match(/\bCron\.\w+\s*\(/gi) ?? []).length !== 0) return null;
  const kind = helper === null ? 'line' : (call[1] ?? '').toLowerCase();
  const args = (call[2] ?? '').trim() === '' ? [] : (call[2] ?? '').split(',').map((a) => a.trim());
  const notes: string[] = [];
  const num = (a: string | undefined, lo: number, hi: number, none: number): number | null => {
    if (a === undefined) return none;
    if (!/^\d{1,2}$/.test(a)) return null;
    const n = Number(a);
    return n >= lo && n <= hi ? n : null;
  };
  let fields: string | null = null;
  if (kind === 'line') {
    const [min = '', hour = '', dom = '', mon = '', dow = ''] = (call[1] ?? '').toLowerCase().split(/\s+/);
    const days = daysByName(dow);
    if (days !== null && !/[?lw#]/.test(`${min}${hour}${dom}${mon}`) && (dom === '*' || days === '*'))
      fields = `${min} ${hour} ${dom} ${mon} ${days}`;
  } else if (kind === 'minutely' && args.length === 0) fields = '* * * * *';
  else if (kind === 'hourly' && args.length <= 1) {
    const m = num(args[0], 0, 59, 0);
    if (m !== null) fields = `${m} * * * *`;
  } else if (kind === 'daily' && args.length <= 2) {
    const h = num(args[0], 0, 23, 0);
    const m = num(args[1], 0, 59, 0);
    if (h !== null && m !== null) fields = `${m} ${h} * * *`;
  } else if (kind === 'weekly' && args.length <= 3) {
    const d =
      args[0] === undefined ? 'mon' : DAYS[/^(?:System\.)?DayOfWeek\.(\w+)$/i.exec(args[0])?.[1]?.toLowerCase() ?? ''];
    const h = num(args[1], 0, 23, 0);
    const m = num(args[2], 0, 59, 0);
    if (d !== undefined && h !== null && m !== null) fields = `${m} ${h} * * ${d}`;
  } else if (kind === 'monthly' && args.length <= 3) {
    const d = num(args[0], 1, 31, 1);
    const h = num(args[1], 0, 23, 0);
    const m = num(args[2], 0, 59, 0);
    if (d !== null && h !== null && m !== null) fields = `${m} ${h} ${d} * *`;
  } else if (kind === 'yearly' && args.length <= 4) {
    const mo = num(args[0], 1, 12, 1);
    const d = num(args[1], 1, 31, 1);
    const h = num(args[2], 0, 23, 0);
    const m = num(args[3], 0, 59, 0);
    if (mo !== null && d !== null && h !== null && m !== null) fields = `${m} ${h} ${d} ${mo} *`;
  } else if (kind === 'minuteinterval' && args.length === 1) {
    const n = num(args[0], 1, 59, 0);
    if (n !== null && 60 % n === 0) fields = `*/${n} * * * *`;
  } else if (kind === 'hourinterval' && args.length === 1) {
    const n = num(args[0], 1, 23, 0);
    if (n !== null && 24 % n === 0) fields = `0 */${n} * * *`;
  } else if (kind === 'monthinterval' && args.length === 1) {
    const n = num(args[0], 1, 11, 0);
    if (n !== null && 12 % n === 0) fields = `0 0 1 */${n} *`;
  }
  if (fields === null) return null;
  rest = `${rest.slice(0, call.index)} ${rest.slice(call.index + call[0].length)}`;
  // the tool's own name said around the call ("hangfire: Cron.Daily(9)", "// hangfire, UTC")
  rest = rest
    .replace(/^\s*hangfire\s*:?/i, ' ')
    .replace(/\/\/\s*hangfire\b\s*,?/i, '// ')
    .replace(/^(\s*)in\s+hangfire\b/i, '$1');
  // the zone: FindSystemTimeZoneById("…"), in "…", TimeZoneInfo.Utc or .Local
  let zone: string | null = null;
  const zones: readonly RegExp[] = [
    new RegExp(
      String.raw`(?:\bwith\s+)?(?:\bTimeZone\s*=\s*)?(?:\bTimeZoneInfo\.|\b)FindSystemTimeZoneById\s*\(\s*${ZONE_ID}\s*\)`,
      'i',
    ),
    // the options' key with its value said plainly: TimeZone "Tokyo Standard Time"
    new RegExp(String.raw`\bTimeZone\s*=?\s*${ZONE_ID}`),
    new RegExp(String.raw`\bin\s+${ZONE_ID}`, 'i'),
    new RegExp(String.raw`\bwith\s+TimeZoneInfo\s+${ZONE_ID}`, 'i'),
    /\bTimeZoneInfo\.(Utc|Local)\b/i,
    /(?:\/\/\s*)(UTC)\s*$/i,
    /\(\s*(UTC)\s*\)\s*$/i,
  ];
  for (const re of zones) {
    const m = re.exec(rest);
    if (m === null) continue;
    if (zone !== null) return null; // two zones
    zone = m[1] ?? null;
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`;
  }
  // the call around the helper: AddOrUpdate, the job's id, its lambda, the options' keys
  let name: string | null = null;
  const id =
    /(?:\b[\w.]*RecurringJob(?:Manager)?\.|\b\w+\.)?\bAddOrUpdate(?:<[\w.]+>)?\s*\(\s*"([^"]{1,60})"\s*,/i.exec(rest);
  if (id) {
    name = id[1] ?? null;
    rest = `${rest.slice(0, id.index)} ${rest.slice(id.index + id[0].length)}`;
  }
  const job = /(?:\(\s*\)|\b\w+)\s*=>\s*([\w.]+\s*\([^()]*\))\s*,?/.exec(rest);
  if (job) rest = `${rest.slice(0, job.index)} ${rest.slice(job.index + job[0].length)}`;
  const left = rest
    .replace(
      /\b(?:[\w.]*RecurringJob(?:Manager)?\.AddOrUpdate|\w+\.AddOrUpdate|new\s+RecurringJobOptions|TimeZone|timeZone)\b/g,
      ' ',
    )
    .replace(/[(){}=:,;\s]+|\/\/\s*$/g, ' ')
    .trim();
  if (left !== '') return null;
  if (job) notes.push(`Read "${(job[1] ?? '').trim()}" as the job Hangfire runs, not as part of the schedule.`);
  if (name !== null) notes.push(`Read "${name}" as the recurring job's id, not as part of the schedule.`);
  notes.push(
    helper === null
      ? `Read "${(call[1] ?? '').trim()}" as Hangfire's cron line, its days of the week numbered as Cronos does (0 = Sunday).`
      : `Read "${call[0]}" as Hangfire's cron line "${fields}".`,
  );
  if (zone === null) {
    zone = 'UTC';
    notes.push('Read in UTC, as Hangfire runs a recurring job in UTC unless its options give a time zone.');
  } else if (/^local$/i.test(zone)) {
    zone = writerZone;
    notes.push("Read TimeZoneInfo.Local as your time zone, taken as the server's.");
  } else if (/^utc$/i.test(zone)) zone = 'UTC';
  else {
    // a Windows id ("Eastern Standard Time (Mexico)") by windowsZones.ts's table, before the grammar reads its words
    // ("Mexico"); an id not in it, and not an IANA name, is refused
    const windows = WINDOWS_ZONES.get(zone.toLowerCase().replace(/\s+/g, ' ').trim());
    if (windows !== undefined) zone = windows;
    else if (!/^[A-Za-z]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?$/.test(zone)) return null;
  }
  return { text: `cron ${fields} in ${zone}`, notes };
}
