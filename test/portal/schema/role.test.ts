import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { issuesByPath } from '../../../src/portal/schema/issues.js';
import { RESERVED_ROLE_NAMES, type RoleRequest, roleNameKey, roleSchema } from '../../../src/portal/schema/role.js';

function parse(input: unknown): RoleRequest {
  const r = roleSchema.safeParse(input);
  if (!r.success) throw new Error(JSON.stringify(issuesByPath(r.error)));
  return r.data;
}

function problems(input: unknown): Record<string, string> {
  const r = roleSchema.safeParse(input);
  expect(r.success, 'expected a refusal').toBe(false);
  return r.success ? {} : issuesByPath(r.error);
}

describe('roleSchema', () => {
  it('takes a name, and a description when given; both trimmed', () => {
    expect(parse({ name: '  Field Editors ' })).toEqual({ name: 'Field Editors' });
    expect(parse({ name: 'Field Editors', description: ' Edits field data \n' })).toEqual({
      name: 'Field Editors',
      description: 'Edits field data',
    });
    expect(parse({ name: 'Field Editors', description: '   ' }).description).toBeUndefined();
    expect(parse({ name: 'Field Editors', description: 'Line one\nLine two' }).description).toBe('Line one\nLine two');
  });

  it('counts code points: 128 emoji pass, 129 do not', () => {
    const emoji = '👩‍🔬'.slice(0, 2); // one astral code point, two UTF-16 units
    expect(emoji).toHaveLength(2);
    expect(parse({ name: emoji.repeat(128) }).name).toHaveLength(256);
    expect(problems({ name: emoji.repeat(129) })).toEqual({ name: 'Name: at most 128 characters (this has 129).' });
    expect(parse({ name: 'a'.repeat(128) }).name).toHaveLength(128);
    expect(problems({ name: 'a'.repeat(129) })).toEqual({ name: 'Name: at most 128 characters (this has 129).' });
  });

  it('counts the description the same way, up to 250', () => {
    expect(parse({ name: 'R', description: '€'.repeat(250) }).description).toHaveLength(250);
    expect(parse({ name: 'R', description: '𝄞'.repeat(250) }).description).toHaveLength(500);
    expect(problems({ name: 'R', description: '𝄞'.repeat(251) })).toEqual({
      description: 'Description: at most 250 characters (this has 251).',
    });
  });

  it('requires a name', () => {
    expect(problems({})).toEqual({ name: 'Name: required, e.g. Field Editors.' });
    expect(problems({ name: '   ' })).toEqual({ name: 'Name: required, e.g. Field Editors.' });
    expect(problems({ name: 7 })).toEqual({ name: 'Name: text, e.g. Field Editors.' });
  });

  it('wants a name on one line, and a description without control characters', () => {
    expect(problems({ name: 'Field\nEditors' })).toEqual({
      name: 'Name: one line of text, without line breaks or control characters.',
    });
    expect(problems({ name: 'R', description: 'bell\u0007' })).toEqual({
      description: 'Description: plain text, without control characters.',
    });
  });

  it.each([
    ['Administrator', 'Administrator'],
    ['administrator', 'Administrator'],
    ['PUBLISHER', 'Publisher'],
    ['user', 'User'],
    ['Data Editor', 'Data Editor'],
    ['data   editor', 'Data Editor'],
    ['DATA\u00a0EDITOR', 'Data Editor'],
    ['Ｖｉｅｗｅｒ', 'Viewer'],
    ['  viewer  ', 'Viewer'],
  ])('refuses the reserved name %j', (name, reserved) => {
    expect(problems({ name })).toEqual({
      name: `Name: ${reserved} is a built-in role; choose another name, e.g. Field Editors.`,
    });
  });

  it('takes names that only contain a reserved one', () => {
    for (const name of ['Viewer Plus', 'Users', 'Data Editors', 'Publisher 2']) expect(parse({ name }).name).toBe(name);
  });

  it('lists the reserved names', () => {
    expect(RESERVED_ROLE_NAMES).toEqual(['Administrator', 'Publisher', 'User', 'Data Editor', 'Viewer']);
  });

  it('types come from the schema', () => {
    expectTypeOf<RoleRequest>().toEqualTypeOf<{ name: string; description?: string | undefined }>();
  });
});

describe('roleNameKey', () => {
  it.each([
    ['Field Editors', 'field editors'],
    ['  FIELD   editors ', 'field editors'],
    ['Field\u00a0Editors', 'field editors'],
    ['Field\tEditors', 'field editors'],
    ['Ｆｉｅｌｄ Editors', 'field editors'],
    ['ﬁeld editors', 'field editors'],
    ['Straße', 'strasse'],
    ['ΟΔΟΣ', 'οδος'],
    ['οδοσ', 'οδος'],
    ['οδος', 'οδος'],
  ])('%j → %j', (name, key) => {
    expect(roleNameKey(name)).toBe(key);
  });

  it('is idempotent and ignores case and spacing (fast-check, seeded)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (name) => {
        const key = roleNameKey(name);
        expect(roleNameKey(key)).toBe(key);
        expect(roleNameKey(name.toUpperCase())).toBe(key);
        expect(roleNameKey(` ${name.replace(/ /g, '  ')} `)).toBe(key);
      }),
      { seed: 128, numRuns: 500 },
    );
  });
});
