import type { FieldProblem } from '../problem.js';
import { MONTH_NAMES, maxDaysInMonth, minDaysInMonth } from './calendar.js';
import { fieldValues } from './evaluate.js';
import { type CronFields, FIELD_NAMES, type FieldName, splitExpression } from './fields.js';

/**
 * Validation of typed fields against the seed's rules (permitted characters, numeric values only, value ranges) and
 * Quartz 2.3.2's (exactly one `?`, `L`/`W`/`#` forms standing alone, step limits). Quartz itself accepts more than
 * this (names such as MON, empty list items, `1-5W` with the W ignored, `1,2#1` with the `#` ignored): those are
 * refused here because Quartz reads them differently from what a person meant. Everything accepted here is
 * evaluated by `compileCron` exactly as Quartz does (checked against Quartz itself in the tests).
 */

interface Spec {
  readonly label: string;
  readonly min: number;
  readonly max: number;
  readonly chars: RegExp;
  readonly allowed: string;
  readonly range: string;
}

const SPECS: Record<FieldName, Spec> = {
  minute: { label: 'Minute', min: 0, max: 59, chars: /^[\d,\-*/]+$/, allowed: ', - * /', range: '0 to 59' },
  hour: { label: 'Hour', min: 0, max: 23, chars: /^[\d,\-*/]+$/, allowed: ', - * /', range: '0 to 23 (UTC)' },
  dayOfMonth: {
    label: 'Day of month',
    min: 1,
    max: 31,
    chars: /^[\d,\-*?/LWC]+$/,
    allowed: ', - * ? / L W C',
    range: '1 to 31',
  },
  month: {
    label: 'Month',
    min: 1,
    max: 12,
    chars: /^[\d,\-*/]+$/,
    allowed: ', - * /',
    range: '1 (January) to 12 (December)',
  },
  dayOfWeek: {
    label: 'Day of week',
    min: 1,
    max: 7,
    chars: /^[\d,\-*?/LC#]+$/,
    allowed: ', - * ? / L C #',
    range: '1 (Sunday) to 7 (Saturday)',
  },
};

/** A value of the field, or a message. */
function value(text: string, s: Spec, item: string): number | string {
  if (text === '') return `"${item}" is missing a number.`;
  if (!/^\d+$/.test(text)) return `"${item}" is not a value, a range or a step.`;
  const n = Number(text);
  return n < s.min || n > s.max ? `${n} is out of range; use ${s.range}.` : n;
}

/**
 * One list item: `*`, `n`, `a-b` (may wrap, as in Quartz: `22-2`), each with an optional `/step`, or `nC` in the
 * day fields (Quartz reads `5C` as `5`). Returns a message, or null when fine.
 */
function checkItem(item: string, s: Spec, allowC: boolean): string | null {
  if (item === '') return 'An empty list item (two commas together, or a comma at an end).';
  if (allowC && /^\d+C$/.test(item)) {
    const v = value(item.slice(0, -1), s, item);
    return typeof v === 'string' ? v : null;
  }
  if (item.includes('C')) return `"${item}": C may only follow a single number (as in 5C).`;
  const parts = item.split('/');
  if (parts.length > 2) return `"${item}" has more than one "/"; a step is start/step, e.g. 0/15.`;
  const [base = '', step] = parts;
  if (base === '') return `"${item}" has a step without a start; write */${step} or 0/${step}.`;
  if (step !== undefined) {
    if (step === '') return `"${item}" has "/" without a step after it.`;
    if (!/^\d+$/.test(step)) return `"${item}": the step after "/" must be a number.`;
    const n = Number(step);
    if (n < 1) return `The step in "${item}" must be at least 1.`;
    if (n > s.max) return `The step in "${item}" is larger than ${s.max}.`;
  }
  if (base === '*') return null;
  const ends = base.split('-');
  if (ends.length > 2) return `"${item}" has more than one "-"; a range is start-end, e.g. 1-5.`;
  const [a = '', b] = ends;
  if (a === '*' || b === '*') return `"${item}": * cannot be part of a range; use * alone or a range like 1-5.`;
  if (b !== undefined && a === '') return `"${item}" is a range without a start; write start-end, e.g. 1-5.`;
  if (b === '') return `"${item}" is a range without an end; write start-end, e.g. 1-5.`;
  for (const end of b === undefined ? [a] : [a, b]) {
    const v = value(end, s, item);
    if (typeof v === 'string') return v;
  }
  return null;
}

function checkList(text: string, s: Spec, allowC: boolean): string | null {
  for (const item of text.split(',')) {
    const problem = checkItem(item, s, allowC);
    if (problem) return problem;
  }
  return null;
}

function checkDayOfMonth(text: string, s: Spec): string | null {
  if (text === '?' || text === 'L' || text === 'LW') return null;
  if (text.startsWith('L-')) {
    const n = text.slice(2);
    if (/^\d+$/.test(n)) {
      return Number(n) <= 30 ? null : `"${text}": L-n counts back from the last day; n must be 0 to 30.`;
    }
    if (/^\d+W$/.test(n)) return `"${text}": L-n cannot be combined with W; use L-n, LW or nW.`;
    return `"${text}": L-n needs a number of days after the "-", 0 to 30 (e.g. L-3).`;
  }
  const w = /^(\d*)W$/.exec(text);
  if (w) {
    if (w[1] === '') return '"W" needs a day before it: nW is the weekday nearest day n (e.g. 15W).';
    const n = Number(w[1]);
    return n >= 1 && n <= 31 ? null : `${n}W is out of range; use 1W to 31W (or LW for the last weekday).`;
  }
  if (/[LW]/.test(text)) {
    return `"${text}": L, L-n, LW and nW (weekday nearest day n) must stand alone, not in a list, range or step.`;
  }
  if (text.includes('?')) return '"?" must stand alone.';
  return checkList(text, s, true);
}

function checkDayOfWeek(text: string, s: Spec): string | null {
  if (text === '?' || text === 'L') return null;
  if (text.includes('#')) {
    const hash = /^(\d+)#(\d+)$/.exec(text);
    if (!hash) return `"${text}": use one d#k alone (the k-th weekday d of the month), e.g. 2#1 for the first Monday.`;
    const d = Number(hash[1]);
    const k = Number(hash[2]);
    if (d < 1 || d > 7) return `${d} is out of range; use ${s.range}.`;
    return k >= 1 && k <= 5 ? null : `"${text}": the week number after # must be 1 to 5.`;
  }
  if (text.includes('L')) {
    const last = /^(\d+)L$/.exec(text);
    if (!last) return `"${text}": nL (the last weekday n of the month) must stand alone, e.g. 6L for the last Friday.`;
    const d = Number(last[1]);
    return d >= 1 && d <= 7 ? null : `${d} is out of range; use ${s.range}.`;
  }
  if (text.includes('?')) return '"?" must stand alone.';
  return checkList(text, s, true);
}

function checkField(field: FieldName, text: string): string | null {
  const s = SPECS[field];
  if (text === '') return 'Empty; give a value, or * for every one.';
  if (!s.chars.test(text)) {
    if (/[A-Za-z]{3}/.test(text) && (field === 'month' || field === 'dayOfWeek')) {
      return `Use numbers, ${s.range}; names like "${text}" are not accepted.`;
    }
    if (text.includes('?'))
      return `"?" is only for day of month or day of week; use * for every ${s.label.toLowerCase()}.`;
    return `Only digits and ${s.allowed} are allowed; "${text}" has other characters.`;
  }
  if (field === 'dayOfMonth') return checkDayOfMonth(text, s);
  if (field === 'dayOfWeek') return checkDayOfWeek(text, s);
  return checkList(text, s, false);
}

function spoken(items: readonly string[], and: string): string {
  return items.length <= 2 ? items.join(` ${and} `) : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

function monthList(months: readonly number[]): string {
  return spoken(
    months.map((m) => MONTH_NAMES[m] ?? String(m)),
    'and',
  );
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/**
 * Rules between day of month and month, once both are valid on their own: `29W`-`31W` only with months that always
 * have that day (in a month without it Quartz fires on a day that depends on how the next month starts), and no
 * day list that never occurs in the months chosen (February 30th).
 */
function checkDayInMonths(dom: string, monthText: string): string | null {
  const months = fieldValues(monthText, 1, 12);
  const w = /^(\d+)W$/.exec(dom);
  if (w) {
    const n = Number(w[1]);
    const short = months.filter((m) => minDaysInMonth(m) < n);
    if (short.length === 0) return null;
    return `${n}W is not accepted with ${monthList(short)}: a month without a ${ordinal(n)} makes Quartz fire on an unpredictable day. Use LW (the last weekday of the month), or limit the months to ones with a ${ordinal(n)}.`;
  }
  const back = /^L-(\d+)$/.exec(dom);
  if (back) {
    const n = Number(back[1]);
    if (months.some((m) => maxDaysInMonth(m) - n >= 1)) return null;
    return `"${dom}" never runs: ${monthList(months)} ${months.length === 1 ? 'has' : 'have'} fewer than ${n + 1} days.`;
  }
  if (/[?*L]/.test(dom)) return null; // L and LW occur every month; any list with * includes the 1st
  const days = fieldValues(dom, 1, 31);
  if (months.some((m) => days.some((d) => d <= maxDaysInMonth(m)))) return null;
  return `Never runs: ${monthList(months)} ${months.length === 1 ? 'has' : 'have'} no day ${spoken(days.map(String), 'or')}.`;
}

/** The rule between the two day fields: exactly one of them is `?`. Names the field to change, with its message. */
function checkDayPair(dom: string, dow: string): FieldProblem | null {
  if ((dom === '?') !== (dow === '?')) return null;
  if (dom === '?') {
    return {
      field: 'dayOfWeek',
      message:
        'Day of week: "?" is in both day fields; put "?" in exactly one (the one you do not constrain) and a value or * in the other.',
    };
  }
  if (dow === '*') {
    return {
      field: 'dayOfWeek',
      message: 'Day of week: Use "?" here when the day of month is set; exactly one of the two day fields must be "?".',
    };
  }
  if (dom === '*') {
    return {
      field: 'dayOfMonth',
      message: 'Day of month: Use "?" here when the day of week is set; exactly one of the two day fields must be "?".',
    };
  }
  return {
    field: 'dayOfMonth',
    message:
      'Day of month: Both day of month and day of week are set, which Quartz cannot combine; exactly one of the two day fields must be "?".',
  };
}

export type FieldsCheck = { ok: true } | { ok: false; problems: FieldProblem[] };

/**
 * Every field at fault, in field order, one problem per field, each with a message that starts with the field's
 * name in plain words ("Day of week: 8 is out of range; use 1 (Sunday) to 7 (Saturday).").
 */
export function validateFields(f: CronFields): FieldsCheck {
  const text = {
    minute: f.minute.trim(),
    hour: f.hour.trim(),
    dayOfMonth: f.dayOfMonth.trim(),
    month: f.month.trim(),
    dayOfWeek: f.dayOfWeek.trim(),
  };
  const found = new Map<FieldName, string>();
  for (const field of FIELD_NAMES) {
    const problem = checkField(field, text[field]);
    if (problem) found.set(field, `${SPECS[field].label}: ${problem}`);
  }
  if (!found.has('dayOfMonth') && !found.has('month')) {
    const problem = checkDayInMonths(text.dayOfMonth, text.month);
    if (problem) found.set('dayOfMonth', `${SPECS.dayOfMonth.label}: ${problem}`);
  }
  if (text.dayOfMonth !== '' && text.dayOfWeek !== '') {
    const pair = checkDayPair(text.dayOfMonth, text.dayOfWeek);
    if (pair) {
      const own = found.get(pair.field);
      // one message per field: the pair rule is appended to the field's own problem, without repeating its name
      found.set(pair.field, own ? `${own} ${pair.message.replace(/^[^:]+: /, 'Also: ')}` : pair.message);
    }
  }
  const problems = FIELD_NAMES.flatMap((field) => {
    const message = found.get(field);
    return message === undefined ? [] : [{ field, message }];
  });
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/**
 * A whole expression as a person types it, "minute hour dayOfMonth month dayOfWeek", checked in one go:
 * - `{ ok: true, fields }`: valid, with the fields split out (trimmed);
 * - `{ ok: false, problems, message }`: `problems` lists every field at fault (as `validateFields` does) and `message`
 *   is one sentence for the whole expression. When the text does not have exactly five fields, no single field is
 *   at fault: `problems` is empty and `message` says what was expected.
 */
export type ExpressionCheck =
  | { readonly ok: true; readonly fields: CronFields }
  | { readonly ok: false; readonly problems: FieldProblem[]; readonly message: string };

export const FIVE_FIELDS = 'Expected five fields separated by spaces: minute hour day-of-month month day-of-week';

export function parseAndValidate(expression: string): ExpressionCheck {
  const fields = splitExpression(expression);
  if (!fields) {
    const words = expression.trim() === '' ? 0 : expression.trim().split(/\s+/).length;
    const extra =
      words === 6 || words === 7
        ? '; there is no seconds or year field (Quartz\'s "0 0 12 * * ?" is "0 12 * * ?" here)'
        : '';
    return { ok: false, problems: [], message: `${FIVE_FIELDS} (got ${words})${extra}.` };
  }
  const v = validateFields(fields);
  if (v.ok) return { ok: true, fields };
  return { ok: false, problems: v.problems, message: v.problems.map((p) => p.message).join(' ') };
}
