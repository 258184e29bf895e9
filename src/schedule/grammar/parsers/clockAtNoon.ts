import { type RecurrenceParser, unparseable } from '../draft.js';

/**
 * A clock said right before "midnight" or "noon" ("at 11:30 midnight", "at 9 noon"): 11:30 PM, or 11:30 and
 * midnight? Refused rather than read as two times. Twelve o'clock with minutes ("12:15 midnight", "quarter past
 * twelve noon") is rewritten before this runs (clockWords.ts) and never reaches it; a time with its half of the day
 * ("9am noon") is a list, left to the time reader.
 */
export const clockAtNoonParser: RecurrenceParser = {
  name: 'clock-at-noon',
  // a clock's last digit right before the word
  gate: /\d\s+(?:at\s+)?(?:midnight|noon|midday)/,
  pattern:
    /(?<![\d:.])(?<clock>(?:[01]?\d|2[0-3]):[0-5]\d|(?<=\bat\s+)(?:[01]?\d|2[0-3]))\s+(?:at\s+)?(?<word>midnight|noon|midday)\b/g,
  apply(m) {
    const g = m.groups ?? {};
    return unparseable(
      `"${m[0]}" gives a clock and "${g.word}" together: ${g.clock} or ${g.word}, or both?`,
      `Say one time ("${g.word}" or "${g.clock}pm"), or both joined by "and".`,
    );
  },
};
