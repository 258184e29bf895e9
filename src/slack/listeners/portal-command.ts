import type { App, RespondFn, SlashCommand } from '@slack/bolt';
import type { SlackDeps } from '../deps.js';
import { SIGN_IN_ACTION } from '../ids.js';
import { helpMessage, historyMessage, signInMessage, whoamiMessage } from '../messages.js';
import { tasksMessage } from '../views/tasks.js';
import type { Zones } from '../zone.js';
import { MESSAGE_PAGE } from './home.js';
import { refuseEphemeral } from './refuse.js';

/** What needs the policy's yes; help, and logout (forgetting one's own link), are for anyone. */
const ACTING = new Set(['login', 'whoami', 'history', 'tasks']);

/** `/portal help | tasks [filter] | login | logout | whoami | history [all]`: answered to the person only. */
export function registerPortalCommand(app: App, deps: SlackDeps, zones: Zones): void {
  // The sign-in link is a button with a URL: Slack still sends block_actions for it, which must be acked.
  app.action(SIGN_IN_ACTION, async ({ ack }) => {
    await ack();
  });
  app.command('/portal', async ({ ack, body, client, respond }) => {
    await ack();
    await deps.afterAck.run(() => answer(body, client, respond));
  });

  async function answer(body: SlashCommand, client: App['client'], respond: RespondFn): Promise<void> {
    const person = { team: body.team_id, user: body.user_id };
    const [sub = 'help', arg, ...rest] = body.text.trim().toLowerCase().split(/\s+/);
    const say = (message: { text: string; blocks?: unknown[] }) =>
      respond({ response_type: 'ephemeral', replace_original: false, ...message } as Parameters<typeof respond>[0]);
    try {
      if (ACTING.has(sub)) deps.policy.check(person, 'task');
      switch (sub) {
        case 'login': {
          if (!deps.signIn)
            return void (await say({
              text: 'This bot acts through one service account: there is nothing to sign in to.',
            }));
          const { url } = await deps.signIn.start(person);
          return void (await say(signInMessage(url)));
        }
        case 'logout': {
          if (!deps.unlink)
            return void (await say({
              text: 'This bot acts through one service account: there is nothing to sign out of.',
            }));
          const gone = await deps.unlink(person);
          return void (await say({
            text: gone ? 'Your portal account is unlinked.' : 'Your portal account was not linked.',
          }));
        }
        case 'whoami': {
          const acting = await deps.identity.tokensFor(person);
          if (!acting) return void (await refuseEphemeral(respond, deps, 'not-linked'));
          const profile = await deps.portal.discover(acting.tokens);
          return void (await say(
            whoamiMessage({
              portalUser: acting.portalUser,
              portalUrl: deps.portal.base.href,
              mode: deps.identity.mode,
              isDefaultAdmin: profile.user.isDefaultAdmin,
            }),
          ));
        }
        case 'history': {
          const records = await deps.workflow.history(person, { all: arg === 'all' });
          const zone = await zones.of(client, person.user);
          return void (await say(historyMessage(records, zone, deps.portal.base, deps.now())));
        }
        case 'tasks': {
          const filter = [arg, ...rest].filter((w) => w !== undefined && w !== '').join(' ');
          const [listing, zone] = await Promise.all([
            deps.tasks.list(person, { size: MESSAGE_PAGE, ...(filter ? { filter } : {}) }),
            zones.of(client, person.user),
          ]);
          return void (await say(tasksMessage(listing, { zone, now: deps.now(), portal: deps.portal.base })));
        }
        case 'help':
          return void (await say(helpMessage({ mode: deps.identity.mode })));
        default:
          // something it does not know is said back, never silently answered with help
          return void (await say(helpMessage({ mode: deps.identity.mode, unknown: sub })));
      }
    } catch (e) {
      await refuseEphemeral(respond, deps, e);
    }
  }
}
