import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkSignature } from '../../src/slack/signature.js';

const SECRET = 'sig-test-secret';
const NOW_MS = 1_763_726_400_000;
const NOW = NOW_MS / 1000;

function signed(ts: number | string, body: string, secret = SECRET): [string, string, Buffer] {
  const sig = `v0=${createHmac('sha256', secret).update(`v0:${ts}:${body}`).digest('hex')}`;
  return [String(ts), sig, Buffer.from(body)];
}

describe('Slack request signatures', () => {
  it('accepts a signed request within 5 minutes either way', () => {
    for (const ts of [NOW, NOW - 300, NOW + 300]) {
      expect(checkSignature(SECRET, ...signed(ts, 'command=%2Fportal'), NOW_MS)).toEqual({ ok: true });
    }
  });

  it('refuses a timestamp more than 5 minutes old or in the future, even correctly signed', () => {
    expect(checkSignature(SECRET, ...signed(NOW - 301, 'a=b'), NOW_MS)).toEqual({ ok: false, reason: 'stale' });
    expect(checkSignature(SECRET, ...signed(NOW + 301, 'a=b'), NOW_MS)).toEqual({ ok: false, reason: 'future' });
    expect(checkSignature(SECRET, ...signed(NOW + 86_400 * 365, 'a=b'), NOW_MS)).toMatchObject({ ok: false });
  });

  it('refuses another secret, another body, a malformed header, or none', () => {
    const [ts, sig] = signed(NOW, 'a=b');
    expect(checkSignature(SECRET, ...signed(NOW, 'a=b', 'other'), NOW_MS)).toMatchObject({ reason: 'mismatch' });
    expect(checkSignature(SECRET, ts, sig, Buffer.from('a=c'), NOW_MS)).toMatchObject({ reason: 'mismatch' });
    expect(checkSignature(SECRET, ts, `${sig}00`, Buffer.from('a=b'), NOW_MS)).toMatchObject({ reason: 'mismatch' });
    expect(checkSignature(SECRET, ts, 'v1=abc', Buffer.from('a=b'), NOW_MS)).toMatchObject({ reason: 'mismatch' });
    expect(checkSignature(SECRET, '1e9', sig, Buffer.from('a=b'), NOW_MS)).toMatchObject({ reason: 'bad-timestamp' });
    expect(checkSignature(SECRET, undefined, sig, Buffer.from('a=b'), NOW_MS)).toMatchObject({ reason: 'unsigned' });
    expect(checkSignature(SECRET, [ts, ts], sig, Buffer.from('a=b'), NOW_MS)).toMatchObject({ reason: 'unsigned' });
  });
});
