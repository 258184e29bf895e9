import { describe, expect, it } from 'vitest';
import { compileCron } from '../../../src/schedule/cron/evaluate.js';
import { splitExpression } from '../../../src/schedule/cron/fields.js';
import { validateFields } from '../../../src/schedule/cron/validate.js';
import { VALID } from '../../support/cron-tables.js';

function check(expr: string) {
  const f = splitExpression(expr);
  if (!f) throw new Error(`not five fields: ${expr}`);
  return { fields: f, result: validateFields(f) };
}

describe('validateFields: valid', () => {
  it.each(VALID)('%s', (expr) => {
    const { fields, result } = check(expr);
    expect(result).toEqual({ ok: true });
    expect(() => compileCron(fields)).not.toThrow();
  });
});

describe('validateFields: invalid, with the field named and the reason', () => {
  it.each([
    ['60 3 * * ?', ['minute'], /60 is out of range; use 0 to 59/],
    ['0 24 * * ?', ['hour'], /24 is out of range/],
    ['0 3 0 * ?', ['dayOfMonth'], /0 is out of range; use 1 to 31/],
    ['0 3 32 * ?', ['dayOfMonth'], /32 is out of range/],
    ['0 3 * 13 ?', ['month'], /13 is out of range; use 1 \(January\) to 12/],
    ['0 3 * 0 ?', ['month'], /0 is out of range/],
    ['0 3 ? * 8', ['dayOfWeek'], /8 is out of range; use 1 \(Sunday\) to 7 \(Saturday\)/],
    ['0 3 ? * 0', ['dayOfWeek'], /0 is out of range/],
    ['0 3 * * *', ['dayOfMonth'], /exactly one of day of month and day of week must be "\?"/],
    ['0 3 ? * ?', ['dayOfWeek'], /"\?" is in both day fields/],
    ['0 3 1 * 2', ['dayOfMonth'], /exactly one/],
    ['? 3 * * ?', ['minute'], /Only digits and , - \* \/ are allowed/],
    ['0 ? * * ?', ['hour'], /Only digits/],
    ['0 3 * ? ?', ['month'], /Only digits/],
    ['0 3 * JAN ?', ['month'], /Only digits/],
    ['0 3 ? * MON', ['dayOfWeek'], /Only digits/],
    ['0 L * * ?', ['hour'], /Only digits/],
    ['0 3 * * 2W', ['dayOfWeek', 'dayOfMonth'], /Only digits/],
    ['0 3 ? * 2#1#2', ['dayOfWeek'], /one d#k alone/],
    ['0 3 ? * 2#6', ['dayOfWeek'], /1 to 5/],
    ['0 3 ? * 2#0', ['dayOfWeek'], /1 to 5/],
    ['0 3 ? * 8#1', ['dayOfWeek'], /8 is out of range/],
    ['0 3 ? * 1,2#1', ['dayOfWeek'], /one d#k alone/],
    ['0 3 ? * 6L,2', ['dayOfWeek'], /must stand alone/],
    ['0 3 ? * 8L', ['dayOfWeek'], /8 is out of range/],
    ['0 3 L,15 * ?', ['dayOfMonth'], /must stand alone/],
    ['0 3 1-5W * ?', ['dayOfMonth'], /must stand alone/],
    ['0 3 1,15W * ?', ['dayOfMonth'], /must stand alone/],
    ['0 3 15W/2 * ?', ['dayOfMonth'], /must stand alone/],
    ['0 3 32W * ?', ['dayOfMonth'], /32W is out of range/],
    ['0 3 31W * ?', ['dayOfMonth'], /31W is not accepted.*LW/],
    ['0 3 29W 1 ?', ['dayOfMonth'], /29W is not accepted/],
    ['0 3 L-31 * ?', ['dayOfMonth'], /0 to 30/],
    ['0 3 LW-1 * ?', ['dayOfMonth'], /must stand alone/],
    ['1,,2 3 * * ?', ['minute'], /empty list item/],
    [',1 3 * * ?', ['minute'], /empty list item/],
    ['1- 3 * * ?', ['minute'], /not a value, a range or a step/],
    ['/5 3 * * ?', ['minute'], /not a value/],
    ['1-2-3 3 * * ?', ['minute'], /not a value/],
    ['0/0 3 * * ?', ['minute'], /at least 1/],
    ['0/60 3 * * ?', ['minute'], /larger than 59/],
    ['0 0/24 * * ?', ['hour'], /larger than 23/],
    ['0 3 ?,1 * ?', ['dayOfMonth'], /stand alone/],
    ['0 3 * * ?,1', ['dayOfWeek', 'dayOfMonth'], /stand alone/],
    ['60 24 * 13 ?', ['minute', 'hour', 'month'], /Minute: 60/],
    ['0 3 * 1-13 ?', ['month'], /13 is out of range/],
    ['0 3 1-32 * ?', ['dayOfMonth'], /32 is out of range/],
    ['0 3 ? * 1-8', ['dayOfWeek'], /8 is out of range/],
    ['0 3 * * L', ['dayOfMonth'], /exactly one/],
  ])('%s', (expr, fields, words) => {
    const { result } = check(expr);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual(fields);
    expect(result.problems.map((p) => p.message).join(' ')).toMatch(words);
  });

  it('reports an empty field', () => {
    const r = validateFields({ minute: '', hour: '3', dayOfMonth: '*', month: '*', dayOfWeek: '?' });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.problems).toEqual([{ field: 'minute', message: 'Minute: Empty; give a value, or * for every one.' }]);
  });
});
