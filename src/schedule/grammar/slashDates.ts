import { MONTH_NAMES, weekdayOf } from '../cron/calendar.js';
import type { DayRule, LocalIntent, Weekday } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { unparseable } from './draft.js';
import { slashOrderByWeekday } from './slashDateWeekday.js';

/**
 * Dates written with slashes ("1/12", "3/4/2027") are day first in most of the world and month first in the United
 * States: "3/4" is 3 April in London and March 4 in New York. A date with a part over 12 says the order ("31/12",
 * "12/31"), and says it for the other dates of the phrase ("from 1/12 to 31/12" is December). Otherwise the person's
 * own zone says where they write from: month first in the United States and the Philippines, day first elsewhere,
 * with a note; in Canada, where both are written, an ambiguous date is refused, and so is one with its year whose
 * reading by the zone is past while the other is to come ("effective 12/1/2026" pasted in Sydney in November).
 */
const SLASH_DATE = /(?<![\w/:.])(\d{1,2})\/(\d{1,2})(?:\/(\d{4}|\d{2}))?(?![\w/:])/g;

const MONTH_FIRST = new Set([
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Indianapolis',
  'America/Louisville',
  'America/Chicago',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  'America/Adak',
  'America/Puerto_Rico',
  'Pacific/Honolulu',
  'Pacific/Guam',
  'US/Eastern',
  'US/Central',
  'US/Mountain',
  'US/Pacific',
  'US/Alaska',
  'US/Hawaii',
  'US/Arizona',
  'EST5EDT',
  'CST6CDT',
  'MST7MDT',
  'PST8PDT',
  'Asia/Manila',
]);
const BOTH = new Set([
  'America/Toronto',
  'America/Vancouver',
  'America/Edmonton',
  'America/Winnipeg',
  'America/Halifax',
  'America/St_Johns',
  'America/Regina',
  'America/Montreal',
  'Canada/Eastern',
  'Canada/Pacific',
  'Canada/Central',
  'Canada/Mountain',
  'Canada/Atlantic',
  'Canada/Newfoundland',
]);

export interface SlashOrder {
  /** Read slash dates day first. */
  readonly dayFirst: boolean;
  /** What was assumed, for the person to check. */
  readonly notes: readonly string[];
}

/** Words of a rule that repeats, beside which "8/8" may be two clocks. */
const REPEATS = /\b(?:every|each|daily|twice|hourly|bid|b\.i\.d|q12h|2x)\b/;
/** A word that puts a date after it: "on 8/8", "until 8/8". */
const DATE_WORD_BEFORE = /\b(?:on|from|until|till|til|through|thru|by|starting|effective|due|since|before|after)\s*$/;
/** Words of a calendar's own text pasted ("Occurs every Monday ... effective 12/4/2026"). */
const PASTED = /\boccurs\s+(?:every|on|day)\b|\beffective\s+\d/i;

/** The order to read the phrase's slash dates in, or the reason it cannot be told; null when there are none. */
export function slashOrder(
  text: string,
  ownZone: string,
  today?: { readonly year: number; readonly month: number; readonly day: number },
  /** The phrase (or the clause of it) as typed, whose words other readers may have taken from `text`. */
  phrase = text,
): SlashOrder | ScheduleProblem | null {
  let dayFirst = false;
  let monthFirst = false;
  const ambiguous: [string, number, number, string | undefined][] = [];
  /** Ambiguous dates with their year, whose two readings fall on either side of today. */
  const straddling: [string, number, number, number][] = [];
  SLASH_DATE.lastIndex = 0;
  for (let m = SLASH_DATE.exec(text); m !== null; m = SLASH_DATE.exec(text)) {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a < 1 || b < 1 || a > 31 || b > 31 || (a > 12 && b > 12)) continue;
    // "pill every 12 hours, 8/8": one hour said twice (morning and evening) as dosing charts write it, or August 8?
    if (
      a === b &&
      a <= 12 &&
      m[3] === undefined &&
      REPEATS.test(phrase.toLowerCase()) &&
      !DATE_WORD_BEFORE.test(text.slice(0, m.index))
    ) {
      return unparseable(
        `"${m[0]}" could be a date (${MONTH_NAMES[a]} ${a}) or ${a} and ${a}, in the morning and the evening.`,
        `Say which, e.g. "at ${a}am and ${a}pm" or "on ${MONTH_NAMES[a]} ${a}".`,
      );
    }
    if (a > 12) dayFirst = true;
    else if (b > 12) monthFirst = true;
    else if (a !== b) {
      ambiguous.push([m[0], a, b, m[3]]);
      const year = m[3] === undefined || m[3].length !== 4 ? null : Number(m[3]);
      if (year !== null && today !== undefined) {
        const key = (month: number, day: number) => year * 10000 + month * 100 + day;
        const now = today.year * 10000 + today.month * 100 + today.day;
        if (key(a, b) < now !== key(b, a) < now) straddling.push([m[0], a, b, year]);
      }
    }
  }
  if (dayFirst && monthFirst) {
    return unparseable(
      'The dates are written one day first and one month first.',
      'Write the months by name, e.g. "from 1 December to 31 December".',
    );
  }
  if (dayFirst || monthFirst) return { dayFirst, notes: [] };
  if (ambiguous.length === 0) return null;
  const [said, a, b, year] = ambiguous[0] as [string, number, number, string | undefined];
  const dayFirstReading = `${a} ${MONTH_NAMES[b]}`;
  const monthFirstReading = `${MONTH_NAMES[a]} ${b}`;
  if (BOTH.has(ownZone)) {
    // "sat 12/5": the day beside the date tells the order the zone cannot
    const byDay = ambiguous.length === 1 ? slashOrderByWeekday(phrase, said, a, b, year, today) : null;
    if (byDay !== null) return { dayFirst: byDay.dayFirst, notes: [byDay.note] };
    return unparseable(
      `"${said}" could be ${dayFirstReading} or ${monthFirstReading}.`,
      `Write the month by name, e.g. "${dayFirstReading}" or "${monthFirstReading}".`,
    );
  }
  const first = MONTH_FIRST.has(ownZone);
  // "effective 12/1/2026" pasted from a calendar (whose order is its own locale's) in Sydney on Nov 23, 2026: 12
  // January is past, December 1 to come; the order of the person's zone cannot tell a paste's
  const past = straddling.find(([, x, y, year]) => {
    const [month, day] = first ? [x, y] : [y, x];
    const t = today as { year: number; month: number; day: number };
    return year * 10000 + month * 100 + day < t.year * 10000 + t.month * 100 + t.day;
  });
  if (past !== undefined) {
    const [s2, x, y] = past;
    return unparseable(
      `"${s2}" could be ${x} ${MONTH_NAMES[y]} or ${MONTH_NAMES[x]} ${y}, and one of them is past.`,
      `Write the month by name, e.g. "${x} ${MONTH_NAMES[y]}" or "${MONTH_NAMES[x]} ${y}".`,
    );
  }
  const notes = ambiguous.map(([s, x, y]) =>
    first
      ? `"${s}" read as ${MONTH_NAMES[x]} ${y}, month first as written in the United States; write "${x} ${MONTH_NAMES[y]}" for the other.`
      : `"${s}" read as ${x} ${MONTH_NAMES[y]}, day first; write "${MONTH_NAMES[x]} ${y}" for the other.`,
  );
  return { dayFirst: !first, notes };
}

/**
 * "Occurs every Monday ... until 2/1/2027 (UTC+01:00) Brussels, ...": a calendar's own text pasted writes its dates in
 * its own locale's order, which the person's zone cannot tell. A slash date that reads both ways is refused, unless
 * another date of the text settles the order ("12/1/2026 until 3/31/2027"), or only the reading taken (the zone's
 * order) falls on a day the rules run on ("the second Tuesday ... effective 1/12/2027": January 12 is one, 1
 * December no Tuesday).
 */
export function pastedSlashProblem(
  phrase: string,
  rules: readonly LocalIntent[],
  ownZone: string,
): ScheduleProblem | null {
  if (!PASTED.test(phrase)) return null;
  const dates = [...phrase.matchAll(SLASH_DATE)].map((m) => ({
    said: m[0],
    a: Number(m[1]),
    b: Number(m[2]),
    y: m[3],
  }));
  if (dates.some(({ a, b }) => (a > 12 && b <= 31) || (b > 12 && a <= 31))) return null;
  const monthFirst = MONTH_FIRST.has(ownZone);
  for (const { said, a, b, y } of dates) {
    if (a === b || a < 1 || b < 1 || a > 12 || b > 12) continue;
    const year = y !== undefined && y.length === 4 ? Number(y) : null;
    const [taken, other] = monthFirst
      ? [
          [a, b],
          [b, a],
        ]
      : [
          [b, a],
          [a, b],
        ];
    const onRule = ([month, day]: number[]) =>
      year !== null && rules.some((r) => runsOn(r.days, year, month as number, day as number));
    if (onRule(taken) && !onRule(other)) continue;
    return unparseable(
      `"${said}" could be ${a} ${MONTH_NAMES[b]} or ${MONTH_NAMES[a]} ${b}: a pasted calendar text writes dates in its own order.`,
      `Write the month by name, e.g. "${a} ${MONTH_NAMES[b]}" or "${MONTH_NAMES[a]} ${b}".`,
    );
  }
  return null;
}

/** Whether a rule's days hold the date (days the rule cannot tell apart count as held). */
function runsOn(days: DayRule, year: number, month: number, day: number): boolean {
  const weekday = weekdayOf(year, month, day);
  switch (days.kind) {
    case 'weekdays':
      return days.days.includes(weekday as Weekday);
    case 'nth-weekday':
      return weekday === days.weekday && days.nths.includes(Math.ceil(day / 7) as 1 | 2 | 3 | 4 | 5);
    case 'month-days':
      return days.days.includes(day);
    default:
      return true;
  }
}
