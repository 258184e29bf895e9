import { createHash } from 'node:crypto';

/**
 * 32 key bytes fixed by a name: the same on every run (a test's outcome never depends on which random key it drew),
 * different for different names.
 */
export function fixedKey(name: string): Buffer {
  return createHash('sha256').update(`portal-ops test key: ${name}`).digest();
}
