import { describe, expect, it } from 'vitest';
import { unixWeekdays } from '../../../src/schedule/cron/unix.js';
import { checkFields, typedFieldWarnings } from '../../../src/schedule/engine.js';

const JAN = Date.parse('2026-01-12T12:00:00Z');
const at9 = (dayOfMonth: string, dayOfWeek: string) => ({ minute: '0', hour: '9', dayOfMonth, month: '*', dayOfWeek });

describe('day-of-week fields written with Unix numbering', () => {
  it.each([
    ['1-5', 'Sunday–Thursday', 'Monday–Friday', '2-6'],
    ['1-6', 'Sunday–Friday', 'Monday–Saturday', '2-7'],
    ['1,3,5', 'Sunday, Tuesday and Thursday', 'Monday, Wednesday and Friday', '2,4,6'],
    ['1,2', 'Sunday and Monday', 'Monday and Tuesday', '2,3'],
    ['0', null, 'Sunday', '1'],
    ['0-6', null, 'Sunday–Saturday', '1-7'],
    ['6,0', null, 'Sunday and Saturday', '1,7'],
    ['0-4', null, 'Sunday–Thursday', '1-5'],
  ])('%s: here %s, in Unix cron %s (%s)', (text, here, unix, field) => {
    expect(unixWeekdays(text)).toEqual({ text, here, unix, field });
  });

  // valid Quartz that reads the same either way, or that names no Sunday beside other days
  it.each(['2-6', '3-7', '1', '7', '1,7', '1-7', '2,4,6', '2#1', '6L', '?', '*', '*/2', '1-5/2', 'MON-FRI', '5-1'])(
    'leaves "%s" alone',
    (text) => {
      expect(unixWeekdays(text)).toBeNull();
    },
  );

  it('warns on valid fields, with both readings', () => {
    expect(typedFieldWarnings(at9('?', '1-5'), JAN)).toEqual([
      {
        code: 'unix-weekdays',
        message:
          'In this dialect day of week 1-5 is Sunday–Thursday (1 = Sunday); for Monday–Friday, as in Unix cron, write 2-6.',
      },
    ]);
    expect(typedFieldWarnings(at9('?', '2-6'), JAN)).toEqual([]);
    expect(typedFieldWarnings(at9('1', '?'), JAN)).toEqual([]);
  });

  it('says it already in the hint when the day fields must be fixed first', () => {
    const r = checkFields(at9('*', '1-5'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problem.fields?.map((f) => f.field)).toEqual(['dayOfMonth']);
    expect(r.problem.hint).toBe(
      'Fix the field named, or describe the schedule in words instead. In this dialect day of week 1-5 is Sunday–Thursday (1 = Sunday); for Monday–Friday, as in Unix cron, write 2-6.',
    );
    const plain = checkFields(at9('*', '2-6'));
    expect(!plain.ok && plain.problem.hint).toBe('Fix the field named, or describe the schedule in words instead.');
  });

  it('a 0 is out of range here: the field error gives the Quartz field for the Unix meaning', () => {
    const r = checkFields(at9('?', '0-6'));
    expect(!r.ok && r.problem.fields).toEqual([
      {
        field: 'dayOfWeek',
        message:
          'Day of week: 0 is out of range; use 1 (Sunday) to 7 (Saturday). If "0-6" is Unix numbering (0 = Sunday), here Sunday–Saturday is 1-7.',
      },
    ]);
    const eight = checkFields(at9('?', '8'));
    expect(!eight.ok && eight.problem.fields?.[0]?.message).toBe(
      'Day of week: 8 is out of range; use 1 (Sunday) to 7 (Saturday).',
    );
  });
});
