/**
 * The seed's CRON-field rules, as the service (Quartz underneath) applies them. Written separately from the
 * client's validator on purpose: the two are checked against each other through the wire, never share code.
 * Quartz accepts a little more (month and day names, `1-5W`); the seed permits only digits and its listed
 * special characters, so those are refused here.
 */

export const CRON_FIELDS = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export type CronField = (typeof CRON_FIELDS)[number];

interface Bounds {
  readonly min: number;
  readonly max: number;
  readonly chars: RegExp;
  readonly allowed: string;
}

const BOUNDS: Record<CronField, Bounds> = {
  minute: { min: 0, max: 59, chars: /^[0-9,\-*/]+$/, allowed: ', - * /' },
  hour: { min: 0, max: 23, chars: /^[0-9,\-*/]+$/, allowed: ', - * /' },
  dayOfMonth: { min: 1, max: 31, chars: /^[0-9,\-*?/LWC]+$/, allowed: ', - * ? / L W C' },
  month: { min: 1, max: 12, chars: /^[0-9,\-*/]+$/, allowed: ', - * /' },
  dayOfWeek: { min: 1, max: 7, chars: /^[0-9,\-*?/LC#]+$/, allowed: ', - * ? / L C #' },
};

const NUMBER = /^\d{1,9}$/;

function inBounds(field: CronField, text: string): string | null {
  const b = BOUNDS[field];
  if (!NUMBER.test(text)) return `'${field}' "${text}" is not a number`;
  const n = Number(text);
  return n < b.min || n > b.max ? `'${field}' value ${n} is outside ${b.min}-${b.max}` : null;
}

/**
 * One list item: `*`, `n`, `a-b`, each with an optional `/step`, or `nC` in the day fields. Ranges may wrap
 * (`22-2`), as Quartz reads them.
 */
function checkItem(field: CronField, item: string): string | null {
  const b = BOUNDS[field];
  if (item === '') return `'${field}' has an empty list item`;
  if (field === 'dayOfMonth' || field === 'dayOfWeek') {
    const c = /^(\d+)C$/.exec(item);
    if (c) return inBounds(field, c[1] ?? '');
  }
  const slash = item.split('/');
  if (slash.length > 2) return `'${field}' "${item}" has more than one "/"`;
  const [base = '', step] = slash;
  if (step !== undefined) {
    if (!NUMBER.test(step)) return `'${field}' step in "${item}" is not a number`;
    const s = Number(step);
    if (s < 1 || s > b.max) return `'${field}' step in "${item}" must be 1-${b.max}`;
  }
  if (base === '*') return null;
  const ends = base.split('-');
  if (ends.length > 2) return `'${field}' "${item}" has more than one "-"`;
  if (ends.length === 2 && ends.includes('')) return `'${field}' "${item}" is a range without a start or an end`;
  for (const end of ends) {
    const problem = inBounds(field, end);
    if (problem) return problem;
  }
  return null;
}

function checkList(field: CronField, text: string): string | null {
  for (const item of text.split(',')) {
    const problem = checkItem(field, item);
    if (problem) return problem;
  }
  return null;
}

function checkDayOfMonth(text: string): string | null {
  if (text === '?' || text === 'L' || text === 'LW') return null;
  const back = /^L-(\d+)$/.exec(text);
  if (back) return Number(back[1]) <= 30 ? null : `'dayOfMonth' "${text}": the offset after L- must be 0-30`;
  const w = /^(\d+)W$/.exec(text);
  if (w) return inBounds('dayOfMonth', w[1] ?? '');
  if (/[LW?]/.test(text)) return `'dayOfMonth' "${text}": ?, L, L-n, LW and nW must stand alone`;
  return checkList('dayOfMonth', text);
}

function checkDayOfWeek(text: string): string | null {
  if (text === '?' || text === 'L') return null;
  const hash = /^(\d+)#(\d+)$/.exec(text);
  if (hash) {
    const k = Number(hash[2]);
    return inBounds('dayOfWeek', hash[1] ?? '') ?? (k >= 1 && k <= 5 ? null : `'dayOfWeek' "${text}": # must be 1-5`);
  }
  const last = /^(\d+)L$/.exec(text);
  if (last) return inBounds('dayOfWeek', last[1] ?? '');
  if (/[L#?]/.test(text)) return `'dayOfWeek' "${text}": ?, L, nL and n#k must stand alone`;
  return checkList('dayOfWeek', text);
}

/** A problem with one field, or null. The message starts with the field's wire name, quoted. */
export function checkCronField(field: CronField, text: string): string | null {
  const b = BOUNDS[field];
  if (text === '') return `'${field}' is empty`;
  if (!b.chars.test(text)) return `'${field}' "${text}" may only hold digits and ${b.allowed}`;
  if (field === 'dayOfMonth') return checkDayOfMonth(text);
  if (field === 'dayOfWeek') return checkDayOfWeek(text);
  return checkList(field, text);
}

export interface CronProblem {
  readonly field: CronField;
  readonly message: string;
}

/** Every problem of the five fields, each field on its own first, then the `?` rule between the two day fields. */
export function checkCronFields(fields: Readonly<Record<CronField, string>>): CronProblem[] {
  const problems: CronProblem[] = [];
  for (const field of CRON_FIELDS) {
    const message = checkCronField(field, fields[field]);
    if (message) problems.push({ field, message });
  }
  if (problems.length > 0) return problems;
  const domAny = fields.dayOfMonth === '?';
  const dowAny = fields.dayOfWeek === '?';
  if (domAny === dowAny) {
    problems.push({
      field: domAny ? 'dayOfWeek' : 'dayOfMonth',
      message: domAny
        ? `'dayOfMonth' and 'dayOfWeek' are both "?": exactly one of them must be "?"`
        : `'dayOfMonth' and 'dayOfWeek' are both set: exactly one of them must be "?" (both is not supported)`,
    });
  }
  return problems;
}
