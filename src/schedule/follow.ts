import type { Zone } from 'luxon';
import { compileIntent, compileRules } from './compile/compile.js';
import { localDate, offsetName } from './compile/format.js';
import { DAY_MS } from './cron/calendar.js';
import { compileCron, firstFire, nextFires } from './cron/evaluate.js';
import type { PhraseRequest } from './engine.js';
import { mergeStretches, periodsOf, type Stretch } from './follow-chain.js';
import type { FollowOptions, FollowPlan } from './follow-types.js';
import { readWholePhrase } from './grammar/rules.js';
import type { LocalIntent } from './intent.js';
import { firstOccurrence, localMinutes, monthSet } from './local.js';
import type { ScheduleProblem } from './problem.js';
import { formatOffset, offsetAt, transitionsBetween, zoneNamed } from './tz.js';

/**
 * Following daylight saving time with a chain of tasks, one per offset of the zone (way 1 of the reference): each
 * period's task ends where the next offset begins, and the next period's task starts there with the fields
 * compiled for that offset. Nothing here depends on when the service reads an edit, because nothing is edited.
 *
 * What runs at a clock change (the rule every period boundary keeps):
 * - a run exactly at a change belongs to the new offset: the change is the new period's first instant;
 * - a local time the clocks skip (2:30 AM when 2:00 jumps to 3:00) does not exist that day and does not run;
 * - a local time the clocks repeat (1:30 AM when 2:00 goes back to 1:00) runs once, the first time, for times of
 *   day: the task after the change starts at the end of the repeated stretch, which holds nothing but the repeated
 *   times read at the new offset. Intervals ("every 15 minutes") follow the clock and run in it both times, so a
 *   run every 15 minutes stays one every 15 minutes. This is how the engine's gap and ambiguity warnings read.
 */

/** Two years and a day: any two-year stretch, a leap day included. */
export const FOLLOW_HORIZON_MS = 731 * DAY_MS;
/** How far past the horizon the last period looks for the zone's next change (for its end). */
const LOOKAHEAD_MS = 2 * 366 * DAY_MS;

export interface FollowRequest extends PhraseRequest, Omit<FollowOptions, 'now'> {}

/** The periods that keep a phrase at its local time across DST, or why that cannot be done exactly. */
export function followPeriods(req: FollowRequest): FollowPlan {
  const rules = readWholePhrase(req.phrase, { now: req.now, defaultZone: req.defaultZone });
  if (!rules.ok) return refused(rules.problem);
  return followRules(rules.value, req);
}

function refused(problem: ScheduleProblem): FollowPlan {
  return { followable: false, reason: problem.message, problem };
}

/** `undefined` keeps what the phrase said; a value (or null: none) is what the form chose. */
const pick = <T>(chosen: T | null | undefined, said: T | null): T | null => (chosen === undefined ? said : chosen);

export function followIntent(intent: LocalIntent, opts: FollowOptions): FollowPlan {
  return followRules([intent], opts);
}

/**
 * Several rules of one phrase ("weekdays at 9am, weekends at 11am") are followed together: each period's tasks are
 * the union of the rules' fields at that period's offset, so the periods stay one chain.
 */
export function followRules(rules: readonly LocalIntent[], opts: FollowOptions): FollowPlan {
  const intent = rules[0];
  if (!intent) return { followable: false, reason: 'The schedule is empty.' };
  if (rules.some((r) => r.zone.name !== intent.zone.name)) {
    return {
      followable: false,
      reason:
        'The rules run on the clocks of different time zones, and a schedule follows the changes of one zone only.',
    };
  }
  const said = compileRules(
    rules.map((r) => ({
      ...r,
      startDate: opts.startDate === undefined ? r.startDate : null,
      endDate: opts.endDate === undefined ? r.endDate : null,
    })),
    opts.now,
  );
  if (!said.ok) return refused(said.problem);
  const zone = zoneNamed(said.value.timezone) as Zone;
  const startMs = pick(opts.startDate, said.value.startDate);
  const endMs = pick(opts.endDate, said.value.endDate);
  const max = pick(opts.maxOccurrences, said.value.maxOccurrences);
  const start = Math.max(opts.now, startMs ?? opts.now);
  const end = endMs === null ? null : endMs + 1;
  const bare = rules.map((r): LocalIntent => ({ ...r, startDate: null, endDate: null, maxOccurrences: null }));
  const first = compileRules(bare, start);
  if (!first.ok) return refused(first.problem);
  if (end !== null && first.value.firstRun >= end) {
    return { followable: false, reason: 'The schedule has no run between its start and end dates.' };
  }
  const pinned: LocalIntent[] = [];
  for (const r of bare) {
    const own = rules.length === 1 ? first : compileIntent(r, start);
    if (!own.ok) return refused(own.problem);
    pinned.push(pinMonths(r, zone, own.value.firstRun));
  }
  const horizon = Math.min(start + (opts.horizonMs ?? FOLLOW_HORIZON_MS), end ?? Number.POSITIVE_INFINITY);
  const changes = transitionsBetween(zone, start + 1, horizon);
  const stretches: Stretch[] = [];
  for (let i = 0; i <= changes.length; i++) {
    const from = i === 0 ? start : (changes[i - 1]?.at as number);
    const until = changes[i]?.at ?? lastUntil(zone, horizon, end);
    const back = i === 0 ? 0 : Math.max(0, (changes[i - 1]?.before ?? 0) - (changes[i - 1]?.after ?? 0));
    const s = stretchOf(pinned, zone, { from, until, back, horizon });
    if (typeof s === 'string') return { followable: false, reason: s };
    stretches.push(s);
  }
  const periods = periodsOf(mergeStretches(stretches), startMs, max);
  if (periods.every((p) => p.runs === 0)) {
    return {
      followable: false,
      reason: 'The schedule has no run in the time looked at, so there is nothing to follow.',
    };
  }
  return { followable: true, timezone: zone.name, horizon, periods };
}

/**
 * "Every N months" counts from the first run; later periods are compiled from their own first runs, so the months
 * are fixed once here (the same set the engine gives at any later run, but not at any later instant).
 */
function pinMonths(intent: LocalIntent, zone: Zone, firstRun: number): LocalIntent {
  if (intent.months.kind !== 'every-n-months') return intent;
  const month = new Date(firstRun + offsetAt(zone, firstRun) * 60_000).getUTCMonth() + 1;
  return { ...intent, months: { kind: 'months', months: monthSet(intent, month) } };
}

/** The last period ends at the end asked, or at the zone's next change past the horizon (null: none known). */
function lastUntil(zone: Zone, horizon: number, end: number | null): number | null {
  if (end !== null && end <= horizon) return end;
  const next = transitionsBetween(zone, horizon, horizon + LOOKAHEAD_MS)[0]?.at ?? null;
  if (next === null) return end;
  return end === null ? next : Math.min(next, end);
}

interface Bounds {
  readonly from: number;
  readonly until: number | null;
  /** Minutes the clocks went back at `from` (0 if they did not). */
  readonly back: number;
  readonly horizon: number;
}

/**
 * One offset's stretch: the engine's own compile with the zone pinned to that offset (which is what it compiles
 * with the reference at any run in the stretch), and its runs. A reason in words when its fields cannot be written
 * and the stretch has a run that needs them.
 */
function stretchOf(rules: readonly LocalIntent[], zone: Zone, b: Bounds): Stretch | string {
  const offset = offsetAt(zone, b.from);
  const countUntil = b.until ?? b.horizon;
  const fixed = rules.map((r): LocalIntent => ({ ...r, zone: { name: `UTC${formatOffset(offset)}`, said: null } }));
  const r = compileRules(fixed, b.from);
  if (!r.ok) {
    const runs = rules.some((rule) => {
      const occ = firstOccurrence(rule, zone, localMinutes(rule), monthSet(rule, 1), b.from);
      return occ !== null && occ.at < countUntil;
    });
    if (!runs) {
      return { from: b.from, until: b.until, offset, start: b.from, fields: [], crons: [], runs: 0, firstRun: null };
    }
    return `Following daylight saving time would need other UTC fields from ${localDate(zone, b.from)} (${offsetName(zone, b.from)}, UTC${formatOffset(offset)}), and they cannot be written exactly: ${r.problem.message}`;
  }
  if (!r.value.exact) {
    return `From ${localDate(zone, b.from)} (${offsetName(zone, b.from)}, UTC${formatOffset(offset)}) two of the tasks would run at the same moment on some days, so the portal would run it twice then.`;
  }
  const crons = r.value.schedules.map(compileCron);
  // after clocks went back, a task for times of day starts past the repeated times it would run a second time
  const repeatEnd = b.from + b.back * 60_000;
  const repeated = b.back > 0 && firstFire(crons, b.from, repeatEnd) !== null;
  const timesOfDay = rules.filter((rule) => rule.interval === null).length;
  if (repeated && timesOfDay > 0 && timesOfDay < rules.length) {
    return `From ${localDate(zone, b.from)} the clocks repeat an hour in which both an interval and a time of day of this schedule run, and one chain of tasks cannot run the interval twice and the time once there.`;
  }
  const start = repeated && timesOfDay > 0 ? repeatEnd : b.from;
  const fires = nextFires(crons, start, Number.MAX_SAFE_INTEGER, countUntil);
  const runs = fires.length;
  return {
    from: b.from,
    until: b.until,
    offset,
    fields: runs === 0 ? [] : r.value.schedules,
    crons: runs === 0 ? [] : crons,
    start,
    runs,
    firstRun: fires[0] ?? null,
  };
}
