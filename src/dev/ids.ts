import { randomBytes, randomInt, randomUUID } from 'node:crypto';

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Organization and role ids look like the service's: 16 letters and digits. */
export function alphanumericId(length = 16): string {
  let s = '';
  for (let i = 0; i < length; i++) s += ALPHANUMERIC[randomInt(ALPHANUMERIC.length)];
  return s;
}

/**
 * Task, run (and item) ids: 32 lowercase hex characters. A UUID without its dashes: node buffers its entropy, and a
 * benchmark's ten thousand tasks and their runs each need one.
 */
export function hexId(): string {
  return randomUUID().replaceAll('-', '');
}

/** Long and unguessable; a fresh set per start so that no test can lean on a fixed token. */
export function secretToken(): string {
  return randomBytes(48).toString('base64url');
}
