import type { LocalIntent, Weekday } from '../intent.js';
import { fail, type Outcome } from '../problem.js';
import { mergeRules } from './merge.js';
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

/** A line that leans on another line: "- saturdays 10am instead", "- fridays same time", "- sundays too". */
const LEANS = /\b(?:instead|same|too|also|as\s+well|rest|other|others|except|but|otherwise)\b/i;

/**
 * The listed message read, with its note, or null when it is not a list or a line said off is not kept. Each line is
 * a rule of its own and is read alone: a zone or a running period said on one line is that line's ("- mon 9am\n- tue
 * 9am London": Monday on the person's clock), and a line without a time is not given another line's ("- mon 9am\n-
 * wed\n- fri 4pm" is refused). Only where a line leans on another ("- saturdays 10am instead") are the lines read
 * together, and then only when no line says a zone or a period that reading together could spread.
 */
export function readLineList(
  phrase: string,
  readRules: (phrase: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const list = lineList(phrase);
  if (list === null) return null;
  const lines = list.text.split('; ');
  const alone = lines.map((l) => readRules(l));
  let read: Outcome<LocalIntent[]>;
  if (lines.some((l) => LEANS.test(l))) {
    const own = alone.every(
      (r) =>
        !r.ok ||
        r.value.every(
          (i) => i.zone.said === null && i.startDate === null && i.endDate === null && i.maxOccurrences === null,
        ),
    );
    if (!own) return null;
    read = readRules(list.text);
  } else {
    const rules: LocalIntent[] = [];
    for (const [i, r] of alone.entries()) {
      if (!r.ok)
        return fail(
          r.problem.code,
          `Each line of the list is a rule of its own, and line "${lines[i]}" does not read alone: ${r.problem.message}`,
          r.problem.hint,
        );
      rules.push(...r.value);
    }
    // one schedule has one running period: a period said on one line is not the other lines'
    const period = (r: LocalIntent) => JSON.stringify([r.startDate, r.endDate, r.maxOccurrences]);
    if (new Set(rules.map(period)).size > 1)
      return fail(
        'unparseable',
        'One line of the list gives a running period (a start, an end or a number of runs) the other lines do not: a schedule has one.',
        'Send the rules with their own periods as schedules of their own, or say the period on every line.',
      );
    read = { ok: true, value: rules.length > 1 ? mergeRules(rules) : rules };
  }
  if (!read.ok || !offKept(read.value, list.off)) return null;
  return {
    ok: true,
    value: read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [list.note, ...r.assumptions] } : r)),
  };
}
