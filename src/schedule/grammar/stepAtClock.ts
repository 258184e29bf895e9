/**
 * "cert expiry scan every 12h at 6", "every 6 hours at 3": a step of hours that divides twelve, then "at" and an hour,
 * is the step anchored at that hour, as "every 12 hours starting at 6am" is: rewritten so (in `normalize`). Safe
 * because a step that divides twelve runs the same hours from the morning's hour as from the evening's (every 12 h
 * at 6 is 06:00 and 18:00 either way), so a bare hour needs no half of the day, and the anchor is the only reading
 * of a clock said after the step. Only a step of 2, 3, 4, 6 or 12 hours (not "every 1h at 6", which may be six past each hour), an hour 1–12 (with its minutes, or "am"/
 * "pm") said once after "at", and nothing after it that adds a time or a range ("at 6 and 18", "at 6 to 10", "at
 * 6:30, 7"): those are left as written, and refused or read by their own readers. "every 8 hours at 6" (06, 14, 22
 * or 18, 02, 10) keeps its refusal.
 */

/** "every 12h at 6", "every 6 hrs at 3:30pm", with what follows it. */
const STEP_AT =
  /\bevery\s+(?<step>12|6|4|3|2)\s*(?:h|hrs?|hours?)\s+at\s+(?<clock>(?:1[0-2]|0?[1-9])(?::[0-5]\d)?)(?<half>\s*[ap]m)?\b(?!\s*(?:and\b|&|\+|or\b|-|to\b|until\b|till\b|thru\b|through\b|,\s*\d|\/|:|\.\d|\d|h\b|hrs?\b|o'?clock\b|sharp\b|ish\b))/;

/**
 * Words that bound the runs' hours or say another time, anywhere beside the step: a window ("from 9 to 17", "between
 * 8 and 18", "till 5pm", "ending 18:00"), a length in hours ("for 10 hours", "for 8h"), hours of a kind ("during work
 * hours", "business hours", "daytime", "in the morning only", "overnight"), a time set aside ("except 12"), and any
 * other clock ("10:30", "5pm", "1800", "noon"). Such a phrase is left as written, and refused by the step's own reader.
 */
const HOURS_BOUNDED = new RegExp(
  [
    String.raw`\b(?:from|between|during|within|while|through|thru|'?til+|till|until|untill|up\s*to|upto|ending|ends?|stop(?:s|ping)?)\b`,
    String.raw`\b(?:except|excluding|but|not|skip(?:ping)?|no)\s+(?:at\s+)?\d`,
    String.raw`\bhours?\b|\d\s*(?:h|hrs?)\b`,
    String.raw`\b(?:business|office|work(?:ing)?|opening|day\s?time|daylight|morning|afternoon|evening|night|nights|overnight|noon|midday|midnight|lunch|am|pm|a\.m|p\.m)\b`,
    String.raw`\d[:.h]\d|\d\s*(?:[ap]\.?m)\b|\b\d{3,4}\b|\d\s*[-\u2013\u2014~>]|[-\u2013\u2014~>]\s*\d`,
  ].join('|'),
  'i',
);

/** Cheap gate: "every" and a number of hours said. */
export const STEP_AT_GATE = /\bevery\s+\d+\s*h/;

export function rewriteStepAtClock(text: string): string {
  if (!text.includes(' at ')) return text;
  const m = STEP_AT.exec(text);
  if (m === null || m.groups === undefined) return text;
  // a second "at" with a clock: which one anchors the step?
  if (/\bat\s+\d/.test(text.slice(m.index + m[0].length))) return text;
  // "every 2h at 8 between 8 and 18", "every 3h at 5 from 9 to 17", "every 2h at 8 during work hours": words that
  // bound the hours, or another time, said anywhere beside the step: a step read round the clock would drop them
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
  if (HOURS_BOUNDED.test(rest)) return text;
  const { step, clock, half } = m.groups;
  const anchor = `${clock}${half === undefined ? 'am' : half.trim()}`;
  return `${text.slice(0, m.index)}every ${step} hours starting at ${anchor}${text.slice(m.index + m[0].length)}`;
}
