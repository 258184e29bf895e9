import { z } from 'zod';
import type { CronSchedule, TaskRecord, TaskRun } from './operations.js';

/**
 * The service's answers about existing tasks. Strict on what callers rely on (a task's id, type, its five CRON
 * fields and whether it is active; a run's id, status and time), lenient on the rest: a field we only show becomes
 * undefined when it is missing or odd, rather than costing the whole answer.
 */

/** A number, or the same number as decimal text (some portals send numbers as strings). */
const number = z.union([
  z.number().refine(Number.isFinite),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);

const lenientNumber = number.nullish().catch(undefined);
const lenientText = z.string().nullish().catch(undefined);
/** Text where an empty string means none (the service answers `title: ""` for a task without one). */
const lenientName = lenientText.transform((v) => (v?.trim() ? v : undefined));

/** Each CRON field is text; a whole number is the same field written without quotes. */
const cronField = z.union([z.string().trim().min(1), z.int().nonnegative().transform(String)]);

const cronSchedule = z.looseObject({
  minute: cronField,
  hour: cronField,
  dayOfMonth: cronField,
  month: cronField,
  dayOfWeek: cronField,
});

/** An object, or an object written as a JSON string (as the form sent it); anything else is not shown. */
const parameters = z
  .unknown()
  .transform((value): Record<string, unknown> | undefined => {
    let v = value;
    if (typeof v === 'string') {
      try {
        v = JSON.parse(v);
      } catch {
        return undefined;
      }
    }
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  })
  .optional();

/** Epoch ms or a count, where 0, null or a negative value mean "never" or "none". */
const positive = lenientNumber.transform((v) => (v !== null && v !== undefined && v > 0 ? v : undefined));

const taskObject = z.looseObject({
  id: z.string().trim().min(1),
  type: z.string().trim().min(1),
  title: lenientName,
  itemId: lenientName,
  userId: lenientText,
  // The emulator's older listing and some proxies name the user `owner`.
  owner: lenientText,
  cronSchedule,
  lastStart: positive,
  maxOccurrences: positive,
  parameters,
  created: positive,
  updated: positive,
  startDate: positive,
  endDate: positive,
  active: z.boolean(),
  taskState: lenientText,
});

/** The record without keys whose value is absent (`exactOptionalPropertyTypes`: absent is not `undefined`). */
function present<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== null)) as T;
}

function cronOf(c: z.output<typeof cronSchedule>): CronSchedule {
  return { minute: c.minute, hour: c.hour, dayOfMonth: c.dayOfMonth, month: c.month, dayOfWeek: c.dayOfWeek };
}

/** One task: `GET …/tasks/<taskId>`, and each task of a listing. */
export const taskReply = taskObject.transform(
  (t): TaskRecord =>
    present({
      id: t.id,
      type: t.type,
      title: t.title ?? undefined,
      itemId: t.itemId ?? undefined,
      owner: t.userId ?? t.owner ?? undefined,
      cron: cronOf(t.cronSchedule),
      lastStart: t.lastStart,
      maxOccurrences: t.maxOccurrences,
      parameters: t.parameters,
      created: t.created,
      updated: t.updated,
      startDate: t.startDate,
      endDate: t.endDate,
      active: t.active,
      taskState: t.taskState ?? undefined,
    }) as TaskRecord,
);

/** A page of `GET …/tasks`: every task must read, or the page is not trusted (a dropped task reads as none). */
export const taskPageReply = z.looseObject({
  total: z.number().int().nonnegative(),
  start: z.number().int().optional(),
  num: z.number().int().optional(),
  nextStart: z.number().int(),
  tasks: z.array(taskReply),
});

const runObject = z.looseObject({
  id: z.union([z.string().trim().min(1), z.int().transform(String)]),
  taskId: lenientText,
  status: z.string().trim().min(1),
  result: z.unknown().optional(),
  created: number,
  updated: positive,
});

/** A run's result is text; anything else the service puts there is shown as its JSON. */
function resultText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** `GET …/tasks/<taskId>/runs` for the task `taskId` (runs that do not name their task are that task's). */
export function runsReply(taskId: string) {
  return z.looseObject({
    runs: z.array(
      runObject.transform(
        (r): TaskRun =>
          present({
            id: r.id,
            taskId: r.taskId ?? taskId,
            status: r.status,
            result: resultText(r.result),
            created: r.created,
            updated: r.updated,
          }) as TaskRun,
      ),
    ),
  });
}

/**
 * What update, disable, enable and delete answer: `{success: true, taskId}`. A 200 that says neither is not taken
 * as done: its outcome is settled by reading the task back.
 */
export const changeReply = z
  .looseObject({ success: z.boolean().optional(), taskId: z.string().optional() })
  .refine((r) => r.success === true || (r.success === undefined && typeof r.taskId === 'string' && r.taskId !== ''));
