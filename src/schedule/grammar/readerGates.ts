/**
 * The gates of the second languages' readers (mixedLanguageWords.ts): the readers of words of when (LANGUAGES),
 * which leave a text they do not read as it was, and the readers of words that change the runs (RUN_CHANGERS,
 * `…WordChangingRuns`), which find no word there. Each starts with its language's gate, and almost no phrase passes
 * any of them, yet every phrase is asked of all of them (the run changers before it is read, rules.ts
 * readWholePhrase; the readers of words whenever the slips are corrected, slips.ts). With each reader's gate known,
 * mixedLanguageWords.ts scans a phrase once for all the gates' words (gateIndex.ts, folding case as the gates'
 * i flag does) and asks only the readers whose gate it may match. A reader says which its gate is where it is
 * written, in one line after it (`wordChangingRuns` in wordRules.ts does it for the readers it makes); a reader that
 * says none is asked of every phrase, as before. Nothing here holds a language's words.
 */

// biome-ignore lint/suspicious/noExplicitAny: a reader of either kind, whatever else it is given
type Reader = (text: string, ...rest: any[]) => unknown;

const GATES = new WeakMap<Reader, RegExp>();

/**
 * Records that `read` does nothing with a text `gate` does not match (its first test): a reader of words of when
 * returns the text as given and notes nothing, a reader of words that change the runs returns null. A gate with the
 * global or sticky flag is not recorded: testing it moves its `lastIndex`, so a test left out would change the next.
 */
export function gatedBy<F extends Reader>(read: F, gate: RegExp): F {
  if (!gate.global && !gate.sticky) GATES.set(read, gate);
  return read;
}

/** The gate recorded for a reader, if one is. */
export function gateOf(read: Reader): RegExp | undefined {
  return GATES.get(read);
}
