import { DAY } from './words.js';

/**
 * A work week said as a fact, with a rule that says no days of its own: "Tehran team: their work week is sat–wed,
 * reminder 8:30 Tehran time", "our working week is sun-thu; standup 9:15". The rule runs on the days of that week:
 * the work week is said for no other reason. Said first in its clause, "is" may be left out: "Kabul: work week sat to
 * wed, 8:30 start". Read only once the phrase has failed to read as said (rules.ts): the
 * clause is taken out and its days said after the rest, which is then read as usual, with a note.
 *
 * Left as it was: a rest that says days of its own ("their work week is sat-wed, reminder fridays 9am": the week says
 * nothing then, or something else), or any word of days ("daily", "weekends", "every day", "workdays"), and a week
 * said otherwise than as a range of two days.
 */
export const WORK_WEEK_GATE = /\bwork(?:ing)?\s*week\b/i;

const CLAUSE = new RegExp(
  `(?<lead>^|[,;:]\\s*|\\s)(?<clause>(?:(?:their|our|my|its|the)\\s+work(?:ing)?\\s*week\\s+(?:is|runs|goes)|` +
    // "Kabul: work week sat to wed, 8:30 start": said first in its clause, without "is"
    `(?<=(?:^|[,;:])\\s*)work(?:ing)?\\s*week)\\s+(?:from\\s+)?` +
    `(?<from>${DAY})\\s*(?:[-\u2012-\u2015]|\\bto\\b|\\bthrough\\b|\\bthru\\b)\\s*(?<to>${DAY}))\\s*(?:[,;.]\\s*|(?=\\s*$))`,
  'i',
);

/** Words of days or of how often in the rest: it says its own days, or which days is open ("9am once a month"). */
const DAYS_SAID = new RegExp(
  `\\b(?:${DAY}|daily|nightly|weekdays?|weekends?|weeknights?|every\\s+day|each\\s+day|work\\s*days?|business\\s+days?|working\\s+days?|days?|weekly|monthly|quarterly|yearly|annually|biweekly|fortnightly|once|twice|every|each|week|month|year|fortnight)`,
  'i',
);

/** A clock and "start", all that the rest says of time after a place's label ("Kabul: 8:30 start"). */
const DAY_START = /(?:^|(?<=:)\s)\s*((?:[01]?\d|2[0-3]):[0-5]\d(?:\s*[ap]m)?)\s+start$/i;

/** Nothing, or one label of words without digits ("Kabul:", "Herat office:"), before the work day's start. */
const ONE_LABEL = /^\s*(?:[^\s:,;\d][^:,;\d]*:)?\s*$/;

/** The phrase with the work week's days said after the rule, and the note; null when it says none, or days too. */
export function workWeekPhrase(phrase: string): { text: string; note: string } | null {
  const m = CLAUSE.exec(phrase);
  const g = m?.groups;
  if (!m || !g?.clause || !g.from || !g.to) return null;
  const rest =
    `${phrase.slice(0, m.index)}${g.lead === undefined || /^\s*$/.test(g.lead) ? ' ' : g.lead.replace(/\s+$/, ' ')}${phrase.slice(m.index + m[0].length)}`
      .replace(/\s+/g, ' ')
      .replace(/^[\s,;:]+|[\s,;]+$/g, '');
  if (rest === '' || DAYS_SAID.test(rest)) return null;
  // "8:30 start", the work day's start said last with nothing else of time: the one clock of the runs
  // right after the work week, or after one label at most said before it, the place's ("Kabul: 8:30 start"): a label
  // said after the week is no place's and may say the runs are off or moved ("work week sat to wed, cancelled: 8:30
  // start"), and is left to be read as said
  const found = DAY_START.exec(rest);
  const after = phrase.slice(m.index + m[0].length).trim();
  const start =
    found !== null &&
    ONE_LABEL.test(rest.slice(0, found.index)) &&
    (after === '' || after.toLowerCase() === found[0].trim().toLowerCase())
      ? found
      : null;
  const said = start === null ? rest : `${rest.slice(0, start.index)} at ${start[1]}`.trim();
  return {
    text: `${said}, ${g.from}-${g.to}`,
    note:
      `"${g.clause}" read as the days of the runs (${g.from} to ${g.to})` +
      (start === null ? '.' : `, "${start[0].trim()}" as the time of the runs, the start of each work day.`),
  };
}
