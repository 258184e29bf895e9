/**
 * Slack's own reminder command, pasted as typed, and Slackbot's answer to it:
 *
 *   /remind #facilities "generator weekly test" every Monday at 9am
 *   /remind @dispatch "buses out" at 6:15am every weekday
 *   /remind me to check the UPS logs every weekday at 8:30am
 *   Slackbot: I will remind #housekeeping "linen count" at 2PM every Sunday.
 *
 * Slack's form is `/remind [whom] [what] [when]`: whom is "me", "you" (in Slackbot's answer), "@someone" or
 * "#channel"; what is a message in quotes, or "to ..." words. A message in quotes right after whom is set aside
 * whole, with a note (its words are the message's, "weekly" in "generator weekly test" too: Slack's own syntax puts
 * the message there), and what follows is read as a reminder's schedule ("remind #ops every monday at 9am"), with
 * all its checks; a date alone is one run, as Slack reads it ("/remind me "call the agent" on December 2 at 3pm"). A "to ..." message is left to the reminder reader ("remind #kitchen to order produce on the 1st ..."),
 * which finds where the schedule starts and keeps its own checks.
 *
 * Slack repeats a reminder only when told ("every", "daily", "weekdays", "mondays" ...): "/remind me "report" on
 * Friday at 5pm" is one reminder, next Friday, and "/remind me to stretch at 3pm" one at the next 3 PM, which the
 * grammar would read as every Friday or every day. Such a phrase is refused when the rest reads as runs that repeat.
 *
 * A message of a few plain words, not in quotes, before a schedule that starts with "every", "each", "daily" ...
 * ("/remind @channel standup every weekday at 9:45am") is set aside as Slack does, unless one of its words could
 * say or bound a schedule (a day, a part of the day, "only", "first", "other" ...): then the phrase keeps its refusal.
 * Each word must be one a job's name may hold (labels.ts isAsideWord), no zone's or place's ("utc", "pacific",
 * "tokyo", "eastern": the schedule's clock, not the message) and none of a period, a feast or one run ("ramadan",
 * "lent", "advent", "christmas", "fortnight", "once": crontabComments.ts NOT_A_NAME).
 *
 * Refused (left to the rest of the grammar): a message in quotes with nothing after it ("/remind me "standup""),
 * Slack's other subcommands ("/remind list", "/remind help"), a whom that is none of these ("/remind the team
 * ..."), and what the rest does not read ("/remind #ops "deploy" whenever").
 */

import { BOUNDING_WORDS, zoneSaidIn } from './cronPastes.js';
import { NOT_A_NAME } from './crontabComments.js';
import { nameWordsOnly } from './labels.js';

/** The command or Slackbot's answer first: the test that rejects most phrases at once. */
export const SLACK_REMIND_GATE =
  /^\s*(?:\/remind\b|slackbot\s*:|(?:(?:ok(?:ay)?|got it|sure|done)[!,.]?\s+)?i(?:\s+will|['’]ll)\s+remind\b)/i;

const HEAD =
  /^\s*(?<head>\/remind|(?:slackbot\s*:\s*)?(?:(?:ok(?:ay)?|got it|sure|done)[!,.]?\s+)?i(?:\s+will|['’]ll)\s+remind)\s+(?<whom>me|you|@[\w.-]+|#[\w.-]+)\s+(?<rest>.+)$/i;
/** A message in quotes: straight or curly, of a few words. */
const MESSAGE =
  /^(?:"(?<a>[^"\n]{1,80})"|\u201c(?<b>[^\u201d\n]{1,80})\u201d|'(?<c>[^'\n]{1,80})')\s*[,:-]?\s+(?<when>.+)$/;

/**
 * Words that make Slack repeat a reminder: without one, "/remind me on Friday at 5pm" and "/remind me at 3pm" are one
 * reminder, at the next such time, which the grammar would read as every week or every day.
 */
const REPEATS =
  /\b(?:every|each|daily|weekly|fortnightly|monthly|quarterly|yearly|annually|hourly|nightly|weekdays|weekends|weeknights|(?:mon|tues|wednes|thurs|fri|satur|sun)days)\b/i;

/**
 * A message of one to four plain words, not in quotes, then the schedule from its first word, or from its clock
 * ("feed the koi at 3pm every day": a clock with am/pm or minutes, then the words that repeat it), or a wait alone,
 * the whole of what follows ("standup in 10 minutes": one reminder, as Slack reads it).
 */
const PLAIN_MESSAGE =
  /^(?<words>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,3}?)\s+(?<when>(?:every|each|daily|weekly|monthly|weekdays)\b.+|at\s+(?:\d{1,2}(?::\d\d)?\s*[ap]\.?m\.?|\d{1,2}:\d\d)\s+(?:every|each|daily|weekly|monthly|weekdays)\b.+|in\s+(?:\d{1,3}|an?)\s+(?:minutes?|mins?|hours?|hrs?)\s*\.?)$/i;
/** Hours worked, after a verb that takes them: "submit hours", "log your hours" (the message's noun, not a span). */
const TIMESHEET_HOURS = /\b(submit|log|enter|record|approve|fill\s+in)(?:\s+(?:your|the|team|our))?\s+hours\b/gi;

/** Words that could say when, or what, beside the schedule: never a plain message here. */
const NOT_A_MESSAGE =
  /\b(?:at|on|in|to|me|tomorrow|today|tonight|noon|midnight|mornings?|afternoons?|evenings?|nights?|am|pm|mon|tue|wed|thu|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|next|this|other|alternate|biweekly|fortnightly|quarterly|yearly|annually)\b/i;

export interface SlackRemind {
  /** The phrase to read instead. */
  text: string;
  /** The schedule said, for a refusal. */
  when: string;
  /** Whether it says a word that repeats: read rules that repeat without one are refused. */
  repeats: boolean;
  /** What was set aside, when the reader will not say it itself. */
  notes: string[];
}

export function slackRemindPhrase(phrase: string): SlackRemind | null {
  const m = HEAD.exec(phrase);
  if (m?.groups === undefined) return null;
  const { head, whom, rest } = m.groups as { head: string; whom: string; rest: string };
  const answer = /^\s*\/remind\b/i.test(head)
    ? []
    : [`Read "${head.replace(/\s+/g, ' ').trim()}" as Slackbot's answer, not as part of the schedule.`];
  const message = MESSAGE.exec(rest.trim());
  if (message?.groups !== undefined) {
    const g = message.groups;
    const words = (g.a ?? g.b ?? g.c ?? '').trim();
    const when = (g.when ?? '').replace(/\.\s*$/, '').trim();
    if (when === '') return null;
    // (said to the reminder reader as "remind #ops <when>": a date alone is one run, as Slack reads it)
    return {
      text: `remind ${whom} ${when}`,
      when,
      repeats: REPEATS.test(when),
      notes: [...answer, `Read "${words}" as the reminder's message, not as part of the schedule.`],
    };
  }
  // "/remind @channel standup every weekday at 9:45am": a message of a few plain words, not in quotes, before the
  // schedule (Slack's own form), set aside when none of its words could say or bound a schedule
  const plain = PLAIN_MESSAGE.exec(rest.trim());
  if (plain?.groups !== undefined && !/^(?:to|that|about|in)$/i.test(plain.groups.words?.split(' ')[0] ?? '')) {
    const words = plain.groups.words ?? '';
    const when = (plain.groups.when ?? '').replace(/\.\s*$/, '').trim();
    // "submit hours", "log hours": the hours worked, a timesheet's, after a verb that takes them (never "business hours")
    const bounding = words.replace(TIMESHEET_HOURS, '$1');
    if (REPEATS.test(words) || BOUNDING_WORDS.test(bounding) || NOT_A_MESSAGE.test(words)) return null;
    if (!plainMessage(bounding)) return null;
    return {
      text: `remind ${whom} ${when}`,
      when,
      repeats: REPEATS.test(when),
      notes: [...answer, `Read "${words}" as the reminder's message, not as part of the schedule.`],
    };
  }
  // "/remind me to call mum tomorrow at 6pm", "/remind #ops at 9am to ...": the reminder reader's own words
  if (!/^(?:to|that|about|at|on|every|each|in|tomorrow|today|tonight)\b/i.test(rest.trim())) return null;
  const said = rest.replace(/\.\s*$/, '').trim();
  return {
    text: `remind ${whom} ${said}`,
    when: said,
    repeats: REPEATS.test(said),
    notes: answer,
  };
}

/** Whether a plain message's words are all a name's: none a zone's or a place's, a period's, a feast's or a frequency's. */
function plainMessage(words: string): boolean {
  if (zoneSaidIn(words)) return false;
  const said = words.split(/\s+/).filter((w) => w !== '');
  return !said.some((w) => NOT_A_NAME.test(w.toLowerCase())) && nameWordsOnly(said);
}
