import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { challengeFor, pkcePair } from '../../src/identity/pkce.js';
import { newStateId, StateSigner } from '../../src/identity/state.js';
import { Secret } from '../../src/secret.js';

const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const KEY = new Secret('state-key-0123456789-abcdefghijklmnopqrstuvwxyz');
const signer = new StateSigner(KEY);
const ADA = { team: 'T0001', user: 'U0ADA' };

function refused(f: () => unknown, code: string, reason?: string): void {
  expect(f).toThrow(
    expect.objectContaining({ code, ...(reason ? { facts: expect.objectContaining({ reason }) } : {}) }),
  );
}

describe('the signed sign-in state', () => {
  it('verifies what it signed, with the person and expiry', () => {
    const id = newStateId();
    const state = signer.sign(id, ADA, T0 + 600_000);
    expect(signer.verify(state, T0)).toEqual({ id, person: ADA, expiresAt: T0 + 600_000 });
    expect(signer.verify(state, T0 + 599_999).id).toBe(id);
    // URL-safe as it is: nothing to encode in the authorize URL or the callback.
    expect(encodeURIComponent(state)).toBe(state);
  });

  it('refuses it at and after its expiry', () => {
    const state = signer.sign(newStateId(), ADA, T0 + 600_000);
    refused(() => signer.verify(state, T0 + 600_000), 'identity.sign-in-expired');
    refused(() => signer.verify(state, T0 + 86_400_000), 'identity.sign-in-expired');
  });

  it('refuses any altered character, another key, or another person in the same shape', () => {
    const state = signer.sign(newStateId(), ADA, T0 + 600_000);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 0; i < state.length; i++) {
      if (state[i] === '.') continue;
      const swapped = alphabet[(alphabet.indexOf(state[i] ?? 'A') + 1) % alphabet.length];
      const altered = `${state.slice(0, i)}${swapped}${state.slice(i + 1)}`;
      expect(() => signer.verify(altered, T0), `position ${i}`).toThrow(
        expect.objectContaining({ code: 'identity.sign-in-invalid' }),
      );
    }
    const other = new StateSigner(new Secret('another-state-key-0123456789-abcdefghijklmnop'));
    refused(() => other.verify(state, T0), 'identity.sign-in-invalid', 'signature');
    // Ada's id and expiry with Max's name, the mac left as it was.
    const [id, expires, team, , mac] = state.split('.');
    const max = Buffer.from('U0MAX').toString('base64url');
    refused(() => signer.verify([id, expires, team, max, mac].join('.'), T0), 'identity.sign-in-invalid', 'signature');
    // A later expiry, same mac.
    refused(
      () => signer.verify([id, String(T0 + 10 * 86_400_000), team, state.split('.')[3], mac].join('.'), T0),
      'identity.sign-in-invalid',
      'signature',
    );
  });

  it('refuses what is not a state at all', () => {
    for (const text of [
      null,
      '',
      'state-123',
      'a.b.c.d.e',
      'x'.repeat(600),
      `${signer.sign(newStateId(), ADA, T0 + 1)}.x`,
    ]) {
      refused(() => signer.verify(text, T0), 'identity.sign-in-invalid', 'malformed');
    }
  });

  it('is the mac its format says: HMAC-SHA256 over id, expiry, team and user', () => {
    const id = newStateId();
    const state = signer.sign(id, ADA, T0);
    const [, , team, user, mac] = state.split('.');
    const expected = createHmac('sha256', KEY.reveal())
      .update(`portal-ops/state/v1\n${id}\n${T0}\n${team}\n${user}`)
      .digest('base64url');
    expect(mac).toBe(expected);
  });

  it('carries any Slack ids through (property)', () => {
    const part = fc.string({ minLength: 1, maxLength: 40 });
    fc.assert(
      fc.property(part, part, fc.integer({ min: 1, max: 10_000_000 }), (team, user, ttl) => {
        const state = signer.sign(newStateId(), { team, user }, T0 + ttl);
        expect(signer.verify(state, T0).person).toEqual({ team, user });
      }),
    );
  });

  it('refuses a short key, and ids it did not make', () => {
    expect(() => new StateSigner(new Secret('short'))).toThrow(/at least 32 characters/);
    expect(() => signer.sign('not-an-id', ADA, T0)).toThrow();
    expect(() => signer.sign(newStateId(), { team: '', user: 'U' }, T0)).toThrow();
    expect(new Set(Array.from({ length: 1000 }, newStateId)).size).toBe(1000);
  });
});

describe('PKCE', () => {
  it('a 43-character base64url verifier and its S256 challenge', () => {
    const { verifier, challenge } = pkcePair();
    expect(verifier.reveal()).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(challenge).toBe(createHash('sha256').update(verifier.reveal()).digest('base64url'));
    expect(challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(pkcePair().verifier.reveal()).not.toBe(verifier.reveal());
  });

  it('matches the RFC 7636 appendix B example', () => {
    expect(challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
