import { MONTH_NAMES } from '../cron/calendar.js';
import type { IntentDraft } from './draft.js';

/** Drafts whose months were set by "quarterly" (January, April, July, October; or the quarters' last months). */
const byQuarterly = new WeakMap<IntentDraft, string>();

/** Four months, three apart: one in each quarter, at the same place in it. */
export function oneEachQuarter(months: readonly number[]): boolean {
  const m = [...months].sort((a, b) => a - b);
  return m.length === 4 && m.every((x, i) => i === 0 || x - (m[i - 1] ?? 0) === 3);
}

function currentMonths(draft: IntentDraft): readonly number[] | null {
  return draft.months?.kind === 'months' ? draft.months.months : null;
}

function note(draft: IntentDraft, said: string, months: readonly number[]): void {
  const names = [...months]
    .sort((a, b) => a - b)
    .map((n) => MONTH_NAMES[n])
    .join(', ');
  draft.assumptions.push(`"${said}" read as the months named: ${names}.`);
}

/**
 * "quarterly fire drill: 1st tuesday of jan apr jul oct", "quarterly ... the 7th of feb may aug and nov": the
 * months named, one in each quarter three months apart, say which months "quarterly" means. Called by the
 * monthly parser for "quarterly" said after the months (true: the months named stand) and records "quarterly" said
 * first for the months parser.
 */
export function quarterlyAfterMonths(draft: IntentDraft, said: string): boolean {
  const months = currentMonths(draft);
  if (months === null || !oneEachQuarter(months)) return false;
  note(draft, said, months);
  return true;
}

export function markQuarterly(draft: IntentDraft, said: string): void {
  byQuarterly.set(draft, said);
}

/** The months named after "quarterly": true when they replace its months (the months parser then sets them). */
export function monthsAfterQuarterly(draft: IntentDraft, months: readonly number[]): boolean {
  const said = byQuarterly.get(draft);
  if (said === undefined || currentMonths(draft) === null || !oneEachQuarter(months)) return false;
  draft.months = null;
  byQuarterly.delete(draft);
  note(draft, said, months);
  return true;
}

/** Whether "quarterly" set the draft's months (and the months named after it did not replace them). */
export function quarterlySaid(draft: IntentDraft): string | null {
  return byQuarterly.get(draft) ?? null;
}

/**
 * Four dates named with their days after "quarterly" ("quarterly estimated tax: jan 15, apr 15, jun 15, sep 15"):
 * the dates named, one a season, even where they are not three months apart (each two to four months from the
 * next, round the year). True when they replace the quarters' months "quarterly" set.
 */
export function datesAfterQuarterly(draft: IntentDraft, months: readonly number[]): boolean {
  const said = byQuarterly.get(draft);
  const m = [...new Set(months)].sort((a, b) => a - b);
  if (said === undefined || currentMonths(draft) === null || m.length !== 4) return false;
  const gaps = m.map((x, i) => (i === 0 ? x + 12 - (m[3] ?? 0) : x - (m[i - 1] ?? 0)));
  if (!gaps.every((g) => g >= 2 && g <= 4)) return false;
  draft.months = null;
  byQuarterly.delete(draft);
  if (oneEachQuarter(m)) {
    note(draft, said, m);
    return true;
  }
  const names = m.map((n) => MONTH_NAMES[n]).join(', ');
  draft.assumptions.push(`"${said}" read as the dates named, in ${names}, though they are not three months apart.`);
  return true;
}
