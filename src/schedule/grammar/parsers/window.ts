import type { LocalTime } from '../../intent.js';
import type { ScheduleProblem } from '../../problem.js';
import { type IntentDraft, type RecurrenceParser, unparseable } from '../draft.js';

const T = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?(?:\\s*[ap]m)?';

function timeOf(text: string): LocalTime & { certain: boolean } {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([ap]m)?$/.exec(text.trim());
  let hour = Number(m?.[1] ?? 0);
  const minute = Number(m?.[2] ?? 0);
  const meridiem = m?.[3];
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  // "0:00", "00:30", "14:00": only a 24-hour clock writes them
  return { hour, minute, certain: meridiem !== undefined || hour > 12 || hour === 0 || /^0\d/.test(text.trim()) };
}

function fmt(t: LocalTime): string {
  const h = t.hour % 12 === 0 ? 12 : t.hour % 12;
  return `${h}:${String(t.minute).padStart(2, '0')} ${t.hour < 12 ? 'AM' : 'PM'}`;
}

/** Minutes from `from` to `to` going forward; a whole day when they are the same. */
function span(from: number, to: number): number {
  return (to - from + 1440) % 1440 || 1440;
}

/** A bare hour (1 to 12, no am/pm) read in a part of the day, as chrono's times are. */
function inPart(t: LocalTime, part: 'am' | 'pm' | 'night', end: boolean): LocalTime {
  const { hour, minute } = t;
  if (part === 'am') return { hour: hour === 12 && !end ? 0 : hour, minute };
  if (part === 'pm') return { hour: hour === 12 ? (end ? 0 : 12) : hour + 12, minute };
  // a night starts in the evening (or just after midnight) and ends by the morning: "overnight 10-6" is 22:00-06:00
  if (end) return { hour: hour === 12 ? 0 : hour <= 8 ? hour : hour + 12, minute };
  return { hour: hour === 12 ? 0 : hour <= 4 ? hour : hour + 12, minute };
}

const PARTS = { am: 'morning', pm: 'afternoon or evening', night: 'night' } as const;

/**
 * Daily windows written with bare hours, which chrono does not read: "between 9 and 5", "9-5", "from 8 to 18".
 * Windows with am/pm on both ends are left to chrono. The hours without am/pm are read once the whole phrase is
 * (`settleWindow`), as the part of the day said puts them, or else as the shorter window ("9-5" is 9 AM to 5 PM,
 * "7-11pm" 7 PM to 11 PM).
 */
export const windowParser: RecurrenceParser = {
  name: 'window',
  // every reading starts a time after "between" or "from", or ends one (a digit or "am"/"pm") before a dash
  gate: /\b(?:between|from)\s+\d|[\dm]\s*-\s*\d/,
  pattern: new RegExp(
    `(?:\\b(?:between|from)\\s+(?<a>${T})\\s+(?:and|to|until|till|-)\\s+(?<b>${T})|(?<![\\d/:.-])(?<c>${T})\\s*-\\s*(?<d>${T}))(?![\\d/:.-])`,
    'g',
  ),
  apply(m, draft) {
    const g = m.groups ?? {};
    const from = timeOf(g.a ?? g.c ?? '');
    const to = timeOf(g.b ?? g.d ?? '');
    if (draft.window) return unparseable('The phrase gives two time ranges.', 'Give one, e.g. "from 9am to 5pm".');
    draft.window = { from: { hour: from.hour, minute: from.minute }, to: { hour: to.hour, minute: to.minute } };
    draft.bareWindow = { from: !from.certain, to: !to.certain, said: m[0].trim() };
    return undefined;
  },
};

/**
 * The hours of a window said without am/pm, read now that the part of the day is known: in that part ("from 7 to
 * 11 in the evening" is 7 PM to 11 PM; "9-5 in the afternoon" is refused), or else each bare hour in the half of
 * the day that makes the window shorter. A reading that had a choice is said in a note.
 */
/** A half of the day said in the range's words ("6:30 to 10pm"). */
const HALF_SAID = /\d\s*[ap]\.?m\b|\b(?:noon|midnight)\b/;

/**
 * "every 3 hours from 8 to 10": a range shorter than the step runs once a day, which no one asks for with a step;
 * the end is most likely in the other half of the day.
 */
export function shorterThanStep(
  draft: IntentDraft,
  said: string,
  from: LocalTime,
  to: LocalTime,
): ScheduleProblem | undefined {
  const iv = draft.interval;
  if (iv === null) return undefined;
  const length = (to.hour * 60 + to.minute - (from.hour * 60 + from.minute) + 1440) % 1440;
  if (length === 0 || length >= iv.every * (iv.unit === 'hour' ? 60 : 1)) return undefined;
  return unparseable(
    `"${said}" read as ${fmt(from)} to ${fmt(to)} is shorter than the step, so it would run once a day.`,
    'Give the end with its half of the day, e.g. "every hour from 9am to 9pm".',
  );
}

export function settleWindow(draft: IntentDraft): ScheduleProblem | undefined {
  const settled = settle(draft);
  if (settled) return settled;
  const w = draft.window;
  if (draft.bareWindow === null || w === null || w.to === null) return undefined;
  return shorterThanStep(draft, draft.bareWindow.said, w.from, w.to);
}

function settle(draft: IntentDraft): ScheduleProblem | undefined {
  const bare = draft.bareWindow;
  const w = draft.window;
  if (bare === null || w === null || w.to === null || (!bare.from && !bare.to)) return undefined;
  let from = w.from;
  let to = w.to;
  const part = draft.meridiem;
  if (part !== null) {
    if (bare.from) from = inPart(from, part, false);
    if (bare.to) to = inPart(to, part, true);
    if (
      part !== 'night' &&
      to.hour * 60 + to.minute <= from.hour * 60 + from.minute &&
      !(to.hour === 0 && to.minute === 0)
    ) {
      return unparseable(
        `"${bare.said}" is not in the ${draft.dayPart ?? PARTS[part]}.`,
        'Give the hours with am or pm, e.g. "from 7pm to 11pm".',
      );
    }
  } else {
    const at = (t: LocalTime) => t.hour * 60 + t.minute;
    const other = (t: LocalTime): LocalTime => ({ hour: t.hour + 12, minute: t.minute });
    if (bare.to && to.hour < 12 && span(at(from), at(other(to))) < span(at(from), at(to))) to = other(to);
    // "between 6:30 and 22:30": an end on the 24-hour clock says the other is on it too (06:30); "6:30 to 10pm" not
    else if (
      bare.from &&
      !bare.to &&
      from.hour < 12 &&
      HALF_SAID.test(bare.said) &&
      span(at(other(from)), at(to)) < span(at(from), at(to))
    )
      from = other(from);
  }
  draft.window = { from, to };
  const changed = from.hour !== w.from.hour || to.hour !== w.to.hour;
  if (changed || (bare.from && bare.to && from.hour < 12)) {
    draft.assumptions.push(`"${bare.said}" read as ${fmt(from)} to ${fmt(to)}.`);
  }
  return undefined;
}
