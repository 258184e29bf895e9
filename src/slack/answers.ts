import type { Logger } from '../log.js';
import { failureWords } from './failure.js';
import { errorMessage, unansweredCommandMessage } from './messages.js';
import type { Kind } from './payloads.js';
import { errorView } from './views/progress.js';

/**
 * What the app answers Slack when a listener could not: it threw, never acked, or acked with something Slack would
 * refuse. Always a valid answer: a view submission gets the error view (with a reference matching the log line), a
 * command an ephemeral message, anything else an empty 200 (an ack). Never a 500, never Slack's "trouble connecting".
 */
export type Answer = Record<string, unknown> | undefined;

/** An options request answered with nothing to offer: Slack shows "no results", never an error. */
const NO_OPTIONS = { options: [] };

/** Slack's limits on an options answer: at most 100 options, text up to 75 characters, a value up to 150. */
const OPTIONS_MAX = 100;
const OPTION_TEXT_MAX = 75;
const OPTION_VALUE_MAX = 150;

/** After a failure: words and a reference, as the kind of request allows. */
export function failureAnswer(kind: Kind | 'event', error: unknown, log: Logger, where: string): Answer {
  if (kind === 'block_suggestion') {
    failureWords(error, log, where);
    return NO_OPTIONS;
  }
  if (kind !== 'view_submission' && kind !== 'command') {
    failureWords(error, log, where);
    return undefined;
  }
  const { words, reference } = failureWords(error, log, where);
  if (kind === 'view_submission') return { response_action: 'update', view: errorView(words, reference) };
  return { response_type: 'ephemeral', ...errorMessage(words, reference) };
}

/** When nothing answered (no listener took it): a command is told so; anything else is acked. */
export function unansweredAnswer(kind: Kind | 'event', body: Record<string, unknown>): Answer {
  if (kind === 'block_suggestion') return NO_OPTIONS;
  if (kind !== 'command') return undefined;
  const command = typeof body.command === 'string' ? body.command : 'this command';
  return { response_type: 'ephemeral', ...unansweredCommandMessage(command) };
}

/**
 * A listener's answer as Slack will take it. `response_action: 'errors'` with no field to show them under would
 * leave the person with nothing: that becomes the error view with a reference instead.
 */
export function checkedAnswer(kind: Kind | 'event', response: unknown, log: Logger): unknown {
  if (kind === 'block_suggestion') return checkedOptions(response, log);
  if (typeof response !== 'object' || response === null) return response;
  const r = response as { response_action?: unknown; errors?: unknown };
  if (r.response_action !== 'errors') return response;
  const errors = r.errors;
  const some =
    typeof errors === 'object' &&
    errors !== null &&
    Object.values(errors).some((m) => typeof m === 'string' && m !== '');
  if (some) return response;
  return failureAnswer(kind, new Error('an errors answer without a field to show them under'), log, 'answer');
}

function isOption(o: unknown): boolean {
  if (typeof o !== 'object' || o === null) return false;
  const { text, value } = o as { text?: { text?: unknown }; value?: unknown };
  return (
    typeof value === 'string' &&
    value.length > 0 &&
    value.length <= OPTION_VALUE_MAX &&
    typeof text?.text === 'string' &&
    text.text.length > 0 &&
    Array.from(text.text).length <= OPTION_TEXT_MAX
  );
}

/** An options answer Slack takes: a list of at most 100 well-formed options; anything else offers nothing. */
function checkedOptions(response: unknown, log: Logger): unknown {
  const options = (response as { options?: unknown } | null | undefined)?.options;
  if (Array.isArray(options) && options.length <= OPTIONS_MAX && options.every(isOption)) return response;
  log.warn('an options answer Slack would refuse was replaced by an empty list');
  return NO_OPTIONS;
}
