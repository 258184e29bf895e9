import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  confirmMetadata,
  modalMetadata,
  readConfirmMetadata,
  readModalMetadata,
} from '../../../src/slack/views/metadata.js';
import { clip, clipMrkdwn, code, inert, jsonSummary, length, preformatted } from '../../../src/slack/views/text.js';

describe('clip', () => {
  it('keeps short text, cuts long text to the limit with …, counting characters not UTF-16 units', () => {
    expect(clip('hello', 5)).toBe('hello');
    expect(clip('hello!', 5)).toBe('hell…');
    expect(clip('😀😀😀', 3)).toBe('😀😀😀');
    expect(clip('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('never exceeds the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 500 }), fc.integer({ min: 1, max: 300 }), (s, n) => {
        expect(length(clip(s, n))).toBeLessThanOrEqual(n);
      }),
    );
  });
});

describe('clipMrkdwn', () => {
  it('does not leave half an entity or an open code fence', () => {
    const cut = clipMrkdwn(`\`\`\`${'a'.repeat(20)}&amp;${'b'.repeat(20)}\`\`\``, 30);
    expect(length(cut)).toBeLessThanOrEqual(30);
    expect(cut.split('```').length % 2).toBe(1);
    expect(cut).not.toMatch(/&[a-z]*…/);
  });

  it('never exceeds the limit', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 10, max: 300 }), (s, n) => {
        expect(length(clipMrkdwn(inert(s), n))).toBeLessThanOrEqual(n);
      }),
    );
  });
});

describe('inert text', () => {
  it('escapes the three characters Slack reads as markup', () => {
    expect(inert('<!channel> & <@U1>')).toBe('&lt;!channel&gt; &amp; &lt;@U1&gt;');
  });

  it('code spans and blocks cannot be closed early', () => {
    expect(code('a`b')).toBe('`aʼb`');
    expect(preformatted('x```y')).toBe('```xʼʼʼy```');
  });

  it('summarises JSON on one line, text as given when it is not JSON', () => {
    expect(jsonSummary('{\n  "a": 1\n}')).toBe('{"a":1}');
    expect(jsonSummary({ b: [1, 2] })).toBe('{"b":[1,2]}');
    expect(jsonSummary('not json')).toBe('not json');
    expect(length(jsonSummary('x'.repeat(1000), 50))).toBe(50);
  });
});

describe('modal metadata', () => {
  it('round-trips the zone and the channel', () => {
    expect(readModalMetadata(modalMetadata({ zone: 'Europe/Berlin', channel: 'C1' }))).toEqual({
      zone: 'Europe/Berlin',
      channel: 'C1',
    });
    expect(readModalMetadata(modalMetadata({ zone: 'UTC' }))).toEqual({ zone: 'UTC' });
  });

  it('round-trips a confirmation’s request id', () => {
    const text = confirmMetadata({ requestId: 'r-1', zone: 'UTC', channel: 'C9' });
    expect(readConfirmMetadata(text)).toEqual({ requestId: 'r-1', zone: 'UTC', channel: 'C9' });
    expect(readModalMetadata(text)).toEqual({ zone: 'UTC', channel: 'C9' });
  });

  it('reads anything else as nothing', () => {
    for (const text of ['', 'null', '[]', '{"zone": 5}', '{bad', '{"requestId": "r"}']) {
      expect(readConfirmMetadata(text)).toBeNull();
    }
    expect(readModalMetadata('{"zone": ""}')).toBeNull();
  });

  it('refuses to make metadata over 3000 characters', () => {
    expect(() => confirmMetadata({ requestId: 'r'.repeat(3000), zone: 'UTC' })).toThrow(RangeError);
  });
});
