/**
 * The gates of the language readers' `…WordChangingRuns` (named in mixedLanguageWords.ts RUN_CHANGERS): a reader
 * whose gate a text does not match finds no word there. Every phrase is asked of all of them before it is read
 * (rules.ts readWholePhrase), and almost every phrase passes none of their gates; with each reader's gate known,
 * `secondLanguageRunWord` scans a phrase once for all the gates' words (gateIndex.ts) and asks only the readers
 * whose gate it may match. A reader says which its gate is where it is written (`wordChangingRuns` in wordRules.ts
 * does it for the readers it makes); a reader that says none is asked of every phrase, as before.
 */

/** What each reader that names a word changing the runs is: null for none in the text. */
export type RunChanger = (text: string) => string | null;

const GATES = new WeakMap<RunChanger, RegExp>();

/**
 * Records that `find` returns null for every text `gate` does not match (its first test). A gate with the global or
 * sticky flag is not recorded: testing it moves its `lastIndex`, so a test left out would change the next one.
 */
export function gatedBy<F extends RunChanger>(find: F, gate: RegExp): F {
  if (!gate.global && !gate.sticky) GATES.set(find, gate);
  return find;
}

/** The gate recorded for a reader, if one is. */
export function gateOf(find: RunChanger): RegExp | undefined {
  return GATES.get(find);
}
