/**
 * A place in the month said in words, then said again as a day of the month after "i.e.", "ie", "that is" or
 * "meaning": "halfway through each month, i.e. the 15th, at 0600", "mid-month (ie the 16th) 9am", "middle of every
 * month, that is the 14th". The day said after the words is what they mean: the words are cut off, the rest read
 * again, with a note.
 *
 * Safe because the words may only be words of the middle of a month ("halfway", "mid", "middle", "through", "of",
 * "each", "every", "month"), which name no day of their own and no other period, and the day after them must be one
 * day of the month in its middle ("the 15th", from the 10th to the 20th), which is what the rest reads: a day of the week, a week, a number or any other word
 * in them ("every other month, i.e. the 15th", "2nd week, i.e. the 10th") keeps the phrase refused.
 */
export const RESTATED_MID_MONTH_GATE = /\b(?:i\.?e\.?|that\s+is|meaning)\s+the\s+\d/i;

const SAID =
  /(?<words>\b(?:(?:halfway|half\s+way|mid(?:way)?|middle)\b[\s-]*)(?:(?:through|thru|in|into|of|the|each|every|a)\s+)*(?:the\s+)?month\b)\s*(?:,\s*|\(\s*)(?<lead>i\.?e\.?,?|that\s+is,?|meaning)\s+(?<day>the\s+(?:[12]?\d|3[01])(?:st|nd|rd|th))\b\s*\)?/i;

/** The phrase with the middle of the month said as its day, and the note; null when it is not so said. */
export function restatedMidMonthPhrase(phrase: string): { text: string; note: string } | null {
  const m = SAID.exec(phrase);
  const g = m?.groups;
  if (m === null || !g?.words || !g.day) return null;
  // the middle of a month: a day from the 10th to the 20th ("halfway through the month, i.e. the 2nd" disagrees)
  const day = Number(/\d+/.exec(g.day)?.[0]);
  if (day < 10 || day > 20) return null;
  return {
    text: `${phrase.slice(0, m.index)}${g.day}${phrase.slice(m.index + m[0].length)}`.replace(/\s{2,}/g, ' ').trim(),
    note: `Read "${g.words}" as ${g.day}, the day said after "${g.lead}".`,
  };
}
