import type { Zone } from 'luxon';
import { getOrCreate } from '../collections.js';
import { type CalendarDate, DAY_MS, daysInMonth } from '../cron/calendar.js';
import { type CompiledCron, compileCron, firstFire, nextFires } from '../cron/evaluate.js';
import { type CronFields, formatFields } from '../cron/fields.js';
import { ruleWords } from '../describe.js';
import type { LocalIntent } from '../intent.js';
import { dayRuleHolds, firstOccurrence, localMinutes, monthSet } from '../local.js';
import { fail, type Outcome, ok } from '../problem.js';
import { formatOffset, instantOf, offsetAt, transitionsBetween, zoneNamed } from '../tz.js';
import type { DayShiftFailure } from './days.js';
import { expressionsAt } from './expressions.js';
import { clock, localDate, MONTH_NAMES, offsetName, ordinal, zoneLongName } from './format.js';
import { firstCoincidence } from './overlap.js';
import { joinExpressions } from './union.js';

export type WarningCode =
  | 'dst'
  | 'gap'
  | 'ambiguous'
  | 'multiple-tasks'
  | 'count-per-task'
  | 'assumed'
  | 'short-months'
  | 'months-from-first-run'
  | 'step-restarts'
  | 'never-runs'
  | 'unix-weekdays'
  | 'runs-twice';

export interface Warning {
  readonly code: WarningCode;
  readonly message: string;
  /** For `dst`: each stretch of time in which the runs are not at the local time asked, for views to word. */
  readonly shifts?: readonly DstShift[];
}

/**
 * A stretch between two clock changes in which the fixed UTC fields run at another local time than asked: from
 * `from` (the change) until `until` (the next change, or null past the horizon looked at), every run `minutes`
 * later (negative: earlier). `sample` is the stretch's first run; `asked` and `actual` its local minutes of the day.
 */
export interface DstShift {
  readonly from: number;
  readonly until: number | null;
  readonly minutes: number;
  readonly sample: number;
  readonly asked: number;
  readonly actual: number;
}

/** The service's fields for an intent, exact at the offset in force at its first run, with every caveat. */
export interface CompiledSchedule {
  readonly timezone: string;
  /** Offset used for the UTC fields, minutes east of UTC. */
  readonly offsetMinutes: number;
  readonly utcOffset: string;
  readonly exact: boolean;
  readonly schedules: readonly CronFields[];
  /** Epoch ms: start of the first local day, end of the last (inclusive), or null. */
  readonly startDate: number | null;
  readonly endDate: number | null;
  readonly maxOccurrences: number | null;
  readonly firstRun: number;
  /** The first rule (the only one, for most phrases). */
  readonly intent: LocalIntent;
  /** Every rule the phrase said, in its order ("weekdays at 9am, weekends at 11am" has two); `intent` is the first. */
  readonly rules: readonly LocalIntent[];
  readonly warnings: readonly Warning[];
}

/** More expressions than this is refused: nobody wants a dozen tasks for one schedule. */
export const MAX_TASKS = 6;
const YEAR_MS = 366 * DAY_MS;

function intervalProblem(intent: LocalIntent): Outcome<never> | null {
  const iv = intent.interval;
  if (!iv) return null;
  // A minute step that does not divide the hour lands on other minutes past the hour from one hour to the next
  // (9:00, 9:45, 10:30...): refused, with a time range or without, whenever that is so in the runs asked (the
  // reference counts "every 45 minutes" as not expressible), rather than offered as tasks in one phrasing only.
  if (iv.unit === 'minute' && 60 % iv.every !== 0 && minutePatterns(localMinutes(intent)) > 1) {
    const near = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30].filter((n) => n < iv.every).pop() ?? 30;
    return fail(
      'inexpressible',
      `Every ${iv.every} minutes cannot be written as a CRON schedule: CRON's minute steps restart every hour, so the step must divide 60; these runs fall on other minutes past the hour from one hour to the next.`,
      `Use every ${near} minutes or every hour, or list the times ("at 9:00, 9:45 and 10:30").`,
    );
  }
  if (iv.window) return null;
  if (iv.unit === 'hour' && 24 % iv.every !== 0) {
    const near = [1, 2, 3, 4, 6, 8, 12].filter((n) => n < iv.every).pop() ?? 12;
    return fail(
      'inexpressible',
      `Every ${iv.every} hours cannot be written as a CRON schedule: CRON's hour steps restart every day, so the step must divide 24.`,
      `Use every ${near} hours, or list the times ("at 9am, 2pm and 7pm").`,
    );
  }
  return null;
}

/** How many different sets of minutes past the hour the local minutes of the day fall on. */
function minutePatterns(minutes: readonly number[]): number {
  const byHour = new Map<number, number[]>();
  for (const t of minutes) getOrCreate(byHour, Math.floor(t / 60), () => []).push(t % 60);
  return new Set([...byHour.values()].map((ms) => ms.join(','))).size;
}

/** Local minutes that keep their UTC day at this offset, as words: "12:00 AM to 3:59 PM". */
function sameDayWindow(offset: number): string {
  const lo = Math.max(0, offset);
  const hi = Math.min(1440, 1440 + offset) - 1;
  return `${clock(lo)} to ${clock(hi)}`;
}

function startOfDay(zone: Zone, d: { year: number; month: number; day: number }): number {
  return instantOf(zone, d.year, d.month, d.day, 0, 0);
}

function endOfDay(zone: Zone, d: { year: number; month: number; day: number }): number {
  const next = new Date(Date.UTC(d.year, d.month - 1, d.day + 1));
  return instantOf(zone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), 0, 0) - 1;
}

function shiftWords(delta: number): string {
  const a = Math.abs(delta);
  const amount =
    a % 60 === 0
      ? `${a / 60} hour${a === 60 ? '' : 's'}`
      : a < 60
        ? `${a} minutes`
        : `${Math.floor(a / 60)} h ${a % 60} min`;
  return `${amount} ${delta > 0 ? 'later' : 'earlier'}`;
}

/**
 * Compiles a local intent to UTC fields, using the offset in force at the first run at or after `now`
 * (or the start date). Returns `inexpressible` with a reason and a nearby alternative when no exact answer exists.
 */
export function compileIntent(intent: LocalIntent, now: number): Outcome<CompiledSchedule> {
  return compileRules([intent], now);
}

/** One rule of a schedule, with what the compiler derives from it once. */
interface Rule {
  readonly intent: LocalIntent;
  readonly minutes: readonly number[];
  readonly months: readonly number[];
}

function ruleFailure(rules: readonly LocalIntent[], r: LocalIntent, problem: Outcome<never>): Outcome<never> {
  if (rules.length === 1 || problem.ok) return problem;
  return fail(problem.problem.code, `In "${ruleWords(r)}": ${problem.problem.message}`, problem.problem.hint);
}

/**
 * Compiles several rules said in one phrase ("weekdays at 9am, weekends at 11am") to the union of their UTC
 * expressions, at one offset: the one in force at the earliest first run of any rule. The rules share the zone,
 * the running period and the count (the first rule's are used). Expressions with the same days are joined, so two
 * rules that name one instant run it once; rules on different days that meet (every day and every Friday, both at
 * 9am) are caught by the `runs-twice` check and never claimed exact.
 */
export function compileRules(rules: readonly LocalIntent[], now: number): Outcome<CompiledSchedule> {
  const intent = rules[0];
  if (!intent) return fail('unparseable', 'The schedule is empty.', 'Try e.g. "every weekday at 7pm".');
  if (rules.some((r) => r.zone.name !== intent.zone.name)) return compileZones(rules, now);
  const zone = zoneNamed(intent.zone.name);
  if (!zone)
    return fail('unparseable', `"${intent.zone.name}" is not a time zone.`, 'Use an IANA name such as Europe/Berlin.');
  const startMs = intent.startDate ? startOfDay(zone, intent.startDate) : null;
  const endMs = intent.endDate ? endOfDay(zone, intent.endDate) : null;
  const from = Math.max(now, startMs ?? now);
  const prepared: Rule[] = [];
  let first: (CalendarDate & { at: number }) | null = null;
  for (const r of rules) {
    const intervalFail = intervalProblem(r);
    if (intervalFail) return ruleFailure(rules, r, intervalFail);
    const minutes = localMinutes(r);
    let months = monthSet(r, 1);
    if (r.months.kind === 'every-n-months') {
      const probe = firstOccurrence(r, zone, minutes, null, from);
      if (probe) months = monthSet(r, probe.month);
    }
    const own = firstOccurrence(r, zone, minutes, months, from);
    if (own === null && rules.length > 1) {
      return ruleFailure(
        rules,
        r,
        fail('inexpressible', 'This rule never runs: no month has that day.', 'Check the days.'),
      );
    }
    if (own && (first === null || own.at < first.at)) first = own;
    prepared.push({ intent: r, minutes, months });
  }
  if (!first || (endMs !== null && first.at > endMs)) {
    // one day to run on, and its time gone by ("today at 9am" said at noon)
    if (startMs !== null && endMs !== null && endMs - startMs < DAY_MS + CHANGE_MS && startMs <= now) {
      return fail(
        'inexpressible',
        'The schedule runs on one day only, today, and its time has already passed.',
        'Give a later time, or a later day, e.g. "tomorrow at 9am".',
      );
    }
    return fail(
      'inexpressible',
      endMs !== null
        ? 'The schedule has no run between its start and end dates.'
        : 'The schedule never runs: no month has that day.',
      'Check the days and the dates.',
    );
  }
  // a run on one day only (or a single run) keeps the wall-clock rule as meant: a time clocks going back repeat runs
  // at its first occurrence, as the person's clock shows it first
  const once = intent.maxOccurrences === 1 || (endMs !== null && endMs - first.at < DAY_MS + CHANGE_MS);
  // ("nov 7 2027 1:30am CST" in Chicago: the abbreviation said is the one of the clock after it goes back)
  const laterAt = once ? saidLaterOccurrence(intent.zone.said, zone, first.at) : null;
  const later = laterAt !== null;
  if (laterAt !== null) first = { ...first, at: laterAt };
  const firstAt = once ? first.at : standardReading(zone, first.at);
  const offset = offsetAt(zone, firstAt);
  const zoneName = zoneLongName(zone, firstAt);
  const all: CronFields[] = [];
  for (const rule of prepared) {
    const exprs = expressionsAt(rule.minutes, rule.intent.days, rule.months, offset);
    if (!Array.isArray(exprs)) return ruleFailure(rules, rule.intent, dayShiftFailure(exprs, offset, zoneName));
    all.push(...exprs);
  }
  // one day with a clock change among its runs: its runs, exactly, rather than one offset for all
  const changeDay = once && endMs !== null ? changeDayExpressions(prepared, zone, first, later) : null;
  const exprs = changeDay ?? (rules.length > 1 ? joinExpressions(all) : all);
  if (exprs.length > MAX_TASKS) {
    return fail(
      'inexpressible',
      `An exact UTC schedule would take ${exprs.length} separate tasks (the service takes one schedule per task).`,
      rules.length > 1
        ? `Simplify the rules: at most ${MAX_TASKS} tasks, e.g. fewer rules or fewer distinct minutes past the hour.`
        : 'Simplify the times: fewer distinct minutes past the hour, or an interval that divides the hour.',
    );
  }
  const crons = exprs.map(compileCron);
  // each assumption once, in the order the rules said them
  const assumed = new Set<string>();
  for (const r of rules) for (const message of r.assumptions) assumed.add(message);
  const warnings: Warning[] = [];
  for (const message of assumed) warnings.push({ code: 'assumed', message });
  if (exprs.length > 1) {
    warnings.push({
      code: 'multiple-tasks',
      message:
        rules.length > 1
          ? `This needs ${exprs.length} tasks: the service takes one schedule per task, and the ${rules.length} rules cannot share one UTC expression (${exprs.map(formatFields).join(' + ')}).`
          : `This needs ${exprs.length} tasks: the service takes one schedule per task, and no single UTC expression matches every run (${exprs.map(formatFields).join(' + ')}).`,
    });
    if (intent.maxOccurrences !== null) {
      warnings.push({
        code: 'count-per-task',
        message: `The limit of ${intent.maxOccurrences} runs applies to each of the ${exprs.length} tasks separately.`,
      });
    }
  }
  const horizon = horizonOf(crons, firstAt, endMs, intent.maxOccurrences);
  // Tasks that fire at one instant make the service run twice there: never claimed exact (no task can exclude a day).
  const twice = exprs.length > 1 ? firstCoincidence(crons, firstAt, endMs === null ? undefined : endMs + 1) : null;
  if (twice !== null) {
    const local = (((Math.floor(twice / 60_000) + offsetAt(zone, twice)) % 1440) + 1440) % 1440;
    warnings.push({
      code: 'runs-twice',
      message: `On ${localDate(zone, twice)} at ${clock(local)}, and on days like it, two of these tasks run at the same moment, so the portal runs it twice then: the rules you gave meet on that day, and no UTC task can leave out one day.${offset !== 0 ? ` A time from ${sameDayWindow(offset)} ${zoneName} stays on the same day in UTC and may avoid it.` : ''}`,
    });
  }
  const dst: DstInput = { zone, zoneName, rules: prepared, offset, crons, exprs, first: firstAt, horizon, never: [] };
  // the runs of a day with a change are exact: only its times the change skips or repeats are worth a word
  if (changeDay === null) dstWarnings(warnings, dst);
  else gapWarnings(warnings, dst);
  if (once) {
    const gap = warnings.find((w) => w.code === 'gap');
    // a time clocks skip on the only day it runs would run an hour off
    if (gap) return fail('inexpressible', gap.message, 'Give a time that exists that day, e.g. an hour later.');
  }
  // a time clocks skip on every day it would run ("last sunday of march at 1:30am" in London) never runs
  if (dst.never.length > 0) {
    return fail('inexpressible', dst.never[0] as string, 'Give a time that exists on those days, e.g. an hour later.');
  }
  for (const rule of prepared) shapeWarnings(warnings, rule.intent, rule.months);
  return ok({
    timezone: zone.name,
    offsetMinutes: offset,
    utcOffset: formatOffset(offset),
    exact: twice === null,
    schedules: exprs,
    startDate: startMs,
    endDate: endMs,
    maxOccurrences: intent.maxOccurrences,
    firstRun: firstAt,
    intent,
    rules,
    warnings: dedupe(warnings),
  });
}

/**
 * Rules on the clocks of different zones ("weekdays at 9 in Honolulu and 9 in New York"): the rules of each zone
 * compiled as one schedule of that zone (exact at the offset in force at its own first run, with its own caveats),
 * and their tasks put side by side. The running period is refused: its dates would start and end at other instants
 * in each zone. Tasks of two zones that fire at one instant are caught as for any union (`runs-twice`).
 */
function compileZones(rules: readonly LocalIntent[], now: number): Outcome<CompiledSchedule> {
  const intent = rules[0] as LocalIntent;
  if (rules.some((r) => r.startDate !== null || r.endDate !== null)) {
    return fail(
      'unparseable',
      'The rules run on the clocks of different time zones, and a start or end date begins and ends at another instant in each.',
      'Make a schedule for each zone, each with its dates.',
    );
  }
  const byZone = new Map<string, LocalIntent[]>();
  for (const r of rules) getOrCreate(byZone, r.zone.name, () => []).push(r);
  const parts: CompiledSchedule[] = [];
  for (const group of byZone.values()) {
    const c = compileRules(group, now);
    if (!c.ok) return ruleFailure(rules, group[0] as LocalIntent, c);
    parts.push(c.value);
  }
  const exprs = parts.flatMap((p) => p.schedules);
  if (exprs.length > MAX_TASKS) {
    return fail(
      'inexpressible',
      `An exact UTC schedule would take ${exprs.length} separate tasks (the service takes one schedule per task).`,
      `Simplify the rules: at most ${MAX_TASKS} tasks, e.g. fewer zones or fewer rules.`,
    );
  }
  const head = parts[0] as CompiledSchedule;
  const firstRun = Math.min(...parts.map((p) => p.firstRun));
  const own: readonly WarningCode[] = ['multiple-tasks', 'count-per-task'];
  const warnings: Warning[] = parts.flatMap((p) => p.warnings.filter((w) => !own.includes(w.code)));
  warnings.push({
    code: 'multiple-tasks',
    message: `This needs ${exprs.length} tasks: the service takes one schedule per task, and the rules run on the clocks of ${byZone.size} time zones (${exprs.map(formatFields).join(' + ')}).`,
  });
  if (intent.maxOccurrences !== null) {
    warnings.push({
      code: 'count-per-task',
      message: `The limit of ${intent.maxOccurrences} runs applies to each of the ${exprs.length} tasks separately.`,
    });
  }
  const twice = firstCoincidence(exprs.map(compileCron), firstRun);
  if (twice !== null) {
    warnings.push({
      code: 'runs-twice',
      message: `On ${new Date(twice).toISOString().slice(0, 16).replace('T', ' ')} UTC, and on days like it, tasks of two zones run at the same moment, so the portal runs it twice then.`,
    });
  }
  return ok({
    ...head,
    exact: twice === null && parts.every((p) => p.exact),
    schedules: exprs,
    firstRun,
    intent,
    rules,
    warnings: dedupe(warnings),
  });
}

/**
 * The fields of a schedule of one day whose clocks change within its runs: the runs themselves, as UTC instants
 * (a time clocks go back over runs at its first occurrence; a step, being elapsed time, runs through the change),
 * grouped by their UTC date. Null when the clocks do not change within them.
 */
function changeDayExpressions(
  rules: readonly Rule[],
  zone: Zone,
  day: CalendarDate,
  later: boolean,
): CronFields[] | null {
  const dayStart = instantOf(zone, day.year, day.month, day.day, 0, 0);
  if (transitionsBetween(zone, dayStart, dayStart + DAY_MS + CHANGE_MS).length === 0) return null;
  const instants = new Set<number>();
  for (const { intent, minutes } of rules) {
    const wall = (t: number) => {
      const at = instantOf(zone, day.year, day.month, day.day, Math.floor(t / 60), t % 60);
      return (later ? secondOccurrence(zone, at) : null) ?? at;
    };
    const iv = intent.interval;
    if (iv !== null && minutes.length > 1) {
      const step = iv.every * (iv.unit === 'hour' ? 60 : 1) * 60_000;
      const last = wall(Math.max(...minutes));
      for (let at = wall(Math.min(...minutes)); at <= last; at += step) instants.add(at);
    } else {
      for (const t of minutes) instants.add(wall(t));
    }
  }
  const byDate = new Map<string, number[]>();
  for (const at of [...instants].sort((a, b) => a - b)) {
    const d = new Date(at);
    const key = `${d.getUTCFullYear()}-${d.getUTCMonth() + 1}-${d.getUTCDate()}`;
    byDate.set(key, [...(byDate.get(key) ?? []), d.getUTCHours() * 60 + d.getUTCMinutes()]);
  }
  const out: CronFields[] = [];
  for (const [key, minutes] of byDate) {
    const [, month, date] = key.split('-').map(Number) as [number, number, number];
    const exprs = expressionsAt(minutes, { kind: 'month-days', days: [date] }, [month], 0);
    if (!Array.isArray(exprs)) return null;
    out.push(...exprs);
  }
  return out;
}

function dedupe(warnings: readonly Warning[]): Warning[] {
  const seen = new Set<string>();
  return warnings.filter((w) => {
    const key = `${w.code} ${w.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function dayShiftFailure(exprs: { failure: DayShiftFailure; shift: number }, offset: number, zoneName: string) {
  if (exprs.failure === 'weekday-month') {
    return fail(
      'inexpressible',
      `At this time of day the runs fall on the ${exprs.shift > 0 ? 'next' : 'previous'} day in UTC, and a day of the week in a given month cannot be moved across a month's edge exactly.`,
      `Pick a time from ${sameDayWindow(offset)} ${zoneName} (it stays on the same day in UTC), or drop the month.`,
    );
  }
  if (exprs.failure === 'weekday-position') {
    return fail(
      'inexpressible',
      `At this time of day the runs fall on the ${exprs.shift > 0 ? 'next' : 'previous'} day in UTC, and "the day ${exprs.shift > 0 ? 'after' : 'before'}" a weekday counted within its month has no CRON form (in some months it crosses into another month or another week).`,
      `Pick a time from ${sameDayWindow(offset)} ${zoneName}, which stays on the same day in UTC.`,
    );
  }
  return fail(
    'inexpressible',
    'At this time of day the runs fall on another day in UTC, and which UTC day that is depends on leap years: the service has no year field.',
    `Pick a time from ${sameDayWindow(offset)} ${zoneName} (it stays on the same day in UTC), or use the last day of the month.`,
  );
}

/**
 * A first run at a wall time that clocks going back repeat (1:30 AM on the fall-back day) is read at its second
 * occurrence, the offset every later run keeps: otherwise the whole season after it would be an hour off.
 */
function standardReading(zone: Zone, at: number): number {
  const before = offsetAt(zone, at);
  const after = offsetAt(zone, at + 3 * 3_600_000);
  if (after >= before) return at;
  const again = at + (before - after) * 60_000;
  return offsetAt(zone, again) === after ? again : at;
}

function horizonOf(crons: CompiledCron[], first: number, endMs: number | null, max: number | null): number {
  let h = Math.min(first + YEAR_MS, endMs === null ? Number.POSITIVE_INFINITY : endMs + 1);
  if (max !== null && max < 10_000) {
    const fires = nextFires(crons, first, max * crons.length, h);
    const last = fires[fires.length - 1];
    if (fires.length === max * crons.length && last !== undefined) h = Math.min(h, last + 1);
  }
  return h;
}

interface DstInput {
  zone: Zone;
  zoneName: string;
  rules: readonly Rule[];
  offset: number;
  crons: CompiledCron[];
  exprs: CronFields[];
  first: number;
  horizon: number;
  /** Filled by the gap check: why a rule never runs at its time (each of its days skips it). */
  never: string[];
}

/** The UTC minutes of the day the rules' local times fall on at `offset`. */
function utcMinutes(rules: readonly Rule[], offset: number): Set<number> {
  const out = new Set<number>();
  for (const rule of rules) for (const t of rule.minutes) out.add((((t - offset) % 1440) + 1440) % 1440);
  return out;
}

function sameSet(a: ReadonlySet<number>, b: ReadonlySet<number>): boolean {
  if (a.size !== b.size) return false;
  for (const v of a) if (!b.has(v)) return false;
  return true;
}

function dstWarnings(warnings: Warning[], x: DstInput): void {
  const transitions = transitionsBetween(x.zone, x.first, x.horizon);
  if (transitions.length === 0) {
    gapWarnings(warnings, x);
    return;
  }
  const same = new Map<number, boolean>();
  let key: string | undefined;
  const utcAsked = utcMinutes(x.rules, x.offset);
  const shifted: string[] = [];
  const shifts: DstShift[] = [];
  for (let i = 0; i < transitions.length; i++) {
    const tr = transitions[i] as (typeof transitions)[number];
    const periodEnd = transitions[i + 1]?.at ?? x.horizon;
    const p = tr.after;
    if (p === x.offset) continue;
    let unchanged = same.get(p);
    // the expressions' hours and minutes are the rules' times moved to UTC: other times, other expressions
    if (unchanged === undefined && !sameSet(utcMinutes(x.rules, p), utcAsked)) unchanged = false;
    if (unchanged === undefined) {
      const at: CronFields[] = [];
      let writable = true;
      for (const rule of x.rules) {
        const e = expressionsAt(rule.minutes, rule.intent.days, rule.months, p);
        if (Array.isArray(e)) at.push(...e);
        else writable = false;
      }
      const joined = x.rules.length > 1 ? joinExpressions(at) : at;
      key ??= x.exprs.map(formatFields).sort().join('|');
      unchanged = writable && joined.map(formatFields).sort().join('|') === key;
      same.set(p, unchanged);
    }
    if (unchanged) continue;
    const f = firstFire(x.crons, tr.at, periodEnd);
    if (f === null) continue;
    const asked = Math.floor(f / 60_000) + x.offset;
    const actual = Math.floor(f / 60_000) + p;
    const dayNote =
      Math.floor(actual / 1440) !== Math.floor(asked / 1440)
        ? actual > asked
          ? ' the next day'
          : ' the day before'
        : '';
    const until = periodEnd < x.horizon ? ` until ${localDate(x.zone, periodEnd)}` : '';
    shifts.push({
      from: tr.at,
      until: periodEnd < x.horizon ? periodEnd : null,
      minutes: p - x.offset,
      sample: f,
      asked: ((asked % 1440) + 1440) % 1440,
      actual: ((actual % 1440) + 1440) % 1440,
    });
    shifted.push(
      `from ${localDate(x.zone, tr.at)}${until} (${offsetName(x.zone, tr.at)}) runs happen ${shiftWords(p - x.offset)} than asked, e.g. at ${clock(actual)}${dayNote} instead of ${clock(asked)}`,
    );
  }
  if (shifted.length > 0) {
    warnings.push({
      code: 'dst',
      message: `The service's schedule is in UTC and does not follow daylight saving time. It is set for ${offsetName(x.zone, x.first)} (UTC${formatOffset(x.offset)}); ${shifted.join('; ')}.`,
      shifts,
    });
  }
  gapWarnings(warnings, x);
}

/** Longest stretch a clock change skips or repeats (an hour; half an hour on Lord Howe Island), with margin. */
const CHANGE_MS = 3 * 3_600_000;

/** The second time the wall clock of `at` comes round, where the clocks go back right after it; else null. */
function secondOccurrence(zone: Zone, at: number): number | null {
  const back = (offsetAt(zone, at) - offsetAt(zone, at + CHANGE_MS)) * 60_000;
  if (back <= 0) return null;
  const again = at + back;
  return again + offsetAt(zone, again) * 60_000 === at + offsetAt(zone, at) * 60_000 ? again : null;
}

/**
 * The second time a repeated time of day comes round (after the clocks go back), where the zone's abbreviation said
 * ("CST") is the one its clock shows then, not the first time's ("CDT"); else null.
 */
function saidLaterOccurrence(said: string | null, zone: Zone, at: number): number | null {
  if (said === null || !/^[A-Za-z]{3,5}$/.test(said)) return null;
  const again = secondOccurrence(zone, at);
  if (again === null) return null;
  const name = said.toUpperCase();
  return offsetName(zone, again).toUpperCase() === name && offsetName(zone, at).toUpperCase() !== name ? again : null;
}

function gapWarnings(warnings: Warning[], x: DstInput): void {
  // a first run read in the repeated hour comes after the change itself: a change whose skipped or repeated
  // stretch is not over by the first run still concerns it
  // (and a change right after the last run, whose repeated stretch holds it: "nov 7 2027 1:30am" in Chicago)
  const transitions = transitionsBetween(x.zone, x.first - CHANGE_MS, x.horizon + CHANGE_MS).filter(
    (tr) => tr.at + Math.abs(tr.after - tr.before) * 60_000 > x.first,
  );
  for (const rule of x.rules) ruleGapWarnings(warnings, x, rule, transitions);
}

function ruleGapWarnings(
  warnings: Warning[],
  x: DstInput,
  rule: Rule,
  transitions: ReturnType<typeof transitionsBetween>,
): void {
  // an interval keeps firing through a skipped or repeated hour, as do times in every hour of the day ("at :15 and
  // :45 past every hour"), whose UTC hours are all of them; only single times of day are at stake
  if (rule.intent.interval) return;
  if (rule.minutes.length >= 24 && new Set(rule.minutes.map((t) => Math.floor(t / 60))).size === 24) return;
  const monthOk = new Set(rule.months);
  const gapDays = new Map<number, readonly [number, number]>();
  for (const tr of transitions) {
    const gap = tr.after > tr.before;
    const wallStart = tr.at + (gap ? tr.before : tr.after) * 60_000;
    const day = new Date(Math.floor(wallStart / DAY_MS) * DAY_MS);
    const y = day.getUTCFullYear();
    const m = day.getUTCMonth() + 1;
    const d = day.getUTCDate();
    if (!monthOk.has(m) || !dayRuleHolds(rule.intent.days, d, day.getUTCDay() + 1, daysInMonth(y, m))) continue;
    const s = Math.round((wallStart - day.getTime()) / 60_000);
    const e = s + Math.abs(tr.after - tr.before);
    const hit = rule.minutes.filter((t) => t >= s && t < e);
    if (hit.length === 0) continue;
    if (gap) gapDays.set(day.getTime(), [s, e]);
    const date = localDate(x.zone, tr.at);
    const times =
      hit.length === 1 ? clock(hit[0] as number) : `${hit.length} of its times (${clock(hit[0] as number)}...)`;
    warnings.push(
      gap
        ? {
            code: 'gap',
            message: `On ${date} clocks in ${x.zoneName} jump from ${clock(s)} to ${clock(e)}: ${times} does not exist that day.`,
          }
        : {
            code: 'ambiguous',
            message: `On ${date} clocks in ${x.zoneName} go back from ${clock(e)} to ${clock(s)}: ${times} happens twice that day; the UTC schedule runs once${x.offset === tr.before ? ', at the first' : x.offset === tr.after ? ', at the second, after the clocks go back' : ''}.`,
          },
    );
  }
  const [skipped] = gapDays.values();
  if (skipped !== undefined && skippedEveryDay(x, rule, monthOk, gapDays)) {
    const times = rule.minutes.map(clock).join(', ');
    x.never.push(
      `${times} never exists on the days it would run in ${x.zoneName}: on each of them the clocks jump from ${clock(skipped[0])} to ${clock(skipped[1])}.`,
    );
  }
}

/**
 * Whether every day `rule` runs on from the first run to the horizon is a day whose clock change skips all of its
 * times (`gapDays`: local day -> the skipped minutes of the day), so that it never runs at a time asked.
 */
function skippedEveryDay(
  x: DstInput,
  rule: Rule,
  monthOk: ReadonlySet<number>,
  gapDays: ReadonlyMap<number, readonly [number, number]>,
): boolean {
  const localDay = (ms: number) => Math.floor((ms + offsetAt(x.zone, ms) * 60_000) / DAY_MS) * DAY_MS;
  let found = false;
  for (let t = localDay(x.first); t <= localDay(x.horizon - 1); t += DAY_MS) {
    const day = new Date(t);
    const y = day.getUTCFullYear();
    const m = day.getUTCMonth() + 1;
    if (!monthOk.has(m) || !dayRuleHolds(rule.intent.days, day.getUTCDate(), day.getUTCDay() + 1, daysInMonth(y, m)))
      continue;
    const skipped = gapDays.get(t);
    if (skipped === undefined || rule.minutes.some((v) => v < skipped[0] || v >= skipped[1])) return false;
    found = true;
  }
  return found;
}

function shapeWarnings(warnings: Warning[], intent: LocalIntent, months: readonly number[]): void {
  const r = intent.days;
  // most days of the month ("every day except the 1st"), or every other one ("even days": 2nd ... 30th), skip no
  // month for want of a day
  if (r.kind === 'month-days' && r.days.length < 15) {
    const short = r.days.filter((d): d is number => d !== 'last' && d >= 29);
    const skipped = months.filter((m) => short.some((d) => d > daysInMonth(2027, m)));
    if (short.length > 0 && skipped.length > 0) {
      warnings.push({
        code: 'short-months',
        message:
          months.length === 1 && months[0] === 2 && short.length === 1 && short[0] === 29
            ? 'February 29 exists only in leap years: this runs once every four years.'
            : `Months without a ${ordinal(Math.max(...short))} are skipped${skipped.includes(2) && Math.max(...short) === 29 ? ' (February has one only in leap years)' : ''}; say "the last day of the month" to run in every month.`,
      });
    }
  }
  if (r.kind === 'nth-weekday' && r.nths.includes(5)) {
    warnings.push({ code: 'short-months', message: 'Months without a fifth such weekday are skipped.' });
  }
  if (intent.months.kind === 'every-n-months') {
    const names = months.map((m) => MONTH_NAMES[m]);
    warnings.push({
      code: 'months-from-first-run',
      message: `Every ${intent.months.every} months counted from the first run: ${names.join(', ')}.`,
    });
  }
}
