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
 * The number is a clock only where it says its minutes ("3:30") or follows "at" ("at 3 after school"), never after a
 * word that makes it a count or an age ("tutoring for 2 after school", "every 2 after school", "grade 5", "class of
 * 6"), and only where the phrase says no other clock ("snack for 6 after school mondays 3pm" is not 6 PM as well).
 */

/** Cheap test before anything else. */
export const AFTER_SCHOOL_GATE = /dismissal|after\s+school/i;

const AFTER_SCHOOL =
  /(?<![\d:])\b([1-6])(:[0-5]\d)?\s*(\(\s*after\s+(?:school\s+)?(?:dismissal|school)\s*\)|after\s+(?:school\s+)?(?:dismissal|school)\b)/i;

/** Words after which a number is a count, an age or a class, not a clock. */
const COUNT_BEFORE = /^(?:for|of|ages?|aged|grades?|years?|yr|class|classes|every|each)$/i;

/** A clock said elsewhere in the phrase ("3pm", "15:30", "noon", "0900"). */
const OTHER_CLOCK = /\d\s*(?:[ap]\.?m\b\.?)|\d[:.h]\d\d|\b\d{3,4}\b|\b(?:noon|midday|midnight)\b/i;

/** The phrase with the clock said as the afternoon's and the remark dropped, and its note; null when it has none. */
export function afterSchoolPhrase(phrase: string): { text: string; note: string } | null {
  const m = AFTER_SCHOOL.exec(phrase);
  if (m === null) return null;
  const before = /(\S+)\s*$/.exec(phrase.slice(0, m.index))?.[1]?.replace(/[^a-z]/gi, '') ?? '';
  if (COUNT_BEFORE.test(before)) return null;
  if (m[2] === undefined && !/^at$/i.test(before)) return null;
  if (OTHER_CLOCK.test(`${phrase.slice(0, m.index)} ${phrase.slice(m.index + m[0].length)}`)) return null;
  const clock = `${m[1]}${m[2] ?? ''}`;
  const text = `${phrase.slice(0, m.index)}${clock}pm${phrase.slice(m.index + m[0].length)}`;
  const said = m[0].replace(/\s+/g, ' ').trim();
  return {
    text,
    note: `"${said}" read as ${clock}${m[2] === undefined ? ':00' : ''} PM: school lets out in the afternoon.`,
  };
}
