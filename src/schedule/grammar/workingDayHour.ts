import type { ScheduleProblem } from '../problem.js';
import { SMALL_HOUR_NOTE } from './chronoReader.js';
import type { IntentDraft } from './draft.js';

/**
 * "every weekday at five": a bare whole hour from 1 to 6 on Monday to Friday could be the end of a working day
 * (5 PM) as well as an early job (5 AM), and the working days make the afternoon as likely as the morning. Refused
 * with both readings; the same hour every day, on other days, with minutes ("5:45") or with a word of the morning
 * keeps the morning reading and its note.
 */
export function smallHourOnWorkingDays(draft: IntentDraft): ScheduleProblem | null {
  const days = draft.days;
  if (days?.kind !== 'weekdays' || days.days.join() !== '2,3,4,5,6') return null;
  for (const note of draft.assumptions) {
    const g = SMALL_HOUR_NOTE.exec(note)?.groups;
    if (!g) continue;
    return {
      code: 'unparseable',
      message: `"${g.said}" on working days could be ${g.hour} AM or ${g.hour} PM.`,
      hint: `Say "${g.hour}am" or "${g.hour}pm", e.g. "every weekday at ${g.hour}pm".`,
    };
  }
  return null;
}
