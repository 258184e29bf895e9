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
  `^(?<first>[^,;]*\\d[^,;]*?)\\s*,\\s*(?:(?:and|plus)\\s+)?(?:on\\s+)?(?<days>(?:(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:,|and|&)\\s*)?)+)(?:\\s*(?:nights?|mornings?|evenings?))?\\s+(?:also\\s+|too\\s+)?(?:at|@)\\s*(?<time>[^,;]*?)(?:\\s+(?:too|also|as\\s+well))?\\s*$`,
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
  return fail(
    'unparseable',
    `"on ${days}" could be for every time said or for "at ${g.time?.trim()}" only.`,
    `Say the days of each, e.g. "every day at ${g.first.replace(/^\s*(?:at|@)\s*/i, '').trim()}, and at ${g.time?.trim()} on ${days}".`,
  );
}
