import { isPortalOpsError, PortalOpsError } from '../errors.js';
import type { PortalClient } from '../portal/client.js';
import type { RequestRecord, RequestState, SubResult } from '../store/types.js';
import { explain } from '../words.js';
import type { Acting, RequestPayload } from './types.js';

export function payloadOf(record: RequestRecord): RequestPayload {
  return record.payload as RequestPayload;
}

/**
 * The POSTs of a request, one per sub-result not yet sent, in order. `mark` records each send before it goes out
 * and says whether the claim is still ours: once it is not (another instance took the request over), nothing more
 * is sent.
 */
export async function sendAll(
  client: PortalClient,
  record: RequestRecord,
  acting: Acting,
  now: () => number,
  mark: (results: readonly SubResult[]) => Promise<boolean>,
): Promise<SubResult[]> {
  const payload = payloadOf(record);
  const results = [...record.results];
  for (const [i, r] of results.entries()) {
    if (r.state !== 'pending' || r.sentAt !== undefined) continue;
    // Written before the POST: after a crash, a sub-result with `sentAt` may exist at the portal; one without
    // was never sent.
    results[i] = { ...r, sentAt: now() };
    if (!(await mark(results))) {
      results[i] = r;
      break;
    }
    results[i] = await sendOne(client, payload, i, acting, results[i] as SubResult, now);
  }
  return results;
}

async function sendOne(
  client: PortalClient,
  payload: RequestPayload,
  index: number,
  acting: Acting,
  r: SubResult,
  now: () => number,
): Promise<SubResult> {
  try {
    if ('role' in payload) {
      const { id } = await client.createRole(acting.tokens, payload.role);
      return { ...r, state: 'created', id };
    }
    const task = payload.tasks[index];
    if (!task) throw new PortalOpsError('internal', { reason: `no task ${index}` });
    if (payload.replaces) {
      // Done without an id: the task stays its creator's in created_ids; a change does not make it this request's.
      await client.updateTask(acting.tokens, acting.portalUser, payload.replaces.taskId, task);
      return { ...r, state: 'created' };
    }
    const { taskId } = await client.createTask(acting.tokens, acting.portalUser, task);
    return { ...r, state: 'created', id: taskId };
  } catch (e) {
    const code = isPortalOpsError(e) ? e.code : 'internal';
    const error = { code, message: explain(e).summary };
    if (isPortalOpsError(e) && e.kind === 'OutcomeUnknown')
      return { ...r, state: 'unknown', error, unknownSince: now() };
    // Refused before or by the service, or never delivered after the repeats: nothing exists.
    return { ...r, state: 'rejected', error };
  }
}

/** The request's state from its parts: all created, all refused, some of each, or any still unknown. */
export function overallState(results: readonly SubResult[]): RequestState {
  if (results.some((r) => r.state === 'unknown' || r.state === 'pending')) return 'unknown';
  const created = results.filter((r) => r.state === 'created').length;
  if (created === results.length) return 'created';
  return created === 0 ? 'rejected' : 'partial';
}
