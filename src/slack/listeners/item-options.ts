import type { App } from '@slack/bolt';
import type { PlainTextOption } from '@slack/types';
import { ITEM_TYPE_OF, type PortalItem, pastedItemId } from '../../portal/items.js';
import type { TaskType } from '../../portal/schema/task-types.js';
import type { Acting } from '../../requests/types.js';
import type { SlackDeps } from '../deps.js';
import { ACTION } from '../ids.js';
import { readTaskForm, type ViewStateValues } from '../state.js';
import { clip, LIMITS } from '../views/text.js';

/**
 * How long the portal has to answer a picker's question. Slack waits 3 s for the options and our receiver answers
 * for a listener at 2.5 s; the portal's share leaves room for getting the person's token first.
 */
export const PORTAL_WITHIN_MS = 1_500;
/** The whole answer, token and portal included, is given by then: late, it is what is known without the portal. */
export const ANSWER_WITHIN_MS = 2_000;
const SHOWN = 20;
const TEXT_MAX = LIMITS.optionText;

type Option = PlainTextOption & { readonly value: string };

function option(text: string, id: string): Option {
  return { text: { type: 'plain_text', text: clip(text, TEXT_MAX), emoji: true }, value: id };
}

/** A pasted id the portal did not name (unknown, not visible, or too slow): still offered, saying so. */
function unnamed(id: string): Option {
  return option(`${id} · not found on the portal (use it anyway)`, id);
}

/** A pasted item by its title; its type too when it is not what the task runs against. */
function pasted(item: PortalItem, expected: string | undefined): Option {
  const title = item.title || item.id;
  const other = item.type && expected && item.type.toLowerCase() !== expected.toLowerCase();
  return option(other ? `${title} · ${item.type}` : title, item.id);
}

/** Found items by title; the owner beside a title two of them share. */
function found(items: readonly PortalItem[]): Option[] {
  const seen = new Set<string>();
  const unique = items.filter((i) => !seen.has(i.id) && seen.add(i.id));
  const titles = new Map<string, number>();
  for (const i of unique) titles.set(i.title ?? '', (titles.get(i.title ?? '') ?? 0) + 1);
  return unique.slice(0, SHOWN).map((i) => {
    const title = i.title || i.id;
    const shared = (titles.get(i.title ?? '') ?? 0) > 1 && i.owner;
    return option(shared ? `${title} · ${i.owner}` : title, i.id);
  });
}

function taskTypeOf(values: ViewStateValues | undefined): TaskType | undefined {
  const type = values === undefined ? undefined : readTaskForm(values).type;
  return type !== undefined && Object.hasOwn(ITEM_TYPE_OF, type) ? (type as TaskType) : undefined;
}

async function search(deps: SlackDeps, acting: Acting, typed: string, type: TaskType | undefined): Promise<Option[]> {
  const expected = type === undefined ? undefined : ITEM_TYPE_OF[type];
  const id = pastedItemId(typed);
  if (id !== undefined) {
    const item = await deps.portal.getItem(acting.tokens, id, { withinMs: PORTAL_WITHIN_MS }).catch(() => undefined);
    return [item ? pasted(item, expected) : unnamed(id)];
  }
  const words = typed.trim();
  // Nothing typed and nothing to narrow by: the person's own items rather than the whole portal.
  const owner = words === '' && expected === undefined ? { owner: acting.portalUser } : {};
  const items = await deps.portal.searchItems(
    acting.tokens,
    { words, ...(expected === undefined ? {} : { type: expected }), ...owner, num: SHOWN },
    { withinMs: PORTAL_WITHIN_MS },
  );
  return found(items);
}

/**
 * The item picker's options (`block_suggestion` for the task modal's item): the portal's search, as the person's
 * account (or the service account) sees it, narrowed to the item type the chosen task type runs against; a pasted
 * item page address or id offers exactly that item. Answered within Slack's 3 s whatever the portal does: past the
 * deadline, or on any failure, the answer is what is known without the portal (a pasted id, else nothing).
 * Someone the policy does not allow to create tasks is offered nothing.
 */
export function registerItemOptions(app: App, deps: SlackDeps): void {
  app.options<'block_suggestion'>(ACTION.itemId, async ({ ack, body }) => {
    const person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
    const typed = typeof body.value === 'string' ? body.value : '';
    const pastedId = pastedItemId(typed);
    const fallback: Option[] = pastedId === undefined ? [] : [unnamed(pastedId)];
    const work = (async () => {
      deps.policy.check(person, 'task');
      const acting = await deps.identity.tokensFor(person);
      if (!acting) return [];
      return search(deps, acting, typed, taskTypeOf(body.view?.state.values as ViewStateValues | undefined));
    })().catch((e: unknown) => {
      deps.log.debug({ err: e instanceof Error ? e.message : String(e) }, 'item options not found');
      return fallback;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Option[]>((resolve) => {
      timer = setTimeout(() => resolve(fallback), ANSWER_WITHIN_MS);
    });
    const options = await Promise.race([work, late]);
    clearTimeout(timer);
    await ack({ options });
  });
}
