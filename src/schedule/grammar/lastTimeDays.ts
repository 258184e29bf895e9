import type { LocalIntent } from '../intent.js';
import { fail, type Outcome } from '../problem.js';
import { DAY } from './words.js';

/** "at 9am and 5pm, and at noon on fridays": times without days, then ", and at" a time with days of its own. */
const LAST_TIME_DAYS = new RegExp(
  `^(?<first>[^,;]*\\d[^,;]*?)\\s*,\\s*(?:and|plus)\\s+(?:also\\s+)?(?:at|@)\\s*(?<time>[^,;]*?)\\s+(?:on\\s+)?(?<days>(?:(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and|&)\\s*)?)+)\\s*$`,
  'i',
);
/** "at 05:00 and 17:00, thursday nights also at 23:00": the later clause's days said before its time. */
const LAST_DAYS_TIME = new RegExp(
  `^(?<first>[^,;]*\\d[^,;]*?)\\s*[,;]\\s*(?:(?:and|plus)\\s+)?(?:on\\s+)?(?<days>(?:(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and|&)\\s*)?)+)(?:\\s*(?:nights?|mornings?|evenings?))?\\s+(?<only>(?:just|only)\\s+)?(?:also\\s+|too\\s+)?(?:(?:at|@)\\s*(?<time>[^,;]*?)|(?<clock>(?:\\d|noon\\b|midnight\\b)[^,;]*?))(?:\\s+(?:too|also|as\\s+well|(?<instead>instead)))?\\s*$`,
  'i',
);
const A_DAY = new RegExp(`\\b(?:${DAY}|week(?:day|end|night)s?\\b|daily|nightly|every|each)`, 'i');

/**
 * "at 9am and 5pm, and at noon on fridays", "at 05:00 and 17:00, thursday nights also at 23:00" could be every day at 9 and 5 with Friday's noon beside them, or all three
 * on Fridays: a reading that puts the earlier times on the later clause's days is refused with both. Days said
 * once for a plain list ("9am, 1pm and 5pm on weekdays") or with the first times ("daily at 9 and 17, and at 12 on
 * fridays") are not this shape.
 */
export function lastTimeDays(phrase: string, read: Outcome<LocalIntent[]> & { ok: true }): Outcome<LocalIntent[]> {
  const g = (LAST_TIME_DAYS.exec(phrase.trim()) ?? LAST_DAYS_TIME.exec(phrase.trim()))?.groups;
  if (!g?.first || A_DAY.test(g.first)) return read;
  if (read.value.length !== 1 || (read.value[0]?.times.length ?? 0) < 2) return read;
  const days = g.days?.trim();
  const time = (g.time ?? g.clock)?.trim();
  return fail(
    'unparseable',
    `"on ${days}" could be for every time said or for "at ${time}" only.`,
    `Say the days of each, e.g. "every day at ${g.first.replace(/^\s*(?:at|@)\s*/i, '').trim()}, and at ${time} on ${days}".`,
  );
}

/**
 * "at 0500 and 1700, weekends just 0700", "8am and 6pm; sundays only 10am", "9 and 5, fridays 3pm instead": the
 * later days' time in place of the earlier times on those days, which are then every day's. The phrase with the
 * first times said daily, for the rules reader to read apart; null when it is not this shape.
 */
export function dailyBeforeOnly(phrase: string): { text: string; note: string } | null {
  const text = phrase.trim();
  const g = LAST_DAYS_TIME.exec(text)?.groups;
  if (!g?.first || A_DAY.test(g.first) || (!g.only && !g.instead)) return null;
  const first = g.first.trim();
  return {
    text: `${first} daily${text.slice(g.first.length)}`,
    note: `The times before "${g.days?.trim()}" read as every day's.`,
  };
}
