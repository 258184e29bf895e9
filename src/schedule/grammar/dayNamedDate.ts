/**
 * "season pass email: opening day fri 4 dec 2026 6am", "race day sun 7 mar 2027 5:30am": a day named by its event
 * ("opening day", "race day", "launch day") right before the date it names, said whole: with its year, or with its
 * day of the week. The name says which day the date is and nothing more, so it is set aside with a note and the
 * rest read. Not read for words that make "day" a kind of day that repeats or moves ("every day", "work day", "the
 * day before", "pay day"): only a name of one plain word before "day", and only where the reading is of runs on that
 * one date (checked by the caller).
 */

export interface DayNamedDateReading {
  readonly text: string;
  readonly note: string;
}

export const DAY_NAMED_DATE_GATE = /\bday\s+(?:mon|tue|wed|thu|fri|sat|sun|\d)/i;

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const WEEKDAY = '(?:mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)[a-z]*\\.?,?';
const DAY_MONTH = `(?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}|${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?)`;
/** A whole date: a day of the week and its date, or a date with its year. */
const WHOLE_DATE = `(?:${WEEKDAY}\\s+${DAY_MONTH}(?:,?\\s+20\\d\\d)?|${DAY_MONTH},?\\s+20\\d\\d)`;
const PATTERN = new RegExp(`\\b(?<name>(?<word>[a-z]+)\\s+day)\\s+(?=${WHOLE_DATE}\\b)`, 'i');
/**
 * Words that make "day" a kind of day, a day counted from another ("the previous day", "the following day", "the day
 * before": a day away from the date said) or one of several.
 */
const NOT_NAME =
  /^(?:every|each|per|a|one|the|that|this|next|last|same|other|any|which|work|working|business|school|week|bank|trading|pay|market|bin|rest|holy|feast|whole|full|half|all|first|second|third|fourth|fifth|final|previous|prior|preceding|following|succeeding|subsequent|eve|before|after|day|days|big|other|another|alternate|\d+)$/;

/** The phrase without the day's name said before its whole date; null when it has none. */
export function dayNamedDate(phrase: string): DayNamedDateReading | null {
  if (!DAY_NAMED_DATE_GATE.test(phrase)) return null;
  const m = PATTERN.exec(phrase);
  const g = m?.groups;
  if (!m || !g || NOT_NAME.test((g.word ?? '').toLowerCase())) return null;
  return {
    text: `${phrase.slice(0, m.index)}${phrase.slice(m.index + m[0].length)}`,
    note: `Read "${g.name}" as the name of the date said after it, not as part of the schedule.`,
  };
}
