import type { LocalIntent } from '../intent.js';
import { fail, type Outcome } from '../problem.js';

/**
 * A last look at the words a reading set aside as a name, a purpose, a message or an event's subject: none may hold a
 * word that starts, ends, limits or skips the runs ("from tomorrow: rate(5 minutes)", "starting next month, cronjob
 * schedule: "@hourly"", "summer only: court bookings open at 7:00 every day, remind me at 6:59", "for 2 weeks: wfh tue
 * & thu, remind me ... mon & wed 5pm" had each run for ever, the words taken for a name's). Each reader checks its own
 * words; this holds the class for all of them at once, on the notes that quote what was set aside. The phrase is then
 * refused, quoting the words.
 */
const SET_ASIDE =
  /^Read "(?<said>[^"]+)" as (?:the job's name|what the (?:reminder|run|job|weekly run) is (?:about|for)|what the time is for|the reminder's message|the event's title|a tag)/;
/**
 * Words that start, end, limit or skip the runs ("tomorrow's lesson", "tomorrows appointments", "for next week", "till
 * count", an event's "til 9" are not: a date is a month, a day, an ordinal or a date in figures, not a clock).
 */
const DATE_WORD =
  '(?:tomorrow|today|now|next\\b|the\\s+end|end\\s+of|\\d{1,2}(?:st|nd|rd|th)\\b|\\d{1,4}[/.-]\\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b|(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun|weekdays?|weekends?)\\b)';
const WHEN = new RegExp(
  `\\b(?:(?<!\\b(?:for|about|of|re)\\s+)tomorrow(?!['\u2019s])|tmrw|from\\s+(?:tomorrow|today|now|next\\s+\\w+)|starting\\s+(?:on\\s+|from\\s+|in\\s+)?${DATE_WORD}|(?:until|till|til)\\s+${DATE_WORD}|` +
    `for\\s+(?:\\d+|one|two|three|four|a|an)\\s+(?:days?|weeks?|months?|years?)|(?:summer|winter|spring|autumn|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun|weekdays?|weekends?|mornings?|evenings?|nights?)\\s+only|only\\s+(?:on|in|during|from|until|till|(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun|weekdays?|weekends?)\\b|except\\s+(?:on\\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|mon|tue|wed|thu|fri|sat|sun|weekdays?|weekends?|holidays)|every\\s+other|fortnightly|biweekly)`,
);
/**
 * A day of the year by its feast, in the languages the grammar reads ("op de 2e kerstdag", "am Heiligabend",
 * "christmas day", "boxing day"): a name holding one would drop the day the runs are on.
 */
const FEAST_DAY =
  /(?<![\p{L}])(?:(?:kerst|paas|pinkster|konings|feest|nieuwjaars|oudejaars|weihnachts|feier|neujahrs|oster|pfingst)(?:dag|tag)\p{L}*|heiligabend|silvester|oudjaar|(?:christmas|xmas)\s+(?:day|eve)|boxing\s+day|new\s+year['’]?s\s+(?:day|eve))(?![\p{L}])/iu;
/** An event's subject, quoted after the event's time: 'Read 6pm ("summer only: shift swap requests") as an event'. */
const EVENT_SUBJECT = /^Read (?:"[^"]+"|\S+) \("(?<said>[^"]+)"\) as (?:an event|the time)/;
/** Why a correction left days out: '"mondays the cluster is busy in april only" read as why Monday is not run'. */
const WHY = /^"(?<said>[^"]+)" read as why /;
export const SET_ASIDE_GATE = /^(?:Read |")/;

/** A refusal when words set aside by the reading say when it runs; null otherwise. */
export function setAsideWhen(rules: readonly LocalIntent[]): Outcome<never> | null {
  for (const r of rules) {
    for (const note of r.assumptions) {
      if (!SET_ASIDE_GATE.test(note)) continue;
      const said = (SET_ASIDE.exec(note) ?? EVENT_SUBJECT.exec(note) ?? WHY.exec(note))?.groups?.said;
      // (a feast's day beside the date itself, "koningsdag 27 april 2027 om 8 uur", drops nothing)
      const dated = r.startDate !== null || (r.days.kind === 'month-days' && r.months.kind === 'months');
      const word = said === undefined ? undefined : (WHEN.exec(said) ?? (dated ? null : FEAST_DAY.exec(said)))?.[0];
      if (said === undefined || word === undefined) continue;
      return fail(
        'unparseable',
        `"${said}" was read as a name or what the job is about, but "${word}" says when it runs: left out, the runs would be wrong.`,
        'Say when it runs with the schedule, e.g. "every day at 9am starting tomorrow".',
      );
    }
  }
  return null;
}
