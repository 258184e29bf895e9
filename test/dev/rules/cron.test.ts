import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRON_FIELDS, type CronField, checkCronField, checkCronFields } from '../../../src/dev/rules/cron.js';

/** The seed's permitted characters and value ranges, written out again so the check is against the seed text. */
const SEED: Record<CronField, { chars: string; min: number; max: number }> = {
  minute: { chars: ',-*/', min: 0, max: 59 },
  hour: { chars: ',-*/', min: 0, max: 23 },
  dayOfMonth: { chars: ',-*?/LWC', min: 1, max: 31 },
  month: { chars: ',-*/', min: 1, max: 12 },
  dayOfWeek: { chars: ',-*?/LC#', min: 1, max: 7 },
};

const ALPHABET = '0123456789,-*?/LWC# ABJMNOSU'.split('');

describe('the emulator CRON-field check', () => {
  it.each(CRON_FIELDS)('never accepts a %s with characters or values outside the seed', (field) => {
    const seed = SEED[field];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALPHABET), { minLength: 1, maxLength: 8 }), (chars) => {
        const text = chars.join('');
        if (checkCronField(field, text) !== null) return;
        for (const c of text) expect(/\d/.test(c) || seed.chars.includes(c), `${field} "${text}"`).toBe(true);
        // Every number is a value in range, except the counts after L- (days back), # (week) and / (step).
        const values = text.replace(/L-\d+|#\d+|\/\d+/g, '').match(/\d+/g) ?? [];
        for (const v of values) {
          expect(Number(v), `${field} "${text}"`).toBeGreaterThanOrEqual(seed.min);
          expect(Number(v), `${field} "${text}"`).toBeLessThanOrEqual(seed.max);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('reads steps, lists and wrapping ranges as Quartz does', () => {
    for (const ok of ['*', '*/5', '0/15', '5-10', '5-10/2', '1,2,3', '50-10'])
      expect(checkCronField('minute', ok)).toBe(null);
    expect(checkCronField('minute', '5-')).toContain('range');
    expect(checkCronField('minute', '-5')).toContain('range');
    expect(checkCronField('minute', '*-5')).toContain('not a number');
    expect(checkCronField('hour', '*/24')).toContain('step');
  });

  it('needs exactly one ? between the two day fields, and names them', () => {
    const fields = { minute: '0', hour: '0', dayOfMonth: '*', month: '*', dayOfWeek: '*' };
    expect(checkCronFields(fields)).toEqual([{ field: 'dayOfMonth', message: expect.stringContaining("'dayOfWeek'") }]);
    expect(checkCronFields({ ...fields, dayOfWeek: '?' })).toEqual([]);
    expect(checkCronFields({ ...fields, dayOfMonth: '?' })).toEqual([]);
    expect(checkCronFields({ ...fields, dayOfMonth: '?', dayOfWeek: '?' })[0]?.field).toBe('dayOfWeek');
  });

  it('reports each bad field', () => {
    const problems = checkCronFields({ minute: '60', hour: '24', dayOfMonth: '?', month: '13', dayOfWeek: '8' });
    expect(problems.map((p) => p.field)).toEqual(['minute', 'hour', 'month', 'dayOfWeek']);
    for (const p of problems) expect(p.message.startsWith(`'${p.field}'`)).toBe(true);
  });
});
