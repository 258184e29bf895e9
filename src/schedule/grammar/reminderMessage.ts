import { MONTH } from './words.js';

/**
 * What a reminder says, said with its schedule, naming days and times that are not the schedule's:
 * - a clause after "that", last: "remind the deckhands every sunday night at 8 that monday first sailing is 6:05",
 *   "tell the team at 9am on mondays that the standup moved to 10", "warn everyone fridays 4pm that the office
 *   closes at 5";
 * - a thing of tomorrow's or today's: "remind students of tomorrow's lesson at 6pm sun-thu", "post tomorrow's menu
 *   at 8pm every weekday", "ping the crew about tonight's show weekdays at 5pm", "confirm tomorrows appointments by sms
 *   6pm sun-thu" (the apostrophe left out; how it is sent may follow: `nameChannels.ts`).
 * The words are set aside, with a note, and the rest is read alone; the caller keeps the reading only where every
 * rule comes again on days said (days of the week, of the month...), never a one-off nor days left unsaid ("post
 * tomorrow's menu at 8pm": today only, or every day?). Not "that day", "that morning", "that night" (the event's own day: `eventReminder.ts`,
 * `dateOffsets.ts`), and a clause after "that" only when it says something is or happens (a verb of its own) and
 * holds no mark or word after which the schedule may go on (`MORE_SAID`).
 */

export interface ReminderMessage {
  readonly phrase: string;
  readonly note: string;
  /**
   * The runs are said with a date of their own and a clock with its half of the day before the clause ("remind me
   * dec 14 at 9am that the brief is due dec 15"): a one-off reading of what is left is kept too.
   */
  readonly dated?: boolean;
}

export const REMINDER_MESSAGE_GATE = /\b(?:tomorrow|today|tonight)['\u2019]?s\b|\bthat\s/i;

const THAT_CLAUSE =
  /^(?<head>.*?\b(?:remind|tell|warn|notify|let\s+\S+\s+know|message|text|email|ping)\b.*?\d.*?)\s+that\s+(?<msg>(?!(?:day|morning|afternoon|evening|night|week|weekend|month|time|one)\b).+?)[\s.!]*$/i;
/** A verb of the clause: it says something is or happens. */
const CLAUSE_VERB =
  /\b(?:is|are|was|were|will|'ll|has|have|had|needs?|must|should|can|starts?|begins?|ends?|moved|moves|closes?|opens?|leaves?|sails?|arrives?|departs?|goes|runs?|happens?|changed?|due)\b/i;
const POSSESSED =
  /(?:\s+(?:of|about|for|re))?\s+(?<said>(?:tomorrow|today|tonight)['\u2019]?s(?:\s+(?!(?:at|on|every|each|from|until|till|and|daily|nightly|week(?:day|end|night)s?)\b|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)[a-z][a-z'-]*){1,2})(?=\s+(?:at|on|every|each|@|\d|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|week(?:day|end|night)s?\b|daily|nightly|by\s+(?:sms|text|txt|email|e-mail|whatsapp|phone)\b)|\s*[,;]|\s*$)/i;
/** Days said in what is left: the rule comes again on days of its own ("post tomorrow's menu at 8pm": today only?). */
const DAYS_SAID =
  /\b(?:every|each|daily|nightly|weekly|monthly|week(?:day|end|night)s?|(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?)\b|\d(?:st|nd|rd|th)\b/i;
/**
 * A mark or a word in the clause after which the schedule may go on ("... that the standup moved to 10, and on
 * thursdays at 4pm", "... that the bus leaves at 7:30, pacific time", "..., except sundays", "— no wait, 3pm"):
 * the clause is then not read as the message alone.
 */
const MORE_SAID =
  /[,;()]|\s[-\u2013\u2014]\s|[\u2013\u2014]|\b(?:except|unless|but|or|until|till|starting|from|instead|every|each|daily|weekly|monthly|sorry|wait|actually)\b/i;
/** A date said with its month, and a clock with its half of the day (or on the 24-hour clock), in what is left. */
const DATE_SAID = new RegExp(`\\b${MONTH}\\s+\\d{1,2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}`, 'i');
const CLOCK_SAID = /\b(?:(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s*[ap]\.?m\b|(?:[01]?\d|2[0-3]):[0-5]\d\b|noon\b)/i;
const SCHEDULE_WORD = /\b(?:every|each|daily|nightly|weekly|at|on|from|until|till|between)\b|\d/i;

/** The phrase without what the reminder says, and the note; null when it says none. */
export function withoutReminderMessage(phrase: string): ReminderMessage | null {
  const that = THAT_CLAUSE.exec(phrase.trim());
  if (that?.groups && CLAUSE_VERB.test(that.groups.msg as string) && !MORE_SAID.test(that.groups.msg as string)) {
    const head = that.groups.head as string;
    const msg = (that.groups.msg as string).trim();
    const note = `Read "that ${msg}" as what the reminder says, not as part of the schedule.`;
    if (DAYS_SAID.test(head)) return { phrase: head.trim(), note };
    // "remind me dec 14 at 9am that the appeal brief is due dec 15": the run's own date and clock, said first
    if (DATE_SAID.test(head) && CLOCK_SAID.test(head)) return { phrase: head.trim(), note, dated: true };
  }
  const owned = POSSESSED.exec(phrase);
  if (owned?.groups) {
    const said = (owned.groups.said as string).trim();
    if (SCHEDULE_WORD.test(said.replace(/^\S+/, ''))) return null;
    const rest = `${phrase.slice(0, owned.index)}${phrase.slice(owned.index + owned[0].length)}`.replace(/\s+/g, ' ');
    if (!DAYS_SAID.test(rest)) return null;
    return { phrase: rest.trim(), note: `Read "${said}" as what the reminder is about, not as a day to run.` };
  }
  return null;
}
