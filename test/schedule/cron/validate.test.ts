import { describe, expect, it } from 'vitest';
import { compileCron, nextFires } from '../../../src/schedule/cron/evaluate.js';
import { type CronFields, FIELD_NAMES, splitExpression } from '../../../src/schedule/cron/fields.js';
import { FIVE_FIELDS, parseAndValidate, validateFields } from '../../../src/schedule/cron/validate.js';
import { INVALID, VALID } from '../../support/cron-tables.js';

function fieldsOf(expr: string): CronFields {
  const f = splitExpression(expr);
  if (!f) throw new Error(`not five fields: ${expr}`);
  return f;
}

const FROM = Date.UTC(2026, 0, 1);

describe('validateFields: valid', () => {
  it.each(VALID)('%s', (expr) => {
    const fields = fieldsOf(expr);
    expect(validateFields(fields)).toEqual({ ok: true });
    // evaluable, and runs at least once within 8 years (February 29th needs up to 8 from some years)
    expect(nextFires([compileCron(fields)], FROM, 1, Date.UTC(2034, 0, 1))).toHaveLength(1);
  });
});

describe('validateFields: invalid, with every field at fault named and the reason', () => {
  it.each(INVALID.map((r) => [r.expression, r] as const))('%s', (_, r) => {
    const result = validateFields(fieldsOf(r.expression));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual(r.fields);
    expect(result.problems.map((p) => p.message).join(' ')).toMatch(r.says);
  });

  it('every message starts with its field in plain words and ends a sentence', () => {
    const label = {
      minute: 'Minute: ',
      hour: 'Hour: ',
      dayOfMonth: 'Day of month: ',
      month: 'Month: ',
      dayOfWeek: 'Day of week: ',
    };
    for (const r of INVALID) {
      const result = validateFields(fieldsOf(r.expression));
      if (result.ok) throw new Error(r.expression);
      for (const p of result.problems) {
        expect(p.message.startsWith(label[p.field]), p.message).toBe(true);
        expect(p.message, p.message).toMatch(/\.$/);
      }
      // one problem per field
      expect(new Set(result.problems.map((p) => p.field)).size).toBe(result.problems.length);
    }
  });

  it('reports every empty field', () => {
    const r = validateFields({ minute: '', hour: ' ', dayOfMonth: '', month: '', dayOfWeek: '' });
    expect(r).toEqual({
      ok: false,
      problems: FIELD_NAMES.map((field) => ({ field, message: expect.stringMatching(/: Empty; give a value, or \*/) })),
    });
  });

  it('reports an empty field among valid ones', () => {
    const r = validateFields({ minute: '', hour: '3', dayOfMonth: '*', month: '*', dayOfWeek: '?' });
    expect(r).toEqual({
      ok: false,
      problems: [{ field: 'minute', message: 'Minute: Empty; give a value, or * for every one.' }],
    });
  });

  it('ignores spaces around a typed field', () => {
    expect(validateFields({ minute: ' 0', hour: '3 ', dayOfMonth: ' * ', month: '*', dayOfWeek: ' ? ' })).toEqual({
      ok: true,
    });
  });
});

describe('parseAndValidate', () => {
  it('returns the fields of a valid expression', () => {
    expect(parseAndValidate('  0 3 ? * 3-7 ')).toEqual({
      ok: true,
      fields: { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' },
    });
  });

  it('names every field at fault and says it in one message', () => {
    const r = parseAndValidate('60 3 * * 8');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => p.field)).toEqual(['minute', 'dayOfMonth', 'dayOfWeek']);
    expect(r.message).toBe(r.problems.map((p) => p.message).join(' '));
    expect(r.message).toMatch(/^Minute: 60 is out of range/);
  });

  it.each([
    ['', /\(got 0\)\.$/],
    ['0 3 *', /\(got 3\)\.$/],
    ['0 0 12 * * ?', /\(got 6\); there is no seconds or year field/],
    ['0 0 12 * * ? 2027', /\(got 7\); there is no seconds or year field/],
    ['0 3 * * ? * * *', /\(got 8\)\.$/],
  ])('%j is not five fields', (text, says) => {
    const r = parseAndValidate(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([]);
    expect(r.message.startsWith(FIVE_FIELDS)).toBe(true);
    expect(r.message).toMatch(says);
  });
});
