import type { Weekday } from '../intent.js';
import { weekdayOf } from './words.js';

/**
 * A day held every year, named inside a job's name before another word of it ("mother's day brunch reminder 2nd
 * sunday of may 9am", "labor day bbq reminder first monday in september 10am", "remembrance sunday wreath order
 * reminder on oct 1 at 10am", "st patrick's day stock order march 10 8am", "veterans day parade post nov 11 7am"):
 * the holiday's words are the name's, and the name holds a day that comes once a year, so the rest must run once a
 * year, on one month it names (a date said without its year reads as every year's, as "annual" does).
 *
 * Refused still (the need is not met): the holiday's name beside no month ("labor day bbq reminder 9am", "mother's
 * day brunch every sunday 9am": the name's day, or every day?), and the holiday's name last, right before the
 * schedule with no word of the name after it ("labor day 10am" is the day itself: holidayWeekdays.ts). A holiday
 * held on a weekday of its month ("mother's day", "labor day", "thanksgiving") beside a date ("mother's day brunch
 * reminder may 9 10am": May 9 is Mother's Day in some years only) needs a weekday of the month, that day's.
 */

/** Holidays held on a weekday of their month, by the word before "day": that weekday (Quartz numbering). */
const WEEKDAY_HELD: Readonly<Record<string, Weekday>> = {
  labor: 2,
  labour: 2,
  memorial: 2,
  "mother's": 1,
  'mother\u2019s': 1,
  mothers: 1,
  "father's": 1,
  'father\u2019s': 1,
  fathers: 1,
  presidents: 2,
  "presidents'": 2,
  columbus: 2,
  mlk: 2,
  thanksgiving: 5,
};

/**
 * Holidays held on a weekday said in their name ("remembrance sunday", "mothering sunday"), by their word: the
 * months the day can fall in (the 2nd Sunday of November; three Sundays before Easter, in March or April). A date
 * in those months without its year ("remembrance sunday wreath ring nov 14 10:30") is that year's Sunday in some
 * years only, so it is refused; a date in another month ("... poppy order reminder oct 20") is a day before it, every
 * year's. A holiday not listed here is held in any month.
 */
const HELD_IN: Readonly<Record<string, readonly number[]>> = {
  remembrance: [11],
  armistice: [11],
  mothering: [3, 4],
  reformation: [10, 11],
};
const ANY_MONTH: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

/** Words before "day" (or a weekday's name) that name a day held every year. */
const HOLIDAY_WORD =
  /^(?:labou?r|memorial|veterans['\u2019]?|remembrance|mothering|independence|presidents['\u2019]?|armistice|anzac|waitangi|canada|australia|juneteenth|columbus|emancipation|commonwealth|mlk|heritage|reformation|unification|constitution|republic|liberation|kings['\u2019]?|queens['\u2019]?)$/;
/** A word in the possessive before "day" ("mother's day", "valentine's day", "st patrick's day"). */
const POSSESSIVE = /^[a-z]{3,}(?:['\u2019]s|s['\u2019])$/;

/**
 * What a word at `i` of a name needs when it is a word of a holiday's name followed by another word of the name:
 * "yearly" for the holiday's day word ("day", "sunday"), nothing for the words before it, undefined when the word is
 * no holiday's. `named(k)` says whether the word at `k` is a word of a name (not of time, not small).
 */
export function holidayNameNeeds(
  words: readonly string[],
  i: number,
  named: (k: number) => boolean,
):
  | readonly (
      | 'yearly'
      | { readonly weekday: Weekday; readonly dated: true }
      | { readonly weekday: Weekday; readonly heldIn: readonly number[] }
    )[]
  | undefined {
  const w = words[i] as string;
  const dayWord = (k: number) => {
    const x = words[k];
    if (x === undefined) return false;
    return x === 'day' || (weekdayOf(x) !== undefined && /day$/.test(x) && HOLIDAY_WORD.test(words[k - 1] ?? ''));
  };
  const holidayWord = (k: number) => {
    const x = words[k] ?? '';
    return HOLIDAY_WORD.test(x) || (POSSESSIVE.test(x) && words[k + 1] === 'day');
  };
  // the day's word, after the holiday's and before another word of the name
  if (dayWord(i) && holidayWord(i - 1) && named(i + 1)) {
    // "remembrance sunday": the weekday said, in the months it can fall in, on that weekday or said with its year
    const said = w === 'day' ? undefined : weekdayOf(w);
    if (said !== undefined) return ['yearly', { weekday: said, heldIn: HELD_IN[words[i - 1] ?? ''] ?? ANY_MONTH }];
    const held = WEEKDAY_HELD[words[i - 1] ?? ''];
    return held === undefined ? ['yearly'] : ['yearly', { weekday: held, dated: true }];
  }
  // the holiday's word(s) before it ("st patrick's day": "st" and "patrick's")
  if (holidayWord(i) && dayWord(i + 1) && named(i + 2)) return [];
  if ((w === 'st' || w === 'saint') && POSSESSIVE.test(words[i + 1] ?? '') && dayWord(i + 2) && named(i + 3)) return [];
  return undefined;
}
