import type { ScheduleProblem } from '../problem.js';
import { SMALL_HOUR_NOTE } from './chronoReader.js';
import type { IntentDraft } from './draft.js';

/**
 * "every weekday at five", "open mic signups post every tuesday at 5": a bare whole hour from 1 to 6 on days of the
 * week could be the end of a working day or an afternoon's event (5 PM) as well as an early job (5 AM): writers read
 * it both ways ("every tuesday at 5" as 5 PM, "every thursday at 3" as either). So are the hours 3 and 4 with minutes
 * ("every fri 4:20", "3:15" for a school's end as well as an early job); other hours with minutes ("every weekday
 * 5:45", "every sunday at 2:30") are early jobs as writers use them, and keep the morning reading, as does a clock
 * said again as a correction of one with its half of the day said (not of "at 9", itself read in the morning).
 * Refused with both readings; the same hour every day, on a 24-hour clock ("05:45", or beside "15:00") or with a word
 * of the morning keeps the morning reading and its note, as does "4:00" written with its minutes.
 */
/** The hours that, with minutes, end a school or working day as often as they start an early job. */
const AFTERNOON_WITH_MINUTES = /^[34]$/;
const isCorrection = (note: string): boolean => / as a correction\b/.test(note);
/** A clock read in the morning because its half of the day was not said ("at 9" as 9:00 AM). */
const HALF_ASSUMED = /read as \d{1,2}:\d{2} AM; say/;
/**
 * A clock corrects one whose half of the day was said ("every weekday at 4:30am, sorry 4:45"): no other note says a
 * clock was read in the morning by assumption ("every weekday at 9, nope make that 3:30" is not such).
 */
const correctsSaidHalf = (draft: IntentDraft, own: string): boolean =>
  draft.assumptions.some(isCorrection) && !draft.assumptions.some((n) => n !== own && HALF_ASSUMED.test(n));

export function smallHourOnDaysOfWeek(draft: IntentDraft): ScheduleProblem | null {
  const days = draft.days;
  if (days?.kind !== 'weekdays') return null;
  for (const note of draft.assumptions) {
    const g = SMALL_HOUR_NOTE.exec(note)?.groups;
    if (!g) continue;
    // "4:00" is a clock as exact as "04:00"; "4:20" is a clock of the afternoon's hours, unless it corrects another
    const minutes = /[:.]\d\d/.test(g.said ?? '');
    if (minutes && (g.mm === '00' || !AFTERNOON_WITH_MINUTES.test(g.hour ?? '') || correctsSaidHalf(draft, note)))
      continue;
    const clock = minutes ? `${g.hour}:${g.mm}` : g.hour;
    return {
      code: 'unparseable',
      message: `"${g.said}" on days of the week could be ${clock} AM or ${clock} PM.`,
      hint: `Say "${clock}am" or "${clock}pm", e.g. "every weekday at ${clock}pm".`,
    };
  }
  return null;
}
