import type { Outcome } from '../problem.js';
import type { IntentDraft } from './draft.js';
import { type ReadOptions, readDraft } from './read.js';

const END = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?(?:\\s*[ap]m)?';
const RANGE = `(?:from\\s+|between\\s+)?${END}\\s*(?:-|–|to|till|til|until|and)\\s*${END}`;
/** "every 10 min 7-9 and 16-18 weekdays": one step in two ranges of hours, joined by "and", "&" or a comma. */
const TWO_RANGES = new RegExp(
  `^(?<before>.*?\\S)\\s+(?<a>${RANGE})\\s*(?:,\\s*(?:and\\s+|&\\s*)?|\\s+and\\s+|\\s*&\\s*|\\s+plus\\s+)(?<b>${RANGE})(?<after>(?:\\s.*)?)$`,
);

/**
 * One interval said with two ranges of hours ("every 10 min 7-9 and 16-18 weekdays", "hourly 6am-9am & 4pm-7pm"):
 * two rules, the phrase read once with each range in place of both. Null when the phrase is not of this form, or
 * either reading is not that interval in a range; each range is then read as it would be alone.
 */
export function twoWindows(
  text: string,
  options: ReadOptions,
): Outcome<{ drafts: IntentDraft[]; said: string[] }> | null {
  if (!/\d(?:\s*[ap]m)?\s*(?:-|–|to|till|til|until|and)\s*\d/.test(text)) return null;
  const m = TWO_RANGES.exec(text);
  if (m === null) return null;
  const g = m.groups ?? {};
  const said = [`${g.before} ${g.a}${g.after}`, `${g.before} ${g.b}${g.after}`];
  const drafts: IntentDraft[] = [];
  for (const phrase of said) {
    const d = readDraft(phrase, options);
    if (!d.ok) return null;
    if (d.value.interval === null || d.value.window === null || d.value.times.length > 0) return null;
    drafts.push(d.value);
  }
  const [first, second] = drafts as [IntentDraft, IntentDraft];
  if (JSON.stringify(first.interval) !== JSON.stringify(second.interval)) return null;
  first.assumptions.push(`"${g.a} and ${g.b}" read as two ranges of hours, the same interval in each.`);
  return { ok: true, value: { drafts, said } };
}
