import { DateTime } from 'luxon';
import type { CronSchedule } from '../../portal/operations.js';
import type { ScheduleSummary } from '../../requests/types.js';
import { describeFields, nextRuns, zoneAbbreviation } from '../../schedule/engine.js';
import { clockText, shiftAt, shiftsOf } from './when.js';

/**
 * A task's UTC fields read back as a person in `zone` would say them, for tasks the bot did not create (it holds no
 * phrase for them): "Every weekday at 7:00 PM", "Mon, Wed at 9:00 AM and 5:00 PM", "On the 1st of every month at
 * 12:00 AM". Only shapes that keep the same local clock (and, monthly, the same local day) over the coming runs read
 * back this way; anything else is said in UTC words, which are always true.
 */

const DAY = ['', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const LOOK_AHEAD_MS = 14 * 86_400_000;
const MAX_RUNS = 14 * 4;
const MONTHS_LOOKED_AT = 3;
const single = (f: string) => /^\d+$/.test(f);

export function fieldsInZone(cron: CronSchedule, zone: string, now: number): string {
  const utcWords = describeFields(cron);
  const anyDay = (cron.dayOfMonth === '?' || cron.dayOfMonth === '*') && cron.month === '*';
  if (anyDay && cron.hour === '*' && single(cron.minute) && (cron.dayOfWeek === '*' || cron.dayOfWeek === '?')) {
    // Every hour at :05 is :05 past every hour on any clock a whole number of hours from UTC.
    return wholeHours(zone, now) ? utcWords.replace(/ \(UTC\)$/, '') : utcWords;
  }
  if (!anyDay) return monthly(cron, zone, now) ?? utcWords;
  const runs = nextRuns([cron], now, MAX_RUNS + 1).filter((t) => t < now + LOOK_AHEAD_MS);
  if (runs.length === 0 || runs.length > MAX_RUNS) return utcWords;
  const byDay = new Map<number, Set<number>>();
  for (const t of runs) {
    const d = DateTime.fromMillis(t, { zone });
    const times = byDay.get(d.weekday) ?? new Set<number>();
    times.add(d.hour * 60 + d.minute);
    byDay.set(d.weekday, times);
  }
  const clocks = [...byDay.values()].map((s) => [...s].sort((a, b) => a - b).join(','));
  // the same times on every day it runs: one sentence; otherwise the UTC words, rather than something untrue
  if (new Set(clocks).size !== 1) return utcWords;
  const times = [...(byDay.values().next().value ?? [])].sort((a, b) => a - b);
  if (times.length > 3) return utcWords;
  const days = [...byDay.keys()].sort((a, b) => a - b);
  const at = times.map(clockText).join(times.length === 2 ? ' and ' : ', ');
  const tz = zoneAbbreviation(zone, runs[0] ?? now);
  return `${dayWords(days)} at ${at} ${tz}`;
}

/** One day of every month at one time: said in the zone when its runs fall on the same local day and clock. */
function monthly(cron: CronSchedule, zone: string, now: number): string | null {
  const plain = single(cron.dayOfMonth) && cron.month === '*' && (cron.dayOfWeek === '?' || cron.dayOfWeek === '*');
  if (!plain || !single(cron.hour) || !single(cron.minute)) return null;
  const runs = nextRuns([cron], now, MONTHS_LOOKED_AT);
  if (runs.length < MONTHS_LOOKED_AT) return null;
  const local = runs.map((t) => DateTime.fromMillis(t, { zone }));
  const first = local[0];
  if (!first || local.some((d) => d.day !== first.day || d.hour !== first.hour || d.minute !== first.minute)) {
    return null;
  }
  return `On the ${ordinal(first.day)} of every month at ${clockText(first.hour * 60 + first.minute)} ${zoneAbbreviation(zone, runs[0] ?? now)}`;
}

function wholeHours(zone: string, now: number): boolean {
  return DateTime.fromMillis(now, { zone }).offset % 60 === 0;
}

function ordinal(n: number): string {
  const tens = n % 100;
  return `${n}${tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;
}

function dayWords(days: readonly number[]): string {
  const key = days.join('');
  if (key === '1234567') return 'Every day';
  if (key === '12345') return 'Every weekday';
  if (key === '67') return 'Every weekend day';
  if (days.length === 1)
    return `Every ${DateTime.fromObject({ weekday: days[0] as 1 })
      .setLocale('en-US')
      .toFormat('cccc')}`;
  // a run of days (Mon–Thu) reads better than a list
  const first = days[0] ?? 1;
  const last = days[days.length - 1] ?? 7;
  if (last - first + 1 === days.length && days.length > 2) return `${DAY[first]}–${DAY[last]}`;
  return days.map((d) => DAY[d]).join(', ');
}

/**
 * The daylight saving stretch `at` falls in, when the fields, fixed in UTC, run at another local time than the
 * person asked: "6:00 PM until Mar 14, 2027" (the phrase's words alone would say 7:00 PM and be wrong till then).
 */
export function shiftedNow(s: ScheduleSummary, at: number, now: number): string | null {
  const x = shiftAt(at, shiftsOf(s));
  if (!x) return null;
  const day = x.actual - x.asked;
  const crosses = (x.minutes > 0 && day < 0) || (x.minutes < 0 && day > 0);
  const clock = `${clockText(x.actual)}${crosses ? (x.minutes > 0 ? ' the next day' : ' the day before') : ''}`;
  if (x.until === null) return `now at ${clock}`;
  const until = DateTime.fromMillis(x.until, { zone: s.timezone }).setLocale('en-US');
  const year = until.year !== DateTime.fromMillis(now, { zone: s.timezone }).year;
  return `${clock} until ${until.toFormat(year ? 'LLL d, yyyy' : 'LLL d')}`;
}
