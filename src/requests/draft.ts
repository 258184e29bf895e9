import { PortalOpsError } from '../errors.js';
import type { PortalClient } from '../portal/client.js';
import type { PortalProfile } from '../portal/discovery.js';
import type { TaskRequest } from '../portal/schema/task.js';
import {
  type CompiledSchedule,
  type CronFields,
  checkFields,
  describeFields,
  describeIntent,
  nextRuns,
  schedulePhrase,
  typedFieldWarnings,
} from '../schedule/engine.js';
import type { ScheduleInput, ScheduleSummary, TaskDetails } from './types.js';

const NEXT_RUNS = 5;

interface Compiled {
  readonly fields: readonly CronFields[];
  readonly startDate: number | undefined;
  readonly endDate: number | undefined;
  readonly maxOccurrences: number | undefined;
  readonly summary: ScheduleSummary;
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
    return fromPhrase(input.phrase, r.value, now);
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
    summary: {
      timezone: input.zone,
      phrase: null,
      description: null,
      fieldsDescriptions: [describeFields(input.fields)],
      exact: true,
      nextRuns: nextRuns([input.fields], now, NEXT_RUNS),
      warnings: typedFieldWarnings(input.fields, now),
    },
  };
}

function fromPhrase(phrase: string, c: CompiledSchedule, now: number): Compiled {
  return {
    fields: c.schedules,
    startDate: c.startDate ?? undefined,
    endDate: c.endDate ?? undefined,
    maxOccurrences: c.maxOccurrences ?? undefined,
    summary: {
      timezone: c.timezone,
      phrase,
      description: describeIntent(c.intent, c.firstRun),
      fieldsDescriptions: c.schedules.map(describeFields),
      exact: c.exact,
      nextRuns: nextRuns(c.schedules, now, NEXT_RUNS, c),
      warnings: c.warnings,
    },
  };
}

/**
 * One validated task per UTC expression. The modal's start, end and run count win over the phrase's. A run count
 * cannot be kept across several tasks (the service counts per task), so it is refused when exactness needs more.
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
  return compiled.fields.map((f) =>
    client.validateTask({
      ...details,
      ...f,
      ...(startDate === undefined ? {} : { startDate }),
      ...(endDate === undefined ? {} : { endDate }),
      ...(maxOccurrences === undefined ? {} : { maxOccurrences }),
    } as Parameters<PortalClient['validateTask']>[0]),
  );
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
