import type { App } from '@slack/bolt';
import { z } from 'zod';
import type { RequestOutcome } from '../../requests/types.js';
import type { Person } from '../../store/types.js';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import { OUTCOME_ACTION } from '../ids.js';
import { errorMessage } from '../messages.js';
import { notifyTeam } from '../notify.js';
import { outcomeMessage } from '../views/outcome.js';
import type { Zones } from '../zone.js';

/** A button's value as `outcomeValue` wrote it; anything else is refused in words, never thrown. */
const value = z.object({
  r: z.string().min(1).max(64),
  p: z.number().int().min(0).max(100),
  id: z.string().min(1).max(64).optional(),
});

type Which = keyof typeof OUTCOME_ACTION;

const SETTLED_BY = { mine: 'choice', resend: 'resend', check: 'looking' } as const;

/**
 * The person's answers about a request whose outcome looking could not settle ("This is mine", "None is mine: send
 * it again") and "Check now" from history. Each acks at once; the workflow makes every answer count once (a
 * second click finds the request settled). The answer replaces the question; the team hears of a creation once.
 */
export function registerOutcome(app: App, deps: SlackDeps, zones: Zones): void {
  for (const which of Object.keys(OUTCOME_ACTION) as Which[]) {
    app.action(OUTCOME_ACTION[which], async ({ ack, body, action, client, respond }) => {
      await ack();
      await deps.afterAck.run(async () => {
        const person: Person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
        try {
          const raw = 'value' in action && typeof action.value === 'string' ? action.value : '';
          const v = value.parse(JSON.parse(raw));
          const o = await answer(deps, which, person, v);
          if (o.fresh && o.state !== 'unknown' && o.createdIds.length > 0) {
            const note = await notifyTeam(client, deps, o, person.user, await zones.of(client, person.user));
            if (note) deps.log.warn({ requestId: o.requestId }, note);
          }
          await respond({
            replace_original: which !== 'check',
            response_type: 'ephemeral',
            ...outcomeMessage(o, SETTLED_BY[which], deps.portal.base),
          });
        } catch (e) {
          const { words, reference } = failureWords(e, deps.log, `outcome-${which}`);
          await respond({
            replace_original: false,
            response_type: 'ephemeral',
            ...errorMessage(words, reference),
          }).catch((err: unknown) => deps.log.warn({ err: String(err) }, 'could not answer the button'));
        }
      });
    });
  }
}

function answer(deps: SlackDeps, which: Which, person: Person, v: z.output<typeof value>): Promise<RequestOutcome> {
  switch (which) {
    case 'mine':
      return deps.workflow.choose(v.r, person, { part: v.p, id: v.id ?? '' });
    case 'resend':
      return deps.workflow.choose(v.r, person, { part: v.p, resend: true });
    case 'check':
      return deps.workflow.reconcile(v.r, person);
  }
}
