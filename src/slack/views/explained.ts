import { ERROR_KINDS, type ErrorCode, type ErrorFacts, PortalOpsError } from '../../errors.js';
import { explain, type Words } from '../../words.js';

/**
 * Words for stored outcomes, from `explain` (the one place errors become words). A stored sub-result keeps its code
 * and the summary `explain` gave when it happened; what to do is asked of `explain` again from the code.
 */

/** Codes whose advice depends on facts a stored result no longer has: their summary already says enough. */
const ADVICE_NEEDS_FACTS: ReadonlySet<string> = new Set<ErrorCode>(['task.type-unsupported', 'policy.not-allowed']);

function isCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_KINDS, code);
}

/** What to do about a stored error code, or null when there is nothing sound to add. */
export function actionFor(code: string): string | null {
  if (ADVICE_NEEDS_FACTS.has(code)) return null;
  return isCode(code) ? explain(new PortalOpsError(code)).action : explain(undefined).action;
}

/** The words for an error code with the facts at hand (a request without a stored message). */
export function wordsFor(code: ErrorCode, facts: ErrorFacts = {}): Words {
  return explain(new PortalOpsError(code, facts));
}
