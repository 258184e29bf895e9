/**
 * A clock said with the end of the school day right after it: "help desk ticket report weekdays at 3:15 (after
 * dismissal)", "tutoring mon and wed 3:30 after school", "bus duty 2:45 (after school dismissal)". School lets out in
 * the afternoon, so an hour from 1 to 6 said without its half of the day is the afternoon's. Looked at only once the
 * phrase has failed to read as typed (rules.ts, where a bare hour on days of the week is refused): the clock is said
 * again with "pm", the remark dropped, and a note quotes both.
 *
 * Safe because: only right after a clock of an hour from 1 to 6 with no am/pm of its own (a clock that says its half
 * is left alone, and so is an hour of the morning or the evening: "7:30 after school" stays as it was read or
 * refused), and only "after (school) dismissal" and "after school", which say the afternoon whatever the school.
 */

/** Cheap test before anything else. */
export const AFTER_SCHOOL_GATE = /dismissal|after\s+school/i;

const AFTER_SCHOOL =
  /(?<![\d:])\b([1-6])(:[0-5]\d)?\s*(\(\s*after\s+(?:school\s+)?(?:dismissal|school)\s*\)|after\s+(?:school\s+)?(?:dismissal|school)\b)/i;

/** The phrase with the clock said as the afternoon's and the remark dropped, and its note; null when it has none. */
export function afterSchoolPhrase(phrase: string): { text: string; note: string } | null {
  const m = AFTER_SCHOOL.exec(phrase);
  if (m === null) return null;
  const clock = `${m[1]}${m[2] ?? ''}`;
  const text = `${phrase.slice(0, m.index)}${clock}pm${phrase.slice(m.index + m[0].length)}`;
  const said = m[0].replace(/\s+/g, ' ').trim();
  return {
    text,
    note: `"${said}" read as ${clock}${m[2] === undefined ? ':00' : ''} PM: school lets out in the afternoon.`,
  };
}
