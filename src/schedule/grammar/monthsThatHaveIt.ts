import type { LocalIntent } from '../intent.js';

/**
 * "on the 31st of every month that has one", "5th friday of each month, in months that have one", "the 30th of
 * every month which has a 30th": the months a day of the month, or a fifth weekday, falls in, said of a day some
 * months lack. The rule runs only in the months that have the day anyway (with its own note that the others are
 * skipped), so the words say nothing more: cut off, the rest read on its own, and set aside with a note, only when
 * every rule read runs on a 29th, 30th or 31st or a fifth weekday. Left as they are elsewhere ("the 15th of every
 * month that has one": which months lack it?).
 */
const THAT_HAVE_IT =
  /,?\s*(?:in\s+(?:the\s+)?months?\s+)?\b(?:that|which)\s+(?:has|have|(?:has|have)\s+got)\s+(?:one|it|them|a\s+(?:29th|30th|31st|fifth|5th)(?:\s+(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*)?)\b/i;
/** The cheap test before the pattern above. */
export const THAT_HAVE_IT_GATE = /\b(?:that|which)\s+ha(?:s|ve)\b/i;

/** The phrase without the words, and the note; null when it has none. */
export function withoutMonthsThatHaveIt(phrase: string): { text: string; note: string } | null {
  const m = THAT_HAVE_IT.exec(phrase);
  if (m === null) return null;
  const text = `${phrase.slice(0, m.index)}${phrase.slice(m.index + m[0].length)}`.replace(/\s{2,}/g, ' ');
  return {
    text,
    note: `Set "${m[0].replace(/^,?\s*/, '')}" aside: the day runs only in the months that have it.`,
  };
}

/** Whether each rule runs on a day some months lack: the 29th to the 31st, or a fifth weekday. */
export function onDaysSomeMonthsLack(rules: readonly LocalIntent[]): boolean {
  return rules.every((r) => {
    const d = r.days;
    if (d.kind === 'month-days') return d.days.every((x) => typeof x === 'number' && x >= 29);
    if (d.kind === 'nth-weekday') return d.nths.every((n) => n === 5);
    return false;
  });
}
