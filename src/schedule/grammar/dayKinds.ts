import { DAY } from './words.js';

/**
 * Kinds of days and parts of the day named with what they are, the name set aside:
 * - "on stream days (wed, fri, sun)", "on match days (saturdays)", "school nights (sun–thu)": the days in brackets
 *   ("on wed, fri, sun"; a night's days stay nights: "sun–thu nights"), in brackets listed with spaces alone too
 *   ("on ferry days (mon wed sat)"), or set off last by a dash or a colon ("6pm on show days — tue thu sat",
 *   "on market days: wed sat"); not "on other days — mon wed" (which days, not a kind);
 * - "during day shift 7–19", "on night shift (22:00–06:00)", "through the night shift 22:00-06:00", "during the day 7am-7pm", "in the day time 8 until 20":
 *   the hours said with them ("from 7 to 19"; bare hours of the day are then read as any range is: "7-7" as 7 AM to
 *   7 PM, with a note). A shift of the evening or the night, or any shift whose hours are both bare, needs hours whose
 *   half of the day is said (or on the 24-hour clock): "night shift 10-6" could be either half of the day.
 * Looked at only when the phrase does not read as it is; the rewrite is read as a phrase of its own.
 */

const DAY_ITEM = `(?:${DAY}|week(?:day|end)s\\b)`;
const DAY_LIST = `${DAY_ITEM}(?:(?:\\s*(?:,|/|&|and|or|-|\u2013|\u2014|to|through|thru)\\s*|\\s+)${DAY_ITEM})*`;
/** Words that say which or how many days, not what kind they are ("other days", "two days"). */
const NOT_A_KIND =
  /^(?:every|each|all|other|some|these|those|both|few|several|many|two|three|four|five|six|seven|next|last|first|second|third|alternate|odd|even|on|the|of|at|in|and|or|for|working|business|week|off|after|before|following|preceding|between|around|single|same)$/;
const KIND_DAYS = new RegExp(
  `(?<![\\w'-])(?:on\\s+)?(?:the\\s+)?(?<kind>[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*)?)\\s+(?<unit>days|nights)\\s*\\(\\s*(?:on\\s+)?(?<list>${DAY_LIST})\\s*\\)`,
  'i',
);
/** The same kind of days with its days set off last by a dash or a colon ("on show days — tue thu sat"). */
const KIND_DAYS_LAST = new RegExp(
  `(?<![\\w'-])(?:on\\s+)?(?:the\\s+)?(?<kind>[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*)?)\\s+(?<unit>days|nights)\\s*(?:[:\u2013\u2014]|\\s-)\\s*(?:on\\s+)?(?<list>${DAY_LIST})\\s*[.!]?\\s*$`,
  'i',
);
/**
 * "every school night 8pm (sun-thu)", "each match day 17:00 (sat, sun)": one kind of day with "every" and its clock
 * before the days in brackets; read as the clock on those days (a night's days stay nights).
 */
const KIND_EVERY = new RegExp(
  `(?<![\\w'-])(?:every|each)\\s+(?<kind>[a-z][a-z'-]*(?:\\s+[a-z][a-z'-]*)?)\\s+(?<unit>day|night)\\s+(?:at\\s+)?(?<clock>(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?\\s*(?:[ap]\\.?m\\.?)?)\\s*\\(\\s*(?:on\\s+)?(?<list>${DAY_LIST})\\s*\\)`,
  'i',
);

/** An hour, its half of the day said in full or by its letter ("6a", "10p", as rotas write them). */
const HOUR = '(?:[01]?\\d|2[0-3])(?::[0-5]\\d)?(?:\\s*[ap](?:\\.?m\\.?|(?![a-z])))?';
const PART = new RegExp(
  `(?<![\\w-])(?:during|on|in|for|through(?:out)?(?=\\s+the\\b))\\s+(?:the\\s+)?(?:(?<label>[a-z0-9]+)\\s+)?(?<what>shift|day(?:\\s?time)?|work\\s?day|working\\s+day)(?:\\s+hours)?\\s*[:(]?\\s*(?:from\\s+)?(?<a>${HOUR})\\s*(?:-|\u2013|\u2014|to|until|till)\\s*(?<b>${HOUR})\\s*\\)?(?![\\w:])`,
  'i',
);
/** Labels of a shift by day: its bare hours, one of them on the 24-hour clock, are read as the grammar reads them. */
const DAY_LABEL = /^(?:day|morning|early|first|1st|a)$/i;
/** Labels of a shift of the evening or the night, or of any shift: their hours must say their half of the day. */
const SHIFT_LABEL =
  /^(?:day|morning|early|first|1st|a|b|c|night|evening|afternoon|late|swing|graveyard|second|third|2nd|3rd|overnight)$/i;

/** An hour whose half of the day is said: am/pm, past 12, or written with a leading zero ("06:00", "0:30"). */
function saysHalf(hour: string): boolean {
  const m = /^(\d{1,2})(?::\d{2})?\s*([ap](?:\.?m\.?)?)?$/i.exec(hour.trim());
  if (!m) return false;
  const h = Number(m[1]);
  return m[2] !== undefined || h === 0 || h > 12 || (/^0/.test(m[1] as string) && /:/.test(hour));
}

export interface DayKindsReading {
  readonly text: string;
  readonly notes: readonly string[];
}

export function dayKinds(phrase: string): DayKindsReading | null {
  if (!/\(|shift|during|day\s?time|(?:days|nights)\s*(?:[:\u2013\u2014]|\s-)/i.test(phrase)) return null;
  let text = phrase;
  const notes: string[] = [];
  const kind = KIND_DAYS.exec(text) ?? KIND_DAYS_LAST.exec(text);
  if (kind?.groups) {
    const words = (kind.groups.kind as string).toLowerCase().split(/\s+/);
    const day = new RegExp(`^${DAY}$`, 'i');
    if (!words.some((w) => NOT_A_KIND.test(w) || day.test(w))) {
      const list = kind.groups.list as string;
      const nights = /^nights$/i.test(kind.groups.unit as string);
      const by = nights ? `${list} nights` : `on ${list}`;
      text = text.slice(0, kind.index) + by + text.slice(kind.index + kind[0].length);
      const how = kind[0].trim().endsWith(')') ? 'the days in brackets' : 'the days said after it';
      notes.push(`Read "${kind[0].trim()}" as ${how}: ${list}.`);
    }
  }
  const every = kind === null ? KIND_EVERY.exec(text) : null;
  if (every?.groups) {
    const words = (every.groups.kind as string).toLowerCase().split(/\s+/);
    const day = new RegExp(`^${DAY}$`, 'i');
    if (!words.some((w) => NOT_A_KIND.test(w) || day.test(w))) {
      const list = every.groups.list as string;
      const clock = (every.groups.clock as string).trim();
      const by = /^night$/i.test(every.groups.unit as string) ? `${list} nights` : `on ${list}`;
      text = `${text.slice(0, every.index)}${clock} ${by}${text.slice(every.index + every[0].length)}`;
      notes.push(`Read "${every[0].trim()}" as the days in brackets: ${list}.`);
    }
  }
  const part = PART.exec(text);
  if (part?.groups) {
    const label = part.groups.label;
    const what = (part.groups.what as string).toLowerCase();
    // "6a–10p": the half of the day by its letter, written out
    const a = (part.groups.a as string).replace(/(?<=\d\s*[ap])$/i, 'm');
    const b = (part.groups.b as string).replace(/(?<=\d\s*[ap])$/i, 'm');
    const shift = what === 'shift';
    // "during the day 7am-7pm", "on day shift 7–19", "on night shift (22:00–06:00)"; not "during 3 day(s)"
    const labelled = shift ? label === undefined || SHIFT_LABEL.test(label) : label === undefined;
    const byDay = !shift || label === undefined || DAY_LABEL.test(label);
    // the day's hours both bare ("during the day 7-7", "in the day time 9 to 5") are read as any range of hours is: a
    // working day's halves, with a note, or refused where unclear
    const said = !shift || (byDay ? saysHalf(a) || saysHalf(b) : saysHalf(a) && saysHalf(b));
    if (labelled && said) {
      text = `${text.slice(0, part.index)}from ${a} to ${b}${text.slice(part.index + part[0].length)}`;
      notes.push(`Read "${part[0].trim()}" as the hours ${a}–${b}.`);
    }
  }
  return notes.length > 0 ? { text, notes } : null;
}
