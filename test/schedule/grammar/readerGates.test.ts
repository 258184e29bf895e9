import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GateIndex, requiredWords } from '../../../src/schedule/grammar/gateIndex.js';
import { LANGUAGES, RUN_CHANGERS, secondLanguageRunWord } from '../../../src/schedule/grammar/mixedLanguageWords.js';
import { normalize } from '../../../src/schedule/grammar/normalize.js';
import { gateOf } from '../../../src/schedule/grammar/readerGates.js';

/** A seeded generator (LCG), so a failure names a case that can be run again. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Every phrase of every chat corpus (the second languages' phrases are spread over them). */
const CORPUS_DIR = new URL('../corpus/', import.meta.url);
const CORPORA: [string, string[]][] = [];
for (const file of readdirSync(CORPUS_DIR).filter((f) => /^chat-phrases(-\d+)?\.ts$/.test(f))) {
  const module = (await import(new URL(file, CORPUS_DIR).href)) as Record<string, unknown>;
  const phrases: string[] = [];
  for (const list of Object.values(module))
    if (Array.isArray(list)) for (const e of list as { phrase: string }[]) phrases.push(e.phrase);
  CORPORA.push([file, phrases]);
}
const PHRASES = CORPORA.flatMap(([, phrases]) => phrases);

/** The readers' gates, indexed as mixedLanguageWords.ts indexes them. */
const GATES = RUN_CHANGERS.map(([find]) => gateOf(find));
const INDEX = new GateIndex(
  GATES.map((g) => [g]),
  { fold: true },
);
const LANGUAGE_GATES = LANGUAGES.map((read) => gateOf(read));
const LANGUAGE_INDEX = new GateIndex(
  LANGUAGE_GATES.map((g) => [g]),
  { fold: true },
);

/** The first reader's word, every reader asked (what secondLanguageRunWord answered before it had an index). */
function askingAll(text: string): { word: string; language: string } | null {
  for (const [find, language] of RUN_CHANGERS) {
    const word = find(text);
    if (word !== null) return { word, language };
  }
  return null;
}

/**
 * For one text: a reader whose gate does not match it finds no word there (the gate it recorded is its first test),
 * and a gate the index does not admit does not match it.
 */
function expectSound(text: string): number {
  const admitted = INDEX.admitted(text);
  let matched = 0;
  RUN_CHANGERS.forEach(([find, language], i) => {
    const gate = GATES[i];
    if (gate === undefined) return;
    const matches = gate.test(text);
    if (matches) matched++;
    if (!matches && find(text) !== null)
      expect.fail(`${language}: gate ${gate} does not match "${text}", yet a word is found`);
    if (matches && !admitted[i]) expect.fail(`${language}: gate ${gate} matches "${text}", not admitted`);
  });
  const read = LANGUAGE_INDEX.admitted(text);
  LANGUAGES.forEach((reader, i) => {
    const gate = LANGUAGE_GATES[i];
    if (gate === undefined) return;
    const matches = gate.test(text);
    if (matches) matched++;
    const notes: string[] = [];
    if (!matches && (reader(text, notes, text) !== text || notes.length > 0))
      expect.fail(`${reader.name}: gate ${gate} does not match "${text}", yet the text is read`);
    if (matches && !read[i]) expect.fail(`${reader.name}: gate ${gate} matches "${text}", not admitted`);
  });
  return matched;
}

/** The text with its case changed as people type it, and with the two letters that fold to plain ones. */
function recased(text: string, rnd: () => number): string {
  const r = rnd();
  if (r < 0.2) return text.toUpperCase();
  if (r < 0.4) return text.replace(/(^|\s)(\S)/g, (_m, s: string, c: string) => s + c.toUpperCase());
  if (r < 0.5) return text.replace(/s/g, '\u017f').replace(/k/g, '\u212a');
  return text;
}

describe("the second languages' readers are asked only where their gates may match", () => {
  it('most readers say their gate', () => {
    expect(GATES.filter((g) => g !== undefined).length).toBeGreaterThan(RUN_CHANGERS.length - 3);
    expect(LANGUAGE_GATES.filter((g) => g !== undefined).length).toBeGreaterThan(LANGUAGES.length - 5);
  });

  // (one test per corpus, each well within the time a test is given on a busy machine)
  for (const [file, phrases] of CORPORA) {
    it(`holds over ${file}'s phrases as typed, recased and normalised, and answers as asking every reader`, () => {
      const rnd = lcg(20261129);
      for (const phrase of phrases) {
        for (const text of [phrase, recased(phrase, rnd), normalize(phrase), phrase.toLowerCase()]) expectSound(text);
        const lower = phrase.toLowerCase();
        expect(secondLanguageRunWord(lower), lower).toEqual(askingAll(lower));
      }
    });
  }

  it('meets the gates in the corpus phrases', () => {
    expect(PHRASES.filter((p) => expectSound(p) > 0).length).toBeGreaterThan(200);
  });

  it("holds for 5000 seeded texts made of the gates' own words and the corpus' pieces", () => {
    const rnd = lcg(1129);
    const words = [...GATES, ...LANGUAGE_GATES].flatMap((g) => (g ? (requiredWords(g, true) ?? []) : []));
    const pieces = PHRASES.flatMap((p) => p.split(' ')).filter((_, i) => i % 5 === 0);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
    const glue = [' ', '', ', ', '-', ' / ', '(', ') ', ': '];
    let matched = 0;
    for (let n = 0; n < 5000; n++) {
      let text = '';
      for (let k = 1 + Math.floor(rnd() * 6); k > 0; k--) {
        const word = rnd() < 0.5 ? pick(words) : pick(pieces);
        // a word cut short: what a gate must not be credited with
        const cut = rnd() < 0.2 ? word.slice(0, Math.max(1, word.length - 1)) : word;
        text += cut + pick(glue);
      }
      text = recased(text.trim(), rnd);
      if (expectSound(text) > 0) matched++;
      if (!/\p{Lu}/u.test(text)) expect(secondLanguageRunWord(text), text).toEqual(askingAll(text));
    }
    expect(matched).toBeGreaterThan(1000);
  });
});
