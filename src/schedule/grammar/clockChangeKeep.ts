import { MONTH_NAMES } from '../cron/calendar.js';
import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { transitionsBetween, zoneNamed } from '../tz.js';
import { monthOf } from './words.js';

/**
 * A remark on a coming clock change that asks for nothing new: "pharmacy: reorder report 5:45am daily — clocks change
 * 4 april, keep it at 5:45 local", "backup 02:30 daily (DST ends 7 nov, keep it at 2:30 my time)". Said last, after a
 * dash, a comma or a semicolon, or in brackets. The schedule is already on the person's own clock, which follows the
 * change: keeping the runs at the same clock time is what it does. Looked at only once the phrase has failed to read
 * as typed (rules.ts): the remark is cut off, the rest read on its own, and the remark set aside with a note only when
 * - the rest runs on the person's own clock (no zone of another place said), as "local", "my time" say;
 * - the clock kept is the rest's one time, said again ("5:45", "5:45am");
 * - the date said is a day the person's clock changes within the coming year (so the remark is about this clock).
 * Anything else ("keep it at 6 local", another date, a zone said in the rest, "keep it at 5:45 UTC", "move it to
 * 6:45") leaves the phrase to the other readers, which refuse it.
 */

/** Cheap test before anything else. */
export const CLOCK_CHANGE_KEEP_GATE = /\bkeep\b/i;

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const CHANGE =
  '(?:(?:the\\s+)?clocks?\\s+(?:change|changes|go\\s+(?:back|forward)|goes\\s+(?:back|forward)|move)|dst\\s+(?:ends|starts|begins|changes)|daylight\\s+saving(?:\\s+time)?\\s+(?:ends|starts|begins))';
const DATE = `(?:(?<day1>\\d{1,2})(?:st|nd|rd|th)?\\s+(?<month1>${MONTH})|(?<month2>${MONTH})\\s+(?<day2>\\d{1,2})(?:st|nd|rd|th)?)`;
const CLOCK = '(?<hour>\\d{1,2})(?::(?<minute>[0-5]\\d))?\\s*(?<half>[ap]\\.?m\\.?)?';
const WHOSE = '(?:local(?:\\s+time)?|(?:my|our)\\s+(?:local\\s+)?time)';
const REMARK = `${CHANGE}\\s+(?:on\\s+)?${DATE}\\s*[,;:-]?\\s*(?:so\\s+|but\\s+|just\\s+|please\\s+)*keep\\s+(?:it|this|them|the\\s+runs?|the\\s+job)\\s+at\\s+${CLOCK}\\s+${WHOSE}`;

/** The remark last after a dash, a comma or a semicolon, or alone in brackets last. */
const LAST = new RegExp(`(?:\\s*[,;]\\s*|\\s[-\\u2013\\u2014]\\s*|\\s*\\(\\s*)${REMARK}\\s*\\)?[\\s.!]*$`, 'i');

const YEAR_MS = 366 * 24 * 3600 * 1000;

/**
 * The rules of `phrase` read without a remark keeping the runs at their clock over a coming clock change, with a
 * note; null where there is none or it does not hold as above.
 */
export function readClockChangeKeep(
  phrase: string,
  ownZone: string,
  now: number,
  readRest: (rest: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const m = LAST.exec(phrase);
  const g = m?.groups;
  // (a bracket opened is closed, and one closed was opened)
  if (m === null || g === undefined || m[0].includes('(') !== m[0].includes(')')) return null;
  const read = readRest(phrase.slice(0, m.index));
  if (!read.ok || read.value.length === 0) return null;
  // the person's own clock, and one time, said again
  if (
    !read.value.every(
      (r) => r.zone.name === ownZone && (r.zone.said === null || /\blocal\b|\bmy\b|\bour\b/i.test(r.zone.said)),
    )
  )
    return null;
  const times = read.value.flatMap((r) => r.times);
  const first = times[0];
  if (first === undefined || read.value.some((r) => r.interval !== null)) return null;
  if (!times.every((t) => t.hour === first.hour && t.minute === first.minute)) return null;
  let hour = Number(g.hour);
  const minute = Number(g.minute ?? '0');
  const half = (g.half ?? '').toLowerCase().replace(/\./g, '');
  if (half === 'pm' && hour < 12) hour += 12;
  if (half === 'am' && hour === 12) hour = 0;
  // ("keep it at 5:45" without am/pm beside "5:45am": the same clock said again)
  const same = minute === first.minute && (hour === first.hour || (half === '' && hour + 12 === first.hour));
  if (!same) return null;
  // the day said is one the person's clock changes on, within the coming year
  const month = monthOf((g.month1 ?? g.month2 ?? '').toLowerCase().replace(/\.$/, ''));
  const day = Number(g.day1 ?? g.day2);
  const zone = zoneNamed(ownZone);
  if (month === undefined || zone === null) return null;
  const changes = transitionsBetween(zone, now, now + YEAR_MS);
  const onThatDay = changes.some((c) => {
    // the local date of the change, on either side of it
    const dates = [c.before, c.after].map((off) => new Date(c.at + off * 60_000));
    return dates.some((d) => d.getUTCMonth() + 1 === month && d.getUTCDate() === day);
  });
  if (!onThatDay) return null;
  // (the words kept as said: the date may have been put month first by then)
  const said = (/keep\s.*$/i.exec(m[0].replace(/\s*\)?[\s.!]*$/, ''))?.[0] ?? '').trim();
  const note = `Set "${said}" aside, said of the clock change on ${MONTH_NAMES[month]} ${day}: the runs follow your clock (${ownZone}) over it and stay at the same time, as it says.`;
  return ok(read.value.map((r, i) => (i === 0 ? { ...r, assumptions: [...r.assumptions, note] } : r)));
}
