import type { App, BlockAction } from '@slack/bolt';
import type { DraftedInput } from '../../requests/types.js';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import { DST_CHOICE, DST_CHOICE_ACTION } from '../ids.js';
import { taskConfirmation } from '../views/confirmation.js';
import { readConfirmMetadata } from '../views/metadata.js';
import { errorView } from '../views/progress.js';
import { confirmationOptions } from './confirmation-options.js';

/**
 * The confirmation's daylight saving choice: the request is drafted again the other way (its own draft, keyed by
 * the first draft, the choice and the view's state, so a click delivered twice is one draft) and the confirmation shows it.
 * The draft the view showed is cancelled, so a Create clicked before the redraw lands is refused rather than sent
 * beside the new one; confirming sends exactly what is shown.
 */
export function registerDstChoice(app: App, deps: SlackDeps): void {
  app.action<BlockAction>(DST_CHOICE_ACTION, async ({ ack, body, client }) => {
    await ack();
    const view = body.view;
    const action = body.actions[0];
    if (!view || action?.type !== 'radio_buttons') return;
    const follow = action.selected_option?.value === DST_CHOICE.follow;
    await deps.afterAck.run(async () => {
      const person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
      const meta = readConfirmMetadata(view.private_metadata);
      if (!meta) return;
      try {
        const record = await deps.workflow.request(meta.requestId, person);
        const input = record.input as DraftedInput | undefined;
        if (input?.kind !== 'task' || !('phrase' in input.schedule)) return;
        // The stored key carries the person; the draft adds it again. The first draft's own key, without a choice:
        const mine = `${person.team}:${person.user}:`;
        const own = record.idempotencyKey.startsWith(mine) ? record.idempotencyKey.slice(mine.length) : record.id;
        const first = own.split(':dst:')[0];
        const c = await deps.workflow.draft({
          kind: 'task',
          person,
          task: input.task,
          schedule: { ...input.schedule, follow },
          // per view state: a re-delivered click is the same draft; a later flip back is a new one (the earlier draft
          // of that choice was cancelled by the flip after it)
          idempotencyKey: `${first}:dst:${follow ? DST_CHOICE.follow : DST_CHOICE.fixed}:${view.hash}`,
        });
        // The draft the view showed can no longer be confirmed: a Create clicked on it while this one was being made
        // is refused, never sent beside it. (Already claimed: that Create won, and the update below is stale.)
        if (c.requestId !== record.id) await deps.workflow.cancel(record.id, person).catch(() => undefined);
        await client.views.update({
          // The view as it was when the choice was made: after a Create ("Creating…") the update is dropped.
          view_id: view.id,
          hash: view.hash,
          view: taskConfirmation(c, {
            ...confirmationOptions(deps, meta.zone),
            ...(meta.channel === undefined ? {} : { channel: meta.channel }),
          }),
        });
      } catch (e) {
        // A newer view (a Create, another choice) stands: nothing to repair.
        if ((e as { data?: { error?: string } }).data?.error === 'hash_conflict') return;
        const { words, reference } = failureWords(e, deps.log, 'daylight saving choice');
        await client.views
          .update({ view_id: view.id, view: errorView(words, reference) })
          .catch((err: unknown) => deps.log.warn({ err: String(err) }, 'could not show the error'));
      }
    });
  });
}
