import type { Weekday } from '../../intent.js';
import { type RecurrenceParser, setDays, setMonths, unparseable } from '../draft.js';
import { US_ZONE } from '../holidays.js';

/**
 * The United States' holidays held on a weekday of a month, said as the day to run on ("thanksgiving 9am",
 * "thanksgiving morning 9am", "on labor day at 10", "every memorial day 8am", "mother's day 9am", "father's day
 * brunch 11am" is not this: a word after the holiday makes it a name's): that weekday every year, with a note saying
 * which, for a person in a zone of the United States.
 *
 * Refused: the same words elsewhere (Canada's Thanksgiving is in October, the UK's Mothering Sunday in Lent,
 * Australia's Father's Day in September: whose is meant?), and a holiday after "after", "before", "day after" and
 * the like (a day apart from it, which no weekday of a month says), after a country's word ("canadian
 * thanksgiving", "uk mother's day") and after "this" or "next" (that one day, or every year?). Said before a word of a name ("labor day bbq
 * reminder ...") it is not read here.
 */

/** Words that make a holiday one day, not every year's ("this thanksgiving"). */
const ONCE_WORD = /^(?:this|next|coming|upcoming|last|only)$/;
/** A country's word before a holiday ("canadian", "uk", "aussie"): its own day, maybe not the United States'. */
const COUNTRY_WORD =
  /^(?:uk|u\.k\.|us|u\.s\.|usa|american|british|english|scottish|welsh|irish|canadian|canada|mexican|mexico|australian|aussie|oz|kiwi|nz|german|french|brazilian|indian|japanese|chinese|korean|european|[a-z]+(?:ian|ish|ese|can))$/;

interface WeekdayHoliday {
  readonly name: string;
  readonly nth: 1 | 2 | 3 | 4 | 'last';
  readonly weekday: Weekday;
  readonly month: number;
}

const HOLIDAYS: ReadonlyArray<readonly [RegExp, WeekdayHoliday]> = [
  [/^thanksgiving/, { name: 'Thanksgiving', nth: 4, weekday: 5, month: 11 }],
  [/^labou?r/, { name: 'Labor Day', nth: 1, weekday: 2, month: 9 }],
  [/^memorial/, { name: 'Memorial Day', nth: 'last', weekday: 2, month: 5 }],
  [/^mother/, { name: "Mother's Day", nth: 2, weekday: 1, month: 5 }],
  [/^father/, { name: "Father's Day", nth: 3, weekday: 1, month: 6 }],
  [/^(?:mlk|martin)/, { name: 'Martin Luther King Jr. Day', nth: 3, weekday: 2, month: 1 }],
  [/^president/, { name: "Presidents' Day", nth: 3, weekday: 2, month: 2 }],
];

/** Quartz numbering: 1 = Sunday. */
const WEEKDAY_NAMES = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NTH_NAMES = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', last: 'last' } as const;
const MONTH_NAMES = ['', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];
const MONTH_LATE = ['October', 'November', 'December'];

function monthName(month: number): string {
  return month <= 9 ? (MONTH_NAMES[month] as string) : (MONTH_LATE[month - 10] as string);
}

export const holidayWeekdaysParser: RecurrenceParser = {
  name: 'holiday-weekdays',
  gate: /thanksgiving|labou?r|memorial|mother|father|mlk|martin|president/,
  pattern: new RegExp(
    "(?<!\\b(?:after|before|from|until|till|til|through|thru|to|since|of|post|pre|eve|then|week|weekend)\\s+(?:the\\s+)?)\\b(?:(?:every|each|on)\\s+)?(?<h>thanksgiving(?:\\s+day)?|labou?r\\s+day|memorial\\s+day|mother'?s\\s+day|father'?s\\s+day|(?:mlk|martin\\s+luther\\s+king(?:\\s+jr\\.?)?)\\s+day|presidents'?\\s+day|president'?s\\s+day)" +
      // followed by the end, a mark, a clock, "at", or a part of the day: not by a word of a name
      '(?=\\s*(?:$|[,;.!(]|at\\b|@|\\d|(?:morning|afternoon|evening|night|noon|midday|midnight)\\b))',
    'g',
  ),
  apply(m, draft, ctx) {
    const said = (m.groups?.h ?? '').replace(/\s+/g, ' ');
    const found = HOLIDAYS.find(([re]) => re.test(said));
    if (found === undefined) return undefined;
    const h = found[1];
    const which = `the ${NTH_NAMES[h.nth]} ${WEEKDAY_NAMES[h.weekday]} of ${monthName(h.month)}`;
    // "canadian thanksgiving", "uk mother's day": another country's; "this thanksgiving": once, or every year?
    // (in the phrase as said: a country's word may have been read as a zone, "uk")
    const phrase = (ctx.phrase ?? '').toLowerCase().replace(/[\u2018\u2019]/g, "'");
    const lead = said.split(' ')[0] as string;
    const before = new RegExp(`([a-z.']+)\\s+(?:(?:every|each|on)\\s+)?${lead}`).exec(phrase)?.[1];
    if (before !== undefined && ONCE_WORD.test(before)) {
      return unparseable(
        `"${before} ${said}": that one day, or ${h.name} every year?`,
        `Say "every ${said} at 9am", or give the date for one run.`,
      );
    }
    // "memorial day to labor day": a season between two days, not runs on the first bounded by the second (and a
    // season between holidays moves every year: fixed fields with a start and an end hold one year of it at most)
    if (
      new RegExp(`${said.replace(/'/g, "'?")}\\s*(?:to|through|thru|till|til|until|[-–—])\\s(?![\\d@])`).test(phrase)
    ) {
      return unparseable(
        `"${said}" begins a span to another day, and such a span falls on other dates every year.`,
        'Say the dates of one season, e.g. "every day at 7am from may 31 2027 to sep 6 2027".',
      );
    }
    if (before !== undefined && COUNTRY_WORD.test(before) && !/^(?:us|u\.s\.|usa|american)$/.test(before)) {
      return unparseable(
        `"${before} ${said}" falls on another day than the United States' ${h.name}.`,
        `Say the day, e.g. "the second Monday of October at 9am".`,
      );
    }
    if (!US_ZONE.test(ctx.ownZone ?? '')) {
      return unparseable(
        `"${said}" falls on different days in different countries.`,
        `Say the day, e.g. "${which} at 9am" for the United States' ${h.name}.`,
      );
    }
    const rule =
      h.nth === 'last'
        ? ({ kind: 'last-weekday-in-month', weekday: h.weekday } as const)
        : ({ kind: 'nth-weekday', weekday: h.weekday, nths: [h.nth] } as const);
    const problem = setDays(draft, rule, m[0]) ?? setMonths(draft, { kind: 'months', months: [h.month] }, m[0]);
    if (problem) return problem;
    draft.assumptions.push(`"${said}" read as ${h.name} in the United States, ${which}, every year.`);
    return undefined;
  },
};
