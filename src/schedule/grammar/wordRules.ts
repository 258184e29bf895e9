import { gatedBy } from './readerGates.js';

/**
 * A second language's words of when, each a pattern and what it reads as (null: left as typed). Shared by the
 * readers of French, Indonesian, German and the languages of `mixedLanguageWords.ts`.
 */
export type WordRule = readonly [RegExp, (m: string, ...groups: string[]) => string | null];

/**
 * The text with each rule's matches read in turn, a note for each ('"lundi" read as "monday".', or '... set
 * aside.' for words read as nothing). With `pad`, a reading stands apart from the words beside it.
 */
export function readByRules(text: string, rules: readonly WordRule[], notes: string[], pad = false): string {
  let out = text;
  for (const [pattern, read] of rules) {
    out = out.replace(pattern, (m: string, ...rest: unknown[]) => {
      const groups = rest.slice(
        0,
        rest.findIndex((g) => typeof g === 'number'),
      ) as string[];
      const said = read(m, ...groups);
      if (said === null || said === m) return m;
      notes.push(said.trim() === '' ? `"${m.trim()}" set aside.` : `"${m.trim()}" read as "${said.trim()}".`);
      return pad ? ` ${said} ` : said;
    });
  }
  return out;
}

/**
 * `readByRules`, then the spaces the readings left tidied; with `commas`, no space before a comma either ("9si ,"
 * read from a word that stood before it).
 */
export function readAndTidy(text: string, rules: readonly WordRule[], notes: string[], commas = false): string {
  const out = readByRules(text, rules, notes).replace(/\s{2,}/g, ' ');
  return (commas ? out.replace(/\s+,/g, ',') : out).trim();
}

const NONE: ReadonlySet<string> = new Set();

/**
 * Whether words set aside after a schedule start or end in one of a language's words of a thing done, and none of
 * them is one of its words that negate, cancel, bound or move the runs ("hakuna mkutano": no meeting; "mafi
 * ijtima3"; "ripoti kuanzia wiki ijayo": from next week), which keep the phrase refused.
 */
export function startsOrEndsWith(
  words: readonly string[],
  things: ReadonlySet<string>,
  changing: ReadonlySet<string> = NONE,
): boolean {
  const first = words[0];
  const last = words.at(-1);
  if (words.some((w) => changing.has(w))) return false;
  return (first !== undefined && things.has(first)) || (last !== undefined && things.has(last));
}

/** A word in lower case without its accents ("Miércoles": "miercoles"), as the language readers look words up. */
export function plainWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The English months, as the second-language readers find them beside their own words. */
export const EN_MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
/** The English days and their short forms, and "weekdays", "weekends", as beside a second language's words. */
export const EN_DAY =
  '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)s?|weekdays?|weekends?';
/** Not after a letter, a digit, an apostrophe or a hyphen ("avant-dernier" is no "dernier"). */
export const NOT_AFTER_WORD = "(?<![\\p{L}\\d'’-])";
/** Not before a letter or a digit. */
export const NOT_BEFORE_WORD = '(?![\\p{L}\\d])';

/**
 * A language reader's `…WordChangingRuns`: behind the language's gate, the first word that changes the runs which its
 * rules do not read (named in the refusal by `mixedLanguageWords.ts` RUN_CHANGERS); null when the gate does not pass or
 * no such word is there.
 */
export function wordChangingRuns(gate: RegExp, changes: RegExp): (text: string) => string | null {
  return gatedBy((text: string) => (gate.test(text) ? (changes.exec(text)?.[0] ?? null) : null), gate);
}
