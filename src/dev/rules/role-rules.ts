/** The seed's createRole limits, counted in Unicode code points: an emoji is one character to a person. */

export const ROLE_NAME_MAX = 128;
export const ROLE_DESCRIPTION_MAX = 250;

/** Names of the built-in roles: a custom role may not take them, in any letter case. */
export const RESERVED_ROLE_NAMES = ['Administrator', 'Publisher', 'User', 'Data Editor', 'Viewer'] as const;

export function codePoints(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

export type RoleCheck = { ok: true; name: string; description: string } | { ok: false; message: string };

/** `existing` are the names of the organization's custom roles. */
export function checkRole(
  rawName: string | undefined,
  rawDescription: string | undefined,
  existing: readonly string[],
): RoleCheck {
  const name = (rawName ?? '').trim();
  const description = rawDescription ?? '';
  if (name === '') return { ok: false, message: "'name' is required." };
  const nameLength = codePoints(name);
  if (nameLength > ROLE_NAME_MAX) {
    return { ok: false, message: `'name' is ${nameLength} characters long; the limit is ${ROLE_NAME_MAX}.` };
  }
  const descriptionLength = codePoints(description);
  if (descriptionLength > ROLE_DESCRIPTION_MAX) {
    return {
      ok: false,
      message: `'description' is ${descriptionLength} characters long; the limit is ${ROLE_DESCRIPTION_MAX}.`,
    };
  }
  const folded = name.toLowerCase();
  const reserved = RESERVED_ROLE_NAMES.find((r) => r.toLowerCase() === folded);
  if (reserved) return { ok: false, message: `'name' "${name}" is reserved for the built-in ${reserved} role.` };
  const taken = existing.find((r) => r.toLowerCase() === folded);
  if (taken) return { ok: false, message: `'name' "${name}" is already used by the custom role "${taken}".` };
  return { ok: true, name, description };
}
