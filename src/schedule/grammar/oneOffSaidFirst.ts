import type { LocalIntent } from '../intent.js';

/**
 * "one-off: event hotfix push tomorrow 3am my time", "once: server move sat dec 5 6am": a word of one run said first
 * and set off by a colon, before the job and when it runs. The word says no more than that the runs are one: the
 * rest is read alone, and kept only where every rule it gives is one run on one date (one clock, no step), so the
 * word can change nothing that is read.
 */

export interface OneOffSaidFirst {
  readonly text: string;
  readonly note: string;
}

export const ONE_OFF_FIRST_GATE = /^\s*(?:one[\s-]?off|once|one[\s-]time|single\s+run)\s*:/i;
const PATTERN = /^\s*(?<word>one[\s-]?off|once|one[\s-]time|single\s+run)\s*:\s*(?<rest>\S.*)$/i;

/** The phrase without the word of one run said first; null when it has none. */
export function oneOffSaidFirst(phrase: string): OneOffSaidFirst | null {
  if (!ONE_OFF_FIRST_GATE.test(phrase)) return null;
  const g = PATTERN.exec(phrase)?.groups;
  if (!g) return null;
  return { text: g.rest ?? '', note: `Read "${g.word}:" as runs on one date only, the date said.` };
}

/**
 * Whether every rule is one run on one date only (what "one-off" said first asks of the reading): one clock, no step
 * ("once: every 10 min on dec 5", "once: every hour tomorrow" are many runs, not one).
 */
export function onOneDate(rules: readonly LocalIntent[]): boolean {
  return rules.every((r) => {
    if (r.interval !== null || r.times.length !== 1) return false;
    if (r.maxOccurrences === 1) return true;
    const a = r.startDate;
    const b = r.endDate;
    return a !== null && b !== null && a.year === b.year && a.month === b.month && a.day === b.day;
  });
}
