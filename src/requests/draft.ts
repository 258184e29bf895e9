import { PortalOpsError } from '../errors.js';
import type { PortalClient } from '../portal/client.js';
import type { PortalProfile } from '../portal/discovery.js';
import type { TaskRequest } from '../portal/schema/task.js';
import {
  type CompiledSchedule,
  type CronFields,
  checkFields,
  describeFields,
  describeRules,
  periodProblem,
  runsOf,
  schedulePhrase,
  typedFieldWarnings,
} from '../schedule/engine.js';
import type { DstChoice, ScheduleInput, ScheduleSummary, TaskDetails } from './types.js';

const NEXT_RUNS = 5;

export interface Compiled {
  readonly fields: readonly CronFields[];
  readonly startDate: number | undefined;
  readonly endDate: number | undefined;
  readonly maxOccurrences: number | undefined;
  /** The reference instant it was compiled at, and the person's zone (the modal's dates are read in it). */
  readonly now: number;
  readonly zone: string;
  /** Everything but the runs, which depend on the period the tasks are sent with (`scheduleSummary`). */
  readonly summary: Omit<ScheduleSummary, 'nextRuns'>;
}

/** The schedule the person gave, compiled (a phrase) or checked (typed fields); problems land under `schedule`. */
export function compileSchedule(input: ScheduleInput, now: number): Compiled {
  if ('phrase' in input) {
    const r = schedulePhrase({ phrase: input.phrase, defaultZone: input.zone, now });
    if (!r.ok) {
      throw new PortalOpsError('validation.invalid', {
        fields: { schedule: `${r.problem.message}${r.problem.hint ? ` ${r.problem.hint}` : ''}` },
      });
    }
    return fromPhrase(input.phrase, r.value, now, input.zone);
  }
  const checked = checkFields(input.fields);
  if (!checked.ok) {
    const fields: Record<string, string> = {};
    for (const p of checked.problem.fields ?? []) fields[p.field] ??= p.message;
    throw new PortalOpsError('validation.invalid', { fields });
  }
  return {
    fields: [input.fields],
    startDate: undefined,
    endDate: undefined,
    maxOccurrences: undefined,
    now,
    zone: input.zone,
    summary: {
      timezone: input.zone,
      phrase: null,
      description: null,
      fieldsDescriptions: [describeFields(input.fields)],
      exact: true,
      warnings: typedFieldWarnings(input.fields, now),
    },
  };
}

/** What a phrase compiles to, for a form that shows the five UTC fields instead: every task's fields and period. */
export type PhraseFields =
  | {
      readonly ok: true;
      /** One set of fields per task the phrase needs (a form holds one: the first). */
      readonly fields: readonly CronFields[];
      readonly startDate: number | undefined;
      readonly endDate: number | undefined;
      readonly maxOccurrences: number | undefined;
    }
  | { readonly ok: false; readonly problem: string };

/** The phrase compiled in `zone` (unless it names one) at `now`, as the five fields; a problem in the engine's words. */
export function phraseFields(phrase: string, zone: string, now: number): PhraseFields {
  const r = schedulePhrase({ phrase, defaultZone: zone, now });
  if (!r.ok) return { ok: false, problem: `${r.problem.message}${r.problem.hint ? ` ${r.problem.hint}` : ''}` };
  return {
    ok: true,
    fields: r.value.schedules,
    startDate: r.value.startDate ?? undefined,
    endDate: r.value.endDate ?? undefined,
    maxOccurrences: r.value.maxOccurrences ?? undefined,
  };
}

function fromPhrase(phrase: string, c: CompiledSchedule, now: number, zone: string): Compiled {
  return {
    fields: c.schedules,
    startDate: c.startDate ?? undefined,
    endDate: c.endDate ?? undefined,
    maxOccurrences: c.maxOccurrences ?? undefined,
    now,
    zone,
    summary: {
      timezone: c.timezone,
      phrase,
      description: describeRules(c.rules, c.firstRun),
      fieldsDescriptions: c.schedules.map(describeFields),
      exact: c.exact,
      warnings: c.warnings,
    },
  };
}

/**
 * One validated task per UTC expression. The modal's start, end and run count win over the phrase's. A run count
 * cannot be kept across several tasks (the service counts per task), so it is refused when exactness needs more.
 * A period in which the tasks would never run (an end that has passed, no run before the end) is refused under
 * the date at fault now, rather than by the portal after the person confirmed.
 */
export function tasksFor(client: PortalClient, details: TaskDetails, compiled: Compiled): TaskRequest[] {
  const startDate = details.startDate ?? compiled.startDate;
  const endDate = details.endDate ?? compiled.endDate;
  const maxOccurrences = details.maxOccurrences ?? compiled.maxOccurrences;
  if (maxOccurrences !== undefined && compiled.fields.length > 1) {
    throw new PortalOpsError('validation.invalid', {
      fields: {
        maxOccurrences: `Maximum runs: this schedule needs ${compiled.fields.length} tasks, and the portal counts runs per task, so a total cannot be kept exactly. Leave it empty and set an end date instead.`,
      },
    });
  }
  const tasks = compiled.fields.map((f) =>
    client.validateTask({
      ...details,
      ...f,
      ...(startDate === undefined ? {} : { startDate }),
      ...(endDate === undefined ? {} : { endDate }),
      ...(maxOccurrences === undefined ? {} : { maxOccurrences }),
    } as Parameters<PortalClient['validateTask']>[0]),
  );
  const problem = periodProblem(tasks, compiled.now, compiled.zone);
  if (problem) {
    // A date the phrase gave is fixed in the phrase, not in a date field.
    const fields: Record<string, string> = {};
    for (const [key, message] of Object.entries(problem.fields)) {
      const path = details[key as 'startDate' | 'endDate'] === undefined ? 'schedule' : key;
      fields[path] ??= message;
    }
    throw new PortalOpsError('validation.invalid', { fields });
  }
  return tasks;
}

/** What the confirmation shows of the schedule: its next runs are those of exactly the tasks that will be sent. */
export function scheduleSummary(
  compiled: Compiled,
  tasks: readonly TaskRequest[],
  dst?: DstChoice,
  chainRuns?: readonly number[],
): ScheduleSummary {
  const summary = { ...compiled.summary, nextRuns: chainRuns ?? runsOf(tasks, compiled.now, NEXT_RUNS) };
  if (dst === undefined) return summary;
  // Followed, the daylight saving caveat of fixed fields no longer holds: the chain keeps the local time.
  const warnings = dst.following ? summary.warnings.filter((w) => w.code !== 'dst') : summary.warnings;
  return { ...summary, warnings, dst };
}

export function checkTypeSupported(profile: PortalProfile, type: TaskRequest['type']): void {
  if (profile.taskTypes.includes(type)) return;
  throw new PortalOpsError('task.type-unsupported', {
    operation: 'createTask',
    taskType: type,
    supportedTypes: profile.taskTypes,
    ...(profile.edition ? { edition: profile.edition === 'cloud' ? 'cloud edition' : 'self-hosted' } : {}),
    ...(profile.release ? { version: profile.release } : {}),
    fields: { type: `Task type: this portal does not support ${type}.` },
  });
}
