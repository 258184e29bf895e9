import { z } from 'zod';
import { taskOf } from './fields.js';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

/** Where a value stops being plain JSON (a Date, NaN, undefined, a cycle...), as `a.b[2]`, or null when it is. */
function firstNonJson(value: unknown, path: string, ancestors: Set<object>): string | null {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object' || ancestors.has(value)) return path;
  const proto: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return path;
  ancestors.add(value);
  const entries = Array.isArray(value)
    ? Array.from(value, (v, i) => [`${path}[${i}]`, v] as const)
    : Object.entries(value).map(([k, v]) => [path === '' ? k : `${path}.${k}`, v] as const);
  for (const [at, v] of entries) {
    const found = firstNonJson(v, at, ancestors);
    if (found !== null) return found;
  }
  ancestors.delete(value);
  return null;
}

/**
 * UpdateAnalyticsWorkbook and ExecuteWorkflowManager: no documented parameter keys, so any JSON object is passed on
 * as given. A problem deep inside is reported on `parameters` (one text box in the modal) and names where it is.
 */
function anyJsonObject(label: string) {
  return z
    .record(z.string(), z.unknown(), { error: `${label}: a JSON object, e.g. {"mode": "full"}.` })
    .superRefine((value, ctx) => {
      const at = firstNonJson(value, '', new Set());
      if (at !== null) {
        ctx.addIssue({
          code: 'custom',
          message: `${label}: ${at} is not plain JSON; use text, numbers, true/false, null, lists and objects.`,
        });
      }
    })
    .transform((value) => value as JsonObject);
}

export const workbookSchema = taskOf({
  type: z.literal('UpdateAnalyticsWorkbook'),
  parameters: anyJsonObject('Workbook parameters').optional(),
});

export const workflowManagerSchema = taskOf({
  type: z.literal('ExecuteWorkflowManager'),
  parameters: anyJsonObject('Workflow parameters').optional(),
});
