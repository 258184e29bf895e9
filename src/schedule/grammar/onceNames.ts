import { JOB_NOUN, nameWordsOnly } from './labels.js';

/**
 * A job's name said first and set off by a comma before "once" or "one time" ("national blood week appeal post, once,
 * 7 june 2027 9am", "end of tenancy clean booking, once: 30 nov 9am"): the name may hold a word of the calendar that
 * the name tests refuse ("week", "day", "end"), but "once" said after it, set off on both sides, says the phrase is
 * one run at the date and clock that follow, which such a word cannot move. Read only when:
 * - every other word of the name is one the name tests set aside (no digit, no day or month, no half of the day,
 *   no zone's letters, no word that bounds or repeats the runs: "every", "until", "before", "last", ...);
 * - the name ends in a word for a job or a booking ("post", "reminder", "booking");
 * - what follows reads as one run (checked by the caller).
 * So too a name set off by a colon before runs that say both ends of their dates ("tech week: crew call 9am daily
 * from 1 feb until 6 feb"): the dates said, not the name's word, bound the runs (`periodNamePhrase`).
 * Looked at only when the phrase does not read as it is.
 */

export interface OnceNameReading {
  /** The phrase without the calendar's words of the name. */
  readonly text: string;
  /** The name as read then, and as said. */
  readonly shortName: string;
  readonly name: string;
  readonly note: string;
}

const GATE = /,\s*(?:once|one[\s-]time|one-off)\b/i;
const PATTERN =
  /^\s*(?<name>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,6})\s*,\s*(?<once>once|one[\s-]time|one-off)\s*[,:]\s*\S/i;
/** Words of the calendar a name may hold when "once" and a date say when: "national day", "blood week", "end of". */
const CALENDAR_NOUN = /^(?:day|week|end)$/;
/** What a booking's name may end in besides a job's word ("clean booking", "gas appointment"). */
const BOOKING_NOUN = /^(?:bookings?|appointments?|visits?|viewings?|inspections?|collections?|deliver(?:y|ies))$/;

export function onceNamePhrase(phrase: string): OnceNameReading | null {
  if (!GATE.test(phrase)) return null;
  const g = PATTERN.exec(phrase)?.groups;
  if (!g) return null;
  const name = (g.name ?? '').trim();
  const last = (name.split(/\s+/).at(-1) ?? '').toLowerCase();
  if (!JOB_NOUN.test(last) && !BOOKING_NOUN.test(last)) return null;
  return withoutCalendarWords(phrase, name, `"${g.once}" and what follows say when`);
}

const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*';
const A_DATE = `(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_WORD}|${MONTH_WORD}\\s+\\d{1,2}(?:st|nd|rd|th)?)(?:,?\\s+20\\d\\d)?`;
/** Both ends of the runs' dates: "from 1 feb until 6 feb", "from march 3 to march 9". */
const BOTH_ENDS = new RegExp(`\\bfrom\\s+${A_DATE}\\s+(?:until|till|to|through|thru|-|\u2013)\\s+${A_DATE}\\b`, 'i');
const NAME_SET_OFF = /^\s*(?<name>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){1,3})\s*:\s*\S/i;

/** "tech week: crew call 9am daily from 1 feb until 6 feb": a name set off by a colon, the runs' dates said. */
export function periodNamePhrase(phrase: string): OnceNameReading | null {
  if (!phrase.includes(':') || !/\bfrom\b/i.test(phrase)) return null;
  const m = NAME_SET_OFF.exec(phrase);
  const g = m?.groups;
  if (!m || !g || !BOTH_ENDS.test(phrase)) return null;
  const name = (g.name ?? '').trim();
  const said = name.toLowerCase().split(/\s+/);
  // "work day: standup 9am from 1 feb until 26 feb", "bin day: ...", "end of week wrap: ...": a calendar word made a
  // day by the word before it says which days run, within the dates
  for (let k = 0; k < said.length; k++) {
    if (!CALENDAR_NOUN.test(said[k] as string)) continue;
    if (said[k] === 'end' || (k > 0 && DAY_MAKER.test(said[k - 1] as string))) return null;
  }
  // only where the runs say their own days ("daily", "weekdays", a day's name), or the name is some week's ("tech week")
  // (a day's name said with a date is the date's: "from sat 1 feb")
  const runs = phrase
    .slice(phrase.indexOf(':') + 1)
    .replace(new RegExp(`\\b(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\\.?,?\\s+(?=\\d|${MONTH_WORD}\\b)`, 'gi'), ' ');
  const weekLast = said.filter((w) => CALENDAR_NOUN.test(w)).length === 1 && said.at(-1) === 'week';
  if (!OWN_DAYS.test(runs) && !weekLast) return null;
  return withoutCalendarWords(phrase, name, 'the dates said bound the runs', true);
}

/** Words that make a day or a week's part of the calendar word after them: "work day", "bin day", "week end". */
const DAY_MAKER =
  /^(?:work|working|week|bin|bins|market|shabbat|sabbath|rest|pay|payday|school|business|trading|bank|holy|feast|of|(?:mon|tue|tues|wed|weds|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?s?)$/;
/** The runs' own days: "daily", "every day", "weekdays", a day's name. */
const OWN_DAYS =
  /\b(?:daily|nightly|every\s+(?:day|night|morning|evening)|each\s+(?:day|night|morning|evening)|week(?:day|end|night)s|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:days?)?)\b/i;

function withoutCalendarWords(phrase: string, name: string, why: string, lastToo = false): OnceNameReading | null {
  const said = name.split(/\s+/);
  // the calendar's words of the name, not its last (its job's): "national day reception reminder", "end of tenancy"
  const kept: string[] = [];
  const aside: string[] = [];
  for (let k = 0; k < said.length; k++) {
    const w = said[k] as string;
    if ((lastToo || k < said.length - 1) && CALENDAR_NOUN.test(w.toLowerCase())) {
      aside.push(w);
      // ("end of tenancy": the "of" goes with it)
      if (w.toLowerCase() === 'end' && said[k + 1]?.toLowerCase() === 'of' && k + 2 < said.length - 1) k++;
      continue;
    }
    kept.push(w);
  }
  if (aside.length === 0 || kept.length === 0) return null;
  // the other words are read as they are, by the name tests (a place among them is the zone's, as anywhere)
  if (!nameWordsOnly(kept)) return null;
  const shortName = kept.join(' ');
  return {
    text: `${shortName}${phrase.slice(phrase.indexOf(name) + name.length)}`,
    shortName,
    name,
    note: `Read "${aside.join('", "')}" as a word of the name "${name}", not as part of the schedule: ${why}.`,
  };
}
