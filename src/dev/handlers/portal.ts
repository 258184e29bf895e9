import { caller, type EmulatorRequest, param, type Services } from '../context.js';
import {
  errorReply,
  invalidToken,
  json,
  noPermission,
  type Reply,
  tokenRequired,
  unableToProcess,
} from '../responses.js';
import { checkRole } from '../rules/role-rules.js';
import { page, readPaging } from './paging.js';

/** `GET /sharing/rest`: what a client reads to learn the edition and version, no token needed. */
export function info(req: EmulatorRequest, s: Services): Reply {
  const { currentVersion, enterpriseVersion } = s.edition;
  return json({ currentVersion, ...(enterpriseVersion ? { enterpriseVersion } : {}) }, req.format);
}

/** `portals/self`: the organization, and the signed-in user when a valid token came with it. */
export function self(req: EmulatorRequest, s: Services): Reply {
  const who = caller(req, s);
  if (who.kind === 'invalid') return invalidToken(req.format);
  const cloud = s.edition.edition === 'cloud';
  const body: Record<string, unknown> = {
    id: s.state.orgId,
    name: 'Emulated Organization',
    isPortal: !cloud,
    portalMode: cloud ? 'multitenant' : 'singletenant',
    portalName: cloud ? 'Portal Emulator (cloud)' : 'Portal Emulator',
    currentVersion: s.edition.currentVersion,
  };
  if (who.kind === 'user') {
    const a = who.account;
    body.user = {
      username: a.username,
      fullName: a.fullName,
      role: a.role,
      ...(a.roleId ? { roleId: a.roleId } : {}),
      orgId: s.state.orgId,
    };
  }
  return json(body, req.format);
}

/** `self` and the organization's own id both name this portal; anything else is not ours. */
function portalMatches(id: string | undefined, s: Services, allowSelf: boolean): boolean {
  return id === s.state.orgId || (allowSelf && id === 'self');
}

function portalUnknown(id: string | undefined, req: EmulatorRequest): Reply {
  return errorReply(400, `Portal '${id ?? ''}' does not exist or is inaccessible.`, {}, req.format);
}

/** `portals/<id>/roles`: the custom roles, paged; any signed-in member may list them. */
export function roles(req: EmulatorRequest, s: Services): Reply {
  const who = caller(req, s);
  if (who.kind === 'anonymous') return tokenRequired(req.format);
  if (who.kind === 'invalid') return invalidToken(req.format);
  if (!portalMatches(req.segments[1], s, true)) return portalUnknown(req.segments[1], req);
  const paging = readPaging(param(req, 'start'), param(req, 'num'));
  if (typeof paging === 'string') return errorReply(400, paging, {}, req.format);
  const p = page(s.state.roles(), paging.start, paging.num);
  return json({ total: p.total, start: p.start, num: p.num, nextStart: p.nextStart, roles: p.items }, req.format);
}

/** `portals/<orgId>/createRole`: default administrators only (org_admin without a custom roleId). */
export function createRole(req: EmulatorRequest, s: Services): Reply {
  const who = caller(req, s);
  if (who.kind === 'anonymous') return tokenRequired(req.format);
  if (who.kind === 'invalid') return invalidToken(req.format);
  // The seed's path takes the organization id; `self` is not documented for this operation.
  if (!portalMatches(req.segments[1], s, false)) return portalUnknown(req.segments[1], req);
  if (who.account.role !== 'org_admin' || who.account.roleId !== undefined) return noPermission(req.format);
  const existing = s.state.roles().map((r) => r.name);
  const checked = checkRole(param(req, 'name'), param(req, 'description'), existing);
  if (!checked.ok) return errorReply(400, checked.message, { details: [checked.message] }, req.format);
  const role = s.state.addRole(checked.name, checked.description, s.now());
  return json({ success: true, id: role.id }, req.format);
}

export function unknownPath(req: EmulatorRequest): Reply {
  return unableToProcess(req.format, [`'${req.segments.join('/')}' is not an operation of this service.`]);
}
