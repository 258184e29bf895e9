import { DAY } from './words.js';

/**
 * A person correcting the one clock time they said, right after saying it: "every thursday at 2, i mean 2pm",
 * "monday 7am, oh wait make it 7:30", "at 6 pm — sorry 6:30 pm — every Wednesday", "at 7 — no, 6:45 — on
 * weekdays", "a post at 8:88... sorry 8:08 am ...", "at 2am, 2am, sorry 3am". The corrected clock is put in place of
 * the one it corrects and the phrase read again as if said so, with a note; the words after the correction go on
 * with the phrase. Looked at only once the phrase has failed to read (`corrections.ts` reads parts in place of
 * parts; this reads the phrase whose one clock was said again). Not where another clock time was said before (which
 * one is corrected?), where the new clock leaves out its half of the day after an afternoon one, or where days are
 * said both before the correction and after it ("every day at 9am, sorry 10am on weekends": those days only, or the
 * whole schedule?), nor where a bare number from 13 after a clock with its minutes could correct either ("at 10:30,
 * no wait 14"). "Oh wait it moved to 6:30" says the new clock as a move; "ugh" is a correction word as "oops".
 */

/** The correction word, with "oh" before it and "make it" or "I mean" after it. */
const MARKER =
  /(?<=^|[\s,.;:()-])(?:oh\s*,?\s*)?(?:no\s*,?\s*sorry|no\s*,?\s*wait|wait\s*,?\s*no|wait|nope|oops|sorry|i\s+mean[t]?|no\s*,|actually|correction\s*:?|or\s+rather|erm?|ugh)(?:\s*,?\s*(?:i\s+mean[t]?|make\s+(?:it|that)|(?:it|that|it's|its|the\s+[a-z]+)\s+(?:has\s+|got\s+|was\s+)?(?:moved|changed|shifted)\s+to))?(?=[\s,:.-]|$)/g;
export const TIME_CORRECTION_GATE = /\b(?:wait|nope|oops|sorry|mean|meant|no|actually|correction|rather|er|erm|ugh)\b/;
/** A clock time as said: with its half of the day, with minutes, after "at", or noon and midnight. */
const CLOCK =
  /\b\d{1,2}(?::\d{2})?\s*[ap]m\b|\b\d{1,2}:\d{2}(?!\d)|(?<=\b(?:at|@)\s*)\d{1,2}(?![\d:])|\bnoon\b|\bmidnight\b/g;
/** The clock after the correction word, then the end, a mark, or the rest of the phrase. */
const NEW_CLOCK =
  /^\s*(?:at\s+|@\s*)?(?<clock>\d{1,2}(?::\d{2})?\s*[ap]m\b|\d{1,2}:\d{2}(?!\d)|\d{1,2}(?![\d:])|noon\b|midnight\b)(?<sep>\s*(?:\.{2,}|[,;-])\s*|\s+|$)(?<rest>.*)$/;
const BETWEEN_REPEATS = /^[\s,.]*$/;
const ENDS = /^[\s,.;:()-]+|[\s,.;:()-]+$/g;
const DAY_WORDS = new RegExp(
  `\\b(?:${DAY}|week(?:day|end|night)s?\\b|daily\\b|nightly\\b|every\\b|each\\b|mornings?\\b|evenings?\\b|nights?\\b)`,
);
const HALF = /[ap]m\b/;
/** Days that are some of the week, not all of it ("on weekends", "mondays"; not "every day"). */
const SOME_DAYS = new RegExp(`\\b(?:${DAY}|week(?:day|end|night)s?\\b)`);
/** A part of the day said: a bare new clock beside it could be in either half ("every evening at 7, sorry 8"). */
const PART = /\b(?:mornings?|afternoons?|evenings?|nights?|nightly|tonight)\b/;

function hourOf(clock: string): number {
  if (clock === 'noon') return 12;
  if (clock === 'midnight') return 0;
  const h = Number(/^\d{1,2}/.exec(clock)?.[0] ?? 0);
  return /pm\b/.test(clock) && h < 12 ? h + 12 : h;
}

export function correctedTime(text: string): { text: string; note: string } | null {
  if (!TIME_CORRECTION_GATE.test(text)) return null;
  const markers = [...text.matchAll(MARKER)];
  if (markers.length !== 1) return null;
  const marker = markers[0] as RegExpMatchArray;
  const at = marker.index ?? 0;
  const before = text.slice(0, at).replace(/[\s,.;:(-]+$/, '');
  const after = NEW_CLOCK.exec(text.slice(at + marker[0].length));
  const g = after?.groups;
  if (!g?.clock || before === '') return null;
  const clocks = [...before.matchAll(CLOCK)];
  const last = clocks.at(-1);
  if (!last || (last.index ?? 0) + last[0].length !== before.length) return null;
  // "at 2am, 2am, sorry 3am": the same clock said again right before is one clock
  let first = clocks.length - 1;
  while (first > 0) {
    const prev = clocks[first - 1] as RegExpMatchArray;
    const gap = before.slice((prev.index ?? 0) + prev[0].length, clocks[first]?.index);
    if (prev[0] !== last[0] || !BETWEEN_REPEATS.test(gap)) break;
    first--;
  }
  if (first !== 0) return null;
  const old = last[0].trim();
  const clock = g.clock.trim();
  // "at 6 pm, sorry 6:30": the new clock's half of the day is not plain after an afternoon one
  if (!HALF.test(clock) && hourOf(clock) <= 12 && (hourOf(old) >= 12 || PART.test(text))) return null;
  // "at 10:30, no wait 14": a bare number that could be an hour after a clock said with its minutes may be the
  // minutes (10:14) as well as the hour
  if (/^\d{1,2}$/.test(clock) && Number(clock) >= 13 && old.includes(':')) return null;
  const rest = g.rest ?? '';
  const head = before.slice(0, clocks[0]?.index);
  if (DAY_WORDS.test(rest) && DAY_WORDS.test(head)) return null;
  // "at 9am sorry 10 on weekends": days said right after the new clock, not set off, may be that clock's alone (10 at
  // weekends, 9 on the other days?); set off by a mark ("at 7 — no, 6:45 — on weekdays") they are the whole phrase's
  if (SOME_DAYS.test(rest) && /^\s+$/.test(g.sep ?? '')) return null;
  // the mark after the new clock stays: "at 9am, no, 10am, weekends at 9" is "at 10am, weekends at 9", not one list
  const mark = /[,;]/.exec(g.sep ?? '')?.[0] ?? '';
  const joined = `${head}${clock}${rest === '' ? '' : `${mark} ${rest}`}`.replace(/\s+/g, ' ').trim();
  const said = text
    .slice(clocks[0]?.index ?? 0, at + marker[0].length + (after?.[0].length ?? 0) - rest.length)
    .replace(ENDS, '');
  return {
    text: joined,
    note: `Read "${said}" as a correction of the time said: ${clock} instead of ${old}.`,
  };
}
