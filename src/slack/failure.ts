import { randomBytes } from 'node:crypto';
import { isPortalOpsError } from '../errors.js';
import type { Logger } from '../log.js';
import { explain, type Words } from '../words.js';

/**
 * An error as a person should read it. Ours have words; anything else gets a short reference that matches the
 * log line written here, so whoever runs the bot can find it.
 */
export function failureWords(error: unknown, log: Logger, where: string): { words: Words; reference?: string } {
  if (isPortalOpsError(error) && error.code !== 'internal') {
    log.info({ code: error.code, where }, 'refused with words');
    return { words: explain(error) };
  }
  const reference = randomBytes(4).toString('hex');
  log.error({ reference, where, err: error instanceof Error ? error.message : String(error) }, 'unexpected error');
  return { words: explain(error), reference };
}
