import type { Outcome } from '../problem.js';
import { type IntentDraft, unparseable } from './draft.js';
import { type ReadOptions, readDraft } from './read.js';

const END = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?(?:\\s*[ap]m)?';
const RANGE = `(?:from\\s+|between\\s+)?${END}\\s*(?:-|–|to|till|til|until|and)\\s*${END}`;
/** A range of hours both said without their half of the day or a 24-hour clock ("6-8", "from 6 to 8:30"). */
const BARE_RANGE =
  /^(?:from\s+|between\s+)?(?:0?\d|1[0-2])(?::[0-5]\d)?\s*(?:-|–|to|till|til|until|and)\s*(?:0?\d|1[0-2])(?::[0-5]\d)?$/;
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
  // "9-5 and 6-8": a bare range said after another but read as before it is most likely the evening's
  const start = (d: IntentDraft) => (d.window?.from.hour ?? 0) * 60 + (d.window?.from.minute ?? 0);
  if (start(second) < start(first) && (BARE_RANGE.test(g.a ?? '') || BARE_RANGE.test(g.b ?? ''))) {
    return {
      ok: false,
      problem: unparseable(
        `"${g.b}" after "${g.a}" reads as the morning, before it: is it the morning or the evening?`,
        `Say it with its half of the day, e.g. "${g.a} and ${(g.b ?? '').replace(/(\d+)\s*(-|–|to|till|til|until|and)\s*(\d+)/, '$1pm$2$3pm')}".`,
      ),
    };
  }
  first.assumptions.push(`"${g.a} and ${g.b}" read as two ranges of hours, the same interval in each.`);
  return { ok: true, value: { drafts, said } };
}
