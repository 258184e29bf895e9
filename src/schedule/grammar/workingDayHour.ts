import type { ScheduleProblem } from '../problem.js';
import { SMALL_HOUR_NOTE } from './chronoReader.js';
import type { IntentDraft } from './draft.js';

/**
 * "every weekday at five", "open mic signups post every tuesday at 5": a bare whole hour from 1 to 6 on days of the
 * week could be the end of a working day or an afternoon's event (5 PM) as well as an early job (5 AM): writers read
 * it both ways ("every tuesday at 5" as 5 PM, "every thursday at 3" as either). Refused with both readings; the same
 * hour every day, with minutes ("5:45") or with a word of the morning keeps the morning reading and its note.
 */
export function smallHourOnDaysOfWeek(draft: IntentDraft): ScheduleProblem | null {
  const days = draft.days;
  if (days?.kind !== 'weekdays') return null;
  for (const note of draft.assumptions) {
    const g = SMALL_HOUR_NOTE.exec(note)?.groups;
    if (!g) continue;
    return {
      code: 'unparseable',
      message: `"${g.said}" on days of the week could be ${g.hour} AM or ${g.hour} PM.`,
      hint: `Say "${g.hour}am" or "${g.hour}pm", e.g. "every weekday at ${g.hour}pm".`,
    };
  }
  return null;
}
