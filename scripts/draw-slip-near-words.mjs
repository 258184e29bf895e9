#!/usr/bin/env node
/**
 * Draws src/schedule/grammar/slipNearWords.ts: the English words within the reach of a slip of the words of
 * slips.ts (same first letter, within the edits allowed), which are then never read as slips.
 *
 *   npm run build && node scripts/draw-slip-near-words.mjs /usr/share/dict/words
 *
 * Reads the words of slips.ts from the built code (dist/). The words the file lists already are kept (they were
 * drawn from other lists), and the words of the list given that are within reach are added.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const listPath = process.argv[2];
if (!listPath) {
  console.error('usage: node scripts/draw-slip-near-words.mjs <word list, one word a line>');
  process.exit(2);
}
const { SLIP_VOCABULARY, allowed, editDistance } = await import(
  pathToFileURL(join(root, 'dist/src/schedule/grammar/slips.js')).href
);
const target = join(root, 'src/schedule/grammar/slipNearWords.ts');

/** The words the file lists now: every quoted line of the list. */
const kept = [...readFileSync(target, 'utf8').matchAll(/^ {4}'([a-z ]+)',$/gm)].flatMap((m) => m[1].split(' '));

const byFirst = new Map();
for (const v of SLIP_VOCABULARY.keys()) byFirst.set(v[0], [...(byFirst.get(v[0]) ?? []), v]);

/** A word of the list within reach of a word of slips.ts ("four" of "hour" is not: another first letter). */
function near(w) {
  if (w.length <= 3 || SLIP_VOCABULARY.has(w)) return false;
  return (byFirst.get(w[0]) ?? []).some((v) => editDistance(w, v, allowed(v)) <= allowed(v));
}

const listed = readFileSync(listPath, 'utf8')
  .split('\n')
  .map((w) => w.trim().toLowerCase())
  .filter((w) => /^[a-z]+$/.test(w));
const drawn = listed.filter(near);
const words = [...new Set([...kept, ...drawn])].filter((w) => !SLIP_VOCABULARY.has(w)).sort();

const lines = [];
let line = '';
for (const w of words) {
  if (line && line.length + 1 + w.length > 108) {
    lines.push(line);
    line = w;
  } else line = line ? `${line} ${w}` : w;
}
if (line) lines.push(line);

const count = readFileSync(listPath, 'utf8').split('\n').filter(Boolean).length;
const out = `/**
 * English words within the reach of a slip of the grammar's words (slips.ts): each is a word of its own, so it is
 * never read as a slip ("ever" is not "every", "working" is not "morning", "tame" is not "time"). Drawn from a list
 * of about 275,000 English words, and from ${listPath} (${count.toLocaleString('en')} words); to be drawn again when the words
 * of slips.ts change: npm run build && node scripts/draw-slip-near-words.mjs <word list>.
 */
export const NEAR_WORDS: ReadonlySet<string> = new Set(
  [
${lines.map((l) => `    '${l}',`).join('\n')}
  ]
    .join(' ')
    .split(' '),
);
`;
writeFileSync(target, out);
console.log(`${words.length} words (${kept.length} kept, ${drawn.length} drawn from ${listPath})`);
