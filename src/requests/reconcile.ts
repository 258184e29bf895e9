import type { PortalClient } from '../portal/client.js';
import { type PortalRole, sameNamedRole } from '../portal/roles.js';
import type { RoleRequest } from '../portal/schema/role.js';
import type { TaskRequest } from '../portal/schema/task.js';
import { type CreationWindow, type PortalTask, sameTask } from '../portal/tasks.js';
import type { Candidate, RequestRecord, RequestStore, SubResult } from '../store/types.js';
import { payloadOf } from './submit.js';
import type { Acting } from './types.js';

/**
 * How far apart the service's clock and ours may be, stated once: a task the service says it created up to this much
 * before we sent, or after we gave up waiting, can still be ours. Wider only makes more cases a person's choice.
 */
export const CLOCK_SKEW_MS = 2 * 60_000;

/** The window in which the service can have created a part: from its send to when it became unknown, with skew. */
export function windowOf(r: SubResult, now: number): CreationWindow | undefined {
  if (r.sentAt === undefined) return undefined;
  return { from: r.sentAt - CLOCK_SKEW_MS, until: (r.unknownSince ?? now) + CLOCK_SKEW_MS };
}

export interface SettleDeps {
  readonly client: PortalClient;
  readonly requests: RequestStore;
  readonly now: number;
}

/**
 * Settles the sub-results that may or may not exist, by looking: the user's task list or the org's roles. Never
 * sends anything. A part is recorded as created only when one thing on the portal is explained by this request
 * alone: every field we sent, created inside this POST's window, owned by no other request, and not equally
 * explained by another request still unsettled. Nothing that could be it: not created. Anything else stays
 * unknown with its candidates listed, for the person to choose; never guessed.
 */
export async function settle(d: SettleDeps, record: RequestRecord, acting: Acting): Promise<SubResult[]> {
  const payload = payloadOf(record);
  const out: SubResult[] = [];
  for (const [i, r] of record.results.entries()) {
    if (r.state !== 'unknown' && r.state !== 'pending') {
      out.push(r);
      continue;
    }
    const window = windowOf(r, d.now);
    if (window === undefined) {
      out.push(settled(r, 'rejected', { code: 'request.not-sent', message: 'It was never sent.' }));
      continue;
    }
    if ('role' in payload) {
      out.push(await settleRole(d, record, r, payload.role, acting, window));
      continue;
    }
    const task = payload.tasks[i];
    if (!task) {
      out.push(r);
      continue;
    }
    const m = await d.client.findTasks(acting.tokens, acting.portalUser, task, { window });
    // Read after the lookup: a twin that was sending while we looked has recorded its send by now, so it is seen.
    const rivals = await unsettledBesides(d.requests, record);
    const owners = await d.requests.owners(
      'task',
      [...m.exact, ...m.possible].map((t) => t.id),
    );
    const free = (t: PortalTask) => owners.get(t.id) === undefined;
    const exact = m.exact.filter(free);
    const possible = m.possible.filter(free);
    const [only] = exact;
    if (exact.length === 1 && possible.length === 0 && only && !rivalFor(rivals, record, task, only, d.now)) {
      out.push(settled(r, 'created', undefined, only.id));
    } else if (exact.length === 0 && possible.length === 0) {
      out.push(notCreatedBy(r, window, d.now));
    } else {
      out.push(undecided(r, [...exact, ...possible].map(taskCandidate), 'task'));
    }
  }
  return out;
}

/**
 * Role names are unique in the organization (compared ignoring case), and the service stores the name as sent: a
 * role is ours only if it carries exactly what we sent and no other request owns it. A same-named role with
 * another spelling or description is someone else's, and ours could not have been created beside it.
 */
async function settleRole(
  d: SettleDeps,
  record: RequestRecord,
  r: SubResult,
  role: RoleRequest,
  acting: Acting,
  window: CreationWindow,
): Promise<SubResult> {
  const named = (await d.client.listRoles(acting.tokens)).filter((x) => sameNamedRole(role.name, [x]) !== undefined);
  const rivals = await unsettledBesides(d.requests, record);
  const owners = await d.requests.owners(
    'role',
    named.map((x) => x.id),
  );
  const exact = named.filter((x) => owners.get(x.id) === undefined && sameRole(x, role));
  const [only] = exact;
  if (exact.length === 0) return notCreatedBy(r, window, d.now);
  const rival = rivals.some((o) => {
    const p = payloadOf(o);
    return 'role' in p && sameRoleRequest(p.role, role) && o.results.some((x) => x.sentAt !== undefined);
  });
  if (exact.length === 1 && only && !rival) return settled(r, 'created', undefined, only.id);
  return undecided(
    r,
    exact.map((x) => ({ id: x.id, label: x.name })),
    'role',
  );
}

function sameRole(listed: PortalRole, sent: RoleRequest): boolean {
  return listed.name === sent.name && (listed.description ?? '') === (sent.description ?? '');
}

function sameRoleRequest(other: RoleRequest, role: RoleRequest): boolean {
  return other.name === role.name && (other.description ?? '') === (role.description ?? '');
}

/**
 * Other requests of the same portal account that are not settled yet (unknown, or being sent): any of them whose
 * own POST could have created what we found makes the finding ambiguous.
 */
async function unsettledBesides(requests: RequestStore, record: RequestRecord): Promise<RequestRecord[]> {
  const open = [
    ...(await requests.inState('unknown', { limit: 5_000 })),
    ...(await requests.inState('submitting', { limit: 5_000 })),
  ];
  return open.filter((o) => o.id !== record.id && o.kind === record.kind && o.portalUser === record.portalUser);
}

/** Another unsettled request with a part equal to this task, sent in a window that holds the task's creation. */
function rivalFor(
  rivals: readonly RequestRecord[],
  record: RequestRecord,
  task: TaskRequest,
  found: PortalTask,
  now: number,
): boolean {
  const created = found.fields.created;
  return rivals.some((o) => {
    if (o.id === record.id) return false;
    const p = payloadOf(o);
    if (!('tasks' in p)) return false;
    return o.results.some((part, j) => {
      const theirs = p.tasks[j];
      if (!theirs || !sameTask(theirs, task)) return false;
      if (part.state !== 'unknown' && part.state !== 'pending') return false;
      const w = windowOf(part, now);
      if (w === undefined) return false;
      return typeof created !== 'number' || (created >= w.from && created <= w.until);
    });
  });
}

function taskCandidate(t: PortalTask): Candidate {
  const created = t.fields.created;
  const title = t.fields.title;
  return {
    id: t.id,
    ...(typeof created === 'number' ? { created } : {}),
    ...(typeof title === 'string' && title !== '' ? { label: title } : {}),
  };
}

/** A part settled, its lookup candidates dropped. */
function settled(
  r: SubResult,
  state: 'created' | 'rejected',
  error: SubResult['error'] | undefined,
  id?: string,
): SubResult {
  const { candidates: _, error: _e, ...rest } = r;
  return { ...rest, state, ...(id !== undefined ? { id } : {}), ...(error ? { error } : {}) };
}

/**
 * Nothing on the portal can be it. That means "not created" only once the window has closed: until then the
 * service may still be working on a request it has read (a sender killed mid-POST), so the part stays unknown,
 * with nothing to choose from, and is looked at again.
 */
function notCreatedBy(r: SubResult, window: CreationWindow, now: number): SubResult {
  if (now <= window.until) {
    const { candidates: _, ...rest } = r;
    return {
      ...rest,
      state: 'unknown',
      error: {
        code: 'portal.outcome-unknown',
        message: 'Not on the portal yet; it is looked at again until the portal could no longer be creating it.',
      },
    };
  }
  return notCreated(r);
}

function notCreated(r: SubResult): SubResult {
  return settled(r, 'rejected', {
    code: 'request.not-created',
    message: 'The portal did not create it; nothing exists to clean up.',
  });
}

/** Still unknown: what the portal holds that it could be, for the person to choose. */
function undecided(r: SubResult, candidates: readonly Candidate[], what: 'task' | 'role'): SubResult {
  return {
    ...r,
    state: 'unknown',
    candidates,
    error: {
      code: 'request.needs-person',
      message:
        candidates.length === 1
          ? `The portal holds a ${what} like it, and looking cannot say for sure that this request made it: is it yours?`
          : `The portal holds ${candidates.length} ${what}s like it: which one is yours, if any?`,
    },
  };
}
