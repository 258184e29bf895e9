import type { App, BlockAction } from '@slack/bolt';
import { phraseFields } from '../../requests/draft.js';
import type { SlackDeps } from '../deps.js';
import { ACTION, ADVANCED, ADVANCED_ACTION, REBUILD_ACTIONS, SCHEDULE_MODE } from '../ids.js';
import { readTaskForm, type ViewStateValues, withHidden } from '../state.js';
import { readModalMetadata } from '../views/metadata.js';
import { type FieldsFill, taskModal } from '../views/task-modal.js';

/** What the action asks of the rebuilt modal: the advanced settings shown or not, the CRON fields filled. */
function asked(action: BlockAction['actions'][number] | undefined) {
  const value = action && 'value' in action && typeof action.value === 'string' ? action.value : undefined;
  const selected =
    action && 'selected_option' in action && action.selected_option ? action.selected_option.value : undefined;
  return {
    advanced: action?.action_id === ADVANCED_ACTION ? value === ADVANCED.open : undefined,
    toFields: action?.action_id === ACTION.scheduleMode && selected === SCHEDULE_MODE.fields,
  };
}

/** The phrase compiled in the person's zone, as the five fields show it (the first task's, when it needs several). */
export function fillFrom(phrase: string | undefined, zone: string, now: number): FieldsFill | undefined {
  const text = phrase?.trim();
  if (!text) return undefined;
  const r = phraseFields(text, zone, now);
  if (!r.ok) return { problem: r.problem };
  const first = r.fields[0];
  if (!first) return undefined;
  return {
    fields: first,
    tasks: r.fields.length,
    ...(r.startDate === undefined ? {} : { startDate: r.startDate }),
    ...(r.endDate === undefined ? {} : { endDate: r.endDate }),
    ...(r.maxOccurrences === undefined ? {} : { maxOccurrences: r.maxOccurrences }),
  };
}

/**
 * Changing the type, the report, the schedule mode or the layer choice, or showing or hiding the advanced settings,
 * rebuilds the modal around what was typed so far. Choosing the CRON fields fills them with what the phrase
 * compiles to in the person's zone.
 */
export function registerTaskRebuild(app: App, deps: SlackDeps): void {
  for (const actionId of REBUILD_ACTIONS) {
    app.action<BlockAction>(actionId, async ({ ack, body, client }) => {
      await ack();
      const view = body.view;
      if (!view) return;
      await deps.afterAck.run(async () => {
        const person = { team: body.user.team_id ?? body.team?.id ?? '', user: body.user.id };
        try {
          const acting = await deps.identity.tokensFor(person);
          if (!acting) return;
          const types = await deps.portal.taskTypes(acting.tokens);
          const meta = readModalMetadata(view.private_metadata) ?? { zone: 'UTC' };
          const values = view.state.values as ViewStateValues;
          const { advanced, toFields } = asked(body.actions[0]);
          const fill = toFields
            ? fillFrom(readTaskForm(withHidden(values, meta.hidden)).schedule, meta.zone, deps.now())
            : undefined;
          await client.views.update({
            view_id: view.id,
            hash: view.hash,
            view: taskModal({
              types,
              zone: meta.zone,
              values,
              metadata: view.private_metadata,
              ...(advanced === undefined ? {} : { advanced }),
              ...(fill === undefined ? {} : { fill }),
            }),
          });
        } catch (e) {
          // A newer update won (hash_conflict) or the person closed the modal: nothing to repair.
          deps.log.debug({ err: e instanceof Error ? e.message : String(e) }, 'modal rebuild not applied');
        }
      });
    });
  }
}
