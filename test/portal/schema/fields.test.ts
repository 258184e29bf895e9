import { describe, expect, it } from 'vitest';
import { MAX_EPOCH_MS } from '../../../src/portal/schema/fields.js';
import { ITEM, MINIMAL, parse, problems } from './fixtures.js';

const BASE = MINIMAL.ExecuteNotebook;
const ITEM_ID_MESSAGE = "Item id: 32 characters 0–9 and a–f, as at the end of the item's page URL (…/item.html?id=…).";
const JAN_1 = Date.UTC(2026, 0, 1);
const MAR_1 = Date.UTC(2026, 2, 1);

describe('title', () => {
  it('is trimmed, and left out when empty', () => {
    expect(parse({ ...BASE, title: '  Nightly refresh  ' }).title).toBe('Nightly refresh');
    expect(parse({ ...BASE, title: '   ' })).not.toHaveProperty('title', expect.anything());
    expect(parse({ ...BASE, title: '' }).title).toBeUndefined();
    expect(parse({ ...BASE, title: undefined }).title).toBeUndefined();
  });

  it('takes 256 characters, counted as code points', () => {
    expect(parse({ ...BASE, title: 'a'.repeat(256) }).title).toHaveLength(256);
    expect(parse({ ...BASE, title: '😀'.repeat(256) }).title).toHaveLength(512);
    expect(problems({ ...BASE, title: 'a'.repeat(257) })).toEqual({
      title: 'Title: at most 256 characters (this has 257).',
    });
    expect(problems({ ...BASE, title: '😀'.repeat(257) })).toEqual({
      title: 'Title: at most 256 characters (this has 257).',
    });
  });

  it('is one line', () => {
    expect(problems({ ...BASE, title: 'a\nb' })).toEqual({
      title: 'Title: one line of text, without line breaks or control characters.',
    });
  });

  it('is text', () => {
    expect(problems({ ...BASE, title: 5 })).toEqual({ title: 'Title: text, e.g. Nightly refresh.' });
  });
});

describe('itemId', () => {
  it('is 32 lowercase hex characters; upper case is accepted and lower-cased, ends trimmed', () => {
    expect(parse({ ...BASE, itemId: ITEM }).itemId).toBe(ITEM);
    expect(parse({ ...BASE, itemId: ` ${ITEM.toUpperCase()} ` }).itemId).toBe(ITEM);
  });

  it.each([
    ['too short', ITEM.slice(1)],
    ['too long', `${ITEM}0`],
    ['not hex', `${ITEM.slice(1)}g`],
    ['a GUID with dashes', '029b61ca-770e-428d-9468-a2a55f40b9fb'],
    ['an item URL', `https://www.example.com/home/item.html?id=${ITEM}`],
    ['empty', ''],
  ])('refuses %s', (_, itemId) => {
    expect(problems({ ...BASE, itemId })).toEqual({ itemId: ITEM_ID_MESSAGE });
  });

  it('is required', () => {
    const { itemId: _, ...rest } = BASE;
    expect(problems(rest)).toEqual({
      itemId: "Item id: required; 32 characters 0–9 and a–f, as at the end of the item's page URL (…/item.html?id=…).",
    });
    expect(problems({ ...BASE, itemId: 42 })).toEqual({ itemId: ITEM_ID_MESSAGE });
  });
});

describe('startDate and endDate', () => {
  it('are optional epoch milliseconds, start before end', () => {
    const r = parse({ ...BASE, startDate: JAN_1, endDate: MAR_1 });
    expect([r.startDate, r.endDate]).toEqual([JAN_1, MAR_1]);
    expect(parse({ ...BASE, startDate: JAN_1 }).endDate).toBeUndefined();
    expect(parse({ ...BASE, endDate: MAR_1 }).startDate).toBeUndefined();
    expect(parse({ ...BASE, startDate: 0, endDate: MAX_EPOCH_MS }).endDate).toBe(MAX_EPOCH_MS);
  });

  it('refuses an end not after the start, under the end', () => {
    expect(problems({ ...BASE, startDate: MAR_1, endDate: JAN_1 })).toEqual({
      endDate: 'End: must be after the start (2026-03-01 00:00 UTC); this is 2026-01-01 00:00 UTC.',
    });
    expect(problems({ ...BASE, startDate: JAN_1, endDate: JAN_1 })).toEqual({
      endDate: 'End: must be after the start; both are 2026-01-01 00:00 UTC.',
    });
  });

  it.each([
    ['a fraction', 1.5],
    ['negative', -1],
    ['past year 9999', MAX_EPOCH_MS + 1],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['text', '1767225600000'],
  ])('refuse %s', (_, value) => {
    expect(problems({ ...BASE, startDate: value })).toEqual({
      startDate: 'Start: a date as epoch milliseconds, e.g. 1767225600000 (2026-01-01 00:00 UTC).',
    });
    expect(problems({ ...BASE, endDate: value })).toEqual({
      endDate: 'End: a date as epoch milliseconds, e.g. 1767225600000 (2026-01-01 00:00 UTC).',
    });
  });

  it('compare only when both are valid', () => {
    expect(problems({ ...BASE, startDate: 'soon', endDate: JAN_1 })).toEqual({
      startDate: 'Start: a date as epoch milliseconds, e.g. 1767225600000 (2026-01-01 00:00 UTC).',
    });
  });
});

describe('maxOccurrences', () => {
  it('is an optional whole number of 1 or more', () => {
    expect(parse({ ...BASE, maxOccurrences: 1 }).maxOccurrences).toBe(1);
    expect(parse({ ...BASE, maxOccurrences: Number.MAX_SAFE_INTEGER }).maxOccurrences).toBe(Number.MAX_SAFE_INTEGER);
    expect(parse(BASE).maxOccurrences).toBeUndefined();
  });

  it.each([0, -3, 2.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, '10', null])('refuses %s', (maxOccurrences) => {
    expect(problems({ ...BASE, maxOccurrences })).toEqual({
      maxOccurrences: 'Maximum runs: a whole number, 1 or more, e.g. 10.',
    });
  });
});

describe('the five CRON fields', () => {
  it('are trimmed and checked together by the schedule engine', () => {
    const r = parse({ ...BASE, minute: ' 30 ', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' });
    expect([r.minute, r.hour, r.dayOfMonth, r.month, r.dayOfWeek]).toEqual(['30', '3', '?', '*', '3-7']);
  });

  it('put each problem under its own field', () => {
    expect(problems({ ...BASE, minute: '60', month: '13' })).toEqual({
      minute: 'Minute: 60 is out of range; use 0 to 59.',
      month: 'Month: 13 is out of range; use 1 (January) to 12 (December).',
    });
    expect(problems({ ...BASE, dayOfMonth: '*', dayOfWeek: '*' })).toEqual({
      dayOfWeek:
        'Day of week: Use "?" here when the day of month is set; exactly one of the two day fields must be "?".',
    });
    expect(problems({ ...BASE, hour: 'MON' })).toEqual({
      hour: 'Hour: Only digits and , - * / are allowed; "MON" has other characters.',
    });
    expect(problems({ ...BASE, minute: '  ' })).toEqual({ minute: 'Minute: Empty; give a value, or * for every one.' });
  });

  it.each([
    ['minute', 'Minute: required; a CRON value such as 0, 0,30 or */15.'],
    ['hour', 'Hour: required; a CRON value such as 9, 9-17 or */2 (UTC).'],
    ['dayOfMonth', 'Day of month: required; a CRON value such as *, 1, 1,15, L or ?.'],
    ['month', 'Month: required; a CRON value such as *, 1 or 1/3.'],
    ['dayOfWeek', 'Day of week: required; a CRON value such as ?, 2-6 or 6#3.'],
  ] as const)('%s is required', (field, message) => {
    const { [field]: _, ...rest } = BASE;
    expect(problems(rest)).toEqual({ [field]: message });
    expect(problems({ ...BASE, [field]: 5 })).toEqual({ [field]: message });
  });

  it('are reported together with every other problem', () => {
    expect(
      Object.keys(problems({ ...BASE, itemId: 'x', title: 'a'.repeat(300), minute: '99', maxOccurrences: 0 })),
    ).toEqual(['title', 'itemId', 'maxOccurrences', 'minute']);
  });
});
