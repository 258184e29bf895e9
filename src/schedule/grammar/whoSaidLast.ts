import { resolveZoneWord } from '../zones.js';
import { isAsideWord } from './labels.js';
import { allowed, editDistance, meantWord, SCHEDULE_SLIP_WORDS, typoOf } from './slips.js';
import { monthOf, weekdayOf } from './words.js';

/**
 * Who runs a job, or whose it is, said last after its schedule and set off by a dash, a comma or a full stop:
 * - people labelled ("... 13:30 Mon–Fri. Owner: Priya", "..., assigned to @sam", "— lead: Ana & Tom");
 * - a person and what they do ("... mon-fri — tatay drives", "... 9am, Kai owns it", "— Jess covers");
 * - two people or more, each capitalised as a name is ("... 06:00 and 18:00 — Marco, Jess");
 * - a person's thing ("... tomorrow 6:15am — mom's dialysis", "..., Sam's recital").
 * Each name is a name's word (`isAsideWord`: no digit, day, month, stem of time, zone's letters) or a mention
 * ("@oncall"), and no place or zone the zone reader knows ("— London, Paris": whose clocks?). Refused, so left to
 * the rest of the grammar: one bare name ("... 7pm — Omar", "... 9am — Vegas": a person, or the place whose clock
 * it is?), names in lower case with no label or verb ("— marco, jess"), and words of time ("— night shift",
 * "Owner: weekend crew").
 */

/** A name as typed: a mention, or a word of letters (with an apostrophe or a hyphen inside). */
const NAME = String.raw`@?[\p{L}][\p{L}'’.-]*`;
/** Names joined by commas, "&", "and", "/" or "+". */
const NAMES = String.raw`${NAME}(?:\s*(?:,|&|\+|/|\band\b)\s*${NAME}){0,3}`;
/** Labels of who runs a job. */
const LABEL = String.raw`(?:owners?|owned\s+by|assigned\s+to|assignee|lead|dri|on\s+call|contact|cc|who)`;
/** What a person does with the job, after their name. */
const DOES = String.raw`(?:drives|owns(?:\s+(?:it|this|that))?|runs\s+(?:it|this|that)|leads(?:\s+(?:it|this))?|covers(?:\s+(?:it|this))?|handles\s+(?:it|this)|does\s+(?:it|this)|hosts|is\s+on\s+(?:it|this)|on\s+it|in\s+charge)`;
/** The mark that sets the words off: a dash, a comma, a full stop or a semicolon. */
const MARK = String.raw`(?:\s*[\u2014\u2013]\s*|\s+-\s+|\s*[.,;]\s+)`;

const LABELLED = new RegExp(`${MARK}(${LABEL})\\s*[:\\-]?\\s+(${NAMES})$`, 'iu');
const DOING = new RegExp(`${MARK}(${NAMES})\\s+(${DOES})$`, 'iu');
const LISTED = new RegExp(`${MARK}(${NAMES})$`, 'u');
const WHOSE = new RegExp(`${MARK}(${NAME}['’]s(?:\\s+[\\p{L}][\\p{L}'-]*){1,3})$`, 'u');

/** A cheap test first: a dash, a comma, a full stop or a semicolon before a last word of letters. */
export const WHO_LAST_GATE = /(?:[\u2014\u2013.,;]|\s-)\s*[@\p{L}][^\u2014\u2013.,;]*$/u;

/** Marks that may close the phrase after the words. */
const CLOSING = /[\s!.]+$/;

/** The phrase without who runs it said last, and the note saying so; null when it says none. */
export function withoutWhoSaidLast(phrase: string): { phrase: string; note: string } | null {
  const body = phrase.replace(CLOSING, '');
  const allCaps = body === body.toUpperCase();
  for (const [re, kind] of [
    [LABELLED, 'labelled'],
    [DOING, 'doing'],
    [WHOSE, 'whose'],
    [LISTED, 'listed'],
  ] as const) {
    const m = re.exec(body);
    if (m === null) continue;
    const said = body.slice(m.index).replace(/^[\s\u2014\u2013.,;-]+/, '');
    const rest = body.slice(0, m.index);
    // the rest must say a time or how often
    if (!/\d|\b(?:daily|weekly|hourly|nightly|every|each|noon|midnight)\b/i.test(rest)) return null;
    const names = kind === 'whose' ? (m[1] as string).replace(/['’]s\b/, '') : kind === 'labelled' ? m[2] : m[1];
    const words = (names as string).split(/\s*(?:,|&|\+|\/|\band\b|\s)\s*/i).filter((w) => w !== '');
    if (words.length === 0 || words.length > 4) return null;
    // (the owner of a thing, "mom's dialysis", is a person's word: "mom" is no slip of "mon" there)
    const named = words.every((w, i) =>
      nameWord(kind === 'whose' && i === 0 ? `${w}'s` : w, kind === 'listed' && !allCaps),
    );
    if (!named) continue;
    // ("— Marco, Jess": a name within a slip of a month's may stand beside one that is no slip of any)
    if (words.every((w) => nearDayOrMonth(w.toLowerCase()))) continue;
    // a bare list is two people or more: one bare name may be a place whose clock it is
    if (kind === 'listed' && words.length < 2) continue;
    const what = kind === 'whose' ? 'what it is for' : 'who runs it';
    return { phrase: rest, note: `Read "${said}" as ${what}, not as part of the schedule.` };
  }
  return null;
}

/** Whether `typed` may be a person's name; `capitalised`: it must be typed as a name is ("Marco"). */
function nameWord(typed: string, capitalised: boolean): boolean {
  if (/^@[a-z][\w.-]*$/i.test(typed)) return true;
  const w = typed.toLowerCase().replace(/’/g, "'");
  if (capitalised && !/^\p{Lu}\p{Ll}/u.test(typed)) return false;
  if (resolveZoneWord(w) !== null) return false;
  // ("— Tues, Thurs", "— Weds": the days it runs, not who runs it)
  // (a possessive, "mom's", is a person's, never a slip of a day's name)
  const possessive = /'s$/.test(w);
  if ((possessive ? weekdayOf(w.slice(0, -2)) !== undefined : dayOrMonthWord(w.replace(/\.$/, ''))) || whenWord(w))
    return false;
  // ("— Lunch, Dinner": meals and shifts say when, maybe the runs' own times, not who runs it)
  if (MEALS_AND_SHIFTS.test(w)) return false;
  // (a person's name may be within a slip of a word of time: "Marco", "Jess"; see above)
  const bare = possessive ? w.slice(0, -2) : w;
  return isAsideWord(bare, possessive ? typed.slice(0, -2) : typed, false, true);
}

/** Meals and shifts, which say a time of day of their own. */
const MEALS_AND_SHIFTS =
  /^(?:breakfast|brunch|lunch|dinner|supper|tea|snack|meal|shift|early|late|days|nights|mornings|evenings|afternoons|am|pm)s?$/;

const DAY_AND_MONTH_NAMES =
  'sunday monday tuesday wednesday thursday friday saturday january february march april may june july august september october november december'.split(
    ' ',
  );

/** The short forms of days and months as the grammar reads them, whose slips it reads too ("thrus", "tye"). */
const SHORT_FORMS = [...DAY_AND_MONTH_NAMES.map((n) => n.slice(0, 3)), 'tues', 'weds', 'thur', 'thurs', 'sept'];

/**
 * Whether `w` is a day's or a month's name, its short form or plural ("Tues", "Thurs", "Weds", "Sept"), or a slip
 * of one: of a short form ("thrus"), of a day's name ("Tusday"), or of a month's as the slip reader takes it ("junie").
 */
function dayOrMonthWord(w: string): boolean {
  if (weekdayOf(w) !== undefined || monthOf(w) !== undefined || monthOf(w.replace(/s$/, '')) !== undefined) return true;
  if (w.length >= 3 && w.length <= 5 && SHORT_FORMS.some((s) => typoOf(w, s))) return true;
  if (
    DAY_AND_MONTH_NAMES.slice(0, 7).some((d) => [d, `${d}s`].some((v) => editDistance(w, v, allowed(v)) <= allowed(v)))
  )
    return true;
  const meant = meantWord(w);
  return meant !== undefined && (weekdayOf(meant) !== undefined || monthOf(meant) !== undefined);
}

/** Whether `w` is a word of when the grammar reads ("daily", "every", "weekdays"), or a slip it reads as one. */
function whenWord(w: string): boolean {
  if (SCHEDULE_SLIP_WORDS.includes(w)) return true;
  const meant = meantWord(w);
  return meant !== undefined && SCHEDULE_SLIP_WORDS.includes(meant);
}

/** Whether `w` is within one edit of a day's or a month's name, or of its short form. */
function nearDayOrMonth(w: string): boolean {
  return DAY_AND_MONTH_NAMES.some((d) => editDistance(w, d, 1) <= 1 || editDistance(w, d.slice(0, 3), 1) <= 1);
}
