/**
 * "at 8 in the evening on weekends, else 7:15a", "9pm on weekdays, otherwise 10am": a time on weekends (or
 * weekdays), then another time said after "else" or "otherwise", which runs on the other days of the week. Rewritten
 * (by `normalize.ts`) as a second rule on those days: "..., and on weekdays 7:15a". Safe because weekends and
 * weekdays are each other's whole complement; read only where the words before "else" say one of them and no other
 * day, date or bound ("on weekends and holidays, else ..." stays refused, as does "on fridays, else ..."), and
 * where nothing but the other days' clock follows "else" ("8pm on weekends, else 7:15am, fridays 6pm" stays refused).
 */

const ELSE = /,?\s+(?:else|otherwise)\s+(?=(?:at\s+|@\s*)?\d)/;
const SET = /\b(?:on\s+)?(?:the\s+)?(week(?:end|day))s?\b/g;
/** Words before "else" that say other days, dates or bounds: the rest of the week is then not the complement. */
const OTHER_DAYS =
  /\b(?:sun|mon|tue|wed|thu|fri|sat|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:holidays?|except|but|not|no|only|until|till|til|from|starting|every\s+other|alternate|night|nights)\b|\d(?:st|nd|rd|th)\b|\d{1,2}\/\d/;

/** After the "else" clock, another rule: a mark, a join, a second clock, a word of how often. */
const AFTER_ELSE =
  /[,;&+]|\s[-\u2013\u2014]\s|\b(?:and|then|plus|also|every|each|daily|weekly|monthly|on|in|from|until|till)\b/;
/** The clocks said after "else": one only. */
const CLOCK = /\d{1,2}(?::[0-5]\d)?/g;

export const ELSE_DAYS_GATE = /\b(?:else|otherwise)\b/;

export function rewriteElseDays(text: string): string {
  const m = ELSE.exec(text);
  if (m === null) return text;
  const before = text.slice(0, m.index);
  const sets = [...before.matchAll(SET)].map((s) => s[1]);
  if (sets.length !== 1 || OTHER_DAYS.test(before.replace(SET, ' '))) return text;
  const after = text.slice(m.index + m[0].length);
  // ("8pm on weekends, else 7:15am, fridays 6pm": a third set after the other days' time; whose days?)
  if (AFTER_ELSE.test(after) || OTHER_DAYS.test(after) || /\bweek(?:end|day)s?\b/.test(after)) return text;
  if ((after.match(CLOCK) ?? []).length > 1) return text;
  const other = sets[0] === 'weekend' ? 'weekdays' : 'weekends';
  return `${before}, and on ${other} ${after}`;
}
