import type { z } from 'zod';
import { type PortalOperation, PortalOpsError } from '../errors.js';
import { perform } from './call.js';
import { authHeader, type PortalContext, query } from './context.js';
import type { TokenSource } from './tokens/source.js';

const PAGE_SIZE = 100;
/** A guard against a service that never says "last page" (nextStart -1). */
const MAX_PAGES = 200;

/** Every item of a `{total, start, num, nextStart, <items>}` listing, following `nextStart` (1-based). */
export async function listAll<S extends z.ZodType<{ nextStart: number }>, T>(
  ctx: PortalContext,
  request: {
    operation: PortalOperation;
    path: string;
    params?: Record<string, string | number | undefined>;
    tokens: TokenSource;
    page: S;
    items: (page: z.output<S>) => readonly T[];
  },
): Promise<T[]> {
  const out: T[] = [];
  let start = 1;
  for (let pages = 0; pages < MAX_PAGES; pages++) {
    const path = `${request.path}${query({ ...request.params, start, num: PAGE_SIZE })}`;
    const json = await perform(ctx, {
      operation: request.operation,
      repeat: 'read',
      tokens: request.tokens,
      build: (token) => ({ method: 'GET', path, headers: authHeader(token) }),
    });
    const page = request.page.safeParse(json);
    if (!page.success) {
      throw new PortalOpsError('portal.bad-response', {
        operation: request.operation,
        host: ctx.host,
        reason: 'unexpected',
      });
    }
    out.push(...request.items(page.data));
    const next = page.data.nextStart;
    if (next <= start) return out;
    start = next;
  }
  // A partial list would read as "not there": a missing task looks safe to send again, a duplicate role unseen.
  throw new PortalOpsError('portal.bad-response', {
    operation: request.operation,
    host: ctx.host,
    reason: 'too-many-pages',
  });
}
