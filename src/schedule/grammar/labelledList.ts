import type { LocalIntent } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { unparseable } from './draft.js';
import { isAsideWord } from './labels.js';
import { normalize } from './normalize.js';
import { halfOfDayClash } from './trailingPurpose.js';
import { DAY } from './words.js';

/**
 * A list of runs, each with a name of its own beside its time: "monday 10 am brainstorm, thursday 3 pm client
 * review, friday 12 invoicing", "camp kitchen: brekky 4:30am, crib 10:30, dinner 5:30pm, supper 11pm", "mon 6am w/
 * Jo, wed 7pm w/ Sam". Each part set off by a comma (or "and") is its days (or none), its clock, and a name before
 * or after them of name words only ("w/ Jo", "with Sam" too); the names are set aside with a note and the days and
 * clocks read as the list they are (parts without days on the days of the whole, every day when none). Looked at
 * only once the phrase has failed to read. Not where a clock is a bare hour from 1 to 11 (a name such as "dinner"
 * may say its half of the day), nor where a name word could be part of the schedule (labels.ts), nor with fewer
 * than two parts or with two parts that are the same clock. A clock without am/pm read in the morning beside a
 * name of the evening ("gym 6:30, dinner 7:30") is refused: the name says the evening the clock does not.
 */

const CLOCK =
  '(?:(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s*[ap]m|(?:[01]?\\d|2[0-3]):[0-5]\\d|12|noon|midnight|midday)(?![\\w:])';
const DAYS = `(?:${DAY})(?:\\s*(?:-|to|and|&|/)\\s*(?:${DAY}))*`;
/** A part: name words, then days, a clock, then name words (the names are checked word by word below). */
const PART = new RegExp(
  `^(?<before>[a-z][a-z' -]*?[:\\s]\\s*)??(?<days>(?:(?:every|each|on)\\s+)?${DAYS}\\s+)?(?:at\\s+|@\\s*)?(?<clock>${CLOCK})(?<after>\\s+.+)?$`,
);
/** "w/ jo", "with sam": whom a run is with. */
const WITH = /^(?:w\/|with)\s+[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?$/;
/** The name said once before the whole list: "camp kitchen: ...", "personal training: ...". */
const LEAD = /^([a-z][a-z' -]{0,40}):\s+/;
const SPLIT = /\s*,\s*(?:and\s+)?|\s+(?:and|&)\s+/;
export const LABELLED_LIST_GATE = /\d[^,]*,[^,]*\d/;

/** Words beside a time that say how strictly it is kept, or change or undo the run: no name's words. */
/** Words that are no run's name: how exact a time is, whether it runs, and the words of a correction ('rather 10am'). */
const NOT_NAME =
  /^(?:latest|earliest|sharp|approx|approximately|roughly|about|around|ish|tops|max|min|only|just|too|also|instead|off|skip|skipped|not|no|except|cancelled|canceled|moved|start|starts|end|ends|until|till|before|after|then|again|once|twice|rather|meant|mean|actually|sorry|correction|oops|wait|nope|change|changed|make|or|now)$/;

function nameWords(words: string): boolean {
  const w = words.trim().replace(/:$/, '').trim();
  if (w === '') return true;
  if (WITH.test(w)) return true;
  return w.split(/\s+/).every((x) => x.length > 1 && !NOT_NAME.test(x) && isAsideWord(x, x));
}

/** The phrase's list read without the names of its runs, by `read` (the rules reader); null when it is not one. */
export function readLabelledList(
  phrase: string,
  read: (text: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const text = normalize(phrase);
  const lead = LEAD.exec(text);
  const body = lead ? text.slice(lead[0].length) : text;
  const parts = body.split(SPLIT);
  if (parts.length < 2) return null;
  const said: string[] = [];
  const names: string[] = [];
  for (const part of parts) {
    const m = PART.exec(part.trim());
    const g = m?.groups;
    if (!g) return null;
    const before = g.before ?? '';
    const after = g.after ?? '';
    if (before !== '' && g.days !== undefined && !/:\s*$/.test(before) && after !== '') return null;
    if (!nameWords(before) || !nameWords(after)) return null;
    for (const n of [before, after]) if (n.trim().replace(/:$/, '') !== '') names.push(n.trim().replace(/:$/, ''));
    const clock = g.clock as string;
    const bare = /^(?:1[01]|[1-9]):[0-5]\d$|^12$/.test(clock)
      ? [{ text: clock, hour: Number(clock.split(':')[0]) }]
      : [];
    const clash = halfOfDayClash(`${before} ${after}`.trim().split(/[^a-z-]+/), bare);
    if (clash !== null) {
      return {
        ok: false,
        problem: unparseable(
          `"${clock}" beside "${clash.word}" could be ${clock} AM or ${clock} PM.`,
          `Say which, e.g. "${clash.word} ${clock}pm".`,
        ),
      };
    }
    said.push(`${g.days ?? ''}at ${clock}`);
  }
  if (names.length === 0 || new Set(said).size !== said.length) return null;
  if (lead && !nameWords(lead[1] as string)) return null;
  // days on every part or on none: "mon 9am standup, 3pm review" (which days at 3pm?) is left
  const withDays = said.filter((x) => !x.startsWith('at ')).length;
  if (withDays !== 0 && withDays !== said.length) return null;
  const r = read(said.join(', '));
  if (!r.ok) return null;
  const note = `Read ${names.map((n) => `"${n}"`).join(', ')} as the names of the runs, not as part of the schedule.`;
  const leadNote = lead ? `Read "${(lead[1] as string).trim()}" as the job's name, not as part of the schedule.` : null;
  return ok(
    r.value.map((x, i) =>
      i === 0 ? { ...x, assumptions: [...(leadNote ? [leadNote] : []), note, ...x.assumptions] } : x,
    ),
  );
}

/**
 * Hours said as bare numbers, the last thing in the message after a name: "insulin check 7, 12, 18, 22" (rising, and
 * one past noon: the 24-hour clock), "aunt joan's eye drops 4x/day 8 12 4 8", "pain meds every 6 hours round the
 * clock: 6 12 6 12" (hours on the 12-hour clock, each the next one after the last, the first in the morning, where
 * "N times a day" says as many hours or "every N hours" as far apart). Every day. Not hours all from 1 to 12 rising
 * with nothing to say the count ("7, 9, 11": morning or evening?).
 */
const HOUR_LIST =
  /^(?<head>.*?)[\s:(]+(?<list>(?:[01]?\d|2[0-3])(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*|\s+)(?:[01]?\d|2[0-3])){2,})\s*\)?$/;
const COUNT_CUE = /\b(\d)\s*(?:x|times)\s*(?:\/\s*|a\s+|per\s+|each\s+)day\b/;
const EVERY_CUE = /\bevery\s+(\d{1,2})\s*(?:hours?|hrs?|h)\b/;
const FILLER = new Set(['daily', 'at']);
const ROUND_THE_CLOCK = /\b(?:a)?round\s+the\s+clock\b/g;
/** Words before the numbers that make them days of the month, counts or minutes ("on the 1 15 20"). */
const NOT_HOURS = new Set([
  'on',
  'the',
  'of',
  'in',
  'day',
  'days',
  'date',
  'dates',
  'every',
  'each',
  'from',
  'to',
  'until',
]);
const EVERY_DAY = /\b(?:every|each)\s+day\b|\b(?:a|per)\s+day\b/g;
export const HOUR_LIST_GATE = /\d\s*(?:,|\s|and|&)\s*\d{1,2}\s*(?:,|\s|and|&)\s*\d{1,2}\s*\)?$/;

export function readHourList(
  phrase: string,
  read: (text: string) => Outcome<LocalIntent[]>,
): Outcome<LocalIntent[]> | null {
  const text = normalize(phrase);
  const g = HOUR_LIST.exec(text)?.groups;
  if (!g) return null;
  const hours = (g.list as string)
    .split(/\s*(?:,|and|&|\s)\s*/)
    .filter((x) => x !== '')
    .map(Number);
  const count = COUNT_CUE.exec(g.head as string);
  const every = EVERY_CUE.exec(g.head as string);
  const head = (g.head as string)
    .replace(COUNT_CUE, ' ')
    .replace(EVERY_CUE, ' ')
    .replace(EVERY_DAY, ' ')
    .replace(ROUND_THE_CLOCK, ' ')
    .replace(/[:,]/g, ' ');
  if (/\d/.test(head)) return null;
  const words = head.split(/\s+/).filter((w) => w !== '' && !FILLER.has(w));
  if (!words.every((w) => !NOT_HOURS.has(w) && isAsideWord(w, w))) return null;
  const rising = hours.every((h, i) => i === 0 || h > (hours[i - 1] as number));
  let said: number[];
  let note: string;
  if (rising && hours.some((h) => h >= 13 || h === 0)) {
    said = hours;
    note = `"${g.list}" read as hours of the day on the 24-hour clock, every day.`;
  } else if ((count || every) && hours.every((h) => h >= 1 && h <= 12)) {
    said = [];
    for (const h of hours) {
      const last = said.at(-1);
      let next = h === 12 ? 12 : h;
      if (last !== undefined) while (next <= last) next += 12;
      said.push(next);
    }
    if ((said.at(-1) as number) - (said[0] as number) >= 24) return null;
    said = said.map((h) => h % 24);
    const gaps = said.map((h, i) => ((said[(i + 1) % said.length] as number) - h + 24) % 24);
    if ((count && Number(count[1]) !== said.length) || (count && every)) return null;
    if (every && gaps.some((x) => x !== Number(every[1]))) return null;
    note = `"${g.list}" read as hours of the day one after another from ${said[0]}:00 in the morning (${said.map((h) => `${h}:00`).join(', ')}).`;
  } else return null;
  if (new Set(said).size !== said.length) return null;
  const r = read(`every day at ${said.map((h) => `${h}:00`).join(', ')}`);
  if (!r.ok) return null;
  const named = words.length > 0 ? [`Read "${words.join(' ')}" as the job's name, not as part of the schedule.`] : [];
  return ok(r.value.map((x, i) => (i === 0 ? { ...x, assumptions: [...named, note, ...x.assumptions] } : x)));
}
