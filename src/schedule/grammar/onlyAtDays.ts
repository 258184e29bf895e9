import { DAY } from './words.js';

const CLOCK = '(?:(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?\\s*(?:[ap]m)?|noon|midnight)';
const DAYS = `(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and|&|or)\\s*(?:${DAY}|week(?:day|end)s?\\b))*`;
/**
 * "run the sync at 3am and 3pm, but on saturdays only at 3am": times said without days (every day), then days with
 * "only" (or "just") and some of those times.
 */
const ONLY_AT = new RegExp(
  `^(?<head>(?:(?<name>[a-z][a-z'&/ -]*?)\\s+)?at\\s+(?<times>${CLOCK}(?:\\s*(?:,|and|&)\\s*${CLOCK})+))\\s*,\\s*(?<tail>(?:but\\s+)?(?:on\\s+)?(?<days>${DAYS})\\s+(?:only|just)\\s+at\\s+${CLOCK})\\s*$`,
);
/**
 * "nans tablets 9am and 5pm but only 9am on sundays": the times (with or without "at"), then "but only" (or "but
 * just") one or more of them and the days they alone are for. The times must say their half of the day or minutes
 * ("9am", "17:00"), so that a bare number after "only" is not a count.
 */
/** One day or one kind of days: a list ("saturdays and sundays") would be cut apart by the rules reader. */
const ONE_DAY = `(?:${DAY}|week(?:day|end)s?\\b)`;
const CLEAR_CLOCK = '(?:(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?\\s*[ap]m|(?:[01]?\\d|2[0-3]):[0-5]\\d|noon|midnight)';
const BUT_ONLY = new RegExp(
  `^(?<head>(?:(?<name>[a-z][a-z'&/ -]*?)\\s+)?(?:at\\s+)?(?<times>${CLEAR_CLOCK}(?:\\s*(?:,|and|&)\\s*${CLEAR_CLOCK})+))\\s*,?\\s*but\\s+(?:only|just)\\s+(?:at\\s+)?(?<only>${CLEAR_CLOCK}(?:\\s*(?:,|and|&)\\s*${CLEAR_CLOCK})*)\\s+(?:on\\s+)?(?<days>${ONE_DAY})\\s*$`,
);
/** Words of a name before the times that would say days or how often: the phrase is then not this shape. */
const WHEN_WORD = new RegExp(
  `\\b(?:${DAY}|week(?:day|end|night)s?|daily|nightly|every|each|hourly|weekly|monthly|yearly|mornings?|evenings?|nights?|on|from|until|in)\\b`,
);

/**
 * The phrase with "every day" said after the times, so that the days after "only" are read as in place of the
 * earlier rule on those days (instead.ts), not as the days of every time said (which would run the other times on
 * them too). Null when the phrase is not this shape.
 */
export function onlyAtEveryDay(text: string): { text: string; note: string } | null {
  if (/\bbut\s+(?:only|just)\s/.test(text)) {
    const b = BUT_ONLY.exec(text);
    if (b?.groups) {
      const { head = '', only = '', days = '', name } = b.groups;
      if (name !== undefined && WHEN_WORD.test(name)) return null;
      return {
        text: `${head} every day, on ${days} only at ${only}`,
        note: `"${head.trim()}" said without days read as every day, "${only}" alone on ${days}.`,
      };
    }
  }
  if (!/\b(?:only|just)\s+at\b/.test(text)) return null;
  const m = ONLY_AT.exec(text);
  if (!m?.groups) return null;
  const { head = '', tail = '', name } = m.groups;
  if (name !== undefined && WHEN_WORD.test(name)) return null;
  return {
    text: `${head} every day, ${tail}`,
    note: `"${head.trim()}" said without days read as every day, the days after "only" in its place.`,
  };
}
