/**
 * A word of a part of the day said right after an event's clock, as a word of its name: "30 min before the 0700
 * morning report", "1h before the 18:00 evening briefing", "15 min before the 2pm afternoon session", "20 min before
 * the 23:00 night run". It is set aside only where it agrees with the clock as read and a word of the name follows;
 * "before the 7:30 evening class" (7:30 read as the morning's) and "before the 0700 morning" (no name after) are not.
 */

/** The part of a day each word says, as minutes from midnight: [from, to), wrapping past midnight for the night. */
const PARTS: Record<string, readonly [number, number]> = {
  morning: [300, 720],
  afternoon: [720, 1080],
  evening: [1020, 1320],
  night: [1080, 300],
};

/** Whether `word` names a part of the day that holds `minutes`; null when it names no part of the day. */
export function partOfDayAgrees(word: string, minutes: number): boolean | null {
  const part = PARTS[word];
  if (part === undefined) return null;
  const [from, to] = part;
  return from < to ? minutes >= from && minutes < to : minutes >= from || minutes < to;
}

/**
 * The words of an event's name said after its clock, without a first word of a part of the day that agrees with
 * the clock and has a word after it; the words as they are otherwise.
 */
export function withoutAgreeingPart(words: readonly string[], minutes: number): readonly string[] {
  if (words.length < 2) return words;
  return partOfDayAgrees(words[0] as string, minutes) === true ? words.slice(1) : words;
}
