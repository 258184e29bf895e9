import { WINDOWS_ZONES } from '../windowsZones.js';
import { isAsideWord, mayPrecedeName } from './labels.js';
import { endsInTaskVerb } from './trailingPurpose.js';

/**
 * Titles in quotes ("send the 'last chance' email ...", "push 'weekend deals' every Fri 5pm"): the name of what is
 * sent, whose words ("last", "weekend") are not the schedule's. Looked at only when the phrase cannot be read as it
 * is, and only where a job's name may stand (first, after a greeting or a request's words): the quoted words
 * are then set aside and the rest read, with a note. "every 'monday' at 9" keeps its Monday. A quote round the
 * schedule itself ("schedule: 'every monday 9am'") leaves nothing to read without it, so it is never set aside.
 * A quote said last, set off by a dash or a colon, is the message sent ("every weekday at 4:30pm — \"What did you
 * work on today?\"", "... due 4pm: \"submit the timesheet\""), when it names no number, day, frequency or limit.
 */
const QUOTED =
  /(?<=^|[\s(:])(?:"(?! )[^"\n]{1,40}(?<! )"|'(?! )[^'\n]{1,40}(?<! )'|\u2018(?! )[^\u2019\n]{1,40}(?<! )\u2019|\u201c(?! )[^\u201d\n]{1,40}(?<! )\u201d)(?=$|[\s,.;:!?)])/g;

/** Words that could say when, or in which half of the day ("the 'friday night' playlist", "the 'except fridays' email"). */
const WHEN_WORD =
  /\b(?:night|nights|tonight|nightly|evening|morning|afternoon|dinner|lunch|breakfast|bedtime|late|early|noon|midnight|except|only|not|no|every|each|daily|weekly|monthly|yearly|sun|sunday|mon|monday|tue|tues|tuesday|wed|wednesday|thu|thurs|thursday|fri|friday|sat|saturday|weekend|weekends|weekday|weekdays|[a-z]*\d[a-z\d]*)s?\b/g;

/** A dash or a colon that sets off a message said last, after the schedule (pasted from a tool's check-in). */
const MESSAGE_BEFORE = /\S\s*(?:[:\u2013\u2014]|\s-)\s*$/;
/**
 * Words in a message said last that could change the schedule, or be a part of it set in quotes: a number, a day, a
 * frequency, a part of the day, a limit ("- \"except fridays\"", "- \"starting monday\"" stay unread). A day said
 * as the message's own ("What did you work on today?", "... this week?") is no part of the schedule.
 */
const MESSAGE_WHEN =
  /\d|\b(?:every|each|daily|nightly|weekly|monthly|hourly|yearly|(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?|week(?:day|end|night)s?|except|only|not|no|skip|unless|instead|but|starting|from|until|till|after|before|am|pm|noon|midnight|morning|afternoon|evening|night|tomorrow|tonight)\b/i;

/** A title after a task's verb is set aside only when each of its words of time is said outside it too. */
function saysNoMore(title: string, phrase: string, at: number): boolean {
  const outside = `${phrase.slice(0, at)} ${phrase.slice(at + title.length)}`.toLowerCase();
  return [...title.toLowerCase().matchAll(WHEN_WORD)].every((w) => new RegExp(`\\b${w[0]}\\b`).test(outside));
}

export function withoutQuotedNames(phrase: string): { phrase: string; note: string } | null {
  const names: string[] = [];
  const messages: string[] = [];
  let namesOk = true;
  const rest = phrase.replace(QUOTED, (m, at: number) => {
    // a Windows zone's id in quotes ("\"Tokyo Standard Time\"") is the schedule's clock, never a name
    if (WINDOWS_ZONES.has(m.slice(1, -1).toLowerCase().replace(/\s+/g, ' '))) namesOk = false;
    // a title stands where a job's name may ("send the 'last chance' email"), not within the schedule
    // or after a task's verb said after the schedule ("... at 10 open the 'weekend contributors' thread")
    const before = phrase.slice(0, at).toLowerCase();
    // and before the thing it names ("the 'friday' thread"; not "send 'sunday' only")
    const thing = /^\s+([a-z][a-z'-]*)/.exec(phrase.slice(at + m.length).toLowerCase())?.[1];
    const titled =
      thing !== undefined && endsInTaskVerb(before) && isAsideWord(thing, thing) && saysNoMore(m, phrase, at);
    // or last, set off by a dash or a colon: the message sent ("... 4:30pm — \"What did you work on today?\"")
    if (MESSAGE_BEFORE.test(before) && /^[\s.!?]*$/.test(phrase.slice(at + m.length)) && !MESSAGE_WHEN.test(m)) {
      messages.push(m);
      return ' ';
    }
    if (!mayPrecedeName(before) && !titled) namesOk = false;
    names.push(m);
    return ' ';
  });
  if (names.length + messages.length === 0 || !namesOk || rest.trim() === '') return null;
  const said = names.join(', ');
  const notes = [
    names.length === 0
      ? ''
      : `Read ${said} as ${names.length === 1 ? 'a name' : 'names'}, not as part of the schedule.`,
    messages.length === 0 ? '' : `Read ${messages.join(', ')} as the message to send, not as part of the schedule.`,
  ];
  return { phrase: rest, note: notes.filter((n) => n !== '').join(' ') };
}
