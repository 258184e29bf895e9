/**
 * A run said as at or after a place's close, with the clock it runs at said right after:
 * - "fryer oil change sun & wed after close, 11pm", "drug count every friday at closing, 9pm", "till count at close
 *   (22:30) daily", "float reset after closing - 23:15 thu-sat", "bar wipe-down at closing time, 1am sat":
 *   the words of the close are set aside, the clock read as the run's, with a note saying so.
 * Left as it was (null), so refused or read as before:
 * - a duration before the close ("30 min before close, 11pm", "an hour after closing, 10pm"): the clock may be the
 *   close's, and the run another time;
 * - "before close, 4pm": the clock may be the close's;
 * - no clock right after, or one without its half of the day and no 24-hour clock ("at close, 9": the morning or
 *   the evening?), or a close said with a day after it ("after close friday 10pm").
 */

export interface ClosingClock {
  readonly text: string;
  readonly note: string;
}

export const CLOSING_CLOCK_GATE = /\b(?:at|after)\s+(?:the\s+)?clos(?:e|ing)\b/i;

const CLOCK = '(?:(?:[01]?\\d|2[0-3])[:.][0-5]\\d(?:\\s*[ap]\\.?m\\.?)?|(?:1[0-2]|0?[1-9])\\s*[ap]\\.?m\\.?|midnight)';
/** "at close, 11pm", "after closing (22:30)", "at closing time - 1am": the words and the clock after them. */
const CLOSE_THEN_CLOCK = new RegExp(
  `(?<!\\b(?:mins?|minutes?|hours?|hrs?|h|m|an|a|one|half)\\s+)\\b(?<words>(?:at|after)\\s+(?:the\\s+)?clos(?:e|ing)(?:\\s+time)?)(?:\\s*[,:]\\s*|\\s+[-\u2013\u2014]\\s+|\\s*\\(\\s*|\\s+)(?:at\\s+)?(?<clock>${CLOCK})(?<shut>\\s*\\))?(?![\\w:])`,
  'i',
);

/** The phrase with the words of the close set aside before its clock, and a note; null when it is not so. */
export function closingClock(phrase: string): ClosingClock | null {
  const m = CLOSE_THEN_CLOCK.exec(phrase);
  if (!m?.groups) return null;
  const { words, clock } = m.groups as Record<string, string>;
  // an opening bracket needs its closing one ("at close (22:30)"), and none without it
  if (m[0].includes('(') !== (m.groups.shut !== undefined)) return null;
  const before = phrase.slice(0, m.index).replace(/[\s,;]+$/, '');
  const after = phrase.slice(m.index + m[0].length);
  const text = `${before} ${clock}${after}`.replace(/\s+/g, ' ').trim();
  return {
    text,
    note: `Read "${words}" as what the time is for, not a time of its own.`,
  };
}
