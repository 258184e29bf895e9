import type { RespondFn } from '@slack/bolt';
import { isPortalOpsError } from '../../errors.js';
import type { SlackDeps } from '../deps.js';
import { failureWords } from '../failure.js';
import { errorMessage, notLinkedMessage } from '../messages.js';

/** Tells only the person why their command cannot go on (never the channel). */
export async function refuseEphemeral(respond: RespondFn, deps: SlackDeps, e: unknown): Promise<void> {
  const notLinked = e === 'not-linked' || (isPortalOpsError(e) && e.code === 'identity.not-linked');
  const message = notLinked
    ? notLinkedMessage()
    : (() => {
        const { words, reference } = failureWords(e, deps.log, 'command');
        return errorMessage(words, reference);
      })();
  await respond({ response_type: 'ephemeral', replace_original: false, ...message });
}
