import { isAsideWord } from './labels.js';

/**
 * The reason for days left out, in brackets right after them, said last: "surgery list check 7:15 mon–fri, except
 * wednesdays (no surgery)", "bins 7am daily except sundays (no collection)". The bracket only says why the days are
 * taken out, which the words before it already say, so it is set aside (by `chatAsides.ts`) and the rest read as it
 * is: "(no <thing>)" after days left out with no time of their own: no run then, as the "except" says ("no" and one to
 * three words of a name, no digit, day, month or word of when). Days left out with a time of their own ("except
 * wednesdays 9am (late start)") are not read here: "school run carpool: 8am" is of school days, not every day, and
 * reading the rest would run it at weekends. Anything else in the bracket, or the bracket away from an "except", is
 * left to be read or refused.
 */
const EXCEPT_BEFORE =
  /\b(?:except|but\s+not|not\s+on|excluding|apart\s+from)\s+(?:on\s+)?[a-z]+(?:\s*(?:,|and|&|\/|or)\s*[a-z]+)*(?<clock>\s+(?:at\s+)?(?:\d{1,2}(?::[0-5]\d)?\s*(?:am|pm)|\d{1,2}:[0-5]\d))?\s*$/;
const NO_THING = /^no\s+([a-z][a-z' -]*)$/;

export const EXCEPT_REASON_GATE = /\b(?:except|not|excluding|apart)\b/;

/** Whether the bracket `remark` (lower case), said right after `before`, is the reason for days left out. */
export function isExceptReason(remark: string, before: string): boolean {
  if (!EXCEPT_REASON_GATE.test(before)) return false;
  const except = EXCEPT_BEFORE.exec(before.toLowerCase());
  if (except === null) return false;
  const w = remark.replace(/\s+/g, ' ').trim();
  if (except.groups?.clock) return false;
  const thing = NO_THING.exec(w);
  if (thing === null) return false;
  const words = (thing[1] as string).trim().split(' ');
  return words.length <= 3 && words.every((c) => /^[a-z][a-z'-]*$/.test(c) && isAsideWord(c, c));
}
