import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPortalOpsError } from '../../src/errors.js';
import { Vault } from '../../src/identity/vault.js';
import { Secret } from '../../src/secret.js';
import { fixedKey } from '../support/keys.js';

// Fixed, and chosen so that its base64 starts with `+++++`: a key is text to look for, never a pattern.
const KEY = Buffer.from('fbefbef8706f7274616c2d6f7073207661756c742074657374206b65792c2032', 'hex');
const OTHER_KEY = fixedKey('another vault');
const vault = new Vault(new Secret(KEY.toString('base64')));
const ADA = { team: 'T0001', user: 'U0ADA' };
const MAX = { team: 'T0001', user: 'U0MAX' };
const TOKEN = new Secret('access-0123456789abcdef-secret-value');

function unreadable(f: () => unknown): void {
  try {
    f();
  } catch (e) {
    expect(isPortalOpsError(e, 'identity.unreadable')).toBe(true);
    // A taxonomy error with words, not a crypto message.
    expect((e as Error).message).toMatch(/could not be read/);
    expect((e as Error).message).not.toMatch(/auth|decipher|tag/i);
    return;
  }
  throw new Error('expected identity.unreadable');
}

describe('Vault', () => {
  it('opens what it sealed, for the same person and purpose', () => {
    const sealed = vault.seal(TOKEN, ADA, 'access');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(vault.open(sealed, ADA, 'access').reveal()).toBe(TOKEN.reveal());
  });

  it('takes the key as hex, base64 or base64url', () => {
    const sealed = vault.seal(TOKEN, ADA, 'refresh');
    for (const text of [KEY.toString('hex'), KEY.toString('base64url'), ` ${KEY.toString('base64')}\n`]) {
      expect(new Vault(new Secret(text)).open(sealed, ADA, 'refresh').reveal()).toBe(TOKEN.reveal());
    }
  });

  it('refuses a key of any other length, without showing it', () => {
    const short = fixedKey('short').subarray(0, 16);
    const long = Buffer.concat([fixedKey('long'), Buffer.from([1])]);
    for (const text of [short.toString('base64'), long.toString('hex'), 'not a key!', '']) {
      let caught: unknown;
      try {
        new Vault(new Secret(text));
      } catch (e) {
        caught = e;
      }
      expect(isPortalOpsError(caught, 'config.invalid'), text).toBe(true);
      expect((caught as Error).message).toMatch(/must be 32 random bytes/);
      if (text.length > 4) expect((caught as Error).message).not.toContain(text.trim());
    }
    expect(() => new Vault(new Secret(short.toString('hex')))).toThrow(/decodes to 16 bytes/);
  });

  it('does not open for another person, another purpose, another key, or after any byte changed', () => {
    const sealed = vault.seal(TOKEN, ADA, 'access');
    unreadable(() => vault.open(sealed, MAX, 'access'));
    unreadable(() => vault.open(sealed, { team: 'T0002', user: 'U0ADA' }, 'access'));
    unreadable(() => vault.open(sealed, ADA, 'refresh'));
    unreadable(() => vault.open(sealed, ADA, 'verifier'));
    unreadable(() => new Vault(new Secret(OTHER_KEY.toString('hex'))).open(sealed, ADA, 'access'));
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const altered = Buffer.from(raw);
      altered[i] = (altered[i] ?? 0) ^ 0x01;
      unreadable(() => vault.open(`v1.${altered.toString('base64url')}`, ADA, 'access'));
    }
    unreadable(() => vault.open(`v1.${raw.subarray(0, raw.length - 1).toString('base64url')}`, ADA, 'access'));
    unreadable(() => vault.open(`v2.${sealed.slice(3)}`, ADA, 'access'));
    unreadable(() => vault.open('v1.', ADA, 'access'));
    unreadable(() => vault.open('v1.not base64!', ADA, 'access'));
    unreadable(() => vault.open(TOKEN.reveal(), ADA, 'access'));
  });

  it('keeps the person fields apart: ("T1", "U|X") is not ("T1|U", "X")', () => {
    const sealed = vault.seal(TOKEN, { team: 'T1', user: 'U","X' }, 'access');
    unreadable(() => vault.open(sealed, { team: 'T1","U', user: 'X' }, 'access'));
  });

  it('seals one value differently each time (a fresh IV)', () => {
    const a = vault.seal(TOKEN, ADA, 'access');
    const b = vault.seal(TOKEN, ADA, 'access');
    expect(a).not.toBe(b);
    expect(Buffer.from(a.slice(3), 'base64url').subarray(0, 12)).not.toEqual(
      Buffer.from(b.slice(3), 'base64url').subarray(0, 12),
    );
  });

  it('never shows the key or the plaintext', () => {
    const sealed = vault.seal(TOKEN, ADA, 'access');
    for (const text of [sealed, Buffer.from(sealed.slice(3), 'base64url').toString('latin1')]) {
      expect(text).not.toContain(TOKEN.reveal());
      expect(text).not.toContain('0123456789abcdef');
    }
    const shown = `${vault} ${JSON.stringify({ vault })} ${inspect(vault)}`;
    expect(KEY.toString('base64')).toMatch(/^\+{5}/);
    for (const form of ['hex', 'base64', 'base64url'] as const) {
      expect(shown).not.toContain(KEY.toString(form).slice(0, 20));
    }
  });

  it('round-trips any text, and only for its person and purpose (property)', () => {
    const person = fc.record({ team: fc.string({ minLength: 1 }), user: fc.string({ minLength: 1 }) });
    const purpose = fc.constantFrom('access' as const, 'refresh' as const, 'verifier' as const);
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), person, purpose, person, purpose, (plain, p, u, q, v) => {
        const sealed = vault.seal(new Secret(plain), p, u);
        expect(vault.open(sealed, p, u).reveal()).toBe(plain);
        if (plain.length >= 4) expect(sealed).not.toContain(plain);
        if (p.team !== q.team || p.user !== q.user || u !== v) unreadable(() => vault.open(sealed, q, v));
      }),
      { numRuns: 300 },
    );
  });
});
