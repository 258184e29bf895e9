import { describe, expect, it } from 'vitest';
import { MINIMAL, parse, problems } from './fixtures.js';

describe.each([
  ['UpdateAnalyticsWorkbook', MINIMAL.UpdateAnalyticsWorkbook, 'Workbook parameters'],
  ['ExecuteWorkflowManager', MINIMAL.ExecuteWorkflowManager, 'Workflow parameters'],
] as const)('%s', (_, base, label) => {
  it('takes no parameters, or any JSON object as given', () => {
    expect(parse(base).parameters).toBeUndefined();
    const parameters = { mode: 'full', n: 3, nested: { list: [1, 'two', null, true] } };
    expect(parse({ ...base, parameters }).parameters).toEqual(parameters);
  });

  it.each([
    ['an array', [1]],
    ['text', '{"mode": "full"}'],
    ['null', null],
  ])('refuses %s', (_, parameters) => {
    expect(problems({ ...base, parameters })).toEqual({
      parameters: `${label}: a JSON object, e.g. {"mode": "full"}.`,
    });
  });

  it.each([
    ['a date', { at: new Date(0) }, 'at'],
    ['NaN deep inside', { a: { b: [1, Number.NaN] } }, 'a.b[1]'],
    ['undefined', { a: undefined }, 'a'],
    ['a function', { f: () => 1 }, 'f'],
    ['a big integer', { n: 1n }, 'n'],
    [
      'a cycle',
      (() => {
        const inner: Record<string, unknown> = {};
        inner.me = inner;
        return { a: inner };
      })(),
      'a.me',
    ],
  ])('refuses %s, naming where', (_, parameters, at) => {
    expect(problems({ ...base, parameters })).toEqual({
      parameters: `${label}: ${at} is not plain JSON; use text, numbers, true/false, null, lists and objects.`,
    });
  });

  it('takes the same object twice (not a cycle)', () => {
    const shared = { x: 1 };
    expect(parse({ ...base, parameters: { a: shared, b: [shared, shared] } }).parameters).toEqual({
      a: shared,
      b: [shared, shared],
    });
  });
});
