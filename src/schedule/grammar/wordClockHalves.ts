import type { LocalIntent } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { HOUR_WORDS } from './words.js';

/**
 * "timesheet reminder half past 5 fridays", "quarter to 2 on tuesdays": a clock said in words has no 24-hour form, so
 * it is as bare as "at 5": on days of the week, an hour from 1 to 6 could be the morning's or the afternoon's, and
 * the phrase is refused with both readings, as "fridays at 5" is. Rewritten to "5:30" before the clock readers, its
 * minutes would otherwise keep the morning reading that "5:30" written with digits keeps (an early job). A half of
 * the day said after it ("half past 5 pm", "in the evening") is read as said; the same words every day keep the
 * morning reading and its note, as "every day at 5" does.
 */
const MINUTES = '(?:a\\s+)?quarter|half|twenty[-\\s]five|twenty|ten|five|[1-5]?\\d\\s+minutes?';
const WORD_CLOCK = new RegExp(
  `\\b(?<said>(?<min>${MINUTES})\\s+(?<dir>past|after|to)\\s+(?<hour>1[0-2]|[1-9]|${[...HOUR_WORDS.keys()].join('|')}))\\b(?!:)`,
  'gi',
);
export const WORD_CLOCK_GATE = /\s(?:past|after|to)\s/i;

/** The clock a word clock is read as ("half past 5" -> [5, 30]), or null. */
function clockOf(min: string, dir: string, hour: string): [number, number] | null {
  const m = min
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ minutes?$/, '');
  const minutes =
    m === 'quarter' || m === 'a quarter'
      ? 15
      : m === 'half'
        ? 30
        : m === 'twenty five' || m === 'twenty-five'
          ? 25
          : m === 'twenty'
            ? 20
            : m === 'ten'
              ? 10
              : m === 'five'
                ? 5
                : Number(m);
  const h = HOUR_WORDS.get(hour.toLowerCase()) ?? Number(hour);
  if (!(minutes >= 1 && minutes <= 59) || !(h >= 1 && h <= 12)) return null;
  if (dir.toLowerCase() === 'to') return [h === 1 ? 12 : h - 1, 60 - minutes];
  return [h, minutes];
}

/** The problem of a word clock of the small hours on days of the week, read in the morning by assumption; or null. */
export function wordClockHalfProblem(phrase: string, rules: readonly LocalIntent[]): ScheduleProblem | null {
  for (const m of phrase.matchAll(WORD_CLOCK)) {
    const g = m.groups;
    if (!g?.said || !g.min || !g.dir || !g.hour) continue;
    const clock = clockOf(g.min, g.dir, g.hour);
    if (clock === null || clock[0] > 6) continue;
    const text = `${clock[0]}:${String(clock[1]).padStart(2, '0')}`;
    // "half past 5 fridays at 5:30am": the same clock said again with its half of the day
    if (new RegExp(`\\b${text}\\s*[ap]\\.?m\\b`, 'i').test(phrase)) continue;
    const assumed = `read as ${text} AM; say`;
    const onDays = rules.some((r) => r.days.kind === 'weekdays' && r.assumptions.some((n) => n.includes(assumed)));
    if (!onDays) continue;
    return {
      code: 'unparseable',
      message: `"${g.said}" on days of the week could be ${text} AM or ${text} PM.`,
      hint: `Say "${text}am" or "${text}pm", e.g. "every friday at ${text}pm".`,
    };
  }
  return null;
}
