import { z } from 'zod';
import { optionalText, text } from './text.js';

export const ROLE_NAME_MAX = 128;
export const ROLE_DESCRIPTION_MAX = 250;

/** The organization's built-in roles: a custom role may not take their names, in any case. */
export const RESERVED_ROLE_NAMES = ['Administrator', 'Publisher', 'User', 'Data Editor', 'Viewer'] as const;

/**
 * The key two role names are compared by: compatibility-normalised (NFKC: full-width letters, ligatures), case-folded
 * and with runs of whitespace collapsed to one space. Upper- then lower-casing folds what lower-casing alone misses
 * (ß and ss, final sigma): two names a person reads as the same compare equal.
 */
export function roleNameKey(name: string): string {
  return name.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC').trim().replace(/\s+/gu, ' ');
}

const RESERVED_KEYS = new Map(RESERVED_ROLE_NAMES.map((n) => [roleNameKey(n), n]));

export const roleSchema = z.object({
  name: text({ label: 'Name', max: ROLE_NAME_MAX, example: 'Field Editors' }).superRefine((name, ctx) => {
    if (name === '') ctx.addIssue({ code: 'custom', message: 'Name: required, e.g. Field Editors.' });
    const reserved = RESERVED_KEYS.get(roleNameKey(name));
    if (reserved !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `Name: ${reserved} is a built-in role; choose another name, e.g. Field Editors.`,
      });
    }
  }),
  description: optionalText({
    label: 'Description',
    max: ROLE_DESCRIPTION_MAX,
    example: 'Edits field data, cannot share',
    multiline: true,
  }),
});

/** A validated role, as sent (trimmed; an empty description left out). */
export type RoleRequest = z.output<typeof roleSchema>;
export type RoleInput = z.input<typeof roleSchema>;
