import type { PortalClient } from '../portal/client.js';
import type { RequestRecord, SubResult } from '../store/types.js';
import { payloadOf } from './submit.js';
import type { Acting } from './types.js';

/**
 * Settles the sub-results that may or may not exist, by looking: the user's task list or the org's roles. Never
 * sends anything. A sub-result never sent (no `sentAt`) is known not to exist.
 */
export async function settle(client: PortalClient, record: RequestRecord, acting: Acting): Promise<SubResult[]> {
  const payload = payloadOf(record);
  const out: SubResult[] = [];
  for (const [i, r] of record.results.entries()) {
    if (r.state !== 'unknown' && r.state !== 'pending') {
      out.push(r);
      continue;
    }
    if (r.sentAt === undefined) {
      out.push({ ...r, state: 'rejected', error: { code: 'request.not-sent', message: 'It was never sent.' } });
      continue;
    }
    if ('role' in payload) {
      const found = await client.findRole(acting.tokens, payload.role.name);
      out.push(found ? { ...r, state: 'created', id: found.id } : notCreated(r));
      continue;
    }
    const task = payload.tasks[i];
    if (!task) {
      out.push(r);
      continue;
    }
    const m = await client.findTasks(acting.tokens, acting.portalUser, task, { sentAfter: r.sentAt });
    const [first] = m.exact;
    if (m.exact.length === 1 && first) out.push({ ...r, state: 'created', id: first.id });
    else if (m.exact.length === 0 && m.possible.length === 0) out.push(notCreated(r));
    // Several exact twins, or only partial views: a person has to look; it stays unknown.
    else out.push(r);
  }
  return out;
}

function notCreated(r: SubResult): SubResult {
  return {
    ...r,
    state: 'rejected',
    error: { code: 'request.not-created', message: 'The portal did not create it; nothing exists to clean up.' },
  };
}
