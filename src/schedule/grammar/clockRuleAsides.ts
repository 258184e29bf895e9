import { MONTH_NAMES } from '../cron/calendar.js';
import type { LocalIntent } from '../intent.js';
import { fail, type Outcome, ok } from '../problem.js';
import { formatOffset, offsetAt, transitionsBetween, zoneNamed } from '../tz.js';
import { resolveZoneWord } from '../zones.js';
import { sameClock } from './zoneClocks.js';

/**
 * A remark on a place's clock rules, said beside a schedule on that place's clock: whether it keeps daylight saving
 * time, or the offset it takes for part of the year. Looked at only once the phrase has failed to read as typed
 * (rules.ts): the remark is cut off, the rest read on its own, and the remark checked against the zone the rest
 * names (IANA's rules, for the year ahead). Where it agrees it says nothing the zone does not already do, and is set
 * aside with a note; where it does not, the phrase is refused, naming both.
 * - no daylight saving: "São Paulo 8am weekdays (no DST there anymore)", "Phoenix office 9am, they don't do DST",
 *   "CDMX 8am weekdays, sin horario de verano", "Recife 7h diário (sem horário de verão)";
 * - daylight saving: "Cairo 9am daily, they have DST again", "Chile office 9am mon, DST applies there";
 * - an offset for part of the year: "Rabat 17:00 daily (they go back to GMT in Ramadan)";
 * - the month daylight saving time starts: "Nuuk: linen count 07:00 daily, and note they go to summer time in march";
 * - runs wanted on the days the clocks change too: "2:30am Eastern daily (yes including the night the clocks change)",
 *   true of a schedule in UTC, which runs every day it names (the note on daylight saving gives the UTC times).
 * The place may be the remark's subject ("Egypt has summer time again", "Darwin doesn't do DST"), where it must
 * keep the clock the rules are on; lead-in words ("and note", "NB:", "fyi") are not the remark.
 *
 * The remark "(no DST there)" said right after a zone is read in the phrase by the zone's own parser (zoneAsides.ts);
 * this reader takes the other forms, and the place said only in a job's name ("Brisbane office 8:30am weekdays (no
 * daylight saving)"), whose zone the rest gets only when read whole.
 *
 * Refused: a remark contradicting the zone ("Tokyo 9am daily (they have DST)": Tokyo keeps one clock; "Cairo 9am,
 * no DST there": Cairo changes), a remark beside no zone said (the person's own clock: "9am daily, no DST there":
 * where?), a subject on another clock ("Perth 9am daily, Sydney has DST"), a month DST does not start in ("Nuuk
 * ..., they go to summer time in june"), rules on several clocks ("which one's?"), and a remark that asks for a change ("but skip DST",
 * "ignore DST": what should the runs do?), which is no remark on the place and is left to the readers.
 */

/** A word of the clock change. */
const DST = String.raw`(?:dst|d\.s\.t\.?|daylight[\s-]+sav(?:ing|ings)(?:\s+time)?|summer\s*time|clock\s+changes?)`;
/** Where, and since when, said after the remark. */
const TAIL = String.raw`(?:\s+(?:(?:up|down|over|out)\s+there|there|here|any\s*more|now|either|too|these\s+days|since\s+20\d\d|since\s+\d{4}))*`;

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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** The place starts daylight saving time in a month: "they go to summer time in march", "DST starts in october". */
const STARTS_IN = new RegExp(
  String.raw`^(?:(?:they|it)\s+(?:go|goes|switch|switches|move|moves|change|changes|spring\s+forward)\s+(?:to|onto)\s+(?:the\s+)?${DST}` +
    String.raw`|${DST}\s+(?:starts|begins|kicks\s+in)(?:\s+there)?)` +
    String.raw`\s+(?:in|from)\s+(?<month>jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*$`,
  'i',
);
/** The runs are wanted on the days the clocks change too: "(yes including the night the clocks change)". */
const ALWAYS =
  /^(?:yes,?\s+)?(?:including|incl\.?|even\s+on|also\s+on)\s+(?:the\s+)?(?:nights?|days?|dates?|weekends?)\s+(?:when\s+|that\s+)?the\s+clocks?\s+(?:change|changes|go\s+(?:forward|back)|spring\s+forward|fall\s+back)$/i;
/** Words that only bring the remark in: "and note", "NB:", "fyi". */
const LEAD_IN =
  /^(?:(?:and|but)\s+)?(?:note|nb|n\.b\.|fyi|remember|keep\s+in\s+mind|bear\s+in\s+mind)(?:\s+that|\s*:)?\s+/i;
/** A place said as the remark's subject, "Egypt has summer time again": read as "they", and checked below. */
const SUBJECT =
  /^(?<place>[\p{L}][\p{L}.' -]{1,30}?)\s+(?=(?:has|have|keeps|observes|uses|follows|does\s+not|doesn't|don't|no\s+longer|never|dropped|abolished|scrapped|ended|stopped|goes|switches|changes|moves)\b)/iu;

/** The remark in brackets anywhere, or last after a comma, a semicolon or a dash. */
const BRACKETED = /\s*\(([^()]{4,60})\)/g;
const LAST = /\s*(?:[,;]|\s[-\u2013\u2014])\s*([^,;()]{4,60}?)[\s.!]*$/;

export const CLOCK_RULE_ASIDE_GATE =
  /\b(?:dst|daylight|summer\s*time|clocks?\s+(?:changes?|go|spring|fall)|horario|hor[aá]rio|ramadan)\b/i;

type Said = (
  | { kind: 'none' }
  | { kind: 'dst' }
  | { kind: 'offset'; minutes: number }
  | { kind: 'starts'; month: number }
  | { kind: 'always' }
) & { subject?: string };

function remark(text: string): Said | null {
  let t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(LEAD_IN, '');
  if (ALWAYS.test(t)) return { kind: 'always' };
  // "Egypt has summer time again": the place said, which must be the one the rules are on (readClockRuleAside)
  const subject = SUBJECT.exec(t)?.groups?.place;
  const zone = subject === undefined ? null : resolveZoneWord(subject.toLowerCase().replace(/\s+/g, ' '));
  if (subject !== undefined && zone !== null) t = `they ${t.slice(subject.length).trimStart()}`;
  const said = kindOf(t);
  return said === null || zone === null ? said : { ...said, subject: zone };
}

function kindOf(t: string): Said | null {
  if (NO_DST.test(t)) return { kind: 'none' };
  if (HAS_DST.test(t)) return { kind: 'dst' };
  const part = PART_OFFSET.exec(t);
  if (part?.groups !== undefined) {
    const sign = (part.groups.sign ?? '+0').replace(/\s+/g, '');
    return { kind: 'offset', minutes: Number(sign) * 60 };
  }
  const starts = STARTS_IN.exec(t)?.groups?.month;
  if (starts !== undefined) return { kind: 'starts', month: MONTHS.indexOf(starts.toLowerCase()) };
  return null;
}

/** The phrase without its remark on the place's clock rules, and the remark as said; null when it has none. */
function withoutClockRuleAside(phrase: string): { text: string; said: string; rule: Said } | null {
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
  // the place said in the remark is another clock's: not a remark on this one
  if (aside.rule.subject !== undefined && !sameClock(aside.rule.subject, first.zone.name, now)) return null;
  const changes = transitionsBetween(zone, now, now + YEAR_MS);
  const offsets = new Set([offsetAt(zone, now), ...changes.map((c) => c.after)]);
  const name = first.zone.name;
  const said = (first.zone.said ?? '').replace(/\s+time$/i, '');
  const place = said === '' || said.includes('/') ? name : `${said} (${name})`;
  const rule = aside.rule;
  const agrees =
    rule.kind === 'none'
      ? changes.length === 0
      : rule.kind === 'dst' || rule.kind === 'always'
        ? changes.length > 0
        : rule.kind === 'starts'
          ? changes.some((c) => c.after > c.before && new Date(c.at + c.after * 60_000).getUTCMonth() === rule.month)
          : changes.length > 0 && offsets.has(rule.minutes);
  if (!agrees) {
    const does =
      changes.length === 0
        ? 'keeps one offset all year'
        : rule.kind === 'starts'
          ? `does not start daylight saving time in ${MONTH_NAMES[rule.month + 1]}`
          : 'changes its clock during the year';
    return fail(
      'unparseable',
      `"${aside.said}" does not agree with the clock of ${place}, which ${does}.`,
      'Say the place whose clock the times are on, or give a fixed offset such as "UTC+2", and leave out the remark.',
    );
  }
  const does =
    rule.kind === 'none'
      ? 'keeps one offset all year'
      : rule.kind === 'dst'
        ? 'changes for daylight saving time'
        : rule.kind === 'starts'
          ? `starts daylight saving time in ${MONTH_NAMES[rule.month + 1]}`
          : rule.kind === 'always'
            ? 'changes during the year, and the runs are on those days too (at the UTC times the notes give)'
            : `takes UTC${formatOffset(rule.minutes)} for part of the year`;
  const note = `Set "${aside.said}" aside: the clock of ${place} ${does}, as it says.`;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [...r.assumptions, note] } : r)));
}
