import { MONTH_NAMES, weekdayOf as weekdayOfDate } from '../cron/calendar.js';
import { escapeRegExp, WEEKDAY_NAME, WEEKDAY_WORD, weekdayOf } from './words.js';

/**
 * A slash date said with its day of the week settles its own order where the zone cannot: in Canada, where both
 * orders are written, "sat 12/5" (November 2026) is December 5 (a Saturday), not 12 May (a Wednesday); so are
 * "saturday, 12/5", "fri 6/11/2027" (June 11, 2027 is a Friday, 6 November is not) and "12/5 (sat)". The day must
 * stand right beside the date. The date is the next one to come of each reading (or in its year, when said).
 * Left as it was (null) when both readings fall on that day, or neither ("mon 12/5": the weekday is wrong, which
 * the readers of one-off dates say), or when no day is beside the date.
 */
export interface WeekdayOrder {
  readonly dayFirst: boolean;
  readonly note: string;
}

type Today = { readonly year: number; readonly month: number; readonly day: number };

/** The year of the next `month`/`day` on or after today, or the year said. */
function yearOf(month: number, day: number, today: Today, said: number | null): number {
  if (said !== null) return said;
  return month * 100 + day >= today.month * 100 + today.day ? today.year : today.year + 1;
}

function exists(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

export function slashOrderByWeekday(
  phrase: string,
  said: string,
  a: number,
  b: number,
  yearSaid: string | undefined,
  today: Today | undefined,
): WeekdayOrder | null {
  if (today === undefined) return null;
  const text = phrase.toLowerCase();
  const date = escapeRegExp(said);
  const beside = new RegExp(
    `\\b(${WEEKDAY_WORD})\\.?,?\\s+(?:the\\s+)?${date}(?![\\w/])|(?<![\\w/])${date}\\s*(?:\\(\\s*(${WEEKDAY_WORD})\\.?\\s*\\)|,?\\s+(${WEEKDAY_WORD})\\b)`,
  );
  const m = beside.exec(text);
  if (m === null) return null;
  const weekday = weekdayOf(m[1] ?? m[2] ?? m[3] ?? '');
  if (weekday === undefined) return null;
  const year = yearSaid === undefined ? null : yearSaid.length === 4 ? Number(yearSaid) : 2000 + Number(yearSaid);
  const fits = (month: number, day: number) => {
    const y = yearOf(month, day, today, year);
    return exists(y, month, day) && weekdayOfDate(y, month, day) === weekday ? y : null;
  };
  const monthFirst = fits(a, b);
  const dayFirst = fits(b, a);
  if ((monthFirst === null) === (dayFirst === null)) return null;
  const day = WEEKDAY_NAME[weekday];
  if (monthFirst !== null) {
    return {
      dayFirst: false,
      note: `"${said}" read as ${MONTH_NAMES[a]} ${b}, a ${day} in ${monthFirst} (${a} ${MONTH_NAMES[b]} is not a ${day}).`,
    };
  }
  return {
    dayFirst: true,
    note: `"${said}" read as ${a} ${MONTH_NAMES[b]}, a ${day} in ${dayFirst} (${MONTH_NAMES[a]} ${b} is not a ${day}).`,
  };
}
