import type { App, SlashCommand } from '@slack/bolt';
import type { Acting } from '../../requests/types.js';
import type { Person } from '../../store/types.js';
import type { SlackDeps } from '../deps.js';
import { refuseEphemeral } from './refuse.js';

export interface ActingCommand {
  readonly body: SlashCommand;
  readonly client: App['client'];
  readonly person: Person;
  readonly acting: Acting;
}

/**
 * A command that acts for a person: ack at once; then, after the ack, the policy for `kind` and the person's
 * portal account; `work` runs only when both say yes. Every refusal or failure is told to the person only.
 */
export function actingCommand(
  app: App,
  deps: SlackDeps,
  command: string,
  kind: 'task' | 'role',
  work: (c: ActingCommand) => Promise<void>,
): void {
  app.command(command, async ({ ack, body, client, respond }) => {
    await ack();
    await deps.afterAck.run(async () => {
      const person = { team: body.team_id, user: body.user_id };
      try {
        deps.policy.check(person, kind);
        const acting = await deps.identity.tokensFor(person);
        if (!acting) return void (await refuseEphemeral(respond, deps, 'not-linked'));
        await work({ body, client, person, acting });
      } catch (e) {
        await refuseEphemeral(respond, deps, e);
      }
    });
  });
}
