import { z } from 'zod';
import { type CronFields, checkFields } from '../../schedule/engine.js';
import { optionalText, says } from './text.js';

/** Fields every task type shares, and the rules between them (the five CRON fields together, start before end). */

export const TITLE_MAX = 256;

const ITEM_ID = "32 characters 0–9 and a–f, as at the end of the item's page URL (…/item.html?id=…)";

/**
 * Item ids are 32 lowercase hex characters. Upper case is accepted and lower-cased: hex reads the same either way,
 * and a person copying an id from elsewhere should not be refused for it.
 */
export const itemId = z
  .string(says(`Item id: required; ${ITEM_ID}.`, `Item id: ${ITEM_ID}.`))
  .trim()
  .toLowerCase()
  .regex(/^[0-9a-f]{32}$/, `Item id: ${ITEM_ID}.`);

/** Latest accepted instant: the end of year 9999, so every accepted value is a date people (and Date) can read. */
export const MAX_EPOCH_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

function epochMs(label: string) {
  const message = `${label}: a date as epoch milliseconds, e.g. 1767225600000 (2026-01-01 00:00 UTC).`;
  return z.int({ error: message }).min(0, message).max(MAX_EPOCH_MS, message);
}

export const CRON_FIELDS = [
  'minute',
  'hour',
  'dayOfMonth',
  'month',
  'dayOfWeek',
] as const satisfies readonly (keyof CronFields)[];

function cronField(label: string, examples: string) {
  return z.string(says(`${label}: required; a CRON value such as ${examples}.`)).trim();
}

const sharedShape = {
  title: optionalText({ label: 'Title', max: TITLE_MAX, example: 'Nightly refresh' }),
  itemId,
  startDate: epochMs('Start').optional(),
  endDate: epochMs('End').optional(),
  minute: cronField('Minute', '0, 0,30 or */15'),
  hour: cronField('Hour', '9, 9-17 or */2 (UTC)'),
  dayOfMonth: cronField('Day of month', '*, 1, 1,15, L or ?'),
  month: cronField('Month', '*, 1 or 1/3'),
  dayOfWeek: cronField('Day of week', '?, 2-6 or 6#3'),
  maxOccurrences: z
    .int({ error: 'Maximum runs: a whole number, 1 or more, e.g. 10.' })
    .min(1, 'Maximum runs: a whole number, 1 or more, e.g. 10.')
    .optional(),
};

function utc(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** The properties of a value still being parsed (a `when` sees any input, even one that is not an object). */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * The five CRON fields checked together by the schedule engine, each problem under its own field. Runs even when
 * other fields failed (so a person sees every problem at once), as long as the five are text.
 */
const cronRule = z.superRefine(
  (value: unknown, ctx) => {
    // `when` made sure the five are strings; checkFields reads only those
    const v = fieldsOf(value) as unknown as CronFields;
    const checked = checkFields(v);
    if (checked.ok) return;
    for (const p of checked.problem.fields ?? []) {
      ctx.addIssue({ code: 'custom', path: [p.field], message: p.message, input: v[p.field] });
    }
  },
  { when: (payload) => CRON_FIELDS.every((field) => typeof fieldsOf(payload.value)[field] === 'string') },
);

/** A running period ends after it starts; the problem is shown under the end. */
const periodRule = z.superRefine(
  (value: unknown, ctx) => {
    const { startDate, endDate } = fieldsOf(value) as { startDate: number; endDate: number };
    if (startDate < endDate) return;
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message:
        startDate === endDate
          ? `End: must be after the start; both are ${utc(endDate)}.`
          : `End: must be after the start (${utc(startDate)}); this is ${utc(endDate)}.`,
      input: endDate,
    });
  },
  {
    when: (payload) => {
      const { startDate, endDate } = fieldsOf(payload.value);
      return isEpochMs(startDate) && isEpochMs(endDate);
    },
  },
);

function isEpochMs(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= MAX_EPOCH_MS;
}

const sharedObject = z.object(sharedShape);

/** One task type's schema: the shared fields, `type` and `parameters` (or overrides), and the shared rules. */
export function taskOf<const Shape extends z.ZodRawShape>(shape: Shape) {
  return sharedObject.extend(shape).check(cronRule, periodRule);
}
