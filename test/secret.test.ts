import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Secret, scrub } from '../src/secret.js';

describe('Secret', () => {
  const s = new Secret('tok_0123456789abcdef');

  it('never shows its value when printed, serialised or inspected', () => {
    expect(String(s)).toBe('[secret]');
    expect(`${s}`).toBe('[secret]');
    expect(JSON.stringify({ token: s })).toBe('{"token":"[secret]"}');
    expect(inspect({ token: s })).not.toContain('0123456789');
    expect(s.reveal()).toBe('tok_0123456789abcdef');
  });

  it('compares by value', () => {
    expect(s.equals(new Secret('tok_0123456789abcdef'))).toBe(true);
    expect(s.equals(new Secret('tok_0123456789abcdeF'))).toBe(false);
    expect(s.equals(new Secret('tok_0123456789abcde'))).toBe(false);
  });

  it('scrubs known secrets out of text from elsewhere', () => {
    expect(scrub('bad token tok_0123456789abcdef here', [s, undefined])).toBe('bad token [secret] here');
  });
});
