/**
 * A second clock said after the rule, on the same days, as a word that adds it rather than moves the runs:
 *
 * - a job at another clock "as well", "too" or "also": "editing deadline every friday 17:00, remind at 15:00 as
 *   well" runs at 15:00 and 17:00 (said without it, `eventReminder.ts` reads the first clock as the event's only);
 * - a lead before the clock said, "too": "launch tue 2 mar 2027 18:00 UTC, ping comms 1h earlier too" runs at 17:00
 *   and 18:00 UTC (a lead under a day that keeps the run on the same date; else not read);
 * - another job "at the same time": "portal opens jan 22 2027 at 3:00 PM, email parents at the same time" is the
 *   one run.
 * Safe because the clock said is one with its minutes or its half of the day (never a bare hour), the rule before it
 * says one fixed clock only (no step, "hourly", "from", "until" or span: "every 30 min from 17:00" is not one
 * clock), what the added job does is a verb of a message (remind, ping, email, post, ...) and whom it tells only
 * ("ping comms", "email the parents": never a word of when, an "-ly" word or one of another language, "remind
 * tomorrow", "email parents tomorrow", "remind fortnightly", "remind morgen"), and the phrase without those words must
 * read, each rule at fixed clocks (checked by the caller).
 */

import { isForeignTimeWord } from './foreignTimeWords.js';
import { isAsideWord } from './labels.js';

export interface AlsoClocksReading {
  readonly text: string;
  readonly note: string;
}

export const ALSO_CLOCKS_GATE = /\bas\s+well\b|\btoo\b|\balso\b|\bsame\s+time\b/i;

const CLOCK = '(?:(?:[01]?\\d|2[0-3]):[0-5]\\d(?:\\s*[ap]\\.?m\\b\\.?)?|(?:1[0-2]|0?[1-9])\\s*[ap]\\.?m\\b\\.?)';
const CLOCK_ANYWHERE = new RegExp(
  `(?<![\\d:])${CLOCK}|\\b(?!20[2-3]\\d\\b)(?:[01]\\d|2[0-3])[0-5]\\d\\b|\\bat\\s+\\d{1,2}\\b(?![:\\d])`,
  'gi',
);
/** A job's verb, then up to two words that are none of the schedule's ("remind", "ping comms", "email parents"). */
const JOB =
  '(?:remind|ping|alert|nudge|notify|post|send|email|message|text|announce|call)(?:\\s+(?!(?:every|each|on|at|by|before|after|until|till|only|except|daily|weekly|and|then|again|in|from|to)\\b)[a-z]+){0,2}';
const TAIL_END = '\\s*[.!]?\\s*$';
const AS_WELL = new RegExp(
  `^(?<head>.*?(?<c1>${CLOCK}).*?)\\s*,\\s*(?<job>${JOB})\\s+at\\s+(?<c2>${CLOCK})\\s+(?:as\\s+well|too|also)${TAIL_END}`,
  'i',
);
const LEAD_TOO = new RegExp(
  `^(?<head>.*?(?<c1>${CLOCK}).*?)\\s*,\\s*(?<job>${JOB})\\s+(?<n>\\d{1,3})\\s*(?<unit>h|hrs?|hours?|m|mins?|minutes?)\\s+(?:earlier|before)\\s+(?:too|as\\s+well|also)${TAIL_END}`,
  'i',
);
const SAME_TIME = new RegExp(
  `^(?<head>.*?${CLOCK}.*?)\\s*,\\s*(?<job>${JOB})\\s+at\\s+the\\s+same\\s+time${TAIL_END}`,
  'i',
);
/** Whom a job tells, said alone: "remind me", "ping everyone", "post #ops". */
const WHOM_ALONE = /^(?:me|us|them|you|everyone|everybody|all|[#@][a-z][\w.-]*)$/;
/** Words before whom: "email the parents", "ping all hands", "text our volunteers". */
const BEFORE_WHOM = /^(?:the|our|my|your|their|all)$/;
/** Words of when that are no day's name nor clock: never whom ("remind tomorrow", "email parents tonight"). */
const TIME_WORD =
  /^(?:tomorrow|tmrw|tmr|tmw|tonight|tonite|today|yesterday|now|soon|later|again|once|twice|thrice|next|last|same|first|early|late|ahead|christmas|xmas|eve|easter|new|years?|noon|midnight|morning|mornings|afternoon|evening|evenings|night|nights|weekend|weekends|holiday|holidays|term|season|shift|hour|hours|min|mins|minute|minutes|time|times)$/;
/**
 * An "-ly" word of how often ("fortnightly", "yearly", "biweekly"), a word of when or one in another language
 * ("morgen"): not whom the job tells.
 */
function saysWhen(word: string): boolean {
  return TIME_WORD.test(word) || /ly$/.test(word) || isForeignTimeWord(word) || SCHEDULE_WORD.test(word);
}

/** Whether the words after the job's verb say only whom it tells ("ping comms", "email parents", "remind me"). */
function onlyWhom(job: string): boolean {
  const words = job.toLowerCase().trim().split(/\s+/).slice(1);
  if (words.some(saysWhen)) return false;
  if (words.length === 0) return true;
  if (words.length === 1) return WHOM_ALONE.test(words[0] ?? '') || isAsideWord(words[0] ?? '', words[0] ?? '');
  return words.length === 2 && BEFORE_WHOM.test(words[0] ?? '') && isAsideWord(words[1] ?? '', '');
}

/**
 * Words before the first clock that make it one of many or the first of a span ("every 30 min from 17:00", "hourly
 * from 10:00", "every 2 hours from 08:00"): the rule must say one fixed clock, to which the second is added.
 */
const NOT_ONE_CLOCK =
  /\bevery\s+(?:\d+\s*|other\s+|few\s+|couple\s+(?:of\s+)?|half\s+(?:an?\s+)?|quarter\s+(?:of\s+an?\s+)?)?(?:min|mins|minutes?|hours?|hrs?|h|seconds?|secs?)\b|\b(?:hourly|half-hourly|minutely|from|until|till|til|between|through|thru|starting|onwards?|intervals?|to)\b|\d\s*(?:-|\u2013|\u2014)\s*\d/i;

/** Words of the calendar or of repeating that must not sit in the part set aside. */
const SCHEDULE_WORD =
  /\b(?:mon|tue|wed|thu|fri|sat|sun|day|days|daily|week|weekly|month|every|each|until|till|except|only|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;

function clocksIn(text: string): number {
  return (text.match(CLOCK_ANYWHERE) ?? []).length;
}

/** Minutes since midnight of a clock said with its minutes or its half of the day. */
function minutesOf(clock: string): number | null {
  const m = /^(\d{1,2})(?::(\d\d))?\s*(?:([ap])\.?m\.?)?$/i.exec(clock.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  const half = m[3]?.toLowerCase();
  if (half !== undefined) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (half === 'p' ? 12 : 0);
  }
  return h * 60 + min;
}

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The phrase with the second clock beside the first, or without the job at the same time; null when not so said. */
export function alsoClocks(phrase: string): AlsoClocksReading | null {
  if (!ALSO_CLOCKS_GATE.test(phrase)) return null;
  const also = AS_WELL.exec(phrase)?.groups;
  if (also && clocksIn(also.head ?? '') === 1 && onlyWhom(also.job ?? '') && !NOT_ONE_CLOCK.test(also.head ?? '')) {
    const head = also.head ?? '';
    const c1 = also.c1 ?? '';
    const at = head.lastIndexOf(c1);
    return {
      text: `${head.slice(0, at)}${c1} and ${also.c2}${head.slice(at + c1.length)}`,
      note: `Read "${phrase
        .slice(head.length)
        .replace(/^\s*,\s*/, '')
        .trim()}" as a second time beside ${c1.trim()}, on the same days.`,
    };
  }
  const lead = LEAD_TOO.exec(phrase)?.groups;
  if (lead && clocksIn(lead.head ?? '') === 1 && onlyWhom(lead.job ?? '') && !NOT_ONE_CLOCK.test(lead.head ?? '')) {
    const head = lead.head ?? '';
    const c1 = lead.c1 ?? '';
    const at = minutesOf(c1);
    const n = Number(lead.n);
    const by = /^h/i.test(lead.unit ?? '') ? n * 60 : n;
    if (at === null || by <= 0 || by > at) return null;
    const earlier = hhmm(at - by);
    const index = head.lastIndexOf(c1);
    return {
      text: `${head.slice(0, index)}${earlier} and ${hhmm(at)}${head.slice(index + c1.length)}`,
      note: `Read "${phrase
        .slice(head.length)
        .replace(/^\s*,\s*/, '')
        .trim()}" as a run ${lead.n}${/^h/i.test(lead.unit ?? '') ? ' h' : ' min'} before ${c1.trim()} as well as at it: ${earlier}.`,
    };
  }
  const same = SAME_TIME.exec(phrase)?.groups;
  if (same && clocksIn(same.head ?? '') === 1 && onlyWhom(same.job ?? '') && !NOT_ONE_CLOCK.test(same.head ?? '')) {
    return {
      text: same.head ?? '',
      note: `Read "${phrase
        .slice((same.head ?? '').length)
        .replace(/^\s*,\s*/, '')
        .trim()}" as the same run, not another.`,
    };
  }
  return null;
}
