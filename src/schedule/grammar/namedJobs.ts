import type { LocalIntent, Weekday } from '../intent.js';
import { type Outcome, ok } from '../problem.js';
import { unparseable } from './draft.js';
import { readAsEvent } from './eventReminder.js';
import { mayBeOneJob } from './jobNames.js';
import { isAsideWord } from './labels.js';
import { halfOfDayClash } from './trailingPurpose.js';
import { DAY } from './words.js';

/**
 * Several jobs in one message, each with a name of its own before its times: "feed the fish 7am & 5pm; clean the
 * tank sundays 10am; test the water wednesdays 4pm", "dad's pills 8pm daily, and blood pressure check every
 * saturday 9am", "open the shutters 6:30am close them 8pm", "pump 1 5:00, pump 2 5:20, pump 3 5:40 daily". Each
 * part is read alone (its name set aside as a name is) and the rules are all kept: other jobs do not take each
 * other's runs, so "0645 daily; 0715 sundays" (no second name: in place, or more runs?) is not read here. The days
 * said once at the end of the last part ("... 5:40 daily") are for every part when no other part says days. A part
 * "<days> one at <clock>" ("weekend sign-in at 7; weekday one at 6") is the same job on other days, read only when
 * its days are none of the others'. A name may be said once before the parts ("news pod: ...") and "ping at each"
 * after them. Refused (left to other readers): a part without days after one with days ("sweeping tue 8am, tow
 * warning 7am": tuesdays too?), a part that does not read alone, a part with a zone, a date or a count ("9am in
 * London, Tokyo 5pm"; "conference mar 20 9am, remind me at 4pm mar 25"), a part that starts "remind" or "ping" (a
 * reminder of what is said before), a bare clock beside a name of the other half of the day ("gym 6:30, dinner
 * 7:30").
 */

/** A clock, a cut or a clock then words, then a word and a clock again. */
export const NAMED_JOBS_GATE =
  /\d(?:[^;,.\u2013\u2014]*(?:[;,]|\.\s|\s[-\u2013\u2014]\s)|\s*[ap]m\s|:\d\d\s)[^\d]*?[a-z]{2,}[^;,]*?\d/i;

const CLOCK =
  /(?:^|[\s@])(?:(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s*[ap]m?|(?:[01]?\d|2[0-3]):[0-5]\d|[01]\d[0-5]\d|2[0-3][0-5]\d|noon|midnight|midday)(?![\w:])/;
/** Where a message is cut into parts: ";" "," ", and", a dash between words, a sentence's end, and a clock. */
const CUT = /(\s*;\s*|\s*,\s*(?:and\s+)?|\s+[-\u2013\u2014]\s+|\.\s+|(?<=\d(?:\s*[ap]m)?)\s+(?=[a-z]))/;
const DAYS = `(?:${DAY}|week(?:day|end)s?\\b)(?:\\s*(?:-|to|and|&|/|,)\\s*(?:${DAY}|week(?:day|end)s?\\b))*`;
/** Days said in a part: day words, "daily", "every ...", ordinals, months. */
const DAYS_SAID = new RegExp(
  `(?:^|\\s)(?:${DAYS}|daily|nightly|every|each|weekly|monthly|diari[oa]|diariamente|todos\\s+los\\s+d[ií]as|todo\\s+dia|todos\\s+os\\s+dias|t(?:ä|ae)glich|tous\\s+les\\s+jours|quotidien(?:ne)?|ogni\\s+giorno|dagelijks|dagligen|daglig|codziennie|her\\s+g(?:ü|u)n|(?:setiap|tiap)\\s+hari|har\\s+din|mainichi|kila\\s+siku|\\d{1,2}(?:st|nd|rd|th)\\b|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\\b)`,
);
/** The days said last in the message, after its last clock. */
const TRAILING_DAYS = new RegExp(`\\s+((?:(?:every|each|on)\\s+)?(?:daily|nightly|every\\s+day|${DAYS}))\\s*$`);
/** "the weekday one at 0545": the same job, on other days. */
const SAME_JOB = new RegExp(`^(?:the\\s+)?(?<days>${DAYS})(?:'s)?\\s+one\\s+(?<rest>.*)$`);
/** A word of how often, before the name it is part of ("weekly report sunday 9pm"). */
const HOW_OFTEN = /^(?:daily|weekly|monthly|nightly|yearly|annual|quarterly)$/;
/** Words that start no name: corrections, joins, the schedule's own. */
const NOT_START =
  /^(?:and|or|then|also|plus|but|except|instead|actually|sorry|no|nope|wait|oops|correction|same|one|only|just|not|too|at|on|in|from|until|till|to|by|every|each|the|a|an|this|that|it|its|off|sharp|ish|again|once|twice|later|earlier|before|after|am|pm|remind|reminder|reminders|ping|alert|notify|nudge|aviso|avisar|recordatorio|recordar|lembrete|lembrar|rappel|rappeler|erinnerung|erinnern|herinnering|herinneren|påminnelse|påminn|påmindelse|påmind|promemoria|ricorda|ricordare|reamintire|przypomnienie|przypomnij|hatırlat|hatirlat|pengingat|ingatkan|paalala|napomni)$/;
const LEAD = /^([a-z][a-z' -]{0,40}):\s+/;
/** "— ping at each", "remind me at each of them": a run at each time said. */
const AT_EACH =
  /\s*(?:[-\u2013\u2014,.]\s*)?(?:(?:ping|remind|alert|notify|nudge|post|message)(?:\s+(?:me|us|them|everyone|the\s+team))?\s+)?at\s+(?:each|all|every\s+one)(?:\s+(?:of\s+(?:them|those|these)|one|times?))?\s*[.!]?$/;

function plain(phrase: string): string {
  return phrase
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The words a part starts with, if they start a name: its first word (after a word of how often). */
function startsName(part: string): boolean {
  const words = part.split(/\s+/);
  let first = words[0] ?? '';
  if (HOW_OFTEN.test(first)) first = words[1] ?? '';
  return /^\p{Ll}[\p{Ll}'-]+$/u.test(first) && !NOT_START.test(first) && isAsideWord(first, first);
}

/** The name a part is said with: its words before its clock, past a word of how often. */
function nameOf(part: string): string {
  const clock = CLOCK.exec(part);
  const words = part
    .slice(0, clock?.index ?? part.length)
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '');
  return HOW_OFTEN.test(words[0] ?? '') ? words.slice(1).join(' ') : words.join(' ');
}

/** An earlier part with a name of its own (not one all the parts share, "zone a", "zone b"), as said. */
function ownNamed(parts: readonly Part[]): string | null {
  const firsts = parts.map((p) => nameOf(p.text).split(' ')[0] ?? '');
  if (firsts.every((f) => f !== '' && f === firsts[0])) return null;
  return (parts[0] as Part).text;
}

function weekdaysOf(r: LocalIntent): readonly Weekday[] | null {
  if (r.days.kind === 'every-day') return [1, 2, 3, 4, 5, 6, 7];
  return r.days.kind === 'weekdays' ? r.days.days : null;
}

/** A later part said with an earlier part's name, on some of its days (not all), at other times: its text, or null. */
function sameNameOnFewerDays(
  parts: readonly Part[],
  rules: readonly (readonly LocalIntent[])[],
  leadName: string | undefined,
): string | null {
  // the first part's name may have been said first and set aside already ("standup 9:00 daily, standup 10:00 ...")
  const names = parts.map((p, i) => (i === 0 && nameOf(p.text) === '' ? (leadName ?? '') : nameOf(p.text)));
  for (const [j, p] of parts.entries()) {
    const name = names[j];
    if (p.same || name === '') continue;
    for (let i = 0; i < j; i++) {
      if (!mayBeOneJob(names[i] ?? '', name ?? '') || names[i] === '') continue;
      const mine = (rules[j] ?? []).map(weekdaysOf);
      const theirs = (rules[i] ?? []).map(weekdaysOf);
      if (mine.some((d) => d === null) || theirs.some((d) => d === null)) continue;
      const days = new Set(mine.flat());
      const wider = new Set(theirs.flat());
      const clocks = (r: readonly LocalIntent[]) =>
        r
          .flatMap((x) => x.times.map((t) => t.hour * 60 + t.minute))
          .sort((a, b) => a - b)
          .join(',');
      if (
        [...days].every((d) => wider.has(d)) &&
        wider.size > days.size &&
        clocks(rules[i] ?? []) !== clocks(rules[j] ?? [])
      )
        return p.text;
    }
  }
  return null;
}

interface Part {
  text: string;
  /** "the weekday one": the same job as the part before, on other days */
  same: boolean;
  /** the cut before it was ";" or a sentence's end */
  strong: boolean;
}

/** Words that correct what was said before them: the phrase is one job said twice, not several. */
const CORRECTED =
  /\b(?:wait|actually|rather|meant|i\s+mean|sorry|oops|scratch\s+that|make\s+it|moved\s+to|changed\s+to|no\s+(?:wait|sorry|make))\b/;

export function readNamedJobs(
  phrase: string,
  read: (text: string) => Outcome<LocalIntent[]>,
  leadName?: string,
): Outcome<LocalIntent[]> | null {
  let text = plain(phrase).replace(/[.!]+$/, '');
  // "kettlebell class 6am, oh wait it moved to 6:30, mon and thu": a correction, not a second job (corrections.ts)
  if (CORRECTED.test(text)) return null;
  const notes: string[] = [];
  const lead = LEAD.exec(text);
  // ("standup: 9:00 daily, standup 10:00 weekends": the name said once before the parts is the first part's)
  let firstName = leadName;
  if (lead) {
    const name = (lead[1] as string).trim();
    firstName ??= name;
    if (!name.split(/\s+/).every((w) => w === 'daily' || isAsideWord(w, w))) return null;
    text = text.slice(lead[0].length);
    notes.push(`Read "${name}" as the name of the jobs, not as part of the schedule.`);
  }
  const each = AT_EACH.exec(text);
  if (each && each.index > 0) {
    notes.push(`Read "${each[0].replace(/^[\s\-\u2013\u2014,.]+/, '').trim()}" as a run at each time said.`);
    text = text.slice(0, each.index);
  }
  const pieces = text.split(CUT);
  const parts: Part[] = [];
  for (let i = 0; i < pieces.length; i += 2) {
    const piece = (pieces[i] as string).trim();
    const cut = i === 0 ? '' : (pieces[i - 1] as string);
    if (piece === '') return null;
    const last = parts.at(-1);
    if (!last) {
      parts.push({ text: piece, same: false, strong: false });
      continue;
    }
    const same = SAME_JOB.exec(piece);
    if (CLOCK.test(last.text) && CLOCK.test(piece) && (same || startsName(piece)))
      parts.push({ text: piece, same: same !== null, strong: /[;.]/.test(cut) });
    else last.text += cut + piece;
  }
  if (parts.length < 2 || !parts.every((p) => CLOCK.test(p.text))) return null;
  if (!parts.every((p, i) => i === 0 || p.same || startsName(p.text))) return null;
  // days said once, last: for every part when no other says days
  const said = parts.map((p) => DAYS_SAID.test(p.text) || p.same);
  const trailing = TRAILING_DAYS.exec((parts.at(-1) as Part).text);
  if (trailing && said.slice(0, -1).every((x) => !x) && parts.every((p) => !p.strong)) {
    // "take pills 8am, gym 6pm weekdays": the days may be the last job's only; spread only over parts of one name
    // ("zone a 5:00, zone b 5:20, zone c 5:40 daily")
    // ("prep crew text 3pm, serve crew text 4:30pm, daily": every day is every job's days when no other are said)
    const everyDay = /^(?:(?:every|each)\s+)?(?:daily|every\s+day|each\s+day)$/.test(trailing[1] ?? '');
    const own = everyDay ? null : ownNamed(parts);
    if (own !== null) {
      return {
        ok: false,
        problem: unparseable(
          `Do the days ("${trailing[1]}") say when "${own}" runs too?`,
          `Say the days with each job, e.g. "${own} ${trailing[1]}, ${(parts.at(-1) as Part).text}", or "${own} daily, ..." for every day.`,
        ),
      };
    }
    for (const p of parts.slice(0, -1)) p.text += ` ${trailing[1]}`;
    said.fill(true);
  }
  // a part without days after one with days: on those days too, or every day?
  const firstDays = said.indexOf(true);
  if (firstDays >= 0 && said.some((x, i) => !x && i > firstDays)) return null;
  // a part without days before the first with days: every day only when set off as a sentence of its own
  if (firstDays > 0 && !(parts[firstDays] as Part).strong) return null;
  for (const p of parts) {
    const bare = [...p.text.matchAll(/(?:^|\s)((?:1[01]|[1-9])(?::[0-5]\d)?)(?![\w:])/g)].map((m) => ({
      text: m[1] as string,
      hour: Number((m[1] as string).split(':')[0]),
    }));
    const words = p.text.split(/[^a-z'-]+/).filter((w) => w !== '');
    const clash = halfOfDayClash(words, bare);
    if (clash !== null) {
      return {
        ok: false,
        problem: unparseable(
          `"${clash.hour.text}" beside "${clash.word}" could be ${clash.hour.text} AM or ${clash.hour.text} PM.`,
          `Say which, e.g. "${clash.word} ${clash.hour.text}pm".`,
        ),
      };
    }
  }
  const rules: LocalIntent[][] = [];
  for (const p of parts) {
    const g = p.same ? SAME_JOB.exec(p.text)?.groups : undefined;
    const r = read(g ? `${g.days} ${g.rest}` : p.text);
    if (!r.ok) return null;
    // a zone said, a date or a count: whose clock, or an event and its reminder? Left to the other readers
    if (
      r.value.some(
        (x) => x.zone.said !== null || x.startDate !== null || x.endDate !== null || x.maxOccurrences !== null,
      )
    )
      return null;
    rules.push(r.value);
  }
  // days said in words the regex above does not know ("cálculo lunes y miércoles a las 8:00, aviso a las 7:30"): a
  // part read as every day after one read on some days is left to the other readers too
  const someDays = rules.map((r) => r.some((x) => x.days.kind !== 'every-day'));
  if (someDays.some((some, j) => !some && !said[j] && someDays.slice(0, j).some((x) => x))) return null;
  // "me mon/wed/fri 8:10, dan tue/thu 8:10 - remind whoever at 7:50": a reminder read as before the last job's event
  // may be before every job's, which would then be events too, not runs
  const events = rules.map((r) => r.some((x) => readAsEvent(x.assumptions)));
  if (events.at(-1) === true && events.some((e) => !e)) {
    return {
      ok: false,
      problem: unparseable(
        `"${(parts.at(-1) as Part).text}" reads as a reminder before an event, after other jobs: is it before each of theirs too, or before the last one only?`,
        'Say when each reminder runs, e.g. "mon-fri at 7:50", or give each job its own.',
      ),
    };
  }
  // "standup 9:00 daily, standup 10:00 weekends": one name said again on some of its days at another time may be in
  // place of those days' runs or more runs then, as "0645 daily; 0715 sundays" is (instead.ts)
  const again = sameNameOnFewerDays(parts, rules, firstName);
  if (again !== null) {
    return {
      ok: false,
      problem: unparseable(
        `"${again}" falls on days "${nameOf(again)}" already runs: in place of those runs on those days, or more runs then?`,
        `Say "but ${again} instead" or "and ${again} too".`,
      ),
    };
  }
  // "the weekday one": the same job, so on days none of the others run
  for (const [i, p] of parts.entries()) {
    if (!p.same) continue;
    const days = (rules[i] as LocalIntent[]).map(weekdaysOf);
    const others = rules
      .filter((_, j) => j !== i)
      .flat()
      .map(weekdaysOf);
    if (days.some((d) => d === null) || others.some((d) => d === null)) return null;
    if (days.some((d) => d?.some((x) => others.some((o) => o?.includes(x))))) return null;
    const g = SAME_JOB.exec(p.text)?.groups;
    notes.push(`Read "${g?.days} one" as the same job as before, on ${g?.days}.`);
  }
  notes.push(`Read as ${parts.length} jobs, each with its own times: ${parts.map((p) => `"${p.text}"`).join(', ')}.`);
  const all = rules.flat();
  return ok(all.map((x, i) => (i === 0 ? { ...x, assumptions: [...notes, ...x.assumptions] } : x)));
}
