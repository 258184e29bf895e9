/**
 * A clock said, then the one it is not: "the depot call is 04:15 not 04:50, daily", "standup 9:30am, not 10am,
 * weekdays", "fridays at 6pm (not 7pm)". The denied clock is no run to take out (the schedule never had it): the
 * words only say which time is meant. Read again without them, with a note. Looked at only when the phrase does not
 * read as typed ("hourly 9-5 not 12pm" takes out a run and reads so).
 *
 * Refused still: a clock in a range or a list before "not" ("9am to 5pm not 6pm", "9am and 5pm not 6pm": which one
 * is said again?), a phrase with a repeat within the day ("every 15 min from 9:15 not 9:30"), a bare hour on either
 * side ("at 9 not 10": an hour or a count?), and a denial of anything but one clock.
 */

export interface ClockNotClockReading {
  readonly text: string;
  readonly note: string;
}

export const CLOCK_NOT_CLOCK_GATE = /\bnot\s+(?:at\s+)?\d/;

/** A clock with its minutes or its half of the day. */
const CLOCK = '(?:\\d{1,2}:[0-5]\\d(?:\\s*[ap]m)?|\\d{1,2}\\s*[ap]m)';
const NOT_CLOCK = new RegExp(
  `(?<before>^|.*?[^\\d:\\s-])(?<sep>\\s*)(?<keep>${CLOCK})(?<not>\\s*[,(]?\\s*not\\s+(?:at\\s+)?(?<drop>${CLOCK})\\s*\\)?)(?=\\s*(?:[,.;]|$)|\\s+(?:daily|every|each|on|weekdays?|weekends?)\\b)`,
);
/** A range or a list right before the clock kept: which of its clocks does the denial speak to? */
const LIST_BEFORE = new RegExp(`(?:${CLOCK}|\\d{1,2})\\s*(?:-|–|to|until|till|through|thru|and|&|,|or)\\s*$`);
/** A repeat within the day: the denial may take out a run. */
const REPEAT =
  /\bevery\s+(?:\d+\s*)?(?:min|minutes?|mins?|h|hrs?|hours?)\b|\bhourly\b|\bhalf[-\s]hourly\b|\bquarter[-\s]hourly\b/;

export function clockNotClock(text: string): ClockNotClockReading | null {
  if (!CLOCK_NOT_CLOCK_GATE.test(text) || REPEAT.test(text)) return null;
  const m = NOT_CLOCK.exec(text);
  const g = m?.groups;
  if (!m || !g?.keep || !g.drop || g.not === undefined) return null;
  if (LIST_BEFORE.test(`${g.before}${g.sep}`)) return null;
  if (g.keep.replace(/\s+/g, '') === g.drop.replace(/\s+/g, '')) return null;
  const at = (m.index ?? 0) + (g.before?.length ?? 0) + (g.sep?.length ?? 0) + g.keep.length;
  const rest = text.slice(at + g.not.length);
  const out = `${text.slice(0, at)}${rest.startsWith(',') || rest === '' ? '' : ','}${rest.startsWith(' ') || rest === '' ? '' : ' '}${rest}`;
  return {
    text: out.replace(/\s+/g, ' ').trim(),
    note: `Read "not ${g.drop}" as saying the time is ${g.keep}, not ${g.drop}.`,
  };
}
