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
 * says one clock only, what the added job does is a verb of a message (remind, ping, email, post, ...) and up to two
 * words that name no day, bound or step, and the phrase without those words must read (checked by the caller).
 */

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
  if (also && clocksIn(also.head ?? '') === 1 && !SCHEDULE_WORD.test(also.job ?? '')) {
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
  if (lead && clocksIn(lead.head ?? '') === 1 && !SCHEDULE_WORD.test(lead.job ?? '')) {
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
  if (same && clocksIn(same.head ?? '') === 1 && !SCHEDULE_WORD.test(same.job ?? '')) {
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
