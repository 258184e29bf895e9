import type { LocalIntent, Weekday } from '../intent.js';
import type { Outcome } from '../problem.js';
import { DAY, weekdayOf } from './words.js';

/**
 * Rules listed one a line, as a chat message lists them: "1) mon 9am\n2) wed 2pm\n3) fri 4pm", "- weekdays 8am\n-
 * saturdays 10am\n- sundays off". Each line starts with a list mark (a number with ")" "." or ":", a dash, a star,
 * a bullet) and names days; the lines are read as rules of one schedule, as if said with semicolons between them. A
 * line that says some days are off ("- sundays off") is kept only as a check: no other line may run on them, or
 * the list is left unread.
 */

const MARK = /^\s*(?:\d{1,2}\s*[).:]|[-*\u2022\u00b7\u2013])\s+/;
const DAY_WORDS = new RegExp(`\\b(?:${DAY}|week(?:day|end)s?\\b|daily\\b|every\\s+day\\b)`, 'i');
const OFF = new RegExp(
  `^((?:${DAY}|weekends?\\b|\\s|,|and\\b|&)+?)\\s*(?::\\s*)?(?:off|none|no\\s+runs?|nothing|skip(?:ped)?|closed)\\s*[.!]?$`,
  'i',
);
const DAY_WORD = new RegExp(`${DAY}|weekends?\\b`, 'gi');

export interface LineListRead {
  readonly text: string;
  readonly note: string;
  /** Days a line said are off: no rule may run on them. */
  readonly off: readonly Weekday[];
  readonly offSaid: readonly string[];
}

/** The lines of a listed message as one phrase, or null when the phrase is not such a list. */
export function lineList(phrase: string): LineListRead | null {
  if (!phrase.includes('\n')) return null;
  const lines = phrase
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  if (lines.length < 2 || !lines.every((l) => MARK.test(l))) return null;
  const items = lines.map((l) => l.replace(MARK, '').trim());
  const off: Weekday[] = [];
  const offSaid: string[] = [];
  const rules: string[] = [];
  for (const item of items) {
    if (!DAY_WORDS.test(item)) return null;
    const o = OFF.exec(item);
    if (o) {
      for (const w of (o[1] ?? '').match(DAY_WORD) ?? []) {
        const word = w.toLowerCase();
        const days: Weekday[] = word.startsWith('weekend') ? [1, 7] : [weekdayOf(word) as Weekday];
        if (days.some((d) => d === undefined)) return null;
        off.push(...days);
      }
      offSaid.push(item);
      continue;
    }
    rules.push(item);
  }
  if (rules.length === 0) return null;
  const note = `Read the ${lines.length} lines as ${rules.length === 1 ? 'one rule' : `${rules.length} rules`} of one schedule${offSaid.length > 0 ? `, and ${offSaid.map((s) => `"${s}"`).join(', ')} as no runs on those days` : ''}.`;
  return { text: rules.join('; '), note, off, offSaid };
}

/** Whether no rule runs on the days a line said are off. */
export function offKept(rules: readonly LocalIntent[], off: readonly Weekday[]): boolean {
  if (off.length === 0) return true;
  return rules.every((r) => r.days.kind === 'weekdays' && r.days.days.every((d) => !off.includes(d)));
}

/** The listed message read, with its note, or null when it is not a list or a line said off is not kept. */
export function readLineList(
  phrase: string,
  readRules: (phrase: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const list = lineList(phrase);
  if (list === null) return null;
  const read = readRules(list.text);
  if (!read.ok || !offKept(read.value, list.off)) return null;
  return {
    ok: true,
    value: read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [list.note, ...r.assumptions] } : r)),
  };
}
