import { describe, expect, it } from 'vitest';
import { checkRole, codePoints } from '../../../src/dev/rules/role-rules.js';

describe('role rules', () => {
  it('counts code points, not UTF-16 units', () => {
    expect(codePoints('😀')).toBe(1);
    expect('😀'.length).toBe(2);
    expect(codePoints('e\u0301')).toBe(2);
  });

  it('trims the name before checking and storing it', () => {
    expect(checkRole('  Editors  ', undefined, [])).toEqual({ ok: true, name: 'Editors', description: '' });
    expect(checkRole('   ', 'x', [])).toMatchObject({ ok: false, message: expect.stringContaining('name') });
  });

  it('compares reserved and existing names without regard to case', () => {
    expect(checkRole('data editor', '', [])).toMatchObject({ ok: false, message: expect.stringContaining('reserved') });
    expect(checkRole('ANALYST', '', ['Analyst'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('already'),
    });
  });
});
