import { monthOf, weekdayOf } from './words.js';

/**
 * Rules said one after another, each opening with a job's name of its own: "nightly train 01:00 KST, eval report
 * 09:00 KST weekdays", "build 01:00 nightly, deploy 09:00 weekdays". A later rule on some of an earlier rule's days,
 * at another time, could replace the earlier one's runs on those days; but when the two open with different names
 * they are two jobs, and the later one cannot stand in place of the other's runs: its runs are more runs.
 *
 * A name here is the words before the rule's first number, less the words of a schedule ("nightly", "every",
 * "weekdays", days and months, "at", "on") and the words that change runs ("except", "but", "only", "instead",
 * "late", "half", "summer", ...: "office hours 9:00 daily, half day 13:00 fridays" may be in place): a clause holding any of the latter has no name of its own here, and neither has one whose
 * words are not plain letters. Both rules must have one, and no word in common ("backup 01:00 daily, backup 09:00
 * weekdays" is still asked).
 */

/** Words of a schedule: set aside from a name. */
const SCHEDULE =
  /^(?:every|each|daily|nightly|weekly|monthly|hourly|at|on|the|a|an|in|and|then|days?|weekdays?|weekends?|weeknights?|nights?|mornings?|evenings?|afternoons?|noon|midnight|midday)$/;
/** Words that may bound, narrow, move or repeat runs: a clause with one is not read as named. */
const CHANGES =
  /^(?:except|excluding|but|not|no|only|just|instead|also|too|plus|extra|additional|more|less|skip|skipping|without|unless|if|when|until|till|from|starting|after|before|during|late|later|early|earlier|first|last|second|third|fourth|other|alternate|odd|even|summer|winter|spring|autumn|fall|holidays?|season|term|same|again|otherwise|else|either|or|then|sometimes|maybe|also|latest|earliest|now|today|tomorrow|tonight|half|short|shortened|reduced|special|off|closed|quiet)$/;

/** The name words a clause opens with, or null when it has none (or words that could change its runs). */
function openingName(clause: string): string[] | null {
  const head = /^[^\d]*/.exec(clause.trim())?.[0] ?? '';
  const words = head.trim().split(/\s+/).filter(Boolean);
  const name: string[] = [];
  for (const w of words) {
    if (!/^[a-z][a-z'-]*$/.test(w)) return null;
    if (CHANGES.test(w)) return null;
    if (SCHEDULE.test(w) || weekdayOf(w) !== undefined || monthOf(w) !== undefined) continue;
    name.push(w);
  }
  return name.length === 0 ? null : name;
}

/** The later clause's name when it and the earlier one open with names of their own, with no word in common. */
export function ownNamesApart(earlier: string, later: string): string | null {
  const a = openingName(earlier);
  const b = openingName(later);
  if (a === null || b === null || b.some((w) => a.includes(w))) return null;
  return b.join(' ');
}
