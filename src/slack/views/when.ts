import { DateTime } from 'luxon';
import type { TaskRequest } from '../../portal/schema/task.js';
import type { ScheduleSummary } from '../../requests/types.js';
import { type CronFields, type DstShift, nextRuns, zoneAbbreviation, zoneTimeName } from '../../schedule/engine.js';
import { count, inert } from './text.js';
import { dayRanges, weekStrip } from './time.js';

/**
 * When a task runs, said from the person's side: the runs in the reader's own zone, the daylight saving stretches
 * in which the fixed UTC fields run at another local time ("From Mar 14 to Nov 7, 2027 this runs at 8:00 PM, not
 * 7:00 PM"), why one schedule needs several tasks, and a frequent schedule summarised instead of listed.
 */

function at(ms: number, zone: string): DateTime {
  return DateTime.fromMillis(ms, { zone }).setLocale('en-US');
}

/** "7:00 PM" from minutes of the day. */
export function clockText(minutes: number): string {
  const m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * "Mon, Nov 23 at 7:00 PM", with the year when it is not the year of `ref`, and the zone's short name when asked
 * ("… 7:00 PM PST"): a reader whose zone is not the schedule's needs to know which clock a time is on.
 */
export function runTime(ms: number, zone: string, o: { ref?: number; zoneName?: boolean } = {}): string {
  const t = at(ms, zone);
  const year = o.ref !== undefined && at(o.ref, zone).year !== t.year ? ', yyyy' : '';
  const text = t.toFormat(`ccc, LLL d${year} 'at' h:mm a`);
  return o.zoneName ? `${text} ${zoneAbbreviation(zone, ms)}` : text;
}

/** "Mar 14", "Nov 7, 2027": a date in a sentence, with the year when asked. */
function dayText(ms: number, zone: string, year: boolean): string {
  return at(ms, zone).toFormat(year ? 'LLL d, yyyy' : 'LLL d');
}

/** "an hour", "30 minutes", "2 hours". */
export function amount(minutes: number): string {
  const m = Math.abs(minutes);
  if (m === 60) return 'an hour';
  if (m % 60 === 0) return `${m / 60} hours`;
  return count(m, 'minute');
}

export function shiftsOf(s: ScheduleSummary | null): readonly DstShift[] {
  // rules on the clocks of several zones shift each on its own zone's dates: a stretch is no one run's then
  if (severalZoneShifts(s)) return [];
  return s?.warnings.find((w) => w.code === 'dst')?.shifts ?? [];
}

/** How many zones' clocks the schedule's rules run on, when more than one (a rule per zone), else null. */
export function ruleZones(s: ScheduleSummary | null): number | null {
  const m = /clocks of (\d+) time zones/.exec(s?.warnings.find((w) => w.code === 'multiple-tasks')?.message ?? '');
  return m ? Number(m[1]) : null;
}

/** Whether the schedule's runs shift by the changes of more than one zone (one rule per zone, each with its own). */
function severalZoneShifts(s: ScheduleSummary | null): boolean {
  return (s?.warnings.filter((w) => w.code === 'dst').length ?? 0) > 1;
}

/** The stretch a run falls in, when the fixed UTC fields put it at another local time than asked. */
export function shiftAt(ms: number, shifts: readonly DstShift[]): DstShift | undefined {
  return shifts.find((x) => ms >= x.from && (x.until === null || ms < x.until));
}

/** One time of day (`0 3 …`, the same for every task): "this runs at 8:00 PM"; else "every run is an hour later". */
function oneTimeOfDay(tasks: readonly CronFields[]): boolean {
  const single = (f: string) => /^\d+$/.test(f);
  const first = tasks[0];
  return (
    first !== undefined &&
    tasks.every((t) => single(t.minute) && single(t.hour) && t.minute === first.minute && t.hour === first.hour)
  );
}

/**
 * Each daylight saving stretch as the person would say it, in the schedule's zone: "From Mar 14 to Nov 7, 2027
 * this runs at 8:00 PM, not 7:00 PM." At most `max` stretches are named (a year holds one or two).
 */
export function dstSentences(
  s: ScheduleSummary | null,
  tasks: readonly CronFields[],
  max = 2,
  reader?: string,
): string[] {
  if (!s) return [];
  // each zone's stretches, as the engine words them with its zone ("It is set for EST ...")
  if (severalZoneShifts(s)) return s.warnings.filter((w) => w.code === 'dst').map((w) => w.message);
  const zone = s.timezone;
  const single = oneTimeOfDay(tasks);
  // The times are on the schedule's clock: a reader on another one is told which.
  const shifts = shiftsOf(s);
  const clockName =
    reader !== undefined && reader !== zone && shifts[0] ? ` ${zoneTimeName(zone, shifts[0].from)}` : '';
  return shifts.slice(0, max).map((x) => {
    const untilYear = x.until === null ? null : at(x.until, zone).year;
    const fromYear = at(x.from, zone).year;
    const span =
      x.until === null
        ? `From ${dayText(x.from, zone, true)}`
        : `From ${dayText(x.from, zone, fromYear !== untilYear)} to ${dayText(x.until, zone, true)}`;
    const later = x.minutes > 0 ? 'later' : 'earlier';
    const day = x.actual - x.asked;
    // a shift across midnight lands on another day: say so instead of a bare time that reads as the same day
    const crosses = (x.minutes > 0 && day < 0) || (x.minutes < 0 && day > 0);
    const when = `${clockText(x.actual)}${clockName}${crosses ? (x.minutes > 0 ? ' the next day' : ' the day before') : ''}`;
    return single
      ? `${span} this runs at ${when}, not ${clockText(x.asked)}.`
      : `${span} every run is ${amount(x.minutes)} ${later} (${when}, not ${clockText(x.asked)}).`;
  });
}

const NUMBER_WORDS = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'] as const;

function ordinalDay(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** Why the portal gets several tasks for one schedule, in words, before any field. */
export function severalTasksWhy(s: ScheduleSummary | null, tasks: readonly CronFields[]): string | null {
  if (tasks.length < 2) return null;
  const together = `${NUMBER_WORDS[tasks.length] ?? tasks.length} tasks together run exactly`;
  const dayNumbers = new Set(tasks.map((t) => t.dayOfMonth).filter((d) => d !== '?' && d !== '*'));
  const zone = s?.timezone ?? 'UTC';
  const first = s?.nextRuns[0];
  if (first !== undefined && zone !== 'UTC' && dayNumbers.size > 1) {
    const here = at(first, zone);
    const utc = at(first, 'UTC');
    if (here.day !== utc.day) {
      const side = utc.toMillis() + utc.offset > here.toMillis() + here.offset ? 'next' : 'previous';
      const day = ordinalDay(here.day);
      return `${here.toFormat('h:mm a')} on the ${day} is ${utc.toFormat('h:mm a')} UTC on the ${side} day, and which day of the month that is depends on the month’s length. ${together} on the ${day}.`;
    }
  }
  // one rule per time zone: each zone's rules are a schedule of their own
  const zones = ruleZones(s);
  if (zones !== null) {
    return `The rules run on the clocks of ${zones} time zones, and one UTC schedule keeps to one clock. ${together} at the times asked.`;
  }
  const days = new Set(tasks.map((t) => `${t.dayOfMonth} ${t.month} ${t.dayOfWeek}`));
  if (days.size > 1) {
    return `UTC midnight falls inside this schedule, so part of each day’s runs is on the next day in UTC and needs other days of the week. ${together} at the times asked.`;
  }
  return `One UTC schedule combines every minute it names with every hour it names, and these times do not share their minutes. ${together} at the times asked.`;
}

/** Whether every task runs on days of the week (no days of the month, no months): a week strip is true for it. */
export function weekly(tasks: readonly CronFields[]): boolean {
  return (
    tasks.length > 0 &&
    tasks.every((t) => (t.dayOfMonth === '?' || t.dayOfMonth === '*') && t.month === '*' && !/[#LW]/.test(t.dayOfWeek))
  );
}

/**
 * For weekly schedules whose days are not the same in UTC: "Mon–Fri in Pacific Time is Tue–Sat in UTC" (small print:
 * it explains the fields). Null for any other schedule (a month day or "first Monday" has no week strip).
 */
export function utcDaysNote(s: ScheduleSummary | null, tasks: readonly TaskRequest[]): string | null {
  const from = s?.nextRuns[0];
  if (!s || from === undefined || s.timezone === 'UTC' || !weekly(tasks)) return null;
  const strip = weekStrip(tasks, from, s.timezone, tasks[0]?.endDate);
  if (!strip) return null;
  const local = dayRanges(strip.localDays);
  const utc = dayRanges(strip.utcDays);
  if (local === utc) return null;
  return `${local} in ${inert(s.timezone)} is ${utc} in UTC, which is why the day field reads as it does.`;
}

export interface Frequency {
  /** Runs on a full day with runs, and the first and last of them, in the schedule's zone. */
  readonly perDay: number;
  readonly first: number;
  readonly last: number;
  /** "Mon–Fri", "every day", or null when the days are not a weekly pattern. */
  readonly days: string | null;
}

/** Runs looked at for one day: every minute is 1,440. */
const DAY_RUNS_MAX = 1_500;

/**
 * A schedule that runs many times a day (its first runs all fall on one day): how many runs a day, from when to
 * when, on which days. Null for anything that runs at most a few times a day, whose runs are listed instead.
 */
export function frequency(s: ScheduleSummary | null, tasks: readonly TaskRequest[], listed = 5): Frequency | null {
  if (!s || s.nextRuns.length < listed) return null;
  const zone = s.timezone;
  const firstDay = at(s.nextRuns[0] as number, zone).startOf('day');
  if (!firstDay.hasSame(at(s.nextRuns[listed - 1] as number, zone), 'day')) return null;
  // the first run's day may have started before the task existed: count on the next day that has runs
  const plans = tasks.map((t) => ({ ...t, startDate: t.startDate ?? null, endDate: t.endDate ?? null }));
  const after = nextRuns(plans, firstDay.plus({ days: 1 }).toMillis(), 1, { endDate: tasks[0]?.endDate ?? null });
  const dayStart = after[0] === undefined ? firstDay : at(after[0], zone).startOf('day');
  const runs = nextRuns(plans, dayStart.toMillis(), DAY_RUNS_MAX, {
    endDate: Math.min(dayStart.endOf('day').toMillis(), tasks[0]?.endDate ?? Number.POSITIVE_INFINITY),
  });
  if (runs.length < listed) return null;
  const strip = weekly(tasks) ? weekStrip(tasks, dayStart.toMillis(), zone, tasks[0]?.endDate) : null;
  return {
    perDay: runs.length,
    first: runs[0] as number,
    last: runs.at(-1) as number,
    days: strip ? dayRanges(strip.localDays) : null,
  };
}

/** "33 runs a day, 9:00 AM to 5:00 PM, Mon–Fri". */
export function frequencyWords(f: Frequency, zone: string): string {
  const from = at(f.first, zone).toFormat('h:mm a');
  const to = at(f.last, zone).toFormat('h:mm a');
  const days = f.days === null ? '' : f.days === 'every day' ? ', every day' : `, ${f.days}`;
  return `${count(f.perDay, 'run')} a day, ${from} to ${to}${days}`;
}

/** Whether two zones show the same wall clock at `ms` (then a second column of times says nothing new). */
export function sameClock(a: string, b: string, ms: number): boolean {
  return a === b || at(ms, a).offset === at(ms, b).offset;
}

/** The first run in a daylight saving stretch that the listed runs do not reach: shown so the shift is seen. */
export function firstShiftedBeyond(s: ScheduleSummary | null, listed: readonly number[]): number | null {
  const last = listed.at(-1);
  if (last === undefined) return null;
  const next = shiftsOf(s).find((x) => x.sample > last);
  return next ? next.sample : null;
}

/**
 * `<!date^…>`: each reader sees the time in their own zone; where the token cannot be shown (some notifications),
 * the fallback names the time in `zone` with the zone's short name, so it is never a bare, ambiguous clock.
 */
export function dateToken(ms: number, zone: string): string {
  const fallback = runTime(ms, zone, { zoneName: true }).replace(/[|>]/g, ' ');
  return `<!date^${Math.floor(ms / 1000)}^{date_short_pretty} at {time}|${fallback}>`;
}

/** The first listed run at or after `ref`: a run that passed while the request was being confirmed is not "next". */
export function nextRunAfter(s: ScheduleSummary | null, ref: number): number | null {
  return s?.nextRuns.find((t) => t >= ref) ?? null;
}

/** "every weekday at 7:00 PM Pacific Time": the schedule in words, for the middle of a sentence (inert mrkdwn). */
export function whenInSentence(s: ScheduleSummary | null): string | null {
  const words = s?.description ?? (s && s.fieldsDescriptions.length > 0 ? s.fieldsDescriptions.join('; ') : null);
  if (!words) return null;
  return inert(/^(Every|On|At|The|From|Each)\b/.test(words) ? words.charAt(0).toLowerCase() + words.slice(1) : words);
}

/**
 * Everything that must be said wherever the schedule is stated, so that no place says something false: the
 * daylight saving stretches and why several tasks (inert mrkdwn, one sentence each).
 */
export function scheduleCaveats(s: ScheduleSummary | null, tasks: readonly CronFields[]): string[] {
  const out = dstSentences(s, tasks).map((d) => `:warning: ${inert(d)} The portal’s schedule is in UTC.`);
  const follows = followsWords(s);
  if (follows) out.push(`:information_source: ${inert(follows)}`);
  const why = severalTasksWhy(s, tasks);
  if (why) out.push(`:information_source: ${inert(why)}`);
  return out;
}

/**
 * The daylight saving caveat in a few words, for lists: "8:00 PM from Mar 14 to Nov 7, 2027 (daylight saving)", or
 * for a followed schedule that it follows, with the change ahead as the draft saw it while it is still ahead of `now`.
 */
export function dstShort(s: ScheduleSummary | null, tasks: readonly CronFields[], now?: number): string | null {
  if (s?.dst?.following) {
    const ahead = now === undefined || s.dst.nextChange > now;
    return ahead
      ? `follows daylight saving (next change ${dayText(s.dst.nextChange, s.timezone, false)})`
      : 'follows daylight saving';
  }
  const first = dstSentences(s, tasks, 1)[0];
  if (!first) return null;
  return `${first.replace(/^From /, 'from ').replace(/\.$/, '')} (daylight saving)`;
}

/** A schedule that follows daylight saving, in a sentence: what the bot does, and when next. */
function followsWords(s: ScheduleSummary | null): string | null {
  if (!s?.dst?.following) return null;
  const change = dayText(s.dst.nextChange, s.timezone, true);
  return `Keeps its local time through daylight saving: the bot creates the task for the next stretch before the change on ${change}.`;
}
