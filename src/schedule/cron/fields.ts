/** The service's five CRON fields, all in UTC, Quartz semantics (no seconds, no year). */
export interface CronFields {
  readonly minute: string;
  readonly hour: string;
  readonly dayOfMonth: string;
  readonly month: string;
  readonly dayOfWeek: string;
}

export const FIELD_NAMES = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** 'minute hour dayOfMonth month dayOfWeek', the order the seed lists them in. */
export function formatFields(f: CronFields): string {
  return `${f.minute} ${f.hour} ${f.dayOfMonth} ${f.month} ${f.dayOfWeek}`;
}

/** Splits a five-field expression; returns null when it does not have exactly five fields. */
export function splitExpression(text: string): CronFields | null {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 5) return null;
  const [minute, hour, dayOfMonth, month, dayOfWeek] = parts as [string, string, string, string, string];
  return { minute, hour, dayOfMonth, month, dayOfWeek };
}
