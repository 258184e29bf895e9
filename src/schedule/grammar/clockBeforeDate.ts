import { MONTH } from './words.js';

/**
 * A clock's minutes right before a range word and a day of a month: "weekdays 7:00 until 31 March 2027",
 * "tue and thu 15:30 till 10 dec", "7:45 to the 5th of june". chrono's day-first date reader takes the minutes
 * ("00", "30") for the first day of a range ("00 until 31 March": no such day, so nothing is read, or "30 till 10 dec":
 * Nov 30 to Dec 10). For the date reader only, the minutes of such a clock are blanked (same length, so places hold);
 * the time reader still reads the clock.
 *
 * Not touched: a clock range ("9:00-17:00", "19:00 to 07:00"), a clock before a month-first date ("7:00 until
 * march 31"), which chrono reads rightly, and a day number without a month after it ("8:30 to 10").
 */
const CLOCK_MINUTES_BEFORE_DAY = new RegExp(
  `(?<=\\b(?:[01]?\\d|2[0-3]):)[0-5]\\d(?=\\s*(?:[ap]\\.?m\\.?\\s*)?(?:-|–|to|until|till|til|through|thru)\\s*(?:the\\s+)?(?:[12]?\\d|3[01])(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})`,
  'gi',
);

/**
 * A clock's minutes right before a month's name: "check 06:30 dec-apr", "09:15 march to may". chrono's day-first date
 * reader takes the minutes for a day of that month ("30 dec", a single date); a clock's minutes after its colon are
 * never a date's day, so they are blanked for the date reader alone, which then reads the months.
 */
const CLOCK_MINUTES_BEFORE_MONTH = new RegExp(`(?<=\\b(?:[01]?\\d|2[0-3]):)[0-5]\\d(?=\\s+${MONTH})`, 'gi');

/** The text for chrono's date reader: the minutes of a clock said right before "until 31 March" or "dec" blanked. */
export function blankClockMinutesBeforeDay(text: string): string {
  return text.includes(':')
    ? text.replace(CLOCK_MINUTES_BEFORE_DAY, '  ').replace(CLOCK_MINUTES_BEFORE_MONTH, '  ')
    : text;
}
