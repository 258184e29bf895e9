import { PortalOpsError } from '../errors.js';
import { perform } from './call.js';
import { authHeader, type PortalContext, query } from './context.js';
import { type Edition, taskSupport } from './gating.js';
import { infoReply, selfReply } from './responses.js';
import type { TaskType } from './schema/task-types.js';
import type { TokenSource } from './tokens/source.js';

/** Who and where we are on this portal, as `GET {base}` and `portals/self` say. */
export interface PortalProfile {
  readonly edition: Edition | undefined;
  readonly currentVersion: string | undefined;
  readonly enterpriseVersion: string | undefined;
  /** The self-hosted release the task types were decided on ("10.9"), if known. */
  readonly release: string | undefined;
  /** The organization id: the `<portal_id>` of createRole. Never typed by a person. */
  readonly orgId: string;
  readonly portalName: string | undefined;
  readonly user: PortalUser;
  readonly taskTypes: readonly TaskType[];
  /** False when the edition or version could not be read and the seed's full list is offered. */
  readonly taskTypesKnown: boolean;
}

/** `task.type-unsupported` for this portal: `taskType`, which it does not take, or (without one) any task at all. */
export function typeUnsupported(profile: PortalProfile, host: string, taskType?: string): PortalOpsError {
  return new PortalOpsError('task.type-unsupported', {
    operation: 'createTask',
    host,
    ...(taskType ? { taskType, fields: { type: `Task type: this portal does not support ${taskType}.` } } : {}),
    supportedTypes: profile.taskTypes,
    ...(profile.edition ? { edition: profile.edition === 'cloud' ? 'cloud edition' : 'self-hosted' } : {}),
    ...(profile.release ? { version: profile.release } : {}),
  });
}

/** The task types to offer a person; `task.type-unsupported` when the portal takes none (self-hosted before 10.8.1). */
export function offeredTaskTypes(profile: PortalProfile, host: string): readonly TaskType[] {
  if (profile.taskTypes.length === 0) throw typeUnsupported(profile, host);
  return profile.taskTypes;
}

export interface PortalUser {
  readonly username: string;
  readonly fullName: string | undefined;
  readonly role: string | undefined;
  readonly roleId: string | undefined;
  /** `org_admin` with no custom role id: the only people who may create roles. */
  readonly isDefaultAdmin: boolean;
}

export interface PortalInfo {
  readonly currentVersion: string | undefined;
  readonly enterpriseVersion: string | undefined;
}

export async function fetchInfo(ctx: PortalContext): Promise<PortalInfo> {
  const json = await perform(ctx, {
    operation: 'discover',
    repeat: 'read',
    build: () => ({ method: 'GET', path: `${ctx.base.pathname}${query()}` }),
  });
  const info = infoReply.safeParse(json);
  if (!info.success) throw unexpected(ctx);
  return {
    currentVersion: info.data.currentVersion === undefined ? undefined : String(info.data.currentVersion),
    enterpriseVersion: info.data.enterpriseVersion,
  };
}

export async function fetchProfile(ctx: PortalContext, tokens: TokenSource, info: PortalInfo): Promise<PortalProfile> {
  const json = await perform(ctx, {
    operation: 'discover',
    repeat: 'read',
    tokens,
    build: (token) => ({
      method: 'GET',
      path: `${ctx.base.pathname}/portals/self${query()}`,
      headers: authHeader(token),
    }),
  });
  const self = selfReply.safeParse(json);
  if (!self.success || !self.data.user) throw unexpected(ctx);
  const { data } = self;
  const user = data.user as NonNullable<typeof data.user>;
  const edition: Edition | undefined =
    data.isPortal === undefined ? undefined : data.isPortal ? 'self-hosted' : 'cloud';
  const currentVersion =
    info.currentVersion ?? (data.currentVersion === undefined ? undefined : String(data.currentVersion));
  const support = taskSupport(edition, currentVersion, info.enterpriseVersion);
  return {
    edition,
    currentVersion,
    enterpriseVersion: info.enterpriseVersion,
    release: support.release,
    orgId: data.id,
    portalName: data.portalName ?? data.name,
    user: {
      username: user.username,
      fullName: user.fullName,
      role: user.role,
      roleId: user.roleId,
      isDefaultAdmin: user.role === 'org_admin' && !user.roleId,
    },
    taskTypes: support.types,
    taskTypesKnown: support.known,
  };
}

function unexpected(ctx: PortalContext): PortalOpsError {
  return new PortalOpsError('portal.bad-response', { operation: 'discover', host: ctx.host, reason: 'unexpected' });
}
