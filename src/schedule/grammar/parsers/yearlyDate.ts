import { maxDaysInMonth } from '../../cron/calendar.js';
import { type RecurrenceParser, setDays, setMonths, unparseable } from '../draft.js';
import { MONTH, monthOf, NO_DAY_AFTER } from '../words.js';
import { monthsIn } from './months.js';

/** "every year" said later in the phrase, with no other date before it. */
const EVERY_YEAR_AFTER = `(?:(?!\\b${MONTH}\\s+\\d)[^;])*?\\b(?:(?:every|each|once\\s+a)\\s+year|yearly|annually)\\b`;
const DAY_NUM = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)?\\b';

/** Days known by name, [month, day]. */
const NAMED_DAYS: ReadonlyMap<string, readonly [number, number]> = new Map([
  ["new year's day", [1, 1]],
  ['new years day', [1, 1]],
  ["new year's eve", [12, 31]],
  ['new years eve', [12, 31]],
  ['christmas day', [12, 25]],
  ['christmas', [12, 25]],
  ['christmas eve', [12, 24]],
  ['boxing day', [12, 26]],
  ['halloween', [10, 31]],
  ["valentine's day", [2, 14]],
  ['valentines day', [2, 14]],
  ['first day of the year', [1, 1]],
  ['last day of the year', [12, 31]],
]);

/**
 * A date every year: "every January 1st", "every year on July 4", "annually on the 4th of July", "every 1 Jan",
 * "on New Year's Day", "every Christmas Eve", "on Halloween", "on the last day of the year"; one day of several
 * months: "every 15th of March, June, September and December".
 */
export const yearlyDateParser: RecurrenceParser = {
  name: 'yearly-date',
  gate: /every|each|year|annually|christmas|boxing|halloween|valentine/,
  pattern: new RegExp(
    // "annually, Sept 1st" and "every year, Sept 1st" as lists in chat put them
    '\\b(?:(?:every|each)\\s+(?:year\\s*,?\\s*)?(?:on\\s+)?|(?:yearly|annually)\\s*,?\\s*(?:on\\s+)?|once\\s+a\\s+year\\s+on\\s+)' +
      `(?:the\\s+)?(?:(?<m1>${MONTH})\\s+(?:the\\s+)?(?<d1>${DAY_NUM})|(?<d2>${DAY_NUM})\\s+(?:of\\s+)?(?<m2>${MONTH}(?:(?:\\s*(?:,|and|&|\\+)\\s*|\\s+)${MONTH}${NO_DAY_AFTER})*))` +
      // "jan 1 at 6am every year", "15 march 9am, annually": the date said first, "every year" after it in the phrase
      // (a date that bounds the runs, has its year, or is one of a list is not this)
      `|(?<!\\b(?:from|starting|beginning|since|until|till|through|thru|after|before|by|to)\\s+(?:on\\s+)?(?:the\\s+)?)\\b(?:on\\s+)?(?:the\\s+)?(?:(?<m3>${MONTH})\\s+(?:the\\s+)?(?<d3>${DAY_NUM})|(?<d4>${DAY_NUM})\\s+(?:of\\s+)?(?<m4>${MONTH}))` +
      `(?!\\s*,?\\s*(?:\\d{4}\\b|(?:and|&|or|-|–|to|through|thru|,)\\s*(?:${MONTH}|\\d)))(?=${EVERY_YEAR_AFTER})` +
      "|\\b(?:(?:every|each|on)\\s+)?(?:the\\s+)?(?<named>new\\s+year'?s\\s+(?:day|eve)|christmas(?:\\s+(?:day|eve))?|boxing\\s+day|halloween|valentine'?s\\s+day|(?:first|last)\\s+day\\s+of\\s+(?:the|every|each)\\s+year)\\b",
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const named = g.named
      ? NAMED_DAYS.get(g.named.replace(/\s+/g, ' ').replace(/\bof (?:every|each) year$/, 'of the year'))
      : undefined;
    // "every 15th of March, June, September and December": that day of each month named
    const months = named
      ? [named[0]]
      : g.m2 || g.m4
        ? monthsIn(g.m2 ?? g.m4 ?? '')
        : [monthOf(g.m1 ?? g.m3 ?? '') as number];
    const day = named ? named[1] : Number.parseInt(g.d1 ?? g.d2 ?? g.d3 ?? g.d4 ?? '', 10);
    if (!months.every((month) => day >= 1 && day <= maxDaysInMonth(month))) {
      return unparseable(`"${m[0]}" is not a date: that month has no day ${day}.`, 'Check the day of the month.');
    }
    return (
      setDays(draft, { kind: 'month-days', days: [day] }, m[0]) ?? setMonths(draft, { kind: 'months', months }, m[0])
    );
  },
};
