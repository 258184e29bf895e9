import type { ScheduleProblem } from '../problem.js';

/**
 * A phrase that is one time of day and nothing else ("9am", "18:00", "noon", "schedule it for 2pm") says when in
 * the day but not how often: every day, or once? Writers read it both ways, so it is refused with both phrases.
 * Several times ("at noon and midnight") are a day's routine and read as every day; so is one time beside anything
 * that says what runs ("db backup at 2:30am").
 */
const LONE_CLOCK =
  /^(?:>\s*)?(?:(?:please|pls|can you|could you)\s+)?(?:(?:schedule|set|put|book|make)\s+(?:it|this|that)\s+(?:for|at)\s+|at\s+|@\s*)?(\d{1,2}(?::\d{2})?\s?(?:am|pm)?|noon|midnight)\s*[.!?]?$/;

export function loneClock(text: string): ScheduleProblem | null {
  const clock = LONE_CLOCK.exec(text)?.[1];
  if (clock === undefined) return null;
  return {
    code: 'unparseable',
    message: `"${clock}" says a time of day but not how often: every day, or once?`,
    hint: `Say "every day at ${clock}", or "tomorrow at ${clock}" for one run.`,
  };
}
