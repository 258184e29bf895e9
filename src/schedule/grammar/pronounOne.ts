/**
 * "one" for the job of the rule before, in a later rule of a list: "lunch rush heads-up 11:15 weekdays, dinner one
 * 5:15pm fri & sat" (the dinner heads-up). The word before "one" names which; "one" is set aside and the rules read
 * again, with a note. Read only once the phrase has failed to read as said (rules.ts), and only where "one" stands
 * after a comma and one word, right before a clock that says its half of the day or is on the 24-hour clock
 * ("5:15pm", "17:15"), after an earlier rule with a clock: there "one" cannot be an hour ("dinner one" alone, or
 * "dinner at one", stays as it was).
 */
export const PRONOUN_ONE_GATE = /\sone\s+\d/i;

const CLOCK = '(?:(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]\\.?m\\b|(?:[01]\\d|2[0-3]):[0-5]\\d)';
const SAID = new RegExp(`(?<lead>,\\s*(?:and\\s+)?(?:the\\s+)?(?<word>[a-z][a-z'-]*))\\s+one\\s+(?=${CLOCK})`, 'i');
/** A clock in the rules before: the list has an earlier rule. */
const EARLIER_CLOCK = /\d{1,2}(?::[0-5]\d)\b|\d\s*[ap]\.?m\b|\b(?:[01]\d|2[0-3])[0-5]\d\b/i;

/** The phrase without "one" for the job before, and the note; null when it has none. */
export function withoutPronounOne(phrase: string): { text: string; note: string } | null {
  const m = SAID.exec(phrase);
  const g = m?.groups;
  if (m === null || !g?.lead || !g.word) return null;
  if (/^(?:at|by|from|to|until|till|every|each|except|only|but|or)$/i.test(g.word)) return null;
  if (!EARLIER_CLOCK.test(phrase.slice(0, m.index))) return null;
  return {
    text: `${phrase.slice(0, m.index)}${g.lead} ${phrase.slice(m.index + m[0].length)}`,
    note: `Read "${g.word} one" as the ${g.word} job of the same kind as the one before it.`,
  };
}
