import type { Outcome } from '../problem.js';
import { type IntentDraft, unparseable } from './draft.js';
import { type ReadOptions, readDraft } from './read.js';

const TIME = '(?:(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m|(?:[01]?\\d|2[0-3]):[0-5]\\d|noon|midnight)';
/**
 * "weekdays hourly 9-17 plus 8pm", "every 30 min from 8am to 6pm + 10pm": times said after a rule that repeats
 * within a range, joined by "plus" or "+" (words, not inside one: "surplus" is not), at the end of the phrase.
 */
const PLUS_TIMES = new RegExp(
  `^(?<rule>.+?)\\s*,?\\s+(?:plus|\\+|and\\s+also|also)\\s+(?:(?:at|@)\\s+)?(?<times>${TIME}(?:\\s*(?:,|and|&)\\s*(?:at\\s+)?${TIME})*)$`,
);

/**
 * A rule and times said after it with "plus": those times too, on the rule's days. With `repeating`, a rule that
 * repeats within a range ("hourly 9-17"): the times are a second rule (a task repeats at one step; another time is
 * another expression). Without, a rule at times of day ("weekdays at 9am plus 8pm"): one rule with all the times.
 * Null when the phrase is not of this form or the rule not of that kind.
 */
export function plusTimes(
  text: string,
  options: ReadOptions,
  repeating: boolean,
): Outcome<{ drafts: IntentDraft[]; said: string[] }> | null {
  if (!/plus|\+|also/.test(text)) return null;
  const m = PLUS_TIMES.exec(text);
  if (m === null) return null;
  const g = m.groups ?? {};
  const rule = readDraft(g.rule ?? '', options);
  if (!rule.ok || (rule.value.interval === null) === repeating) return null;
  const times = readDraft(g.times ?? '', options);
  if (!times.ok || times.value.times.length === 0 || times.value.interval !== null) return null;
  const t = times.value;
  if (t.days !== null || t.months !== null || t.zone !== null || t.startDate !== null || t.endDate !== null) {
    return null;
  }
  const r = rule.value;
  if (r.perDay !== null) {
    return {
      ok: false,
      problem: unparseable(
        `"${r.perDaySaid}" counts the runs of a day, but "${g.times}" adds more.`,
        'Say the times of day alone, e.g. "every day at 9am and 8pm".',
      ),
    };
  }
  const note = `"${m[0].slice((g.rule ?? '').length).trim()}" read as those times too, on the same days.`;
  if (!repeating) {
    // "weekdays at 9am plus 8pm": one rule with both times
    const one: IntentDraft = { ...r, times: [...r.times, ...t.times], assumptions: [...r.assumptions, note] };
    return { ok: true, value: { drafts: [one], said: [text] } };
  }
  const extra: IntentDraft = {
    ...r,
    times: t.times,
    interval: null,
    window: null,
    onTheHour: null,
    exceptTimes: null,
    exceptBetween: null,
    meridiem: t.meridiem,
    assumptions: [note],
  };
  return { ok: true, value: { drafts: [r, extra], said: [g.rule ?? '', g.times ?? ''] } };
}
