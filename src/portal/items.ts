import { PortalOpsError } from '../errors.js';
import { perform } from './call.js';
import { authHeader, type PortalContext, query } from './context.js';
import { itemReply, searchPage } from './responses.js';
import { itemId } from './schema/fields.js';
import type { TaskType } from './schema/task-types.js';
import type { TokenSource } from './tokens/source.js';
import { endpoint } from './url.js';

/** An item as the portal describes it: what a picker lists and a confirmation names. */
export interface PortalItem {
  readonly id: string;
  readonly title: string | null;
  readonly type: string | null;
  readonly owner: string | null;
  readonly snippet: string | null;
  /** Epoch ms of its last change. */
  readonly modified: number | null;
  readonly url: string | null;
}

/** A read that must answer in time (a Slack options request has 3 s): past `withinMs` it fails as a timeout. */
export interface ReadOptions {
  readonly withinMs?: number;
}

export interface ItemQuery {
  /** What the person typed; reduced to plain words (the service's query syntax is ours to write, not theirs). */
  readonly words?: string;
  /** Only items of this type (e.g. `Notebook`), asked of the service and checked again on its answer. */
  readonly type?: string;
  /** Only this owner's items. */
  readonly owner?: string;
  /** How many (1–100; default 20). */
  readonly num?: number;
}

/**
 * The item type each task type runs against, for the picker's search (service.md § Items). Workflow Manager's
 * items are not documented precisely, so its search is not narrowed; a report runs against no item.
 */
export const ITEM_TYPE_OF: Readonly<Record<TaskType, string | undefined>> = {
  ExecuteNotebook: 'Notebook',
  UpdateAnalyticsWorkbook: 'Insights Workbook',
  ExecuteSceneCook: 'Scene Service',
  ExecuteWorkflowManager: undefined,
  ExecuteReport: undefined,
};

const ITEM_ID = /^[0-9a-f]{32}$/i;

/**
 * The item id in what a person pasted: an item page's address (`…/home/item.html?id=<32 hex>`, any host: the
 * id is all that is taken from it) or a bare id; undefined for anything else (words to search for).
 */
export function pastedItemId(typed: string): string | undefined {
  const text = typed.trim();
  if (ITEM_ID.test(text)) return text.toLowerCase();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  const id = url.searchParams.get('id') ?? '';
  return ITEM_ID.test(id) ? id.toLowerCase() : undefined;
}

const MAX_WORDS = 8;
const WORD_MAX = 50;

function toItem(raw: unknown): PortalItem | undefined {
  const r = itemReply.safeParse(raw);
  if (!r.success) return undefined;
  const d = r.data;
  return {
    id: d.id,
    title: d.title ?? null,
    type: d.type ?? null,
    owner: d.owner ?? null,
    snippet: d.snippet ?? null,
    modified: d.modified ?? null,
    url: d.url ?? null,
  };
}

function signalOf(options: ReadOptions): AbortSignal | undefined {
  return options.withinMs === undefined ? undefined : AbortSignal.timeout(Math.max(1, options.withinMs));
}

/** A value in double quotes, as the query syntax wants a type name with a space in it. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, '')}"`;
}

/**
 * The person's words as search terms: the query syntax's own characters become spaces and its operators plain
 * words, so that what was typed is only ever looked for, never read as syntax.
 */
export function searchWords(typed: string): string[] {
  return typed
    .replace(/[+\-&|!(){}[\]^"~*?:\\/<>=]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => (/^(AND|OR|NOT|TO)$/.test(w) ? w.toLowerCase() : w).slice(0, WORD_MAX))
    .slice(0, MAX_WORDS);
}

/** `q` for `search`: every condition joined by AND; null when there is nothing to look for. */
export function searchQuery(q: ItemQuery): string | null {
  const terms = [
    ...searchWords(q.words ?? ''),
    ...(q.type ? [`type:${quoted(q.type)}`] : []),
    ...(q.owner ? [`owner:${quoted(q.owner)}`] : []),
  ];
  return terms.length === 0 ? null : terms.join(' AND ');
}

/** `GET {base}/content/items/<id>`: the item, or `portal.item-not-found` (CONT_0001) when it is not there for us. */
export async function getItem(
  ctx: PortalContext,
  tokens: TokenSource,
  id: string,
  options: ReadOptions = {},
): Promise<PortalItem> {
  const checked = itemId.safeParse(id);
  if (!checked.success) {
    throw new PortalOpsError('validation.invalid', { fields: { itemId: checked.error.issues[0]?.message ?? '' } });
  }
  const path = `${endpoint(ctx.base, 'content', 'items', checked.data)}${query()}`;
  const signal = signalOf(options);
  const json = await perform(ctx, {
    operation: 'getItem',
    repeat: 'read',
    tokens,
    build: (token) => ({ method: 'GET', path, headers: authHeader(token), ...(signal ? { signal } : {}) }),
  });
  const item = toItem(json);
  if (!item)
    throw new PortalOpsError('portal.bad-response', { operation: 'getItem', host: ctx.host, reason: 'unexpected' });
  return item;
}

/**
 * `GET {base}/search?q=…`: the first page of items the token may see that match, in the service's order. Results
 * of another type than the one asked for are dropped, so a picker never offers an item the task cannot run on.
 */
export async function searchItems(
  ctx: PortalContext,
  tokens: TokenSource,
  q: ItemQuery,
  options: ReadOptions = {},
): Promise<PortalItem[]> {
  const text = searchQuery(q);
  if (text === null) return [];
  const num = Math.min(100, Math.max(1, Math.trunc(q.num ?? 20)));
  const path = `${ctx.base.pathname}/search${query({ q: text, num, start: 1 })}`;
  const signal = signalOf(options);
  const json = await perform(ctx, {
    operation: 'searchItems',
    repeat: 'read',
    tokens,
    build: (token) => ({ method: 'GET', path, headers: authHeader(token), ...(signal ? { signal } : {}) }),
  });
  const page = searchPage.safeParse(json);
  if (!page.success) {
    throw new PortalOpsError('portal.bad-response', { operation: 'searchItems', host: ctx.host, reason: 'unexpected' });
  }
  const wanted = q.type?.toLowerCase();
  return page.data.results
    .map(toItem)
    .filter((i): i is PortalItem => i !== undefined && (wanted === undefined || i.type?.toLowerCase() === wanted));
}
