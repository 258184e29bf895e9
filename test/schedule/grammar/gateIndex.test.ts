import { describe, expect, it } from 'vitest';
import { foldedText, GateIndex, requiredBranches, requiredWords } from '../../../src/schedule/grammar/gateIndex.js';
import { normalize } from '../../../src/schedule/grammar/normalize.js';
import { PARSERS } from '../../../src/schedule/grammar/read.js';
import { CHAT_PHRASES } from '../corpus/chat-phrases.js';
import { CHAT_PHRASES_10 } from '../corpus/chat-phrases-10.js';
import { CHAT_PHRASES_15 } from '../corpus/chat-phrases-15.js';
import { CHAT_PHRASES_20 } from '../corpus/chat-phrases-20.js';
import { CHAT_PHRASES_25 } from '../corpus/chat-phrases-25.js';
import { CHAT_PHRASES_26 } from '../corpus/chat-phrases-26.js';

/** A seeded generator (LCG), so a failure names a case that can be run again. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Each parser's gate and pattern, as readText indexes them. */
const ENTRIES = PARSERS.map((p) => [p.gate, p.pattern]);
const INDEX = new GateIndex(ENTRIES);

/** Each pattern without the global or sticky flag, so that testing it leaves no state behind. */
const PLAIN = new Map<RegExp, RegExp>();
function matches(re: RegExp, text: string): boolean {
  let plain = PLAIN.get(re);
  if (plain === undefined) {
    plain = new RegExp(re.source, re.flags.replace(/[gy]/g, ''));
    PLAIN.set(re, plain);
  }
  return plain.test(text);
}

/** An entry the index does not admit has a pattern that does not match the text (so readText may pass it over). */
function expectAdmits(
  index: GateIndex,
  entries: readonly (readonly (RegExp | undefined)[])[],
  text: string,
  blanked = text,
): void {
  const admitted = index.admitted(text);
  entries.forEach((entry, i) => {
    if (admitted[i] || entry.some((re) => re !== undefined && !matches(re, blanked))) return;
    expect.fail(`${entry.join(' and ')} all match "${blanked}" (from "${text}"), not admitted`);
  });
}

/** The text with a few random spans blanked out, as readText blanks what each parser reads. */
function blankSome(text: string, rnd: () => number): string {
  let out = text;
  for (let k = Math.floor(rnd() * 3); k > 0; k--) {
    const from = Math.floor(rnd() * out.length);
    const to = Math.min(out.length, from + 1 + Math.floor(rnd() * 8));
    out = out.slice(0, from) + ' '.repeat(to - from) + out.slice(to);
  }
  return out;
}

describe('the gate index admits every parser whose gate and pattern a text matches', () => {
  const phrases = [CHAT_PHRASES, CHAT_PHRASES_10, CHAT_PHRASES_15, CHAT_PHRASES_20, CHAT_PHRASES_25, CHAT_PHRASES_26]
    .flat()
    .map((e) => e.phrase);

  it('holds for the parsers over corpus phrases, as typed and normalised, and with spans blanked', () => {
    const rnd = lcg(20261129);
    for (const phrase of phrases) {
      const text = normalize(phrase);
      expectAdmits(INDEX, ENTRIES, phrase);
      expectAdmits(INDEX, ENTRIES, text);
      expectAdmits(INDEX, ENTRIES, text, blankSome(text, rnd));
    }
  });

  it("holds for 5000 seeded texts made of the gates' own words and the corpus' pieces", () => {
    const rnd = lcg(1129);
    const words = ENTRIES.flat().flatMap((re) => (re ? (requiredWords(re) ?? []) : []));
    const pieces = phrases.flatMap((p) => normalize(p).split(' ')).filter((_, i) => i % 7 === 0);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const glue = [' ', '', ', ', '-', ' / ', '(', ') ', ': ', ' | '];
    let matched = 0;
    for (let n = 0; n < 5000; n++) {
      let text = '';
      for (let k = 1 + Math.floor(rnd() * 7); k > 0; k--) {
        const word = rnd() < 0.5 ? pick(words) : pick(pieces);
        // a word cut short or run into the next: what a gate must not be credited with
        const cut = rnd() < 0.2 ? word.slice(0, Math.max(1, word.length - 1)) : word;
        text += cut + pick(glue);
      }
      text = text.trim();
      expectAdmits(INDEX, ENTRIES, text);
      expectAdmits(INDEX, ENTRIES, text, blankSome(text, rnd));
      if (ENTRIES.some(([gate]) => gate !== undefined && matches(gate, text))) matched++;
    }
    expect(matched).toBeGreaterThan(4000);
  });
});

describe("a pattern's required words", () => {
  it('are read from alternations, runs of plain characters, groups and lookarounds', () => {
    expect(requiredWords(/every|each|hour/)).toEqual(['every', 'each', 'hour']);
    expect(requiredWords(/\b(?:next|this)\s+week\b/)).toEqual(['week']);
    expect(requiredWords(/p[aâ]ques|easter/)).toEqual(['ques', 'easter']);
    expect(requiredWords(/^(?=[\s\S]*(?:jan|feb))\d/)).toEqual(['jan', 'feb']);
    expect(requiredWords(/semana santa/)).toEqual(['semana']);
    expect(requiredWords(/[*?]/)).toEqual(['*', '?']);
  });

  it('are none where a match needs no word, or where the flags change what a character matches', () => {
    expect(requiredWords(/\d+:\d\d/)).toEqual([':']);
    expect(requiredWords(/\d\s*[ap]m|\d{4}/)).toBeNull();
    expect(requiredWords(/(?:every)?\s*day/)).toEqual(['day']);
    expect(requiredWords(/(?:every)?\s*\d/)).toBeNull();
    expect(requiredWords(/x(?!y)|z/)).toEqual(['x', 'z']);
    expect(requiredWords(/(?!every)\w+/)).toBeNull();
    expect(requiredWords(/[a-z]+/)).toBeNull();
    expect(requiredWords(/[^ab]/)).toBeNull();
    expect(requiredWords(/every/i)).toBeNull();
    expect(requiredWords(/every/u)).toBeNull();
    expect(requiredWords(/every/g)).toEqual(['every']);
  });

  it('folding case, are read in lower case from patterns with the i and u flags, plain ASCII only', () => {
    expect(requiredWords(/Every|EACH/iu, true)).toEqual(['every', 'each']);
    expect(requiredWords(/caf[ée]\s+time/iu, true)).toEqual(['time']);
    expect(requiredWords(/(?<![\p{L}\d])bob\s+(?:dydd|nos)(?![\p{L}\d])/iu, true)).toEqual(['bob']);
    expect(requiredWords(/\p{L}+day/u, true)).toEqual(['day']);
    expect(requiredWords(/[éè]t[éè]/iu, true)).toEqual(['t']);
    const unicodeSets = 'v';
    expect(requiredWords(new RegExp('every', unicodeSets), true)).toBeNull();
  });

  // (three tests of 500 each, each well within the time a test is given on a busy machine)
  it.each([1501, 1502, 1503])(
    'folding case, admit every match of 500 seeded patterns with the i flag, or i and u (seed %i)',
    (seed) => {
      const rnd = lcg(seed);
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
      const atoms = [
        'a',
        'B',
        'ab',
        'Sk',
        's',
        'k',
        'é',
        'É',
        '[aé]',
        '[Bs]',
        '\\d',
        '\\s',
        '.',
        '-',
        ' ',
        '[\\p{L}]',
        '\\p{L}',
      ];
      const quantifiers = ['', '', '', '?', '*', '+', '{2}'];
      const piece = (depth: number, u: boolean): string => {
        const r = rnd();
        if (depth > 0 && r < 0.15) return `(?:${pattern(depth - 1, u)})${pick(quantifiers)}`;
        if (depth > 0 && r < 0.22) return `(?=${pattern(depth - 1, u)})`;
        if (depth > 0 && r < 0.27) return `(?<!${pattern(depth - 1, u)})`;
        if (r < 0.32) return pick(['\\b', '^', '$']);
        const atom = pick(atoms);
        return (u || !atom.includes('\\p') ? atom : 'a') + pick(quantifiers);
      };
      const pattern = (depth: number, u: boolean): string =>
        Array.from({ length: 1 + Math.floor(rnd() * 3) }, () =>
          Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => piece(depth, u)).join(''),
        ).join('|');
      const letters = ['a', 'A', 'b', 'B', 's', 'S', '\u017f', 'k', 'K', '\u212a', 'é', 'É', 'e', '1', ' ', '-', 'x'];
      let admittedSome = 0;
      for (let n = 0; n < 500; n++) {
        const gates = Array.from({ length: 4 }, () => {
          const u = rnd() < 0.7;
          return [new RegExp(pattern(2, u), u ? 'iu' : 'i')];
        });
        const index = new GateIndex(gates, { fold: true });
        for (let k = 0; k < 10; k++) {
          const text = Array.from({ length: Math.floor(rnd() * 10) }, () => pick(letters)).join('');
          expectAdmits(index, gates, text);
          if (index.admitted(text).some((a) => !a)) admittedSome++;
        }
      }
      expect(admittedSome).toBeGreaterThan(500);
    },
  );

  it('folding case, admit as they would the text folded first (words of 2 to 5 letters, 2000 seeded texts)', () => {
    // the scan folds each character as it reads it: the same as scanning foldedText's copy, capitals, "ſ" and the
    // Kelvin sign anywhere in a word, its first two letters, its third or after
    const rnd = lcg(1504);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const lower = ['a', 'b', 's', 'k', 'e'];
    const word = () => Array.from({ length: 2 + Math.floor(rnd() * 4) }, () => pick(lower)).join('');
    const gates = Array.from({ length: 24 }, () => [new RegExp(`${word()}|${word()}|${pick(lower)}`, 'iu')]);
    const index = new GateIndex(gates, { fold: true });
    const letters = ['a', 'A', 'b', 'B', 's', 'S', '\u017f', 'k', 'K', '\u212a', 'é', 'É', 'e', 'E', ' ', '-'];
    let differ = 0;
    for (let n = 0; n < 2000; n++) {
      const text = Array.from({ length: Math.floor(rnd() * 12) }, () => pick(letters)).join('');
      expect([...index.admitted(text)], text).toEqual([...index.admitted(foldedText(text))]);
      if (text !== foldedText(text)) differ++;
    }
    expect(differ).toBeGreaterThan(1000);
  });

  it('admit every match of 1500 seeded pairs of patterns over seeded texts', () => {
    const rnd = lcg(1500);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const atoms = ['a', 'b', 'ab', 'ba', 'c', '\\d', '\\s', '.', '[ab]', '[a-c]', '[^a]', '\\.', '-', ' ', '\\/'];
    const quantifiers = ['', '', '', '?', '*', '+', '{2}', '{0,2}', '{1,}', '??'];
    const piece = (depth: number): string => {
      const r = rnd();
      if (depth > 0 && r < 0.15) return `(?:${pattern(depth - 1)})${pick(quantifiers)}`;
      if (depth > 0 && r < 0.22) return `(?=${pattern(depth - 1)})`;
      if (depth > 0 && r < 0.27) return `(?!${pattern(depth - 1)})`;
      if (depth > 0 && r < 0.3) return `(?<=${pattern(depth - 1)})`;
      if (r < 0.35) return pick(['\\b', '^', '$']);
      return pick(atoms) + pick(quantifiers);
    };
    const pattern = (depth: number): string =>
      Array.from({ length: 1 + Math.floor(rnd() * 3) }, () =>
        Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => piece(depth)).join(''),
      ).join('|');
    const letters = ['a', 'b', 'c', 'ab', 'ba', '1', ' ', '.', '-', '/', 'x'];
    let admittedSome = 0;
    for (let n = 0; n < 1500; n++) {
      const gates = Array.from({ length: 4 }, () => [new RegExp(pattern(2)), new RegExp(pattern(2), 'g')]);
      const index = new GateIndex(gates);
      for (let k = 0; k < 10; k++) {
        const text = Array.from({ length: Math.floor(rnd() * 10) }, () => pick(letters)).join('');
        expectAdmits(index, gates, text);
        expectAdmits(index, gates, text, blankSome(text, rnd));
        if (index.admitted(text).some((a) => !a)) admittedSome++;
      }
    }
    // (the index does leave gates out: it is not admitting everything)
    expect(admittedSome).toBeGreaterThan(1500);
  });
});

describe("a pattern's ways", () => {
  it('keep every clause a branch needs, across the ways of its groups', () => {
    expect(requiredBranches(/for\s+(?:the\s+)?(?:days|weeks)|until\s+may/)).toEqual([
      [['days'], ['for']],
      [['weeks'], ['for']],
      [['until'], ['may']],
    ]);
    expect(requiredBranches(/\b(?:from|until)\s+(?:june|july)\b/)).toEqual([
      [['from'], ['june']],
      [['from'], ['july']],
      [['until'], ['june']],
      [['until'], ['july']],
    ]);
    expect(requiredBranches(/(?:every)?\s*day|\d+/)).toBeNull();
    const index = new GateIndex([[/for\s+(?:next|coming)\s+(?:days|weeks)|until\s+may/]]);
    expect([...index.admitted('for may')]).toEqual([0]);
    expect([...index.admitted('until may, for the next days')]).toEqual([1]);
    expect([...index.admitted('for the coming weeks')]).toEqual([1]);
  });

  // (the words of a few schedule patterns, so that the ways of a branch share and cross words as the parsers' do)
  it.each([2101, 2102, 2103])('admit every match of 400 seeded patterns of words in groups (seed %i)', (seed) => {
    const rnd = lcg(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const words = ['for', 'from', 'until', 'may', 'days', 'next', 'the', 'mon', 'monday', 'fri', 'x', 'at'];
    // (no group repeated: nested repeats of words and spaces backtrack for ever on texts that fail them)
    const quantifiers = ['', '', '', '?', '{2}'];
    const joins = ['\\s', ' ', '', ',? ', '\\b\\s'];
    const piece = (depth: number): string => {
      const r = rnd();
      if (depth > 0 && r < 0.3) return `(?:${pattern(depth - 1)})${pick(quantifiers)}`;
      if (depth > 0 && r < 0.36) return `(?=${pattern(depth - 1)})`;
      if (depth > 0 && r < 0.4) return `(?!${pattern(depth - 1)})`;
      if (depth > 0 && r < 0.44) return `(?<=${pattern(depth - 1)})`;
      if (r < 0.5) return pick(['\\b', '\\d', '[ab]', '.']);
      return pick(words);
    };
    const pattern = (depth: number): string =>
      Array.from({ length: 1 + Math.floor(rnd() * 4) }, () =>
        Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => piece(depth)).join(pick(joins)),
      ).join('|');
    const glue = [' ', '', ', ', '  ', '1', 'a'];
    let admittedSome = 0;
    for (let n = 0; n < 400; n++) {
      const gates = Array.from({ length: 3 }, () => [new RegExp(pattern(2)), new RegExp(pattern(2), 'g')]);
      const index = new GateIndex(gates);
      for (let k = 0; k < 12; k++) {
        const text = Array.from({ length: Math.floor(rnd() * 7) }, () => pick(words) + pick(glue)).join('');
        expectAdmits(index, gates, text);
        expectAdmits(index, gates, text, blankSome(text, rnd));
        if (index.admitted(text).some((a) => !a)) admittedSome++;
      }
    }
    expect(admittedSome).toBeGreaterThan(1000);
  });
});
