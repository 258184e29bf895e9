import type { LocalIntent } from '../intent.js';
import type { Outcome } from '../problem.js';
import { resolveZoneWord } from '../zones.js';
import { JOB_NOUN } from './labels.js';

/**
 * A clock said first, then the job's name, then its days: "6am spin mon wed fri", "7:15 yoga tue/thu", "0530 crew
 * call weekdays", "5:30pm open swim every friday": read as the name said first ("spin 6am mon wed fri"), which the
 * reader of names before a schedule (`leadingNames.ts`, `labels.ts`) reads and refuses as it would, its checks and
 * notes standing.
 * Left as it was (null) when the name is one word that is no word for a job ("8am canaries daily": the place whose
 * clock it is?) or holds a zone's word, when the clock is no clock said plainly (a bare hour, "6 spin mon"), when no
 * word of a schedule follows the name, or another number or time after it ("0930 standup reminder every monday
 * 10am": which is the run?), or when the phrase so moved does not read with the words set aside as the
 * job's name ("6am tomorrow mon", "9am local mon": words of when, not a name, stay refused or read as before).
 */

export const CLOCK_BEFORE_NAME_GATE =
  /^\s*(?:\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\.?|(?:[01]?\d|2[0-3])[:.][0-5]\d|(?:[01]\d|2[0-3])[0-5]\d)\s+[a-z]/i;

const SPLIT =
  /^\s*(?<clock>\d{1,2}(?:[:.]\d\d)?\s*[ap]\.?m\.?|(?:[01]?\d|2[0-3])[:.][0-5]\d|(?:[01]\d|2[0-3])[0-5]\d)\s+(?<name>[a-z][a-z'’-]*(?:\s+[a-z][a-z'’-]*){0,3}?)\s+(?<rest>(?:every|each|daily|nightly|weekdays?|weekends?|weeknights?|on|(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b).*)$/i;

/** The phrase read with its clock after the job's name, or null when it is not so. */
export function readClockBeforeName(
  phrase: string,
  read: (text: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const m = SPLIT.exec(phrase);
  if (!m?.groups) return null;
  const { clock, name, rest } = m.groups as { clock: string; name: string; rest: string };
  // another time said after ("0930 standup reminder every monday 10am": which runs? "1225": a date?)
  if (/\d|\b(?:noon|midnight)\b/i.test(rest)) return null;
  // a word right after a clock may be the place whose clock it is ("8am canaries daily", "9am vegas daily"): one word
  // must be a word for a job ("0600 backup daily"), and no word or two of a longer name a zone's
  const words = name.toLowerCase().split(/\s+/);
  if (words.length === 1 && !JOB_NOUN.test(words[0] as string)) return null;
  if (words.some((w, i) => resolveZoneWord(w) !== null || (i > 0 && resolveZoneWord(`${words[i - 1]} ${w}`) !== null)))
    return null;
  const out = read(`${name} ${clock} ${rest}`);
  if (!out.ok) return null;
  // the words must be set aside as the name, and nothing else read of them
  const named = `Read "${name}" as `;
  if (!out.value.some((r) => r.assumptions.some((a) => a.startsWith(named)))) return null;
  return out;
}
