import type { DayRule, LocalIntent, LocalTime, MonthRule } from '../../src/schedule/intent.js';

/** A local intent with defaults, for compiler tests that do not go through the grammar. */
export function intent(parts: {
  zone: string;
  times?: LocalTime[];
  days?: DayRule;
  months?: MonthRule;
  interval?: LocalIntent['interval'];
  startDate?: LocalIntent['startDate'];
  endDate?: LocalIntent['endDate'];
  maxOccurrences?: number;
}): LocalIntent {
  return {
    times: parts.times ?? [],
    interval: parts.interval ?? null,
    days: parts.days ?? { kind: 'every-day' },
    months: parts.months ?? { kind: 'every-month' },
    zone: { name: parts.zone, said: null },
    startDate: parts.startDate ?? null,
    endDate: parts.endDate ?? null,
    maxOccurrences: parts.maxOccurrences ?? null,
    assumptions: [],
  };
}

export const at = (hour: number, minute = 0): LocalTime => ({ hour, minute });
