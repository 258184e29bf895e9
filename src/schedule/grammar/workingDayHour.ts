import type { ScheduleProblem } from '../problem.js';
import { SMALL_HOUR_NOTE } from './chronoReader.js';
import type { IntentDraft } from './draft.js';

/**
 * "every weekday at five", "open mic signups post every tuesday at 5": a bare whole hour from 1 to 6 on days of the
 * week could be the end of a working day or an afternoon's event (5 PM) as well as an early job (5 AM): writers read
 * it both ways ("every tuesday at 5" as 5 PM, "every thursday at 3" as either). So are the hours 3 and 4 with minutes
 * ("every fri 4:20", "3:15" for a school's end as well as an early job); other hours with minutes ("every weekday
 * 5:45", "every sunday at 2:30") are early jobs as writers use them, and keep the morning reading, as does a clock
 * said again as a correction of one with its half of the day. Refused with both readings; the same hour every day,
 * on a 24-hour clock ("05:45", or beside "15:00") or with a word of the morning keeps the morning reading and its
 * note, as does "4:00" written with its minutes.
 */
/** The hours that, with minutes, end a school or working day as often as they start an early job. */
const AFTERNOON_WITH_MINUTES = /^[34]$/;
const isCorrection = (note: string): boolean => / as a correction\b/.test(note);

export function smallHourOnDaysOfWeek(draft: IntentDraft): ScheduleProblem | null {
  const days = draft.days;
  if (days?.kind !== 'weekdays') return null;
  for (const note of draft.assumptions) {
    const g = SMALL_HOUR_NOTE.exec(note)?.groups;
    if (!g) continue;
    // "4:00" is a clock as exact as "04:00"; "4:20" is a clock of the afternoon's hours, unless it corrects another
    const minutes = /[:.]\d\d/.test(g.said ?? '');
    if (
      minutes &&
      (g.mm === '00' || !AFTERNOON_WITH_MINUTES.test(g.hour ?? '') || draft.assumptions.some(isCorrection))
    )
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
