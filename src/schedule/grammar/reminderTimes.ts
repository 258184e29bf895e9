import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';

/**
 * A reminder with a second time and what to say then, said after the first ("every weekday morning at 7 remind me
 * to pack lunches and at 7:45 to leave"): two reminders on the same days. Each is read on its own, the schedule's
 * words said with its own time; both must read as one rule each, on the same days, months and zone, the second
 * time after the first within the same twelve hours ("at 9pm ... and at 7 to ..." reads 7 AM: refused as it
 * stands). Looked at only when the phrase does not read as typed.
 */
export const SECOND_TELL_GATE = /\band\s+at\s+\d/i;

const SECOND_TELL =
  /^(?<sched>.+?)\s+(?<at>at\s+\d{1,2}(?::[0-5]\d)?(?:\s*[ap]m)?)\s+(?<tell>(?:remind|ping|nudge|tell|text|message)\s+(?:me|us|everyone)\s+to)\s+(?<first>[^,;:()]+?)\s+and\s+(?<at2>at\s+\d{1,2}(?::[0-5]\d)?(?:\s*[ap]m)?)\s+to\s+(?<second>[^,;:()]+?)\s*[.!]*$/i;

/** Words that say when, which the words of either reminder may not hold beside their own time. */
const WHEN_WORDS =
  /\d|\b(?:at|on|every|each|daily|weekly|then|after|before|until|till|from|except|not|only|and\s+at)\b/i;

export function secondTimeTell(
  phrase: string,
  read: (phrase: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const g = SECOND_TELL.exec(phrase.trim())?.groups;
  if (g === undefined) return null;
  const { sched, at, tell, first, at2, second } = g as {
    sched: string;
    at: string;
    tell: string;
    first: string;
    at2: string;
    second: string;
  };
  if (WHEN_WORDS.test(first) || WHEN_WORDS.test(second)) return null;
  const one = read(`${sched} ${at} ${tell} ${first}`);
  const two = read(`${sched} ${at2} ${tell} ${second}`);
  if (!one.ok || !two.ok || one.value.length !== 1 || two.value.length !== 1) return null;
  const a = one.value[0] as LocalIntent;
  const b = two.value[0] as LocalIntent;
  if (a.times.length !== 1 || b.times.length !== 1 || a.interval !== null || b.interval !== null) return null;
  const same = (x: LocalIntent, y: LocalIntent) =>
    JSON.stringify([x.days, x.months, x.zone, x.startDate, x.endDate, x.maxOccurrences]) ===
    JSON.stringify([y.days, y.months, y.zone, y.startDate, y.endDate, y.maxOccurrences]);
  if (!same(a, b)) return null;
  const ta = a.times[0] as { hour: number; minute: number };
  const tb = b.times[0] as { hour: number; minute: number };
  const gap = tb.hour * 60 + tb.minute - (ta.hour * 60 + ta.minute);
  if (gap <= 0 || gap >= 12 * 60) return null;
  const note = `Read "${at2} to ${second}" as a second reminder on the same days as "${at}".`;
  return ok([{ ...a, assumptions: [...a.assumptions, note] }, b]);
}
