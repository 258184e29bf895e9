import { offsetAt, zoneNamed } from '../tz.js';

/**
 * The writer's own offset from UTC said last, as a remark on where they are: "satellite link check every 30 min, we
 * are UTC+14", "generator refuel 0700 daily (we're on +8:45)", "stand-up 9:00 weekdays - I'm on UTC+5:45". The times
 * are on that offset: the words become the offset said after them ("utc+14"), with a note, and the zone reader checks
 * it against any place named before ("Eucla ... (we're on +8:45)": one clock all year).
 *
 * Read only where the offset is one some zone keeps all year and no zone that changes its clocks ever keeps (+14,
 * +8:45, +5:45, +5:30, ...): there the writer's clock keeps it all year, and the fixed offset runs when they meant.
 * "we are UTC+1" (Paris in winter, London in summer) or "we're on -5" may move with the seasons, and "we're on +2:30"
 * or "we are -12" is no place's clock: left as said (refused). The words must be "I'm", "I am", "we're" or "we are"
 * ("were +8" is a past tense, "im" a typo of anything), and a bare sign needs "on", "UTC" or "GMT" before it ("we're
 * +9" may mean nine hours ahead of the reader).
 */
const OWN_OFFSET =
  /(?:\s*[,;]\s*|\s+-\s+|\s*\(\s*)(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:on\s+(?:utc|gmt)?|utc|gmt)\s*(?<sign>[+-])(?<h>\d{1,2})(?::?(?<m>[0-5]\d))?(?![\d:])\s*\)?\s*[.!]?\s*$/;
/** A cheap test before the reading: "we are" or "I'm" with a sign and a digit after it. */
const GATE = /\b(?:i['’]m|i am|we['’]re|we are)\s+(?:on\s+(?:utc|gmt)?|utc|gmt)\s*[+-]\d/;

let fixed: ReadonlySet<number> | null = null;
/**
 * The offsets (minutes east of UTC) that some place's zone keeps in both January and July 2027 and no zone changing its
 * clocks keeps in either ("Etc/GMT+12" is no place).
 */
export function offsetsKeptAllYear(): ReadonlySet<number> {
  if (fixed !== null) return fixed;
  const moving = new Set<number>();
  const kept = new Set<number>();
  const jan = Date.UTC(2027, 0, 15);
  const jul = Date.UTC(2027, 6, 15);
  for (const name of Intl.supportedValuesOf('timeZone')) {
    const z = zoneNamed(name);
    if (z === null) continue;
    const a = offsetAt(z, jan);
    const b = offsetAt(z, jul);
    if (a !== b) moving.add(a).add(b);
    else if (!/^(?:etc\/|utc$|gmt$)/i.test(name)) kept.add(a);
  }
  fixed = new Set([...kept].filter((o) => !moving.has(o)));
  return fixed;
}

/** `text` (lower case) with "we are UTC+14" said last read as the offset said, or `text` unchanged. */
export function ownOffsetSaid(text: string, notes: string[]): string {
  if (!GATE.test(text)) return text;
  const m = OWN_OFFSET.exec(text);
  const g = m?.groups;
  if (m === null || g === undefined) return text;
  // "(we're on +8:45" unbalanced: whose clock is it?
  if (m[0].includes('(') !== m[0].includes(')')) return text;
  const h = Number(g.h);
  const mm = Number(g.m ?? 0);
  if (h > 14 || (mm !== 0 && mm !== 30 && mm !== 45)) return text;
  const minutes = (g.sign === '-' ? -1 : 1) * (h * 60 + mm);
  if (!offsetsKeptAllYear().has(minutes)) return text;
  const offset = `utc${g.sign}${String(h).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
  const said = m[0]
    .replace(/^[\s,;(-]+/, '')
    .replace(/[\s.!)]+$/, '')
    .replace(/\b(?:utc|gmt)\b/, (w) => w.toUpperCase())
    .replace(/\bi(?=\b|')/g, 'I');
  notes.push(`"${said}" read as your clock, ${offset.toUpperCase()}, which no zone that changes its clocks keeps.`);
  return `${text.slice(0, m.index)} ${offset}`;
}
