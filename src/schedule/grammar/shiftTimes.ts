/**
 * The times of a shift's start, end or change named with what they are, then said ("SCBA check every shift start
 * 0800 and 2000", "controlled substance count end of every shift, 3pm and 11pm", "radio check at each shift change
 * (07:00 / 19:00)", "handover at shift change: 6am, 2pm and 10pm"): the words of the shift are set aside and the
 * times read as said, with a note.
 *
 * Only where two clocks or more follow, each saying its half of the day (am/pm, or on the 24-hour clock: "0800",
 * "19:00", "07:00"): "every shift start" says no time itself, so "every shift start" alone, "at shift change 7 and 7"
 * (which half?), "every shift start 0800" (one shift a day?) and "every other shift start 0800 and 2000" stay
 * refused.
 */

/** A clock that says its half of the day. */
const CLOCK =
  '(?:(?:1[0-2]|0?[1-9])(?:[:.][0-5]\\d)?\\s*[ap]\\.?m\\.?|(?:[01]\\d|2[0-3])[:.]?[0-5]\\d|(?:1[3-9]|2[0-3])[:.][0-5]\\d)';
const JOIN = '\\s*(?:,\\s*(?:and\\s+|&\\s*)?|\\s(?:and|&)\\s|/|\\+|&)\\s*';
/** The words of the shift's start, end or change. */
const SHIFT =
  '(?:(?:at\\s+)?(?:the\\s+)?(?:start|end|beginning|close)\\s+of\\s+(?:every|each)\\s+shift|(?:at\\s+)?(?:every|each)\\s+shift\\s+(?:start|end|change|changeover|handover|handoff)s?|at\\s+(?:the\\s+)?shift\\s+(?:change|changeover|handover)s?)';
const SHIFT_TIMES = new RegExp(
  `(?<![\\w-])(?<shift>${SHIFT})\\s*(?:[,:]\\s*|\\(\\s*|[\u2013\u2014-]\\s*)?(?:at\\s+)?(?<times>${CLOCK}(?:${JOIN}${CLOCK})+)(?<close>\\s*\\))?(?![\\w:])`,
  'i',
);

/** A cheap test before the reading: the phrase names a shift. */
export const SHIFT_TIMES_GATE = /\bshift\b/i;

export interface ShiftTimes {
  readonly text: string;
  readonly note: string;
}

/** The phrase with the words of a shift's times set aside, or null where it names none as above. */
export function shiftTimes(phrase: string): ShiftTimes | null {
  const m = SHIFT_TIMES.exec(phrase);
  if (m?.groups === undefined) return null;
  const { shift, times, close } = m.groups as { shift: string; times: string; close?: string };
  // a bracket closed that was not opened with the times is no part of them
  const opened = /\(\s*(?:at\s+)?$/.test(m[0].slice(0, m[0].length - times.length - (close?.length ?? 0)));
  const cut = close !== undefined && !opened ? m[0].length - close.length : m[0].length;
  const before = phrase.slice(0, m.index).replace(/[\s,]+$/, '');
  const text = `${before}${before === '' ? '' : ' '}${times}${phrase.slice(m.index + cut)}`;
  return {
    text,
    note: `Read "${shift.trim()}" as the times said with it (${times.trim()}).`,
  };
}
