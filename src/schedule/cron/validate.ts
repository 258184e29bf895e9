import type { FieldProblem } from '../problem.js';
import { type CronFields, FIELD_NAMES, type FieldName } from './fields.js';

/**
 * Validation of typed fields against the seed's rules (permitted characters, value ranges) and Quartz 2.3.2's
 * (exactly one `?`, `L`/`W`/`#` forms alone, step limits). Everything accepted here is evaluable by `compileCron`.
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

const ITEM = /^(?:(\*)|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/;

/** One plain list item: `*`, `n`, `a-b`, with an optional `/step`. Returns a message, or null when fine. */
function checkItem(item: string, s: Spec): string | null {
  if (item === '') return 'An empty list item (two commas, or a comma at an end).';
  const m = ITEM.exec(item.replace(/^(\d+)C$/, '$1'));
  if (!m) return `"${item}" is not a value, a range or a step.`;
  const [, star, a, b, step] = m;
  for (const v of [a, b]) {
    if (v !== undefined && (Number(v) < s.min || Number(v) > s.max)) {
      return `${Number(v)} is out of range; use ${s.range}.`;
    }
  }
  if (step !== undefined) {
    const n = Number(step);
    if (n < 1) return `The step in "${item}" must be at least 1.`;
    if (n > s.max) return `The step in "${item}" is larger than ${s.max}.`;
  }
  if (star === undefined && a === undefined) return `"${item}" is not a value, a range or a step.`;
  return null;
}

function checkPlain(text: string, s: Spec): string | null {
  for (const item of text.split(',')) {
    const problem = checkItem(item, s);
    if (problem) return problem;
  }
  return null;
}

function checkDayOfMonth(text: string, s: Spec): string | null {
  if (text === '?' || text === 'L' || text === 'LW') return null;
  if (/^L-\d+$/.test(text)) {
    const n = Number(text.slice(2));
    return n <= 30 ? null : `"${text}": L-n counts back from the last day; n must be 0 to 30.`;
  }
  const w = /^(\d+)W$/.exec(text);
  if (w) {
    const n = Number(w[1]);
    if (n < 1 || n > 31) return `${n}W is out of range; use 1W to 28W.`;
    // Quartz fires nW in a month without day n on a day that depends on how the next month starts
    return n <= 28
      ? null
      : `${n}W is not accepted: in months without a ${n}th the W rule fires on an unpredictable day; use LW (the last weekday of the month) or 1W to 28W.`;
  }
  if (/[LW]/.test(text)) {
    return `"${text}": L, L-n, LW and nW (weekday nearest day n) must stand alone, not in a list, range or step.`;
  }
  if (text.includes('?')) return '"?" must stand alone.';
  return checkPlain(text, s);
}

function checkDayOfWeek(text: string, s: Spec): string | null {
  if (text === '?' || text === 'L') return null;
  const hash = /^(\d+)#(\d+)$/.exec(text);
  if (hash) {
    const d = Number(hash[1]);
    const k = Number(hash[2]);
    if (d < 1 || d > 7) return `${d} is out of range; use ${s.range}.`;
    return k >= 1 && k <= 5 ? null : `"${text}": the week number after # must be 1 to 5.`;
  }
  if (text.includes('#')) return `"${text}": use one d#k alone (the k-th weekday d of the month), e.g. 2#1.`;
  const last = /^(\d+)L$/.exec(text);
  if (last)
    return Number(last[1]) >= 1 && Number(last[1]) <= 7 ? null : `${Number(last[1])} is out of range; use ${s.range}.`;
  if (text.includes('L')) return `"${text}": nL (the last weekday n of the month) must stand alone.`;
  if (text.includes('?')) return '"?" must stand alone.';
  return checkPlain(text, s);
}

/** Every field at fault, each with a message that names the field and the problem. */
export function validateFields(f: CronFields): { ok: true } | { ok: false; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  for (const field of FIELD_NAMES) {
    const s = SPECS[field];
    const text = f[field].trim();
    let problem: string | null;
    if (text === '') problem = 'Empty; give a value, or * for every one.';
    else if (!s.chars.test(text)) problem = `Only digits and ${s.allowed} are allowed; "${text}" has other characters.`;
    else if (field === 'dayOfMonth') problem = checkDayOfMonth(text, s);
    else if (field === 'dayOfWeek') problem = checkDayOfWeek(text, s);
    else problem = checkPlain(text, s);
    if (problem) problems.push({ field, message: `${s.label}: ${problem}` });
  }
  const dom = f.dayOfMonth.trim();
  const dow = f.dayOfWeek.trim();
  if (dom !== '' && dow !== '' && (dom === '?') === (dow === '?')) {
    const both = dom === '?';
    problems.push({
      field: both ? 'dayOfWeek' : 'dayOfMonth',
      message: both
        ? 'Day of week: "?" is in both day fields; put "?" in exactly one (the one you do not constrain).'
        : 'Day of month: exactly one of day of month and day of week must be "?" (e.g. day of month "*" with day of week "?").',
    });
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
