import type { ScheduleProblem } from '../problem.js';
import { inexpressible } from './draft.js';

const MACRO = /\bjenkins\b[\s\S]*?(@(?:midnight|hourly|daily|weekly|monthly|yearly|annually))\b/i;

/**
 * "jenkins @midnight", "Jenkins job: @daily": Jenkins spreads its macros by a hash of the job's name ("@midnight" is
 * some minute from 00:00 to 02:59, "@hourly" some minute of each hour), so the runs are not known and nothing read
 * from the macro's word ("midnight") may stand for them. Refused with the reason.
 */
export function jenkinsMacroProblem(phrase: string): ScheduleProblem | null {
  const m = MACRO.exec(phrase);
  if (m === null) return null;
  return inexpressible(
    `Jenkins runs "${m[1]}" at a minute it picks from the job's name (for "@midnight", between 00:00 and 02:59), so its runs are not known.`,
    'Give the time, e.g. "every day at 1:30am", or the five fields Jenkins shows for the job.',
  );
}
