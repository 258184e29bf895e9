import { type RecurrenceParser, setDays } from '../draft.js';

/**
 * "Around the clock", "24/7", "24 hours a day", "day and night", "night and day": every hour of the day, which an interval without a range already
 * runs in; said with an interval only, and with no range of hours beside it (checked in finish.ts). "24/7" and
 * "... 7 days a week" say every day as well. Before chrono, which reads "24/7" as a date; after "on", "from" or "until" it is one
 * (the 24th of July, day first), and left to it. "day and night shifts", "day and night staff" name who, not when.
 */
export const allHoursParser: RecurrenceParser = {
  name: 'all-hours',
  gate: /clock|24|night/,
  pattern:
    /\b(?:(?:a)?round\s+the\s+clock|(?<!\b(?:on|from|until|till|to)\s+)(?<week>24\s*\/\s*7|24\s*x\s*7)|24\s+hours\s+a\s+day(?<days>,?\s+7\s+days\s+a\s+week)?|(?:all\s+)?day\s+and\s+(?:all\s+)?night|night\s+and\s+day)(?![\w/])(?!\s+(?:shifts?|crews?|staff|teams?|nurses?|cover)\b)/g,
  apply(m, draft) {
    const said = m[0].trim();
    draft.allDay ??= said;
    if (m.groups?.week || m.groups?.days) return setDays(draft, { kind: 'every-day' }, said);
    return undefined;
  },
};
