import { resolveZoneWord } from '../zones.js';
import { DAY } from './words.js';

/**
 * An event said with its days (and maybe its hours) before a colon, and what to do at it after, with one clock and no
 * days of its own: "late opening thursdays: closing announcement 8:45pm", "boulder reset wednesdays 9pm-1am: ping
 * setters at 9pm". The run is on the event's days, at the clock said after the colon: the words before the days
 * name the event, as a label before a colon names a job. Read only once the phrase has failed to read as said
 * (rules.ts): the event is cut off, its days said after the rest, the rest read again, with a note.
 *
 * Why it is safe, and where it is not read:
 * - the clock after the colon must say its half of the day ("8:45pm") or be on the 24-hour clock ("20:45"): the
 *   event's words ("late opening", "night shoots") could say which half a bare "8:45" is;
 * - the rest says no days or how often of its own ("...: announcement 8:45pm fridays" names days twice);
 * - the event's hours, where said, must hold the run's clock on the same day ("9pm-1am" holds 9pm, not 12:30am,
 *   which falls on the next day);
 * - each word of the event is from a short list of events' words (EVENT_WORDS: "quiz", "market", "late", "opening"),
 *   and its days are not a day's full name in the singular ("Shrove Tuesday:", "Blue Monday:" name one day); no word that bounds or repeats the runs ("every other",
 *   "except", "first"), and no place or word that brings one in ("site in Dubai works sun-thu: safety walk 7am":
 *   Dubai's clock may be meant).
 */
export const EVENT_DAYS_FIRST_GATE = /:/;

const DAYS = `(?:${DAY}(?:\\s*(?:-|–|to|through|thru)\\s*${DAY}|(?:\\s*(?:,|and|&|\\+|/)\\s*${DAY})*))`;
const HOURS = '(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m|(?:[01]\\d|2[0-3]):[0-5]\\d';
const SAID = new RegExp(
  `^(?<event>[a-z][a-z' -]{0,40}?)\\s+(?<days>${DAYS})(?:\\s+(?<from>${HOURS})\\s*(?:-|–|to)\\s*(?<to>${HOURS}))?\\s*:\\s*(?<rest>.+)$`,
  'i',
);
/** A clock that says its half of the day, or on the 24-hour clock. */
const CLOCK = new RegExp(`(?<![\\d:])(?:${HOURS})(?![\\d:])`, 'gi');
/** Any number in the rest: a second clock, a bare hour or a date. */
const ANY_NUMBER = /\d/g;
/** Words of days or of how often in the rest: it says its own. */
const DAYS_SAID = new RegExp(
  `\\b(?:${DAY}|daily|nightly|weekdays?|weekends?|weeknights?|every|each|week|weekly|month|monthly|year|tonight|today|tomorrow|except|until|till|other|alternate|only)`,
  'i',
);
/**
 * Words of the time of day an event is at, or of the hours a place keeps ("late opening"): allowed with a clock that
 * says its half, which they cannot move.
 */
const PART_OF_DAY = new Set([
  'late',
  'early',
  'night',
  'nights',
  'evening',
  'morning',
  'afternoon',
  'overnight',
  'opening',
  'closing',
]);
/**
 * The words an event is named by ("quiz night", "late opening", "farmers market"): a short list, not any name's word,
 * as a name before the days may be a day of its own ("Shrove Tuesday:", "Blue Monday:") or say which of the days
 * ("home game saturdays:", "rainy saturdays:", "busy fridays:" are not every Saturday or Friday).
 */
const EVENT_WORDS = new Set([
  ...PART_OF_DAY,
  'open',
  'late-night',
  'quiz',
  'trivia',
  'bingo',
  'karaoke',
  'market',
  'farmers',
  'club',
  'shopping',
  'route',
  'setting',
  'boulder',
  'reset',
  'choir',
  'band',
  'practice',
  'rehearsal',
  'training',
  'class',
  'yoga',
  'swim',
  'league',
  'film',
  'movie',
  'session',
  'service',
]);
/** A day's full name in the singular ("Shrove Tuesday", "Blue Monday"): one day's name, not every such day. */
const ONE_DAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b(?!s)/i;
/** Words that bound, narrow or repeat the runs: never an event's. */
const NOT_EVENT =
  /^(?:every|each|other|alternate|except|only|not|no|until|till|from|first|second|third|fourth|fifth|last|next|this|biweekly|fortnightly|some|most|odd|even)$/;

function minutes(clock: string): number {
  const m = /^(\d{1,2})(?::(\d\d))?\s*([ap]m)?$/i.exec(clock.trim());
  if (m === null) return -1;
  let h = Number(m[1]) % (m[3] ? 12 : 24);
  if (m[3]?.toLowerCase() === 'pm') h += 12;
  return h * 60 + Number(m[2] ?? 0);
}

/** The phrase with the event's days said after what is done, and the note; null where it is not so said. */
export function eventDaysFirstPhrase(phrase: string): { text: string; note: string } | null {
  const m = SAID.exec(phrase.trim());
  const g = m?.groups;
  if (!g?.event || !g.days || !g.rest) return null;
  const rest = g.rest.trim();
  if (DAYS_SAID.test(rest)) return null;
  if (ONE_DAY.test(g.days)) return null;
  const clocks = [...rest.matchAll(CLOCK)];
  if (clocks.length !== 1) return null;
  const clock = (clocks[0] as RegExpMatchArray)[0];
  // no other number beside the clock ("ping at 9pm, 2 reminders")
  if ((rest.match(ANY_NUMBER) ?? []).length !== (clock.match(ANY_NUMBER) ?? []).length) return null;
  const words = g.event.trim().split(/\s+/);
  if (words.length > 5) return null;
  if (
    !words.every((w, k) => {
      const lower = w.toLowerCase();
      if (NOT_EVENT.test(lower)) return false;
      // a place, or a word that brings one in ("site in Dubai works sun-thu:"): its clock may be the runs'
      if (resolveZoneWord(lower) !== null || /^(?:in|at|on|from|to|for|near|by)$/.test(lower)) return false;
      // a proper noun inside the event ("plant Ashburn thursdays:"): maybe a place the grammar does not know
      if (k > 0 && /^\p{Lu}\p{Ll}/u.test(w)) return false;
      return EVENT_WORDS.has(lower);
    })
  )
    return null;
  let hours = '';
  if (g.from !== undefined && g.to !== undefined) {
    const at = minutes(clock);
    const from = minutes(g.from);
    const to = minutes(g.to);
    if (at < 0 || from < 0 || to < 0) return null;
    const within = to > from ? at >= from && at <= to : at >= from;
    if (!within) return null;
    hours = ` ${g.from}-${g.to}`;
  }
  return {
    text: `${rest} ${g.days}`,
    note: `Read "${g.event.trim()} ${g.days}${hours}" as the event the runs are at: its days ("${g.days}") are the runs' days${hours === '' ? '' : `, its hours (${hours.trim()}) hold the time`}.`,
  };
}
