import type { PortalClient } from '../portal/client.js';
import { periodFields } from '../portal/period-fields.js';
import type { TaskRequest } from '../portal/schema/task.js';
import { type CronFields, type FollowPeriod, followPeriods, nextRuns } from '../schedule/engine.js';
import type { DstChoice, FollowDraft, ScheduleInput, TaskDetails } from './types.js';

/** Runs a confirmation lists. */
const NEXT_RUNS = 5;
/** Runs shown on each side of the change, for each way. */
const AROUND = 2;
const DAY = 86_400_000;
/** How far back from the change the runs before it are looked for, widening until two are found. */
const LOOK_BACK_DAYS = [1, 8, 35, 370] as const;

/** What the draft makes of daylight saving: the choice shown, and when following, the tasks to send instead. */
export interface FollowChoice {
  readonly dst: DstChoice;
  /** The chain's next runs, across its stretches (the first stretch's tasks alone stop at the change). */
  readonly follow?: { readonly tasks: TaskRequest[]; readonly draft: FollowDraft; readonly nextRuns: number[] };
}

interface CompiledLike {
  readonly fields: readonly CronFields[];
  readonly startDate: number | undefined;
  readonly endDate: number | undefined;
  readonly maxOccurrences: number | undefined;
  readonly now: number;
  readonly summary: { readonly warnings: readonly { readonly code: string }[] };
}

/**
 * Offered for a phrase whose fixed UTC fields a daylight saving change ahead would move (the compiler's `dst`
 * warning): following when it can be done exactly (the engine's periods), else fixed UTC with the reason. Not for
 * a change of an existing task (one update of one task cannot become a chain) nor for typed fields (they are UTC).
 */
export function followChoice(
  client: PortalClient,
  details: TaskDetails,
  input: ScheduleInput,
  compiled: CompiledLike,
  replacing: boolean,
): FollowChoice | undefined {
  if (!('phrase' in input) || replacing) return undefined;
  if (!compiled.summary.warnings.some((w) => w.code === 'dst')) return undefined;
  const now = compiled.now;
  const startDate = details.startDate ?? compiled.startDate ?? null;
  const endDate = details.endDate ?? compiled.endDate ?? null;
  const maxOccurrences = details.maxOccurrences ?? compiled.maxOccurrences ?? null;
  const plan = followPeriods({
    phrase: input.phrase,
    defaultZone: input.zone,
    now,
    startDate,
    endDate,
    maxOccurrences,
  });
  const fixed = (at: number, n: number) => nextRuns(compiled.fields, at, n, { startDate, endDate });
  if (!plan.followable || plan.periods.length < 2) {
    const reason = plan.followable ? null : plan.reason;
    if (reason === null) return undefined;
    return {
      dst: {
        following: false,
        nextChange: now,
        followRuns: [],
        fixedRuns: fixed(now, AROUND * 2),
        notFollowable: reason,
      },
    };
  }
  const [first, second] = plan.periods as [FollowPeriod, FollowPeriod];
  const change = second.from;
  const fixedRuns = [...before(compiled.fields, change, now, startDate), ...fixed(change, AROUND)];
  const followRuns = [
    ...before(first.schedules, change, now, startDate),
    ...nextRuns(second.schedules, change, AROUND, { endDate }),
  ];
  const dst: DstChoice = {
    following: input.follow !== false,
    nextChange: change,
    followRuns,
    fixedRuns,
    notFollowable: null,
    asked: { startDate, endDate, maxOccurrences },
  };
  if (!dst.following) return { dst };
  // The stretch's own dates and share of the runs, never the whole schedule's (those are in `draft`).
  const { startDate: _start, endDate: _end, maxOccurrences: _max, ...task } = details;
  const tasks = first.tasks.map((t) =>
    client.validateTask({ ...task, ...periodFields(t) } as Parameters<PortalClient['validateTask']>[0]),
  );
  const draft: FollowDraft = {
    phrase: input.phrase,
    zone: input.zone,
    anchor: now,
    startDate,
    endDate,
    maxOccurrences,
    first: { from: first.from, until: first.until, runs: first.runs, tasks: first.tasks },
  };
  const chainRuns = plan.periods
    .slice(0, 3)
    .flatMap((p) =>
      nextRuns(p.schedules, Math.max(now, p.from), NEXT_RUNS, { endDate: p.until === null ? null : p.until - 1 }),
    )
    .filter((t) => t >= now && (startDate === null || t >= startDate))
    .sort((a, b) => a - b)
    .slice(0, NEXT_RUNS);
  return { dst, follow: { tasks, draft, nextRuns: chainRuns } };
}

/** The last runs before `change` (none before `now`), looking back a day, then a week, a month, a year. */
function before(fields: readonly CronFields[], change: number, now: number, startDate: number | null): number[] {
  for (const days of LOOK_BACK_DAYS) {
    const from = Math.max(now, change - days * DAY);
    const runs = nextRuns(fields, from, 500, { startDate }).filter((t) => t < change);
    if (runs.length >= AROUND || from === now) return runs.slice(-AROUND);
  }
  return [];
}
