import type { RecurrenceParser } from '../draft.js';
import { WORD_SOURCE } from './zone.js';

/**
 * "11am Bogotá time (same in Lima)", "(same time in Lima)", "(same for Lima)": a second place said to read the
 * same clock. Only the words around the place are consumed here; the place is left to the zone parser, which reads
 * two places whose clocks read the same all year as one zone (with its note) and refuses two that do not, so the
 * words are never taken on trust.
 */
export const sameInParser: RecurrenceParser = {
  name: 'sameIn',
  pattern: new RegExp(
    `\\(\\s*(?:it'?s\\s+|and\\s+)?(?:the\\s+)?same(?:\\s+(?:time|clock))?\\s+(?:in|for|at)\\s+(?=(?:${WORD_SOURCE})(?:\\s+time)?(?:\\s+too)?\\s*\\))`,
    'g',
  ),
  gate: /\(\s*(?:it'?s\s+|and\s+)?(?:the\s+)?same\b/,
  apply() {
    return undefined;
  },
};
