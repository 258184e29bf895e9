import { DAY, WEEKDAY_NAME, weekdayOf } from './words.js';

/**
 * A cycle of seven days counted from a day of the week: "every 7 days from monday at 5pm", "every seven days starting
 * tuesday 09:00", "once every 7 days beginning next friday at 6": the runs fall on that day each week, so the phrase
 * is read again as "every <day>" (its "from monday" kept, for the running period to read), with a note. Looked at
 * only when the phrase does not read as typed.
 *
 * Refused still: "every 7 days" with no day to count from (from today? which day?), other cycles ("every 14 days
 * from monday", "every 10 days from friday": they drift against months), a date to count from ("every 7 days from
 * dec 3"), and a span of days after "from" ("every 7 days from monday to friday").
 */

export interface WeekCycleReading {
  readonly text: string;
  readonly note: string;
}

/** Cheap test before the pattern below. */
export const WEEK_CYCLE_GATE = /\b(?:7|seven)\s+days\b/i;

const CYCLE = new RegExp(
  `\\b(?:once\\s+)?(?:every|each)\\s+(?:7|seven)\\s+days\\s*,?\\s+(?<from>(?:from|starting|beginning|commencing)\\s+(?:on\\s+)?(?:(?:this|next|the\\s+coming|coming)\\s+)?(?<day>${DAY}))(?!\\s*(?:-|–|\\/|&|,\\s*(?:${DAY})|to\\b|through\\b|thru\\b|until\\b|till\\b|and\\b|or\\b))`,
);

/** The phrase (normalised) with the seven-day cycle said as its day of the week, or null. */
export function weekCycle(text: string): WeekCycleReading | null {
  if (!WEEK_CYCLE_GATE.test(text)) return null;
  const m = CYCLE.exec(text);
  const said = m?.groups?.day;
  if (m === null || said === undefined) return null;
  const day = weekdayOf(said);
  if (day === undefined) return null;
  const name = WEEKDAY_NAME[day] as string;
  return {
    text: `${text.slice(0, m.index)}every ${name.toLowerCase()} ${m.groups?.from}${text.slice(m.index + m[0].length)}`,
    note: `"${m[0].trim()}" read as every ${name}: seven days apart, counted from a ${name}.`,
  };
}
