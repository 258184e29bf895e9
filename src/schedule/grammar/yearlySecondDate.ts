import { MONTH } from './words.js';

/**
 * "health permit renewal every year on june 30 at 9am, with a heads-up on june 1 at 9am": a second date after a
 * yearly date, at the same time, is every year's too (alone, "on june 1 at 9am" could be once or every year's); read
 * as both dates of the yearly rule ("every year on june 30 and june 1 at 9am"). Not where the second date says its
 * year or weekday, nor where the words between say when ("once", "this", "next", "every"...), nor at another time (two
 * rules).
 */

export interface YearlyDatesReading {
  readonly text: string;
  readonly notes: readonly string[];
}

const DAY_N = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?';
const A_DATE = `(?:(?:the\\s+)?${DAY_N}\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+${DAY_N})(?![\\d:/])`;
const CLOCK = '(?:\\d{1,2}(?:[:.]\\d\\d)?\\s*[ap]\\.?m\\.?|\\d{1,2}[:h]\\d\\d)(?![\\d:])';
/** A word between the two dates: what the second run is ("a heads-up", "the reminder"), not when. */
const LABEL_WORD =
  "(?!(?:once|only|this|next|coming|every|each|daily|weekly|monthly|yearly|annually|from|until|till|starting|except|but|not|no|instead|rather|was|were|is|used|previously|formerly|originally|old|moved|changed|scratch|actually|skip|skipping|cancel|cancelled|canceled|unless|or|year|week|month|day|days)\\b)(?![a-z]*(?:sun|mon|tue|wed|thu|fri|sat)(?:day|s)?\\b)[a-z][a-z'-]*";

const YEARLY_THEN_DATE = new RegExp(
  `^(?<head>.*?\\b(?:every|each)\\s+year\\s+on\\s+${A_DATE})\\s+(?:at\\s+)?(?<t1>${CLOCK})\\s*,?\\s+(?:(?:and|with|plus)\\s+)?(?<label>(?:${LABEL_WORD}\\s+){0,3}?)on\\s+(?<d2>${A_DATE})\\s+(?:at\\s+)?(?<t2>${CLOCK})$`,
);

function clockKey(clock: string): string {
  return clock.replace(/[\s.]/g, '').replace(/:00(?=[ap])/, '');
}

export function yearlyDatesPhrase(text: string): YearlyDatesReading | null {
  if (!/\byear\b/.test(text)) return null;
  const g = YEARLY_THEN_DATE.exec(text)?.groups;
  if (!g) return null;
  if (clockKey(g.t1 ?? '') !== clockKey(g.t2 ?? '')) return null;
  const label = (g.label ?? '').trim();
  const d2 = (g.d2 ?? '').replace(/^the\s+/, '');
  return {
    text: `${g.head} and ${d2} at ${g.t1}`,
    notes: [
      `Read ${label === '' ? `"${d2}"` : `"${label}" on ${d2}`} as every year's too, at the time of the yearly rule.`,
    ],
  };
}
