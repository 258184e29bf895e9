import type { LocalIntent } from '../intent.js';
import { fail, type Outcome, ok } from '../problem.js';
import { formatOffset, offsetAt, transitionsBetween, zoneNamed } from '../tz.js';

/**
 * A remark on a place's clock rules, said beside a schedule on that place's clock: whether it keeps daylight saving
 * time, or the offset it takes for part of the year. Looked at only once the phrase has failed to read as typed
 * (rules.ts): the remark is cut off, the rest read on its own, and the remark checked against the zone the rest
 * names (IANA's rules, for the year ahead). Where it agrees it says nothing the zone does not already do, and is set
 * aside with a note; where it does not, the phrase is refused, naming both.
 * - no daylight saving: "São Paulo 8am weekdays (no DST there anymore)", "Phoenix office 9am, they don't do DST",
 *   "CDMX 8am weekdays, sin horario de verano", "Recife 7h diário (sem horário de verão)";
 * - daylight saving: "Cairo 9am daily, they have DST again", "Chile office 9am mon, DST applies there";
 * - an offset for part of the year: "Rabat 17:00 daily (they go back to GMT in Ramadan)".
 *
 * The remark "(no DST there)" said right after a zone is read in the phrase by the zone's own parser (zoneAsides.ts);
 * this reader takes the other forms, and the place said only in a job's name ("Brisbane office 8:30am weekdays (no
 * daylight saving)"), whose zone the rest gets only when read whole.
 *
 * Refused: a remark contradicting the zone ("Tokyo 9am daily (they have DST)": Tokyo keeps one clock; "Cairo 9am,
 * no DST there": Cairo changes), a remark beside no zone said (the person's own clock: "9am daily, no DST there":
 * where?), rules on several clocks ("which one's?"), and a remark that asks for a change ("but skip DST",
 * "ignore DST": what should the runs do?), which is no remark on the place and is left to the readers.
 */

/** A word of the clock change. */
const DST = String.raw`(?:dst|d\.s\.t\.?|daylight[\s-]+sav(?:ing|ings)(?:\s+time)?|summer\s*time|clock\s+changes?)`;
/** Where, and since when, said after the remark. */
const TAIL = String.raw`(?:\s+(?:there|here|any\s*more|now|either|too|these\s+days|since\s+20\d\d|since\s+\d{4}))*`;

/** The place keeps one clock all year. */
const NO_DST = new RegExp(
  String.raw`^(?:(?:there(?:'s|\s+is)\s+|they\s+have\s+|it\s+has\s+)?no\s+(?:more\s+)?${DST}${TAIL}` +
    String.raw`|(?:they|it|that\s+place|the\s+place)\s+(?:(?:don'?t|do\s+not|doesn'?t|does\s+not|no\s+longer|never)\s+(?:do|have|use|observe|keep|follow|change\s+for)` +
    String.raw`|(?:dropped|abolished|scrapped|ended|got\s+rid\s+of|stopped))\s+(?:the\s+)?${DST}${TAIL}` +
    String.raw`|(?:sin|ya\s+no\s+(?:hay|tienen|usan))\s+(?:el\s+)?horario\s+de\s+verano(?:\s+(?:all[aá]|ya))?` +
    String.raw`|sem\s+(?:o\s+)?hor[aá]rio\s+de\s+ver[aã]o)$`,
  'i',
);
/** The place changes its clock for daylight saving time. */
const HAS_DST = new RegExp(
  String.raw`^(?:(?:they|it|that\s+place|the\s+place)\s+(?:have|has|do|does|use|uses|observe|observes|keep|keeps|follow|follows)(?:\s+(?:the|a))?\s+${DST}(?:\s+(?:again|there|too|now|these\s+days))*` +
    String.raw`|${DST}\s+(?:applies|is\s+back|is\s+on|is\s+observed)(?:\s+(?:again|there|too|now))*` +
    String.raw`|con\s+horario\s+de\s+verano|com\s+hor[aá]rio\s+de\s+ver[aã]o)$`,
  'i',
);
/** The place takes another offset for part of the year: "they go back to GMT in Ramadan". */
const PART_OFFSET =
  /^(?:they|it)\s+(?:go|goes|switch|switches|move|moves|drop|drops|fall|falls|change|changes|set\s+clocks)\s+(?:back\s+)?(?:to|onto)\s+(?<zone>gmt|utc)\s*(?<sign>[+-]\s*\d{1,2})?\s+(?:in|during|for)\s+ramadan$/i;

/** The remark in brackets anywhere, or last after a comma, a semicolon or a dash. */
const BRACKETED = /\s*\(([^()]{4,60})\)/g;
const LAST = /\s*(?:[,;]|\s[-\u2013\u2014])\s*([^,;()]{4,60}?)[\s.!]*$/;

export const CLOCK_RULE_ASIDE_GATE = /\b(?:dst|daylight|summer\s*time|clock\s+changes?|horario|hor[aá]rio|ramadan)\b/i;

type Said = { kind: 'none' } | { kind: 'dst' } | { kind: 'offset'; minutes: number };

function remark(text: string): Said | null {
  const t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019]/g, "'");
  if (NO_DST.test(t)) return { kind: 'none' };
  if (HAS_DST.test(t)) return { kind: 'dst' };
  const part = PART_OFFSET.exec(t);
  if (part?.groups !== undefined) {
    const sign = (part.groups.sign ?? '+0').replace(/\s+/g, '');
    return { kind: 'offset', minutes: Number(sign) * 60 };
  }
  return null;
}

/** The phrase without its remark on the place's clock rules, and the remark as said; null when it has none. */
export function withoutClockRuleAside(phrase: string): { text: string; said: string; rule: Said } | null {
  for (const m of phrase.matchAll(BRACKETED)) {
    const rule = remark(m[1] as string);
    if (rule !== null) {
      const text = `${phrase.slice(0, m.index)} ${phrase.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
      return { text, said: (m[1] as string).trim(), rule };
    }
  }
  const last = LAST.exec(phrase);
  const rule = last === null ? null : remark(last[1] as string);
  if (last === null || rule === null) return null;
  return { text: phrase.slice(0, last.index).trim(), said: (last[1] as string).trim(), rule };
}

const YEAR_MS = 366 * 24 * 3600 * 1000;

/**
 * The rules of a phrase read without its remark on the place's clock rules, the remark set aside with a note where
 * the zone the rules name agrees with it; a refusal where it does not; null where there is no such remark, the rest
 * does not read, or names no zone of its own.
 */
export function readClockRuleAside(
  phrase: string,
  now: number,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const aside = withoutClockRuleAside(phrase);
  if (aside === null) return null;
  const read = readRest(aside.text);
  if (!read.ok) return null;
  const first = read.value[0];
  // the place the remark is about: the one zone the rules say (not the person's own clock, nor several)
  if (first === undefined || !read.value.every((r) => r.zone.said !== null && r.zone.name === first.zone.name))
    return null;
  const zone = zoneNamed(first.zone.name);
  if (zone === null) return null;
  const changes = transitionsBetween(zone, now, now + YEAR_MS);
  const offsets = new Set([offsetAt(zone, now), ...changes.map((c) => c.after)]);
  const name = first.zone.name;
  const said = (first.zone.said ?? '').replace(/\s+time$/i, '');
  const place = said === '' || said.includes('/') ? name : `${said} (${name})`;
  const agrees =
    aside.rule.kind === 'none'
      ? changes.length === 0
      : aside.rule.kind === 'dst'
        ? changes.length > 0
        : changes.length > 0 && offsets.has(aside.rule.minutes);
  if (!agrees) {
    const does = changes.length === 0 ? 'keeps one offset all year' : 'changes its clock during the year';
    return fail(
      'unparseable',
      `"${aside.said}" does not agree with the clock of ${place}, which ${does}.`,
      'Say the place whose clock the times are on, or give a fixed offset such as "UTC+2", and leave out the remark.',
    );
  }
  const does =
    aside.rule.kind === 'none'
      ? 'keeps one offset all year'
      : aside.rule.kind === 'dst'
        ? 'changes for daylight saving time'
        : `takes UTC${formatOffset(aside.rule.minutes)} for part of the year`;
  const note = `Set "${aside.said}" aside: the clock of ${place} ${does}, as it says.`;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [...r.assumptions, note] } : r)));
}
