/**
 * One scan of a text in place of many gates. The parsers' gates (read.ts) are each a regular expression that a text
 * must match before the parser's own pattern is tried; most texts match only a few of them, yet each gate scans
 * the text with its own test. Here every gate's source is read once, at load, for the words any of its matches
 * must hold ("every|each|hour" -> one of "every", "each", "hour"), and a text is scanned once for all of those
 * words: a gate none of whose words the text holds cannot match it, and is not tested. A gate whose matches need
 * no word (`\d\s*:`) is always tested. The parsers' own patterns are read the same way, so a parser whose pattern
 * holds words is passed over when the text holds none of them, gate or not. Nothing is kept by hand: the words
 * come from the patterns themselves, so a parser added or changed is indexed as it stands.
 *
 * The words never hold a space, so a text with spans blanked out (as readText blanks what each parser read) holds
 * none of a gate's words that the text before it did not: the scan of the text before the first parser stands for
 * every text the loop makes from it.
 *
 * An index made to fold case (`{ fold: true }`, for the language readers' gates, which take the i and u flags) reads
 * its patterns' words in lower case and scans a text folded the same way: the plain letters in lower case, and the
 * two other characters that a pattern with the i and u flags matches to one of them ("ſ" to s, the Kelvin sign to
 * k). A character outside plain ASCII is never part of such an index's words (case folding outside it has rules of
 * its own), so no text is scanned for one.
 */

/** What a match of a piece of a pattern must hold: one of these words (none empty), or null for nothing known. */
type Needs = readonly string[] | null;

/** Escapes that stand for their own character outside a class. */
const PLAIN_ESCAPE = /^[\\/.\-()[\]{}|*+?^$:'"&,;=!<>@#%~`]$/;

/** A class of at most this many plain characters is read as that many one-character words. */
const CLASS_MAX = 6;

/**
 * The words one of which every match of a regular expression's source holds, or null when the source gives none
 * that this reader can vouch for (flags that change what a character matches, or syntax it does not know). Folding
 * (`fold`), the words are in lower case, hold only plain ASCII characters, and stand for a text folded as
 * `foldedText` does; the i and u flags are then read too.
 */
export function requiredWords(re: RegExp, fold = false): Needs {
  // (the global and sticky flags change where a match is looked for, not what it holds)
  if (/[v]/.test(re.flags) || (!fold && /[iu]/.test(re.flags))) return null;
  try {
    const parser = new SourceReader(re.source, fold, re.flags.includes('u'));
    const needs = parser.alternation();
    if (parser.at !== re.source.length) return null;
    return needs;
  } catch {
    return null;
  }
}

/** Of two needs both required, the one that says more: longer shortest word, then fewer words. */
function better(a: Needs, b: Needs): Needs {
  if (a === null) return b;
  if (b === null) return a;
  const shortest = (n: readonly string[]) => Math.min(...n.map((w) => w.length));
  const sa = shortest(a);
  const sb = shortest(b);
  if (sa !== sb) return sa > sb ? a : b;
  return a.length <= b.length ? a : b;
}

/**
 * The text as an index that folds case scans it: plain capitals in lower case, "ſ" as s and the Kelvin sign as k
 * (the characters a pattern with the i flag, or the i and u flags, matches to a plain ASCII letter).
 */
export function foldedText(text: string): string {
  return FOLDED.test(text) ? text.replace(FOLDED_ALL, (c) => FOLD_OF[c] ?? c.toLowerCase()) : text;
}
const FOLDED = /[A-Z\u017f\u212a]/;
const FOLDED_ALL = /[A-Z\u017f\u212a]/g;
const FOLD_OF: Readonly<Record<string, string>> = { '\u017f': 's', '\u212a': 'k' };

/**
 * A recursive reader of a pattern's source (the syntax of a pattern without the v flag; with the u flag, its
 * property escapes are read as characters of no word). Folding, a character is read in lower case, and one outside
 * plain ASCII as no word.
 */
class SourceReader {
  at = 0;
  constructor(
    private readonly src: string,
    private readonly fold = false,
    private readonly unicode = false,
  ) {}

  /** A plain character as its words hold it: folding, in lower case, or undefined outside plain ASCII. */
  private plainChar(c: string): string | undefined {
    if (!this.fold) return c;
    return c.charCodeAt(0) < 128 ? c.toLowerCase() : undefined;
  }

  /** `a|b|c`: one of the branches' words, or nothing known if any branch needs none. */
  alternation(): Needs {
    const words = new Set<string>();
    let known = true;
    for (;;) {
      const branch = this.sequence();
      if (branch === null) known = false;
      else for (const w of branch) words.add(w);
      if (this.src[this.at] !== '|') break;
      this.at++;
    }
    return known ? [...words] : null;
  }

  /** Atoms one after another: the best of their needs, plain characters in a row read as one word. */
  private sequence(): Needs {
    let best: Needs = null;
    let run = '';
    const endRun = () => {
      if (run !== '') best = better(best, [run]);
      run = '';
    };
    while (this.at < this.src.length && this.src[this.at] !== '|' && this.src[this.at] !== ')') {
      const atom = this.atom();
      const min = this.quantifier();
      if (atom.char !== undefined && min === 1) {
        run += atom.char;
        continue;
      }
      endRun();
      if (min >= 1) best = better(best, atom.needs);
    }
    endRun();
    return best;
  }

  /** The least number of times the atom before must match: 1 with no quantifier. */
  private quantifier(): number {
    const c = this.src[this.at];
    let min = 1;
    if (c === '*' || c === '?') {
      min = 0;
      this.at++;
    } else if (c === '+') {
      this.at++;
      // (a character repeated is still needed once, but not as part of a longer word)
      min = 2;
    } else if (c === '{') {
      const m = /^\{(\d+)(,\d*)?\}/.exec(this.src.slice(this.at));
      if (m === null) throw new Error('brace');
      min = Number(m[1]) === 0 ? 0 : 2;
      this.at += m[0].length;
    } else {
      return 1;
    }
    if (this.src[this.at] === '?') this.at++;
    return min;
  }

  /**
   * One atom: a plain character (`char`), or a piece with needs of its own. Zero-width pieces match nothing, but
   * break a run of characters all the same.
   */
  private atom(): { char?: string; needs: Needs } {
    const c = this.src[this.at] as string;
    if (c === '(') return { needs: this.group() };
    if (c === '[') return { needs: this.charClass() };
    if (c === '\\') return this.escape();
    if (c === '.' || c === '^' || c === '$') {
      this.at++;
      return { needs: null };
    }
    if (c === '*' || c === '+' || c === '?' || c === '{' || c === '}' || c === ']') throw new Error('syntax');
    this.at++;
    // a space may be made by blanking a span: never part of a word
    if (/\s/.test(c)) return { needs: null };
    const plain = this.plainChar(c);
    if (plain === undefined) return { needs: null };
    return { char: plain, needs: [plain] };
  }

  private group(): Needs {
    this.at++;
    let kind = 'capture';
    if (this.src[this.at] === '?') {
      const rest = this.src.slice(this.at);
      const m = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(rest);
      if (m === null) throw new Error('group');
      kind = m[0];
      this.at += m[0].length;
    }
    const needs = this.alternation();
    if (this.src[this.at] !== ')') throw new Error('paren');
    this.at++;
    // what a lookahead or lookbehind matches is in the text too; a negative one needs nothing
    return kind === '?!' || kind === '?<!' ? null : needs;
  }

  private charClass(): Needs {
    this.at++;
    const chars: string[] = [];
    let plain = this.src[this.at] !== '^';
    for (;;) {
      const c = this.src[this.at];
      if (c === undefined) throw new Error('class');
      if (c === ']') break;
      if (c === '\\') {
        const e = this.src[this.at + 1] as string;
        // (a property escape, "\p{L}": its name is no character of the class)
        if (this.unicode && (e === 'p' || e === 'P')) {
          this.at = this.skipBraces(this.at + 2);
          plain = false;
          continue;
        }
        if (PLAIN_ESCAPE.test(e)) chars.push(this.plainChar(e) ?? e);
        else plain = false;
        this.at += 2;
        // (a range from an escaped character)
        if (this.src[this.at] === '-' && this.src[this.at + 1] !== ']') plain = false;
        continue;
      }
      if (this.src[this.at + 1] === '-' && this.src[this.at + 2] !== ']') plain = false;
      const one = /\s/.test(c) ? undefined : this.plainChar(c);
      if (one !== undefined) chars.push(one);
      else plain = false;
      this.at++;
    }
    this.at++;
    return plain && chars.length > 0 && chars.length <= CLASS_MAX ? [...new Set(chars)] : null;
  }

  /** Past the braces that start at `from` ("{L}" of "\p{L}"); throws where there are none. */
  private skipBraces(from: number): number {
    const close = this.src.indexOf('}', from);
    if (this.src[from] !== '{' || close < 0) throw new Error('property');
    return close + 1;
  }

  private escape(): { char?: string; needs: Needs } {
    const e = this.src[this.at + 1];
    if (e === undefined) throw new Error('escape');
    if (PLAIN_ESCAPE.test(e)) {
      this.at += 2;
      return { char: e, needs: [e] };
    }
    // "\p{L}", "\P{Lu}" with the u flag: a character of no word
    if (this.unicode && (e === 'p' || e === 'P')) {
      this.at = this.skipBraces(this.at + 2);
      return { needs: null };
    }
    if (e === 'k') {
      const m = /^\\k<[A-Za-z_$][\w$]*>/.exec(this.src.slice(this.at));
      if (m === null) throw new Error('backreference');
      this.at += m[0].length;
      return { needs: null };
    }
    if (e === 'u' || e === 'x' || e === 'c' || e === 'p' || e === 'P') throw new Error('escape');
    // \b \B \d \D \s \S \w \W \t \n \r \f \v \0 and backreferences: no plain character
    this.at += 2;
    while (/\d/.test(e) && /\d/.test(this.src[this.at] ?? '')) this.at++;
    return { needs: null };
  }
}

/** A word of two characters or more, and the slots (one per pattern it was read from) it says may match. */
interface Word {
  readonly word: string;
  /** The word's third character, tested before the whole word is (-1 for a word of two). */
  readonly third: number;
  readonly slots: readonly number[];
}

/** Character pairs below this code are looked up in a table; others in a map. */
const TABLE = 128;

/**
 * Gates indexed by their words. Each entry is one or more patterns all of which a text must match (a parser's gate
 * and its own pattern); `admitted(text)` is, for each entry in the order given, whether the text holds a word of
 * each of its patterns (those with words known): an entry not admitted (0) cannot match the text.
 */
export class GateIndex {
  /** Words of two characters or more by their first two, in a table for plain characters and a map for others. */
  private readonly pairTable: (Word[] | undefined)[] = new Array(TABLE * TABLE).fill(undefined);
  private readonly pairMap = new Map<number, Word[]>();
  /** Words of one character, with the slots they admit; those below TABLE in a table as well. */
  private readonly byChar = new Map<number, number[]>();
  private readonly charTable: (number[] | undefined)[] = new Array(TABLE).fill(undefined);
  /** Each entry's slots, one after another: entry e's are those from `slotsFrom[e]` to `slotsFrom[e + 1]`. */
  private readonly slotsFrom: Int32Array;
  /** The slots found in the text being scanned (kept between scans, cleared at the start of each). */
  private readonly hit: Uint8Array;

  /** Whether the patterns' words are read, and texts scanned, with case folded (`foldedText`). */
  private readonly fold: boolean;

  constructor(entries: readonly (readonly (RegExp | undefined)[])[], options: { fold?: boolean } = {}) {
    this.fold = options.fold === true;
    const pairs = new Map<string, number[]>();
    let slot = 0;
    this.slotsFrom = new Int32Array(entries.length + 1);
    entries.forEach((patterns, e) => {
      for (const pattern of patterns) {
        const needs = pattern === undefined ? null : requiredWords(pattern, this.fold);
        if (needs === null || needs.length === 0) continue;
        for (const word of needs) {
          if (word.length === 1) getOrAdd(this.byChar, word.charCodeAt(0)).push(slot);
          else getOrAdd(pairs, word).push(slot);
        }
        slot++;
      }
      this.slotsFrom[e + 1] = slot;
    });
    this.hit = new Uint8Array(slot);
    for (const [c, slots] of this.byChar) if (c < TABLE) this.charTable[c] = slots;
    for (const [word, slots] of pairs) {
      const a = word.charCodeAt(0);
      const b = word.charCodeAt(1);
      const entry: Word = { word, third: word.length > 2 ? word.charCodeAt(2) : -1, slots };
      if (a < TABLE && b < TABLE) {
        const at = a * TABLE + b;
        const list = this.pairTable[at] ?? [];
        list.push(entry);
        this.pairTable[at] = list;
      } else {
        getOrAdd(this.pairMap, a * 65536 + b).push(entry);
      }
    }
  }

  /**
   * For each entry, 1 where the text may match every pattern of it, 0 where it cannot. The scan reads the text's
   * characters as `foldedText` would make them, one at a time (no folded copy is made), and looks a character's
   * one-character words and a pair's words up in tables indexed by character code below TABLE.
   */
  admitted(text: string): Uint8Array {
    const fold = this.fold;
    const hit = this.hit;
    hit.fill(0);
    const n = text.length;
    const charTable = this.charTable;
    const pairTable = this.pairTable;
    const hasChars = this.byChar.size > 0;
    let next = n > 0 ? (fold ? foldedCode(text.charCodeAt(0)) : text.charCodeAt(0)) : -1;
    for (let i = 0; i < n; i++) {
      const c = next;
      if (i + 1 < n) {
        next = text.charCodeAt(i + 1);
        if (fold) next = foldedCode(next);
      } else {
        next = -1;
      }
      if (hasChars) {
        const one = c < TABLE ? charTable[c] : this.byChar.get(c);
        if (one !== undefined) for (let k = 0; k < one.length; k++) hit[one[k] as number] = 1;
      }
      if (next < 0) break;
      const words = c < TABLE && next < TABLE ? pairTable[c * TABLE + next] : this.pairMap.get(c * 65536 + next);
      if (words === undefined) continue;
      let third = i + 2 < n ? text.charCodeAt(i + 2) : -1;
      if (fold && third >= 0) third = foldedCode(third);
      for (let w = 0; w < words.length; w++) {
        const word = words[w] as Word;
        if (word.third !== -1 && (word.third !== third || !holdsAt(text, word.word, i, fold))) continue;
        const slots = word.slots;
        for (let k = 0; k < slots.length; k++) hit[slots[k] as number] = 1;
      }
    }
    const from = this.slotsFrom;
    const out = new Uint8Array(from.length - 1);
    for (let e = 0; e < out.length; e++) {
      let all = 1;
      for (let s = from[e] as number; s < (from[e + 1] as number); s++) all &= hit[s] as number;
      out[e] = all;
    }
    return out;
  }
}

/** A character's code as `foldedText` leaves it: plain capitals in lower case, "ſ" as s, the Kelvin sign as k. */
function foldedCode(c: number): number {
  if (c >= 65 && c <= 90) return c + 32;
  if (c === 0x17f) return 115;
  if (c === 0x212a) return 107;
  return c;
}

/**
 * Whether `word` (of three characters or more, its first three already found there) stands in the text at `at`,
 * read as `foldedText` would make it when `fold`.
 */
function holdsAt(text: string, word: string, at: number, fold: boolean): boolean {
  if (!fold) return text.startsWith(word, at);
  if (at + word.length > text.length) return false;
  for (let k = 3; k < word.length; k++) {
    if (foldedCode(text.charCodeAt(at + k)) !== word.charCodeAt(k)) return false;
  }
  return true;
}

function getOrAdd<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (list === undefined) {
    list = [];
    map.set(key, list);
  }
  return list;
}
