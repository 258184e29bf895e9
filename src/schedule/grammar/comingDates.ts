import { type CalendarDate, epochDay } from '../cron/calendar.js';
import type { IntentDraft } from './draft.js';

/**
 * One-off dates said in English without their year: "vet: rabies certificate batch on nov 30 at 3pm", "stollen run
 * reminder dec 14 0500".
 *
 * `comingOnce`: one run on a date without its year or weekday, beside the name of what it is for ("holiday closure
 * notice dec 23 at 3pm", said in late November), the date within a month from today: the coming one, once, with a
 * note saying how to ask for every year's. A date further off, a date said alone ("the 2nd of february at 9am"), or
 * one beside a word that makes it a day of the year ("annual", "yearly", "anniversary", "birthday", "year-end",
 * "every", "each", a day known by its name: "launch day", "new year's eve", "halloween"), or beside a reminder's or
 * a yearly duty's word ("reminder", "renewal", "due", "bonus", "insurance": corpora show both readings meant) stays
 * refused with both readings. Safe because a named job on a date a few weeks off is that date's job: a yearly one is said with its
 * yearly word, or set up with the year said.
 */

/** Words that make a date a day of the year, every year's. */
const YEARLY_WORDS =
  /\b(?:annual\w*|yearly|anniversar\w*|birthdays?|b-?days?|year[\s-]*end|eoy|every|each|years?|eve|new\s+year'?s?|halloween|valentine'?s?)\b|\b(?!(?:sun|mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|to|yester|tomorrow|mid)day\b)[a-z'-]+\s*day\b/i;

/**
 * Words of a reminder or of an obligation that comes back each year ("aguinaldo reminder dec 20 9am", "insurance
 * renewal reminder on the 1st of december at 10"): people mean this year's and every year's alike, so left refused.
 */
const YEARLY_DUTY =
  /\b(?:remind\w*|renew\w*|expir\w*|due|dues|bonus\w*|insurance|licen[cs]es?|subscriptions?|tax\w*)\b/i;

/** One date without its year or weekday, within a month from today, in a phrase with no word of every year's. */
export function comingOnce(date: CalendarDate, today: CalendarDate, text: string): boolean {
  if (YEARLY_WORDS.test(text) || YEARLY_DUTY.test(text)) return false;
  const n = epochDay(date.year, date.month, date.day);
  const from = epochDay(today.year, today.month, today.day);
  const day = Math.min(today.day, 28);
  const monthOn = today.month === 12 ? epochDay(today.year + 1, 1, day) : epochDay(today.year, today.month + 1, day);
  return n >= from && n <= Math.max(monthOn, from + 28);
}

/**
 * The one run on a date without its year, beside a name set aside, is the coming date's (`comingOnce`): a note says
 * so. Looked at only where the date would otherwise be refused as once or every year's (`draft.undatedOnce`).
 */
export function comingNamedDate(draft: IntentDraft, text: string, today: CalendarDate): boolean {
  const date = draft.startDate;
  if (draft.undatedOnce === null || date === null || draft.maxOccurrences !== 1) return false;
  if (!comingOnce(date, today, text)) return false;
  draft.assumptions.push(
    `"${draft.undatedOnce}" is within a month from today: read as the coming one, with the name of what it is for.`,
  );
  return true;
}
