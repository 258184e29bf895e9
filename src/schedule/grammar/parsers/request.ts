import type { RecurrenceParser } from '../draft.js';

/** A morning clock time: "8am", "7:30 am", "08:00", "8h" (not "8pm", not "14:00"). */
const MORNING_TIME =
  '(?:(?:0?\\d|1[01])(?::[0-5]\\d)?\\s*am\\b|(?:0?\\d|1[01]):[0-5]\\d\\b(?!\\s*pm)|(?:0?\\d|1[01])\\s*h\\b)';

/**
 * The wording of a request that later readers would take for schedule words, consumed first: "set it to" (whose
 * "to" would make the time after it the end of a range: "set it to every Monday at 9:30"), "change it to", "move
 * it to" (at the start of a request: after a time said, they correct it), and
 * "first thing" said beside a morning time ("every Monday, first thing, 8am"). "First thing" without such a time
 * is left unread: it says no time of its own, and a time of the afternoon would contradict it. "Good morning" is a
 * greeting.
 */
export const requestParser: RecurrenceParser = {
  name: 'request',
  gate: /set|change|switch|update|move|shift|push|good|first/,
  pattern: new RegExp(
    // (only where no time was said before it: "daily 9am, change it to 15:00" corrects the time, corrections.ts)
    // (the look behind is tried only where the words are)
    '\\b(?:set|change|switch|update|move|shift|push)\\s+(?:(?:it|this|that)\\s+)?(?:up\\s+)?to\\b(?<!(?:\\d|noon|midnight)[\\s\\S]*)' +
      // a greeting, whose "morning" is not a part of the day to run in
      '|\\bgood\\s+(?:morning|afternoon|evening|day)\\b' +
      `|\\bfirst\\s+thing\\b(?=(?:\\s+in\\s+the\\s+morning)?\\s*[,-]?\\s*(?:(?:at|@)\\s*)?${MORNING_TIME})` +
      '|\\bfirst\\s+thing(?=\\s+in\\s+the\\s+morning\\s*[,-]?\\s*(?:(?:at|@)\\s*)?(?:0?\\d|1[01])\\b(?!\\s*(?::|pm)))' +
      // the lookbehind is tried only where "first thing" is
      `|\\bfirst\\s+thing\\b(?<=${MORNING_TIME}\\s*[,-]?\\s*first\\s+thing)`,
    'g',
  ),
  apply() {
    return undefined;
  },
};
