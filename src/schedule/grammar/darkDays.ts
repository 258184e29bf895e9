/**
 * "Dark" days, as theatres and venues say them, last after a comma ("half-hour call alert 7:30p, dark mondays",
 * "box office float check 6pm, dark sun and mon"): the days with no show, so no run. Read as "except <days>", with a
 * note quoting the words. Only days of the week after "dark", said last: "dark" before anything else ("dark mode",
 * "dark by 5pm") is left as it is, and refused or read elsewhere.
 */

const DAY = '(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day)?s?';

/** Cheap test before the work: "dark" after a comma or a semicolon. */
export const DARK_DAYS_GATE = /[,;]\s*dark\s/i;

/** ", dark mondays", ", dark sun and mon", ", dark mon/tue", last. */
const DARK_DAYS = new RegExp(
  `[,;]\\s*dark\\s+(?:on\\s+)?(${DAY}(?:\\s*(?:,|/|&|and|\\+)\\s*${DAY})*)\\s*[.!]?\\s*$`,
  'i',
);

/** The phrase with its dark days said as days left out, and the note that says so; null when there are none. */
export function darkDays(text: string): { text: string; note: string } | null {
  const m = DARK_DAYS.exec(text);
  if (m === null) return null;
  const days = m[1] as string;
  return {
    text: `${text.slice(0, m.index)} except ${days}`,
    note: `"dark ${days}" read as no run on those days (no show).`,
  };
}
