import type { App } from '@slack/bolt';
import { isPortalOpsError } from '../../errors.js';
import type { Person } from '../../store/types.js';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import { TASK_ACTION } from '../ids.js';
import { homeProblem, homeView, tasksMessage } from '../views/tasks.js';
import type { Zones } from '../zone.js';

type Client = App['client'];

/** Which page each section of the Home tab shows: what "More tasks" changes, kept in the view's metadata. */
export interface HomePages {
  readonly mine: number;
  readonly team: number;
}

const FIRST: HomePages = { mine: 0, team: 0 };

/**
 * Draws the person's Home tab again: on `app_home_opened`, after any change to a task (`fresh`: the portal is read
 * again rather than the list read moments ago), on "More tasks". A portal
 * that cannot be read shows why there, instead of an empty tab; a failure to publish is logged, never thrown (the
 * change that asked for it has happened).
 */
export async function publishHome(
  client: Client,
  deps: SlackDeps,
  zones: Zones,
  person: Person,
  pages: HomePages = FIRST,
  options: { fresh?: boolean } = {},
): Promise<void> {
  let view: ReturnType<typeof homeView>;
  try {
    const zone = await zones.of(client, person.user);
    const listing = await deps.tasks.list(person, {
      start: pages.mine,
      teamStart: pages.team,
      ...(options.fresh ? { fresh: true } : {}),
    });
    view = homeView(listing, { zone, now: deps.now(), portal: deps.portal.base });
  } catch (e) {
    const signIn = isPortalOpsError(e) && e.code === 'identity.not-linked';
    const { words } = failureWords(e, deps.log, 'home');
    view = homeProblem(`${words.summary} ${words.action}`, { signIn });
  }
  try {
    await client.views.publish({
      user_id: person.user,
      view: { ...view, private_metadata: JSON.stringify(pages) },
    });
  } catch (e) {
    const code = (e as { data?: { error?: string } }).data?.error ?? 'unknown';
    deps.log.warn({ code, user: person.user }, 'could not publish the Home tab');
  }
}

function pagesOf(metadata: unknown): HomePages {
  try {
    const v = typeof metadata === 'string' ? (JSON.parse(metadata) as Partial<HomePages>) : {};
    const n = (x: unknown) => (typeof x === 'number' && Number.isInteger(x) && x >= 0 && x < 1_000_000 ? x : 0);
    return { mine: n(v.mine), team: n(v.team) };
  } catch {
    return FIRST;
  }
}

/** "mine:10" or "mine:10:failing" → which section, from where, narrowed how; anything else: the first page of one's own. */
function pageAsked(value: unknown): { section: 'mine' | 'team'; start: number; filter?: string } {
  const m = typeof value === 'string' ? /^(mine|team):(\d{1,6})(?::([^\n]{1,200}))?$/.exec(value) : null;
  if (!m) return { section: 'mine', start: 0 };
  return { section: m[1] as 'mine' | 'team', start: Number(m[2]), ...(m[3] ? { filter: m[3] } : {}) };
}

/** The Home tab: drawn when opened, and "More tasks" there or under `/portal tasks`. */
export function registerHome(app: App, deps: SlackDeps, zones: Zones): void {
  app.event('app_home_opened', async ({ event, body, client }) => {
    // the Messages tab opens this event too: only the Home tab is drawn
    if (event.tab !== 'home') return;
    const team = body.team_id ?? '';
    await deps.afterAck.run(() =>
      publishHome(client, deps, zones, { team, user: event.user }, pagesOf(event.view?.private_metadata)),
    );
  });
  app.action(TASK_ACTION.more, async ({ ack, body, action, client, respond }) => {
    await ack();
    await deps.afterAck.run(async () => {
      const person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
      const asked = pageAsked('value' in action ? action.value : undefined);
      if ('view' in body && body.view?.type === 'home') {
        const pages = { ...pagesOf(body.view.private_metadata), [asked.section]: asked.start };
        return publishHome(client, deps, zones, person, pages);
      }
      // an ephemeral `/portal tasks` list: the next page replaces it
      try {
        const listing = await deps.tasks.list(person, {
          start: asked.start,
          size: MESSAGE_PAGE,
          ...(asked.filter ? { filter: asked.filter } : {}),
        });
        const zone = await zones.of(client, person.user);
        await respond({
          replace_original: true,
          response_type: 'ephemeral',
          ...tasksMessage(listing, { zone, now: deps.now(), portal: deps.portal.base }),
        });
      } catch (e) {
        const { words } = failureWords(e, deps.log, 'tasks-more');
        await respond({
          replace_original: false,
          response_type: 'ephemeral',
          text: `${words.summary} ${words.action}`,
        });
      }
    });
  });
}

/** Tasks per page of `/portal tasks` (a message holds at most 50 blocks; a task takes up to 4). */
export const MESSAGE_PAGE = 10;
