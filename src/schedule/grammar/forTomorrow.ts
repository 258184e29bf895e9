import type { IntentDraft } from './draft.js';

/**
 * "occupancy forecast every evening 9pm for tomorrow", "nightly at 10 pm: prep list for tomorrow", "every weekday
 * at 17:30, the rota for tomorrow": "for tomorrow" after a rule that repeats at a time late in the day says what
 * each run is about (the next day), not the one day to run on. Set aside with a note.
 *
 * Not set aside (chronoReader.ts refuses "tomorrow" as one day there):
 * - with no repeating rule ("remind me at 9pm for tomorrow": tonight, or tomorrow at 9pm?);
 * - with an interval ("every hour for tomorrow": the hours of tomorrow);
 * - with no evening word or afternoon clock ("every day at 8am for tomorrow": the morning before the day?);
 * - "from tomorrow", "starting tomorrow", "until tomorrow": bounds, read as such.
 */
const FOR_BEFORE = /\bfor\s+$/;
const REPEATING = /\b(?:every|each|daily|nightly|weeknights?|weekdays?|weekends?)\b/;
/** An evening said: a part of the day, or a clock in the afternoon or evening. */
const LATE =
  /\b(?:evenings?|nights?|nightly|weeknights?|eod|end\s+of\s+(?:the\s+)?day)\b|\b(?:[1-9]|1[0-2])(?::[0-5]\d)?\s*p\.?m\b|\b(?:1[2-9]|2[0-3])[:.h]?[0-5]\d\b/;

/** Whether the date `text` said at `start` of `masked` is "for tomorrow" after an evening rule that repeats. */
export function aboutTomorrow(text: string, masked: string, start: number, draft: IntentDraft): boolean {
  if (text.toLowerCase() !== 'tomorrow' || draft.interval !== null) return false;
  if (!FOR_BEFORE.test(masked.slice(Math.max(0, start - 6), start))) return false;
  const repeats = draft.days !== null || REPEATING.test(masked);
  return repeats && LATE.test(masked);
}

export const FOR_TOMORROW_NOTE = 'Read "for tomorrow" as what each run is about, not as the day to run on.';
