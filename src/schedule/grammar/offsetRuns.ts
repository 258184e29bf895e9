import type { LocalIntent } from '../intent.js';

/**
 * An interval of hours moved off the whole hour ("every 6 hours offset by 30 min") is the interval at that minute
 * past the hour, as "every 6 hours at :30" is; its first runs listed in brackets and left to go on ("(00:30, 06:30,
 * ...)") restate it, and are checked against the runs read: each a run, one step apart, from a run of the day's
 * first. Looked at only once the phrase has failed to read, with a note.
 */

const OFFSET =
  /\b(?<every>every\s+\d{1,2}\s*(?:h|hrs?|hours?))\s*,?\s+offset\s+by\s+(?<m>[1-5]?\d)\s*(?:m|mins?|minutes?)\b/;
const LISTED = /\s*\((?<list>\d{1,2}:[0-5]\d(?:\s*,\s*\d{1,2}:[0-5]\d)+)\s*,?\s*(?:\.{2,}|…|etc\.?)\s*\)/;
export const OFFSET_GATE = /\boffset\s+by\b|\.\.\.\s*\)|…\s*\)/;

export function offsetRuns(
  text: string,
): { text: string; note: string; check: (rules: readonly LocalIntent[]) => boolean } | null {
  if (!OFFSET_GATE.test(text)) return null;
  let out = text;
  const notes: string[] = [];
  const offset = OFFSET.exec(out);
  if (offset?.groups?.every && offset.groups.m) {
    const m = offset.groups.m.padStart(2, '0');
    out = `${out.slice(0, offset.index)}${offset.groups.every} at :${m}${out.slice(offset.index + offset[0].length)}`;
    notes.push(`"${offset[0]}" read as ${offset.groups.every} at ${Number(m)} minutes past the hour.`);
  }
  const listed = LISTED.exec(out);
  const runs: number[] = [];
  if (listed?.groups?.list) {
    for (const c of listed.groups.list.split(/\s*,\s*/)) {
      const [h, mm] = c.split(':').map(Number);
      runs.push((h ?? 0) * 60 + (mm ?? 0));
    }
    out = out.slice(0, listed.index) + out.slice(listed.index + listed[0].length);
    notes.push(`The runs in brackets ("${listed.groups.list}, ...") read as the first runs of the interval.`);
  }
  if (notes.length === 0 || (offset === null && runs.length === 0)) return null;
  return {
    text: out,
    note: notes.join(' '),
    check: (rules) => {
      if (runs.length === 0) return true;
      if (rules.length !== 1) return false;
      const i = rules[0]?.interval;
      if (i?.unit !== 'hour' || i.window !== null) return false;
      const step = i.every * 60;
      if (runs.some((r, k) => k > 0 && r - (runs[k - 1] as number) !== step)) return false;
      // the day's runs from midnight on the interval's grid: the first listed must be one of them
      return (runs[0] as number) % step === i.atMinute && 24 % i.every === 0;
    },
  };
}
