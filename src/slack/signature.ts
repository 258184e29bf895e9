import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * How far a request's timestamp may be from our clock, either way. Bolt only refuses old ones; a timestamp in the
 * future would let a captured request be replayed until that future plus the window, so it is refused too (as
 * Slack's Python SDK does).
 */
export const SIGNATURE_WINDOW_SEC = 5 * 60;

export type SignatureCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'unsigned' | 'bad-timestamp' | 'stale' | 'future' | 'mismatch' };

const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^v0=[0-9a-f]{64}$/;

/**
 * Slack's request signature: `v0=HMAC_SHA256(secret, "v0:<timestamp>:<raw body>")` in `x-slack-signature`, with
 * `x-slack-request-timestamp` within the window of `nowMs`. Compared in constant time.
 */
export function checkSignature(
  secret: string,
  timestamp: string | string[] | undefined,
  signature: string | string[] | undefined,
  rawBody: Buffer,
  nowMs: number,
): SignatureCheck {
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return { ok: false, reason: 'unsigned' };
  if (!TIMESTAMP.test(timestamp)) return { ok: false, reason: 'bad-timestamp' };
  const skew = Number(timestamp) - Math.floor(nowMs / 1000);
  if (skew < -SIGNATURE_WINDOW_SEC) return { ok: false, reason: 'stale' };
  if (skew > SIGNATURE_WINDOW_SEC) return { ok: false, reason: 'future' };
  if (!SIGNATURE.test(signature)) return { ok: false, reason: 'mismatch' };
  const expected = createHmac('sha256', secret).update(`v0:${timestamp}:`).update(rawBody).digest();
  const given = Buffer.from(signature.slice(3), 'hex');
  return timingSafeEqual(expected, given) ? { ok: true } : { ok: false, reason: 'mismatch' };
}
