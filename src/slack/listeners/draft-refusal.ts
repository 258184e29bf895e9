import type { SlackViewMiddlewareArgs } from '@slack/bolt';
import { isPortalOpsError } from '../../errors.js';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import { errorsFor } from '../ids.js';
import { errorView } from '../views/progress.js';

/**
 * A task form's submission that the draft refused, answered in the ack: under the fields when the view has a place
 * for them; otherwise (a form that came back without them) the same words in the error view, since Slack shows
 * nothing for an errors map with nothing in it.
 */
export async function ackRefusedDraft(
  ack: SlackViewMiddlewareArgs['ack'],
  e: unknown,
  inputs: readonly string[],
  deps: Pick<SlackDeps, 'log'>,
  where: string,
): Promise<void> {
  const errors = isPortalOpsError(e) && e.facts.fields ? errorsFor(e.facts.fields, inputs) : {};
  if (Object.keys(errors).length > 0) return void (await ack({ response_action: 'errors', errors }));
  const { words, reference } = failureWords(e, deps.log, where);
  await ack({ response_action: 'update', view: errorView(words, reference) });
}
