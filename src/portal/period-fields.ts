/** A task's five UTC fields and its own running period, as a stretch of a followed schedule gives them (null: none). */
export interface PeriodTask {
  readonly minute: string;
  readonly hour: string;
  readonly dayOfMonth: string;
  readonly month: string;
  readonly dayOfWeek: string;
  readonly startDate: number | null;
  readonly endDate: number | null;
  readonly maxOccurrences: number | null;
}

/** `t` in createTask's shape: the fields, and each date or count only when there is one. */
export function periodFields(t: PeriodTask) {
  return {
    minute: t.minute,
    hour: t.hour,
    dayOfMonth: t.dayOfMonth,
    month: t.month,
    dayOfWeek: t.dayOfWeek,
    ...(t.startDate === null ? {} : { startDate: t.startDate }),
    ...(t.endDate === null ? {} : { endDate: t.endDate }),
    ...(t.maxOccurrences === null ? {} : { maxOccurrences: t.maxOccurrences }),
  };
}
