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
 * A pattern is read as the ways its matches may go (`requiredBranches`): each top-level branch, and each branch of
 * a group crossed with the rest of its sequence (up to WAYS_MAX ways), with every clause of words that way needs
 * (up to CLAUSES_MAX, the sharpest). A text is admitted where it holds a word of every clause of one way: "for"
 * alone no longer opens "for\s+(?:the\s+)?(?:days|weeks)|until\s+may", which wants "days" or "weeks" beside it.
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

/**
 * What a match of one branch of a pattern must hold: a word of each of these clauses (each as `Needs` says, none
 * null); none known when empty. "for\s+(?:next|coming)\s+(?:days|weeks)" needs "for", one of "next" and "coming",
 * and one of "days" and "weeks", all three.
 */
type Clauses = readonly (readonly string[])[];

/**
 * The ways a match of a piece of a pattern may go, each with its clauses: a match holds a word of each clause of
 * one of them. "(?:from|until)\s+(?:may|june)|for\s+days" may go two ways: one of "from" and "until" with one of
 * "may" and "june", or "for" with "days".
 */
type Ways = readonly Clauses[];

/** The one way of a piece that needs nothing. */
const NONE: Ways = [[]];

/** Of a way beyond this many clauses, the sharpest this many are kept (fewer to look up per text). */
const CLAUSES_MAX = 4;

/** Ways a piece of a pattern is read as, at most: past them, a group's ways are read as one clause. */
const WAYS_MAX = 64;

/** A piece's ways as one: a clause of the best words of each (`oneOfBranches`), or none known. */
function asOne(ways: Ways): Ways {
  if (ways.length === 1) return ways;
  const one = oneOfBranches(ways);
  return one === null ? NONE : [[one]];
}

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
  // (each group's ways read as one clause: one word of each top-level branch's best clause)
  const branches = branchesOf(re, fold, 1);
  return branches === null ? null : oneOfBranches(branches);
}

/**
 * The words every match of each of a regular expression's top-level branches holds, a word of each clause of one
 * branch (`Clauses`), or null where some branch needs none known (or as `requiredWords` says). Sharper than
 * `requiredWords`, which keeps one clause a branch: a text that holds "for" and no word of a unit fails
 * "for\s+(?:days|weeks)|until\s+may" whatever else it holds.
 */
export function requiredBranches(re: RegExp, fold = false): Ways | null {
  const branches = branchesOf(re, fold, WAYS_MAX);
  return branches === null || branches.some((b) => b.length === 0) ? null : branches.map(sharpest);
}

/** Each top-level branch's clauses as read (empty where none is known), or null where the source cannot be read. */
function branchesOf(re: RegExp, fold: boolean, waysMax: number): Ways | null {
  // (the global and sticky flags change where a match is looked for, not what it holds)
  if (/[v]/.test(re.flags) || (!fold && /[iu]/.test(re.flags))) return null;
  try {
    const parser = new SourceReader(re.source, fold, re.flags.includes('u'), waysMax);
    const branches = parser.branches();
    return parser.at === re.source.length ? branches : null;
  } catch {
    return null;
  }
}

/** The one clause of a branch that says the most (`better`), or null for none known. */
function bestClause(clauses: Clauses): Needs {
  let best: Needs = null;
  for (const c of clauses) best = better(best, c);
  return best;
}

/** Branches as one clause: the best clause of each, any of their words; null where a branch needs none known. */
function oneOfBranches(branches: readonly Clauses[]): Needs {
  const words = new Set<string>();
  for (const b of branches) {
    const best = bestClause(b);
    if (best === null) return null;
    for (const w of best) words.add(w);
  }
  return [...words];
}

/** A branch's clauses, at most CLAUSES_MAX of them, the sharpest first (as `better` ranks them: longer shortest word, then fewer words). */
function sharpest(clauses: Clauses): Clauses {
  const shortest = (c: readonly string[]) => Math.min(...c.map((w) => w.length));
  const sorted = [...clauses].sort((a, b) => shortest(b) - shortest(a) || a.length - b.length);
  return sorted.slice(0, CLAUSES_MAX);
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
    /** Ways a sequence is read as, at most (1: each group's ways read as one clause). */
    private readonly waysMax = WAYS_MAX,
  ) {}

  /** A plain character as its words hold it: folding, in lower case, or undefined outside plain ASCII. */
  private plainChar(c: string): string | undefined {
    if (!this.fold) return c;
    return c.charCodeAt(0) < 128 ? c.toLowerCase() : undefined;
  }

  /** `a|b|c`: the ways a match may go, each branch's own (`Ways`), in order. */
  branches(): Ways {
    const out: Clauses[] = [];
    for (;;) {
      out.push(...this.sequence());
      if (this.src[this.at] !== '|') break;
      this.at++;
    }
    return out;
  }

  /**
   * Atoms one after another: each way a match of them may go, the clauses of one way of each atom together (plain
   * characters in a row read as one word). Where the ways would grow past WAYS_MAX, an atom's ways are taken as one
   * clause (any of their best words).
   */
  private sequence(): Ways {
    let ways: Clauses[] = [[]];
    let run = '';
    const add = (atom: Ways) => {
      const one = atom.length === 1 || ways.length * atom.length > this.waysMax ? asOne(atom) : atom;
      const next: Clauses[] = [];
      for (const w of ways) for (const a of one) next.push(a.length === 0 ? w : [...w, ...a]);
      ways = next;
    };
    const endRun = () => {
      if (run !== '') add([[[run]]]);
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
      if (min >= 1) add(atom.needs);
    }
    endRun();
    return ways;
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
  private atom(): { char?: string; needs: Ways } {
    const c = this.src[this.at] as string;
    if (c === '(') return { needs: this.group() };
    if (c === '[') {
      const one = this.charClass();
      return { needs: one === null ? NONE : [[one]] };
    }
    if (c === '\\') return this.escape();
    if (c === '.' || c === '^' || c === '$') {
      this.at++;
      return { needs: NONE };
    }
    if (c === '*' || c === '+' || c === '?' || c === '{' || c === '}' || c === ']') throw new Error('syntax');
    this.at++;
    // a space may be made by blanking a span: never part of a word
    if (/\s/.test(c)) return { needs: NONE };
    const plain = this.plainChar(c);
    if (plain === undefined) return { needs: NONE };
    return { char: plain, needs: [[[plain]]] };
  }

  private group(): Ways {
    this.at++;
    let kind = 'capture';
    if (this.src[this.at] === '?') {
      const rest = this.src.slice(this.at);
      const m = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(rest);
      if (m === null) throw new Error('group');
      kind = m[0];
      this.at += m[0].length;
    }
    const needs = this.branches();
    if (this.src[this.at] !== ')') throw new Error('paren');
    this.at++;
    // what a lookahead or lookbehind matches is in the text too; a negative one needs nothing
    return kind === '?!' || kind === '?<!' ? NONE : needs;
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

  private escape(): { char?: string; needs: Ways } {
    const e = this.src[this.at + 1];
    if (e === undefined) throw new Error('escape');
    if (PLAIN_ESCAPE.test(e)) {
      this.at += 2;
      return { char: e, needs: [[[e]]] };
    }
    // "\p{L}", "\P{Lu}" with the u flag: a character of no word
    if (this.unicode && (e === 'p' || e === 'P')) {
      this.at = this.skipBraces(this.at + 2);
      return { needs: NONE };
    }
    if (e === 'k') {
      const m = /^\\k<[A-Za-z_$][\w$]*>/.exec(this.src.slice(this.at));
      if (m === null) throw new Error('backreference');
      this.at += m[0].length;
      return { needs: NONE };
    }
    if (e === 'u' || e === 'x' || e === 'c' || e === 'p' || e === 'P') throw new Error('escape');
    // \b \B \d \D \s \S \w \W \t \n \r \f \v \0 and backreferences: no plain character
    this.at += 2;
    while (/\d/.test(e) && /\d/.test(this.src[this.at] ?? '')) this.at++;
    return { needs: NONE };
  }
}

/** A word of two characters or more, and the slots (one per clause it was read into) it says may match. */
interface Word {
  readonly word: string;
  /** The word's third character, tested before the whole word is (-1 for a word of two). */
  readonly third: number;
  readonly slots: readonly number[];
  /**
   * The scan that last found the word (`GateIndex.scans`): a word a text holds many times ("every", "the") has its
   * slots set once a scan, not at each place it stands.
   */
  seen: number;
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
  /**
   * A slot is one clause of one branch of one pattern (`requiredBranches`), and the slots of a branch, of a
   * pattern's branches and of an entry's patterns follow one another: entry e's patterns are those from
   * `patternsFrom[e]` to `patternsFrom[e + 1]`, pattern p's branches those from `branchesFrom[p]`, branch b's slots
   * those from `slotsFrom[b]`. An entry is admitted where each of its patterns has a branch all of whose slots the
   * text holds a word of.
   */
  private readonly patternsFrom: Int32Array;
  private readonly branchesFrom: Int32Array;
  private readonly slotsFrom: Int32Array;
  /** The slots found in the text being scanned (kept between scans, cleared at the start of each). */
  private readonly hit: Uint8Array;
  /** Scans made so far: the number of the scan under way, by which a word or character already found is known. */
  private scans = 0;
  /** The scan that last found each character below TABLE that is a word of one character (as `Word.seen`). */
  private readonly charSeen = new Int32Array(TABLE);

  /** Whether the patterns' words are read, and texts scanned, with case folded (`foldedText`). */
  private readonly fold: boolean;

  constructor(entries: readonly (readonly (RegExp | undefined)[])[], options: { fold?: boolean } = {}) {
    this.fold = options.fold === true;
    const pairs = new Map<string, number[]>();
    let slot = 0;
    const patternsFrom = [0];
    const branchesFrom = [0];
    const slotsFrom = [0];
    for (const patterns of entries) {
      for (const pattern of patterns) {
        const branches = pattern === undefined ? null : requiredBranches(pattern, this.fold);
        if (branches === null || branches.length === 0) continue;
        for (const clauses of branches) {
          for (const needs of clauses) {
            for (const word of new Set(needs)) {
              if (word.length === 1) getOrAdd(this.byChar, word.charCodeAt(0)).push(slot);
              else getOrAdd(pairs, word).push(slot);
            }
            slot++;
          }
          slotsFrom.push(slot);
        }
        branchesFrom.push(slotsFrom.length - 1);
      }
      patternsFrom.push(branchesFrom.length - 1);
    }
    this.patternsFrom = Int32Array.from(patternsFrom);
    this.branchesFrom = Int32Array.from(branchesFrom);
    this.slotsFrom = Int32Array.from(slotsFrom);
    this.hit = new Uint8Array(slot);
    for (const [c, slots] of this.byChar) if (c < TABLE) this.charTable[c] = slots;
    for (const [word, slots] of pairs) {
      const a = word.charCodeAt(0);
      const b = word.charCodeAt(1);
      const entry: Word = { word, third: word.length > 2 ? word.charCodeAt(2) : -1, slots, seen: 0 };
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
    const scan = ++this.scans;
    const charSeen = this.charSeen;
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
        const one = c < TABLE ? (charSeen[c] === scan ? undefined : charTable[c]) : this.byChar.get(c);
        if (one !== undefined) {
          if (c < TABLE) charSeen[c] = scan;
          for (let k = 0; k < one.length; k++) hit[one[k] as number] = 1;
        }
      }
      if (next < 0) break;
      const words = c < TABLE && next < TABLE ? pairTable[c * TABLE + next] : this.pairMap.get(c * 65536 + next);
      if (words === undefined) continue;
      let third = i + 2 < n ? text.charCodeAt(i + 2) : -1;
      if (fold && third >= 0) third = foldedCode(third);
      for (let w = 0; w < words.length; w++) {
        const word = words[w] as Word;
        if (word.seen === scan) continue;
        if (word.third !== -1 && (word.third !== third || !holdsAt(text, word.word, i, fold))) continue;
        word.seen = scan;
        const slots = word.slots;
        for (let k = 0; k < slots.length; k++) hit[slots[k] as number] = 1;
      }
    }
    const patternsFrom = this.patternsFrom;
    const branchesFrom = this.branchesFrom;
    const slotsFrom = this.slotsFrom;
    const out = new Uint8Array(patternsFrom.length - 1);
    for (let e = 0; e < out.length; e++) {
      let all = 1;
      for (let p = patternsFrom[e] as number; all === 1 && p < (patternsFrom[e + 1] as number); p++) {
        let any = 0;
        for (let b = branchesFrom[p] as number; any === 0 && b < (branchesFrom[p + 1] as number); b++) {
          let branch = 1;
          for (let s = slotsFrom[b] as number; branch === 1 && s < (slotsFrom[b + 1] as number); s++) {
            branch = hit[s] as number;
          }
          any = branch;
        }
        all = any;
      }
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
