import { WORD_SOURCE } from './parsers/zone.js';
import { halfOfDayClash } from './trailingPurpose.js';
import { DAY, MONTH } from './words.js';

/**
 * A schedule worked out in the message and said last, after what it is worked out from: "ping me when the 6:20
 * sails — so every weekday 6:10", "appointment reminders go out at 6pm the day before — so 6pm every day", "ping
 * me when the 7:40 train leaves, i.e. weekdays at 7:25", "the 8:05 leaves on platform 2; so just mon-fri 7:50", "meeting moved to
 * 10, which means tuesdays 9:45". The schedule after the mark ("so", "i.e.", "which means", "so just", "just do")
 * is read alone and what comes before is set aside, with a note.
 * Looked at only when the phrase does not read as it is; left as it was (refused) when:
 * - what comes before reads as a schedule on its own ("daily at 9 — so weekends at 10 too": one more rule, or in
 *   its place?);
 * - what comes before says days, dates or bounds ("winter hours from dec 1: site opens 7:30 not 7, so briefing ping
 *   7:15 weekdays": from december 1 only?);
 * - what comes before names a zone or a place's clock ("the tokyo desk opens at 9 — so every weekday 8:45": whose
 *   8:45?);
 * - what comes before says how often or for how long ("biweekly, so tuesdays at 10am", "the office is shut next
 *   week, so every weekday 10am");
 * - what comes after says a clock without its half of the day while what comes before has words of another half
 *   ("the pub quiz starts at 8 — so every thursday 7:30": its evening is in the words set aside);
 * - what comes after says no time of day, or does not read alone.
 */

export interface Concluded {
  readonly before: string;
  readonly after: string;
  readonly note: string;
}

export const CONCLUDED_GATE =
  /(?:[,;:.]|\s[-\u2013\u2014])\s*(?:so|i\.?e\.?|which\s+means|that\s+means|meaning|in\s+other\s+words|just\s+do|just\s+make\s+it)\b/i;
const SPLIT =
  /^(?<before>.+?)\s*(?:[,;:.]|\s[-\u2013\u2014])\s*(?:so\s+(?:just\s+|basically\s+)?(?:do\s+|make\s+it\s+)?|i\.?e\.?,?\s+|which\s+means\s+|that\s+means\s+|meaning\s+|in\s+other\s+words,?\s+|just\s+do\s+|just\s+make\s+it\s+)(?<after>[^,;]*?\d[^,;]*?)\s*[.!]?\s*$/i;
const ZONE_SAID = new RegExp(
  `(?<=^|[\\s(])(?:${WORD_SOURCE}|utc|gmt|[a-z]+/[a-z_]+)(?=$|[\\s),.;:])|\\b(?:their|local|my)\\s+time\\b`,
  'i',
);
/**
 * Words before the mark that may bound or change the runs ("winter hours from dec 1: site opens 7:30 not 7, so ...",
 * "until march", "every monday"): what is concluded may not be all of the schedule.
 */
const BOUNDS = new RegExp(
  `\\b(?:from|starting|beginning|as\\s+of|until|till|til|through|thru|between|except|not|no\\s+longer|instead|only|every|each|daily|nightly|weekly|monthly|yearly|annually|week(?:day|end|night)s?|biweekly|fortnight(?:ly)?|alternate|twice|thrice|once|times|even|odd|semi[-\\s]?\\w*|quarter(?:ly)?|end\\s+of|next|last|this|coming|tomorrow|tonight|today|for\\s+(?:the\\s+)?(?:next|following|coming)|${MONTH}|${DAY})\\b|\\d{1,2}(?:st|nd|rd|th)\\b|\\d{1,2}[/.-]\\d{1,2}`,
  'i',
);
/** A clock whose half of the day is plain: am/pm, the 24-hour clock (a leading zero, or from 13), noon, midnight. */
const HALF_SAID =
  /\b(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s*[ap]\.?m\b|\b(?:0\d|1[3-9]|2[0-3])[:.h]?[0-5]\d\b|\bnoon\b|\bmidnight\b/i;
/** A clock without its half of the day ("7:30", "at 8"). */
const BARE = /\b(1[0-2]|0?[1-9])(?::[0-5]\d)?\b(?!\s*[ap]\.?m)/i;
/** A time of day in what is concluded: a clock, not only a count ("so 5 runs"). */
const CLOCK = /\b(?:[01]?\d|2[0-3])[:.h][0-5]\d\b|\b(?:1[0-2]|0?[1-9])\s*[ap]\.?m\b|\bnoon\b|\bmidnight\b|\bat\s+\d/i;

/** What is worked out and what it is worked out from; null when the phrase is not so. */
export function concludedSchedule(phrase: string): Concluded | null {
  const m = SPLIT.exec(phrase.trim());
  if (!m?.groups) return null;
  const before = (m.groups.before as string).trim();
  const after = (m.groups.after as string).trim();
  if (!CLOCK.test(after) || ZONE_SAID.test(before.toLowerCase()) || BOUNDS.test(before)) return null;
  // "the pub quiz starts at 8 — so every thursday 7:30": the evening is in the words set aside
  const bare = BARE.exec(after);
  if (bare !== null && !HALF_SAID.test(after)) {
    const hour = { text: bare[0], hour: Number(bare[1]) };
    if (halfOfDayClash(before.toLowerCase().split(/[^a-z-]+/), [hour]) !== null) return null;
  }
  return { before, after, note: `Read "${before}" as what the schedule is worked out from, not as part of it.` };
}
