import { WINDOWS_ZONES } from '../windowsZones.js';
import { GAZETTEER_WORDS, MULTI_ZONE_WORDS, ZONE_WORDS } from '../zones.js';
import { CATALAN_GATE } from './catalanWords.js';
import { readChatSlips } from './chatSlips.js';
import { readPartPerTime } from './dictation.js';
import { FOREIGN_TIME_WORDS } from './foreignTimeWords.js';
import { INDONESIAN_WORDS } from './indonesianWords.js';
import { readListWords } from './listWords.js';
import { readMixedLanguageWords } from './mixedLanguageWords.js';
import { normalize } from './normalize.js';
import { readSecondLanguage } from './secondLanguage.js';
import { readSecondLanguageOrder } from './secondLanguageOrder.js';
import { NEAR_WORDS } from './slipNearWords.js';
import { readSpanishWords, SPANISH_GATE } from './spanishWords.js';
import { readHalfHours } from './spelledClock.js';
import { SWAHILI_WORDS } from './swahiliWords.js';
import { readWrittenSlips } from './writtenSlips.js';
import { readZoneSaidAway } from './zoneSaidAway.js';

/**
 * Slips in typing the grammar's own words ("evry", "wednsday", "wkdays", "thrusday", "dialy") and the words of
 * zones ("pacfic", "lodnon"), read as the word meant when that is plain: the word is not one the grammar or English
 * knows (nor part of a zone's name), it has
 * four letters or more, its first letter is right, and it is within one edit (two for a word of seven letters or
 * more) of the words of exactly one meaning. An edit is a letter added, dropped, changed, or two neighbours
 * swapped. Each reading is said as an assumption; a phrase is looked at for slips only when it cannot be read as
 * it is.
 */

/** The words a slip can be read as, by meaning ("monday" and "mondays" are one). */
const MEANINGS: readonly (readonly string[])[] = [
  ['sunday', 'sundays'],
  ['monday', 'mondays'],
  ['tuesday', 'tuesdays'],
  ['wednesday', 'wednesdays'],
  ['thursday', 'thursdays'],
  ['friday', 'fridays'],
  ['saturday', 'saturdays'],
  ['january'],
  ['february'],
  ['march'],
  ['april'],
  ['june'],
  ['july'],
  ['august'],
  ['september'],
  ['october'],
  ['november'],
  ['december'],
  ['every'],
  ['daily'],
  ['weekly'],
  ['hourly'],
  ['monthly'],
  ['yearly'],
  ['weekday', 'weekdays'],
  ['weekend', 'weekends'],
  ['weeknight', 'weeknights'],
  ['minute', 'minutes'],
  ['hour', 'hours'],
  ['days'],
  ['week', 'weeks'],
  ['month', 'months'],
  ['morning'],
  ['evening'],
  ['afternoon'],
  ['midnight'],
  ['until'],
  ['except'],
  ['business'],
];

/** The grammar's own words a slip can be read as, without the zones'. */
export const SCHEDULE_SLIP_WORDS: readonly string[] = MEANINGS.flat();

/**
 * The words of zones a slip can be read as ("pacfic", "lodnon", "toyko"), each a meaning of its own: the region
 * words and every city, country or state written as one word of five letters or more, as zones.ts lists them, and
 * "time" ("pacific tiem").
 */
const ZONE_MEANINGS: readonly string[] = [
  ...new Set(
    [...ZONE_WORDS.keys(), ...MULTI_ZONE_WORDS.keys()].filter((k) => /^[a-z]{5,}$/.test(k) && !GAZETTEER_WORDS.has(k)),
  ),
  'time',
];

/** Every word above, with the index of its meaning. */
export const SLIP_VOCABULARY: ReadonlyMap<string, number> = new Map([
  ...MEANINGS.flatMap((ws, i) => ws.map((w) => [w, i] as const)),
  ...ZONE_MEANINGS.map((w, i) => [w, MEANINGS.length + i] as const),
]);

/** The same words by their first letter, which a slip keeps ("blursday" is a word of its own, not "thursday"). */
const BY_FIRST_LETTER: ReadonlyMap<string, readonly (readonly [string, number])[]> = (() => {
  const out = new Map<string, [string, number][]>();
  for (const [w, i] of SLIP_VOCABULARY) {
    const list = out.get(w[0] as string) ?? [];
    list.push([w, i]);
    out.set(w[0] as string, list);
  }
  return out;
})();

/** The words of zone names ("pune" is a city, not a slip of "june"). */
const ZONE_NAME_WORDS: ReadonlySet<string> = new Set(
  [ZONE_WORDS, MULTI_ZONE_WORDS, WINDOWS_ZONES].flatMap((m) =>
    [...m.keys()].flatMap((k) => k.toLowerCase().match(/[a-z]+/g) ?? []),
  ),
);

/** Short forms the grammar reads as they are ("every 5 mins": not "minsk"). */
const SHORT_FORMS: ReadonlySet<string> = new Set(['mins', 'secs', 'tues', 'weds', 'thur', 'thurs', 'sept']);

/** The most edits a slip of `word` may have. */
export function allowed(word: string): number {
  return word.length >= 7 ? 2 : 1;
}

const rows: number[][] = [[], [], []];

/** Damerau-Levenshtein distance (neighbours swapped count as one edit), or `max + 1` once it is past `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = rows[0] as number[];
  let prev = rows[1] as number[];
  let cur = rows[2] as number[];
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let low = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] as number) + 1, (cur[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (before[j - 2] as number) + 1);
      cur[j] = v;
      if (v < low) low = v;
    }
    if (low > max) return max + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  return Math.min(prev[b.length] as number, max + 1);
}

/** A letter only Vietnamese writes: "ơ", "ư", "đ", a vowel with a dot below or a hook above, or with two marks. */
const VIETNAMESE_LETTERS = /[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/u;

/** The word a slip stands for, or undefined: a known word, a short one, or one near two meanings is left alone. */
export function meantWord(word: string): string | undefined {
  if (
    word.length <= 3 ||
    SLIP_VOCABULARY.has(word) ||
    SHORT_FORMS.has(word) ||
    NEAR_WORDS.has(word) ||
    ZONE_NAME_WORDS.has(word)
  )
    return undefined;
  if (INDONESIAN_WORDS.has(word) || SWAHILI_WORDS.has(word)) return undefined;
  // a word of when in another language ("monats": German, of the month) is no slip of an English one ("mondays")
  if (FOREIGN_TIME_WORDS.has(word)) return undefined;
  // a word in letters only Vietnamese writes ("thuế": tax) is no slip of an English one ("thur")
  if (VIETNAMESE_LETTERS.test(word)) return undefined;
  let meaning = -1;
  let best: string | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [v, i] of BY_FIRST_LETTER.get(word[0] as string) ?? []) {
    const max = allowed(v);
    const d = editDistance(word, v, max);
    if (d > max) continue;
    // a word of when in another language ("raat": night in Hindi) is never a slip of a place's name ("rabat")
    if (i >= MEANINGS.length && FOREIGN_TIME_WORDS.has(word)) continue;
    if (meaning !== -1 && meaning !== i) return undefined;
    meaning = i;
    // a place's name moves every run's clock: a slip of one is one edit only ("bahan", Indonesian for ingredients, is
    // no slip of "bahrain"; "calcetto", Italian five-a-side, none of "calcutta"); a word that far still makes a slip
    // near two meanings
    if (i >= MEANINGS.length && d > 1) continue;
    // "mondys": "mondays" (one edit) over "monday" (two); at the same distance, the one ending as typed
    if (d < bestDistance || (d === bestDistance && v.at(-1) === word.at(-1))) {
      best = v;
      bestDistance = d;
    }
  }
  return best;
}

/** The keys next to each key on a QWERTY keyboard: the letters a slip of one key lands on. */
const NEAR_KEYS: Readonly<Record<string, string>> = {
  q: 'wa',
  w: 'qase',
  e: 'wsdr',
  r: 'edft',
  t: 'rfgy',
  y: 'tghu',
  u: 'yhji',
  i: 'ujko',
  o: 'iklp',
  p: 'ol',
  a: 'qwsz',
  s: 'awedxz',
  d: 'serfcx',
  f: 'drtgvc',
  g: 'ftyhbv',
  h: 'gyujnb',
  j: 'huikmn',
  k: 'jiolm',
  l: 'kop',
  z: 'asx',
  x: 'zsdc',
  c: 'xdfv',
  v: 'cfgb',
  b: 'vghn',
  n: 'bhjm',
  m: 'njk',
};

/**
 * Whether `word` is the short form `short` or a slip of it ("fir", "tue" typed "tye", "mom"): two letters swapped, a
 * letter doubled or dropped, or a key next to the right one. An English word one letter from it ("due", "out",
 * "son") is none of these.
 */
export function typoOf(word: string, short: string): boolean {
  if (word === short) return true;
  if (editDistance(word, short, 1) > 1) return false;
  if (word.length === short.length) {
    const at = [...word].findIndex((c, i) => c !== short[i]);
    const swapped = word[at + 1] === short[at] && word[at] === short[at + 1];
    return swapped || (NEAR_KEYS[short[at] as string] ?? '').includes(word[at] as string);
  }
  // a letter doubled ("fri" as "frii") or dropped ("thu" as "th"), not another added
  const [long, brief] = word.length > short.length ? [word, short] : [short, word];
  const at = [...brief].findIndex((c, i) => c !== long[i]);
  const i = at < 0 ? brief.length : at;
  return long[i] === long[i - 1] || long[i] === long[i + 1];
}

/** Day short forms, which a slip in a range or list of them stands for ("mon-fir", "tue-thrus"). */
const DAY_SHORT = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const DAY_RANGE_SLIP =
  /\b(mon|tue|wed|thu|fri|sat|sun)([-\u2013/])([a-z]{3})\b|\b([a-z]{3})([-\u2013/])(mon|tue|wed|thu|fri|sat|sun)\b/g;
/** "ever day", "ever monday": "every", where "ever" cannot be the word it is. */
const EVER =
  /\bever(?=\s+(?:day|week|month|hour|minute|morning|evening|night|weekday|weekend|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)/g;
/** "8pmm", "9amm": a letter of am/pm typed twice. */
const DOUBLE_MERIDIEM = /\b(\d{1,2}(?::[0-5]\d)?)\s*([ap])m{2,}\b/g;

const WORD = /\b[a-z]{4,}\b/g;

/** "every days at 7am": a plural after "every" or "each" where one day is meant (not "every days 1-7"). */
const EVERY_DAYS = /\b(every|each)\s+days\b(?!\s*\d{1,2}\s*(?:-|–|to\b|and\b|,|&|st\b|nd\b|rd\b|th\b))/g;

/** The phrase (normalised) with its slips read as the words meant, and a note for each; null when it has none. */
export function correctSlips(text: string, asTyped?: string): { text: string; notes: string[] } | null {
  const notes: string[] = [];
  // "at half seven": half past seven as Britain says it, with a note (elsewhere it is half an hour before)
  // "comma", "at 6 30 am", "10 an", "tues n thurs", "tmrw" (chatSlips.ts)
  // "the 3 of march", "all the days", "Lisbon hour", "at for pm" (secondLanguage.ts), "their time" (zoneSaidAway.ts),
  // "kl 07.00", "wensday" (writtenSlips.ts), "todos los lunes a las 9" (spanishWords.ts), "toda segunda", "har roz subah 7 baje", "tuwing Lunes" (mixedLanguageWords.ts), "the 8 and
  // half of morning" (secondLanguageOrder.ts), "07:45 und 16:45", "mo-fr", "in the day 10" (listWords.ts), written again
  // as normalised
  const said = readListWords(
    readSecondLanguageOrder(
      readSecondLanguage(
        readWrittenSlips(
          readMixedLanguageWords(readSpanishWords(readZoneSaidAway(text, notes), notes), notes, asTyped),
          notes,
        ),
        notes,
      ),
      notes,
    ),
    notes,
  );
  const plain = said === text ? text : normalize(said);
  const plural = readHalfHours(readPartPerTime(readChatSlips(plain, notes), notes), notes).replace(
    EVERY_DAYS,
    (_m, every: string) => {
      notes.push(`"${every} days" read as "${every} day".`);
      return `${every} day`;
    },
  );
  const typed = plural
    .replace(EVER, () => {
      notes.push('"ever" read as "every".');
      return 'every';
    })
    .replace(DOUBLE_MERIDIEM, (m, t: string, half: string) => {
      notes.push(`"${m}" read as "${t}${half}m".`);
      return `${t}${half}m`;
    })
    .replace(
      DAY_RANGE_SLIP,
      (m, a?: string, dashA?: string, slipA?: string, slipB?: string, dashB?: string, b?: string) => {
        const slip = slipA ?? slipB ?? '';
        if (DAY_SHORT.includes(slip)) return m;
        const meant = DAY_SHORT.find((d) => typoOf(slip, d));
        if (meant === undefined) return m;
        notes.push(`"${slip}" read as "${meant}".`);
        return a !== undefined ? `${a}${dashA}${meant}` : `${meant}${dashB}${b}`;
      },
    );
  // a phrase in Catalan or Spanish holds its nouns ("netejar la cuina": the kitchen, "al florista"), no slips of
  // places ("china", "florida")
  const catalan = CATALAN_GATE.test(text) || SPANISH_GATE.test(text);
  const out = typed.replace(WORD, (w) => {
    const meant = meantWord(w);
    if (meant === undefined) return w;
    if (catalan && (ZONE_WORDS.has(meant) || MULTI_ZONE_WORDS.has(meant))) return w;
    const note = `"${w}" read as "${meant}".`;
    if (!notes.includes(note)) notes.push(note);
    return meant;
  });
  return notes.length === 0 ? null : { text: out, notes };
}
