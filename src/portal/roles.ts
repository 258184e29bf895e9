import { PortalOpsError } from '../errors.js';
import type { PortalContext } from './context.js';
import { listAll } from './paged.js';
import { rolesPage } from './responses.js';
import { roleNameKey } from './schema/role.js';
import type { TokenSource } from './tokens/source.js';

export interface PortalRole {
  readonly id: string;
  readonly name: string;
  readonly description: string | undefined;
}

/** The organization's custom roles, every page. */
export async function listRoles(ctx: PortalContext, tokens: TokenSource): Promise<PortalRole[]> {
  return listAll(ctx, {
    operation: 'listRoles',
    path: `${ctx.base.pathname}/portals/self/roles`,
    tokens,
    page: rolesPage,
    items: (p) => p.roles.map((r) => ({ id: r.id, name: r.name, description: r.description ?? undefined })),
  });
}

/** The existing role a new name would duplicate (compared as a person reads them: case and width ignored). */
export function sameNamedRole(name: string, roles: readonly PortalRole[]): PortalRole | undefined {
  const key = roleNameKey(name);
  return roles.find((r) => roleNameKey(r.name) === key);
}

export function duplicateRoleError(name: string, existing: PortalRole): PortalOpsError {
  return new PortalOpsError('role.duplicate-name', {
    operation: 'createRole',
    name,
    existingName: existing.name,
    fields: { name: `Name: a role named ${existing.name} already exists; choose another name.` },
  });
}
