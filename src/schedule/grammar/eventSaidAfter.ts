import { DAY } from './words.js';

/**
 * A run said as a duration before or after an event named by a word, the event's time said after it:
 * - "gates-open checklist 2h before kickoff, kickoff 7:30pm saturdays", "warm-up post 45 min before tip-off; tip-off
 *   sundays 3pm", "remind guest 24h before recording — we record thursdays 2pm", "transcript upload 30 min after
 *   publish (we publish 6am mon)", "pre-shift huddle 15 minutes before each shift: shifts 7am weekdays":
 *   read as "<run> <duration> before <event> (<event> <its time>)", which `offsets.ts` and the readers of an event in
 *   brackets read (and refuse) as they would; "we record", "they publish" said for the event's name is its name.
 * Left as it was (null) when what follows the mark does not begin with the event's word (its plural or singular, or
 * "we"/"they"/"I" and the verb it is made of: "record" for "recording"), or says no time of day, or says another
 * duration before or after something ("2h before kickoff, doors 6pm": doors are not the kickoff).
 */

export interface EventSaidAfter {
  readonly text: string;
  readonly note: string;
}

export const EVENT_SAID_AFTER_GATE =
  /\b(?:before|after)\s+(?:the\s+|each\s+|every\s+)?[a-z][a-z'-]*\s*(?:[,;:(]|\s[-\u2013\u2014])/i;

const DURATION =
  '(?:\\d{1,3}\\s*(?:minutes?|mins?|m|hours?|hrs?|h)(?:\\s*\\d{1,2}\\s*(?:minutes?|mins?|m))?|(?:an|one|a)\\s+hour|half\\s+an?\\s+hour)';
const SPLIT = new RegExp(
  `^(?<run>.*?\\S)\\s+(?<offset>${DURATION}\\s+(?:before|after))\\s+(?:the\\s+|each\\s+|every\\s+)?(?<noun>[a-z][a-z'-]*)(?:\\s*[,;:]\\s*|\\s+[-\u2013\u2014]\\s+|\\s*\\(\\s*)(?<said>.+?)\\s*\\)?\\s*$`,
);
/** Someone doing what the event is: "we record", "they publish". */
const DOER = /^(?:we|they|i|you)\s+(?<verb>[a-z]+)\b/;
/** The event's days said before its clock ("tip-off sundays 3pm"): said after it, as the readers of brackets read. */
const DAYS_FIRST = new RegExp(
  `^(?<days>(?:on\\s+)?${DAY}(?:\\s*(?:,|and|&|/|-|to)?\\s*${DAY})*)\\s+(?:at\\s+)?(?<clock>(?:[01]?\\d|2[0-3])[:.][0-5]\\d(?:\\s*[ap]m)?|(?:1[0-2]|0?[1-9])\\s*[ap]m|noon|midnight)$`,
);
const CLOCK =
  /\b(?:[01]?\d|2[0-3])[:.][0-5]\d(?!\d)|\b(?:1[0-2]|0?[1-9])\s*[ap]\.?m\b|\bnoon\b|\bmidnight\b|\b[01]\d[0-5]\d\b/;

/** The event's word as said again: itself, its plural or singular. */
function sameWord(said: string, noun: string): boolean {
  const bare = (w: string) => w.replace(/(?:es|s)$/, '');
  return said === noun || bare(said) === bare(noun) || said === `${noun}s` || `${said}s` === noun;
}

/** "record" for "recording", "publish" for "publish", "launch" for "launches". */
function verbOf(verb: string, noun: string): boolean {
  if (verb.length < 3) return false;
  return noun === verb || (noun.startsWith(verb) && /^(?:ing|s|es|ed)$/.test(noun.slice(verb.length)));
}

/** The phrase with the event's time in brackets after its name, and a note; null when it is not so. */
export function eventSaidAfter(phrase: string): EventSaidAfter | null {
  const lower = phrase.toLowerCase().trim();
  const m = SPLIT.exec(lower);
  if (!m?.groups) return null;
  const { run, offset, noun } = m.groups as Record<string, string>;
  let said = (m.groups.said as string).trim();
  if (!CLOCK.test(said) || /\b(?:before|after)\b/.test(said)) return null;
  const doer = DOER.exec(said);
  if (doer?.groups && verbOf(doer.groups.verb as string, noun as string)) {
    said = `${noun}${said.slice(doer[0].length)}`;
  } else {
    const first = /^[a-z][a-z'-]*/.exec(said)?.[0] ?? '';
    if (!sameWord(first, noun as string)) return null;
    said = `${noun}${said.slice(first.length)}`;
  }
  const rest = said.slice((noun as string).length).trim();
  const days = DAYS_FIRST.exec(rest);
  if (days?.groups) said = `${noun} ${days.groups.clock} ${days.groups.days}`;
  const text = `${run} ${offset} ${noun} (${said})`;
  if (text === lower) return null;
  return {
    text,
    note: `Read "${(m.groups.said as string).trim()}" as when the ${noun} is, which the run is ${(offset as string).replace(/\s+(before|after)$/, ' $1')}.`,
  };
}
