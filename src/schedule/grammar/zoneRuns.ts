import { WORD_SOURCE } from './parsers/zone.js';

/**
 * Words around rules said one per zone that say how many runs are meant, and the small words of a zone's rule that
 * only make sense beside another one. Read by `zoneRules` (manyRules.ts), which is tried only once the phrase has
 * failed to read as said:
 * - last, words that say each zone's time is a run of its own: "(two pings)", "(3 posts)", "do both", "one each",
 *   with or without saying the times are not one instant first ("— wait that's not the same time, do both"). With
 *   them ("same job twice" too), rules at different clock times in two zones ("every monday at 10am Nairobi & 7am Lima") are each a run,
 *   as said (without them such a pair stays refused: it may be one time converted wrongly). A number said must be
 *   the number of rules;
 * - a rule's "again" ("thursday 7am Honolulu and again 7am Sydney");
 * - a zone said with "for" right after a rule's time ("4pm for Lagos and 4pm for Nairobi", "8pm local for India"), read as that place's
 *   clock only where every rule says one so.
 */

const NUMBER: Readonly<Record<string, number>> = { two: 2, three: 3, four: 4, five: 5, both: 2 };
const RUNS = '(?:pings?|runs?|messages?|posts?|reminders?|alerts?|notifications?|tasks?|emails?|calls?|pushes)';
/** "(two pings)", "do both", "one each", after "wait that's not the same time" or not: last in the phrase. */
const SEVERAL =
  /[\s,;.!(\u2013\u2014-]*(?<differ>(?:(?:wait|oh|hmm|ok|okay|yes|yeah|i\s+know)[\s,]+)*(?:that'?s|those\s+are|these\s+are|they'?re|it'?s|they\s+are)\s+not\s+the\s+same\s+(?:time|instant|moment|hour)s?(?:[\s,;.!\u2013\u2014-]+(?:i\s+know|on\s+purpose))?[\s,;.!\u2013\u2014-]*)?(?:(?:so|and|but)\s+)?(?:just\s+)?(?:(?:(?:please\s+)?(?:do|run|send|schedule|keep|want|need)\s+(?:them\s+|it\s+)?)?(?<both>both|all\s+(?<all>two|three|four|five|of\s+them))|(?<n>two|three|four|five|[2-5])\s+(?:separate\s+)?(?<what>[a-z]+)|(?:one|1)\s+(?:each|per\s+(?:zone|place|city|region)|for\s+each)|(?<twice>(?:(?:the\s+)?same\s+(?:job|task|thing|reminder|message|ping|run)\s+)?twice))(?:\s+please)?[\s.!)]*$/;
const SEVERAL_GATE = /\b(?:both|all|two|three|four|five|[2-5]|each|per|twice)\b/;

export interface RunsSaid {
  /** The phrase without the words. */
  readonly text: string;
  /** The number of runs said, or null ("one each", "all of them"). */
  readonly count: number | null;
  /** Said with words that the times are not one instant, or a count: rules at different times are meant. */
  readonly differ: boolean;
  readonly said: string;
  /** "both in the morning": the part of the day every rule's time must fall in. */
  readonly part?: (minutes: number) => boolean;
}

/** ", both every monday", ", both in the morning": "both" said of the days or the part of the day of every rule. */
const BOTH_OF =
  /[\s,;(\u2013\u2014-]+both\s+(?:(?<part>in\s+the\s+(?:morning|afternoon|evening)|mornings?|afternoons?|evenings?|a\.?m\.?|p\.?m\.?)|(?<days>[a-z][a-z\s/&\u2013-]*?))[\s.!)]*$/;
const BOTH_OF_GATE = /\bboth\s+[a-z]/;
const PARTS: ReadonlyArray<readonly [RegExp, (m: number) => boolean]> = [
  [/morning|a\.?m/, (m) => m < 720],
  [/afternoon/, (m) => m >= 720 && m < 1080],
  [/evening/, (m) => m >= 1020],
  [/p\.?m/, (m) => m >= 720],
];
/** "two handoffs:", "3 check-ins -": the runs counted first, before the rules. */
const COUNTED_FIRST =
  /^\s*(?<n>two|three|four|five|[2-5])\s+(?<what>[a-z][a-z-]*?s)\s*(?::|\s[\u2013\u2014-])\s+(?=\S)/;
/** Counted words that are lengths or times of day, not runs ("two days:"). */
const NOT_RUNS =
  /^(?:seconds|minutes|mins|hours|hrs|days|nights|weeks|months|years|times|mornings|evenings|afternoons)$/;

/**
 * Words said of every zone's rule: last ("both every monday", "both in the morning": the days are read as every
 * rule's, the part of the day is checked against every rule's time), or a count first ("two handoffs: ..."). Null
 * when none is said.
 */
function bothSaid(text: string): RunsSaid | null {
  const first = COUNTED_FIRST.exec(text);
  if (first?.groups?.n !== undefined && !NOT_RUNS.test(first.groups.what ?? '')) {
    const n = NUMBER[first.groups.n] ?? Number(first.groups.n);
    return {
      text: text.slice(first[0].length),
      count: n,
      differ: false,
      said: first[0].replace(/[\s:\u2013\u2014-]+$/, ''),
    };
  }
  if (!BOTH_OF_GATE.test(text)) return null;
  const m = BOTH_OF.exec(text);
  const g = m?.groups;
  if (!m || !g) return null;
  if (m[0].includes('(') !== m[0].includes(')')) return null;
  const rest = text.slice(0, m.index).trim();
  if (rest === '') return null;
  const said = m[0].replace(/^[\s,;(\u2013\u2014-]+|[\s.!)]+$/g, '');
  if (g.part !== undefined) {
    const part = PARTS.find(([word]) => word.test(g.part as string))?.[1];
    return part === undefined ? null : { text: rest, count: 2, differ: false, said, part };
  }
  // the days, said once for every rule (read so only where they read as days alone, manyRules.ts)
  if (g.days === undefined || /\d/.test(g.days)) return null;
  return { text: `${rest}, ${g.days.trim()}`, count: 2, differ: false, said };
}

/** The words last in the phrase that say each zone's rule is a run, or null. */
export function runsSaid(text: string): RunsSaid | null {
  if (!SEVERAL_GATE.test(text)) return null;
  const m = SEVERAL.exec(text);
  const g = m?.groups;
  if (!m || !g) return bothSaid(text);
  if (g.what !== undefined && !new RegExp(`^${RUNS}$`).test(g.what)) return null;
  // an opening bracket must be closed by the words
  if (m[0].includes('(') !== m[0].includes(')')) return null;
  const rest = text.slice(0, m.index).trim();
  if (rest === '') return null;
  const word = g.n ?? g.all ?? (g.both === 'both' || g.twice !== undefined ? 'both' : undefined);
  const count = word === undefined ? null : (NUMBER[word] ?? (/^\d$/.test(word) ? Number(word) : null));
  const said = m[0].replace(/^[\s,;.!(\u2013\u2014-]+|[\s.!)]+$/g, '');
  return { text: rest, count, differ: g.differ !== undefined || count !== null, said };
}

/** "and again 7am sydney", "again at 7am": the word before a rule's time. */
const AGAIN = /^\s*(?:and\s+)?again\s+(?=\d|at\b|@)/;
/** "4pm for lagos" last in a rule: a time, "for", a zone. */
const FOR_ZONE = new RegExp(
  `(?<clock>\\d\\s*[ap]\\.?m\\.?|\\b\\d{1,2}[:.h][0-5]\\d|\\bnoon|\\bmidnight)(?:\\s+local)?\\s+for\\s+(?:the\\s+)?(?<zone>${WORD_SOURCE})(?:\\s+time)?\\s*$`,
);

/**
 * The pieces of a rule per zone with "again" and "for <zone>" read, and a note for the latter; the pieces as they
 * were when "for" is not said after every piece's time (a place after "for" may be whom the run is for, its clock
 * the person's own: "9am for Lagos" alone stays refused).
 */
export function zonePieces(pieces: readonly string[]): { pieces: string[]; note: string | null } {
  const out = pieces.map((p) => p.replace(AGAIN, ''));
  const fors = out.map((p) => FOR_ZONE.exec(p));
  if (out.length < 2 || fors.some((f) => f === null)) return { pieces: out, note: null };
  const zones = fors.map((f) => f?.groups?.zone ?? '');
  return {
    pieces: out.map((p, i) => {
      const f = fors[i] as RegExpExecArray;
      return `${p.slice(0, f.index)}${f.groups?.clock} ${f.groups?.zone}`;
    }),
    note: `"for ${zones.join('", "for ')}" after each time read as that place's clock.`,
  };
}
