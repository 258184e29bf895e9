import { MONTH_NAMES } from '../../cron/calendar.js';
import { type IntentDraft, type RecurrenceParser, setMonths, unparseable } from '../draft.js';
import { MONTH, monthOf } from '../words.js';
import { monthsIn } from './months.js';

const TO = '\\s*(?:-|–|to|through|thru|till|until)\\s*';
/** "just once", "only once", "(only this once)", ", once" right after a stretch of months: that stretch only. */
const ONCE_AFTER =
  /^\s*[,;(]?\s*(?:(?:just|only)\s+)?(?:this\s+)?once\b(?!\s+(?:a|an|per|each|every|daily|weekly|hourly|monthly)\b)/;

/**
 * Said after "every" in a stretch said first, a step or an ordinal ("every fourth tuesday": each fourth one, or the
 * fourth of each month?): not read there.
 */
const NOT_AFTER_EVERY =
  '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fortnight\\w*|couple|few|several)';

/**
 * Drafts whose months were said first, before the rule they bound ("oct thru march every tuesday 10am"): with another
 * rule after it in the phrase (", every thursday 3pm"), the months may bound that one too, or not (rules.ts asks).
 */
export const MONTHS_SAID_FIRST = new WeakMap<IntentDraft, string>();

/**
 * A stretch of months said with "from", or last in the phrase: "every thursday 5pm from october to march", "sunday
 * market only from april to october", "every sunday 6pm eastern jan thru march", "every night sept to april". A
 * season that comes back each year: read as those months every year, with a note saying how to say one stretch
 * only (its dates with their years). Said first right before "every"/"each" and the rule it bounds ("switch heater
 * test oct thru march every tuesday 10am") it is read the same way. A month with a number after it is a date's ("from oct to march 5", "from jan
 * through jun 2027": the running period's), and a month after a number ("14 jan to march") is a date's too.
 * Before the period parser, which leaves "from march" to be read here when another month follows.
 */
export const monthSpansParser: RecurrenceParser = {
  name: 'month-spans',
  gate: /(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z.]*\s*(?:-|–|to|through|thru|till|until)\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/,
  pattern: new RegExp(
    `\\bfrom\\s+(?<from>${MONTH}${TO}${MONTH})(?![\\s,]*\\d)` +
      // said last, after a word of the schedule: not after a number ("14 jan to march" is a date's), but after a
      // clock's minutes ("check 06:30 dec-apr": no date's day follows a colon)
      `|(?<![:,;(]\\s*|(?<!:\\d)\\d\\s*|\\b(?:in|of|during|every|each|between|except|excluding|not|from|and|or|to|summer|winter|spring|autumn|fall)\\s+)\\b(?<last>${MONTH}${TO}${MONTH})(?=\\s*[.!]?\\s*$)` +
      // said first, right before the rule it bounds ("switch heater test oct thru march every tuesday 10am")
      `|(?<![:,;(]\\s*|(?<!:\\d)\\d\\s*|\\b(?:in|of|during|every|each|between|except|excluding|not|from|and|or|to|this|next|coming|summer|winter|spring|autumn|fall)\\s+)\\b(?<before>${MONTH}${TO}${MONTH})(?=,?\\s+(?:every|each)\\s+(?!other\\b|${NOT_AFTER_EVERY}\\b|\\d))`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const said = (g.from ?? g.last ?? g.before ?? '').trim();
    const ends = said.split(/\s*(?:-|–|\s(?:through|thru|to|till|until)\s)\s*/).map((w) => monthOf(w.trim()) ?? 1);
    const first = MONTH_NAMES[ends[0] ?? 1];
    const last = MONTH_NAMES[ends[1] ?? 1];
    // "this october to march", "from october to march just once": one stretch, whose dates and years are not said
    const before = m.input.slice(Math.max(0, m.index - 12), m.index);
    const after = m.input.slice(m.index + m[0].length);
    // ("just once" may be read first as one run in all: with a stretch of months, it says the stretch is once)
    if (/\b(?:this|next|coming)\s*$/.test(before) || ONCE_AFTER.test(after) || draft.once !== null) {
      return unparseable(
        `"${m[0].trim()}" is one stretch of months, and its first and last dates are not said.`,
        `Give them with their years, e.g. "from ${first?.toLowerCase()} 1 2026 to ${last?.toLowerCase()} 31 2027", or drop "this"/"once" for every year.`,
      );
    }
    if (g.before !== undefined) MONTHS_SAID_FIRST.set(draft, said);
    draft.assumptions.push(
      `"${m[0].trim()}" read as every year from ${first} to ${last}; for one stretch only, give its first and last dates with their years.`,
    );
    return setMonths(draft, { kind: 'months', months: monthsIn(said.replace(/\btill\b/, 'to')) }, m[0]);
  },
};
