import { type CalendarDate, dateOfEpochDay, epochDay, isLeap, MONTH_NAMES, maxDaysInMonth } from '../cron/calendar.js';
import type { Weekday } from '../intent.js';
import type { ScheduleProblem } from '../problem.js';
import { unparseable } from './draft.js';
import { monthDayBefore } from './monthDayBefore.js';
import { normalize } from './normalize.js';
import { DAY, MONTH, monthOf, weekdayOf } from './words.js';

/**
 * Days said relative to a day (the time-of-day offsets are `offsets.ts`):
 * - "at 16:00 the day before each weekday", "at 6pm the night before every tuesday to saturday appointment day":
 *   the days said, each moved one day back;
 * - "sales tax due on the 20th, remind me the day before at 9", "shop insurance renews march 1, remind me a week
 *   before at 10am", "IATA season ends oct 30 2027, remind me at 0900z that day": a date said as context (what is
 *   due, renews, ends on it), and the run that many days before it, or on it; runs "until then" up to the date,
 *   "before it" up to the day before ("the wedding is on 2027-09-18, ping the couple every saturday 9am before it"); a day of the month moved back is
 *   refused where it would leave the month ("the day before the 1st" is no one day of the month); a date without
 *   its year is read so only in a reminder to a person, as a single date is;
 * - "expense reports due on the 5th - remind everyone on the 3rd and 4th at 9am", "W-2s due jan 31, remind me jan
 *   20 at 9am": the context date set aside, the run said with its own days.
 * Looked at only when the phrase does not read as it is; the rewrite is read again, with notes.
 */

export interface DateOffsetReading {
  readonly text: string;
  readonly notes: readonly string[];
}

const DAYS_WORDS: Readonly<Record<string, readonly Weekday[]>> = {
  weekday: [2, 3, 4, 5, 6],
  weekdays: [2, 3, 4, 5, 6],
  'working day': [2, 3, 4, 5, 6],
  'working days': [2, 3, 4, 5, 6],
  'business day': [2, 3, 4, 5, 6],
  'business days': [2, 3, 4, 5, 6],
};
const FULL_DAY = ['', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Every clock time said is in the afternoon or evening ("6pm", "18:00"). */
function eveningOnly(text: string): boolean {
  const times = [...text.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*([ap]m)?\b/g)].filter((t) => t[2] !== undefined || t[3]);
  return (
    times.length > 0 &&
    times.every((t) => (t[3] === 'pm' && t[1] !== '12') || (t[3] === undefined && Number(t[1]) >= 12))
  );
}

const DAY_SPEC = `(?:weekdays?|(?:working|business)\\s+days?|${DAY}(?:\\s*(?:-|–|to|through|thru)\\s*${DAY}|(?:\\s*(?:,|and|&)\\s*${DAY})*))`;
/** "the day before each weekday", "the night before every tuesday to saturday appointment day". */
// ("cause list check 7pm on every evening before a working day": "every" or "each" before the evening says it
// repeats, so the day after it may be said as one, "a working day", "any weekday")
const DAY_BEFORE = new RegExp(
  `\\b(?:the\\s+(?:day|night|evening)\\s+before\\s+(?:each|every|all)|(?:every|each)\\s+(?:day|night|evening)\\s+before\\s+(?:each|every|all|an?|any))\\s+(?<days>${DAY_SPEC})(?<noun>(?:\\s+(?!(?:at|on|every|each|and|from|until)\\b)[a-z][a-z'-]*){0,2})(?=\\s*(?:$|[,;.!]))`,
);
/** Words of an appointment's or event's name after its days: "appointment day", "lecture", "clinic days". */
const NOUN_OK =
  /^(?:\s+(?:appointment|appointments|clinic|lecture|lectures|class|classes|meeting|meetings|session|sessions|shift|shifts|service|delivery|deliveries|market|match|game|surgery|list|lists))?(?:\s+days?)?$/;

export function daysOf(spec: string): Weekday[] | null {
  const s = spec.replace(/\s+/g, ' ').trim();
  const word = DAYS_WORDS[s];
  if (word) return [...word];
  const names = s.match(new RegExp(DAY, 'g')) ?? [];
  const days = names.map((n) => weekdayOf(n.replace(/\.$/, '')));
  if (days.some((d) => d === undefined)) return null;
  if (/-|–|\bto\b|\bthrough\b|\bthru\b/.test(s)) {
    if (days.length !== 2) return null;
    const [a, b] = days as [Weekday, Weekday];
    const out: Weekday[] = [];
    for (let d = a; ; d = ((d % 7) + 1) as Weekday) {
      out.push(d);
      if (d === b) break;
    }
    return out;
  }
  return days as Weekday[];
}

function dayBefore(text: string): DateOffsetReading | ScheduleProblem | null {
  const m = DAY_BEFORE.exec(text);
  if (!m?.groups) return null;
  if (!NOUN_OK.test(m.groups.noun ?? '')) return null;
  const days = daysOf(m.groups.days ?? '');
  if (days === null || days.length === 0) return null;
  // "at 1am the night before monday" may be the small hours of monday itself: only evening times move the day
  if (!/^(?:the|every|each)\s+day\b/.test(m[0].trim()) && !eveningOnly(text)) {
    return unparseable(
      `"${m[0].trim()}" with a time before noon could be that night's small hours, on the day itself.`,
      'Say the days to run on, e.g. "every sunday to thursday at 6pm".',
    );
  }
  const moved = [...new Set(days.map((d) => (((d + 5) % 7) + 1) as Weekday))].sort((a, b) => a - b);
  const listOf = (ds: readonly Weekday[]) => {
    const names = ds.map((d) => FULL_DAY[d] as string);
    return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  };
  const list = listOf(moved);
  const said = m[0].trim();
  // "prep every day before a working day, except fridays": an exception of days is of the days run on, moved; one
  // of a day said before the move ("fridays", "thursdays") may as well drop the day before it, and one matching none
  // of the days run on removes nothing: both refused
  const except = EXCEPT_DAYS.exec(text.slice(m.index + m[0].length));
  if (except?.groups) {
    const spec = except.groups.xdays ?? '';
    const off = /^weekends?$/.test(spec) ? ([7, 1] as Weekday[]) : daysOf(spec);
    if (off === null || off.length === 0) return null;
    if (off.some((d) => days.includes(d)) || !off.some((d) => moved.includes(d))) {
      return unparseable(
        `"${said}" ${except[0].trim()}: the exception may be of the days run on or of the days after them.`,
        'Say the days to run on, e.g. "every sunday to wednesday at 9am".',
      );
    }
    const kept = moved.filter((d) => !off.includes(d));
    return {
      text: `${text.slice(0, m.index)}every ${list}${text.slice(m.index + m[0].length)}`,
      notes: [`Read "${said}" as every ${listOf(kept)}: the day before each day said, ${except[0].trim()}.`],
    };
  }
  return {
    text: `${text.slice(0, m.index)}every ${list}${text.slice(m.index + m[0].length)}`,
    notes: [`Read "${said}" as every ${list}: the day before each day said.`],
  };
}
/** An exception of days said after the days before: "except fridays", "but not on sundays", "excluding weekends". */
const EXCEPT_DAYS = new RegExp(
  `\\b(?:except|but\\s+not|not\\s+on|excluding|apart\\s+from|other\\s+than|save\\s+for)\\s+(?:on\\s+)?(?:the\\s+)?(?<xdays>weekends?|${DAY_SPEC})`,
);

const ORD = '(?:[12]?\\d|3[01])(?:st|nd|rd|th)';
/**
 * A date said as context: "the 20th", "the 15th and 30th", "march 1", "oct 30 2027", "the 1st of march", "19 dec",
 * "15 jan 2027", "2027-01-18".
 */
const CONTEXT_DATE = `(?:(?<cm1>${MONTH})\\s+(?<cd1>[12]?\\d|3[01])(?:st|nd|rd|th)?(?:,?\\s+(?<cy>20\\d\\d))?|(?:the\\s+)?(?<cd2>[12]?\\d|3[01])(?:st|nd|rd|th)?\\s+of\\s+(?<cm2>${MONTH})(?:,?\\s+(?<cy2>20\\d\\d))?|(?<cd3>[12]?\\d|3[01])(?:st|nd|rd|th)?\\s+(?<cm3>${MONTH})(?:,?\\s+(?<cy3>20\\d\\d))?|(?<cy4>20\\d\\d)-(?<cm4>0[1-9]|1[0-2])-(?<cd4>0[1-9]|[12]\\d|3[01])|the\\s+(?<cdays>${ORD}(?:\\s*(?:,|and|&)\\s*(?:the\\s+)?${ORD})*))(?!\\d|:\\d)`;
/**
 * The event's own time (and the place it is said in) after its date: "closes 15 jan 2027 5pm", "hearing 9 dec 2026
 * 10:00 manila". Its time is no run; a place said with it is kept for the run's clock.
 */
const CONTEXT_CLOCK =
  "(?:,?\\s+(?:at\\s+)?(?:[01]?\\d|2[0-3])(?:[:.h][0-5]\\d)?\\s*(?:[ap]\\.?m\\.?)?(?<cplace>(?:\\s+(?!remind|warn|ping|alert|notify|nudge)[a-z][a-z'_/]*){0,3}))?";
const CONTEXT_VERB =
  '(?:(?:is|are)\\s+)?(?:due|renews?|expires?|ends?|closes?|deadline(?:\\s+is)?|lapses?|finishes|is\\s+over)|is|are';
const ACTION_VERB = '(?:reminders?|remind|warn|ping|alert|notify|nudge|tell|message|email)';
const WHO =
  '(?:me|us|everyone|everybody|all|applicants|candidates|students|parents|members|customers|clients|participants|attendees|volunteers|staff|the\\s+team|the\\s+[a-z0-9]+\\s+(?:team|crew|staff|group|folks|squad|leads)|the\\s+[a-z]+|them|him|her)';
const CONTEXT = new RegExp(
  `^\\s*(?<subject>(?:[a-z0-9&'/-]+\\s+){1,5}?)(?:(?<verb>${CONTEXT_VERB})\\s+(?:on\\s+)?|on\\s+)?${CONTEXT_DATE}${CONTEXT_CLOCK}\\s*(?:,|;|:|\\s-|\\s–)\\s*(?:so\\s+)?(?<action>${ACTION_VERB})(?:\\s+(?<who>${WHO}))?\\s+(?<rest>.+)$`,
);
/** One day offset: "the day before", "a week before", "30 days before", "14, 7 and 1 day before". */
const OFFSET =
  '(?:the\\s+)?(?:(?:a|an|one|two|three|[1-9]\\d?)(?:\\s*(?:,|and|&)\\s*(?:[1-9]\\d?))*\\s+)?(?:day|days|week|weeks)\\s+(?:before|prior|earlier|ahead)';
/** "the day before at 9", "a week before at 10am", "2 days before, 9am", "a week before and the day before at 9". */
const BEFORE_REST = new RegExp(
  `^(?:(?<at1>at\\s+\\S+(?:\\s*[ap]m)?)\\s+)?(?<offsets>${OFFSET}(?:\\s*(?:,|and|&)\\s*(?:and\\s+)?${OFFSET})*)(?:\\s*,?\\s*(?<at2>at\\s+\\d.*|\\d{1,2}(?:[:.]\\d\\d)?\\s*(?:[ap]m)?(?:\\s+[a-z].*)?))?\\s*$`,
);
const ONE_OFFSET =
  /\b(?:the\s+)?(?:(?<n>a|an|one|two|three|[1-9]\d?(?:\s*(?:,|and|&)\s*[1-9]\d?)*)\s+)?(?<unit>day|days|week|weeks)\s+(?:before|prior|earlier|ahead)/g;
/** "at 0900z that day", "that day at 9", "on the day at 9", "at 8:00 same day". */
const THAT_DAY =
  /^(?:(?<at1>at\s+.+?)\s+)?(?:on\s+)?(?:that|(?:the\s+)?same|the)\s+day(?:\s*,?\s*(?<at2>at\s+.+))?(?:\s*,?\s*(?:and|&)\s+(?<more>at\s+(?:(?:[01]?\d|2[0-3]):[0-5]\d(?:\s*[ap]m)?|(?:1[0-2]|0?[1-9])(?::[0-5]\d)?\s*[ap]m|noon|midnight)))?\s*$/;
/** The run said with its own days or date: "on the 3rd and 4th at 9am", "jan 20 at 9am", "on 1, 8 and 11 feb". */
const OWN_DATE = new RegExp(
  `^(?:on\\s+)?(?:the\\s+${ORD}|${ORD}|${MONTH}\\s+\\d|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}|\\d{1,2}(?:\\s*(?:,|and|&)\\s*\\d{1,2})+\\s+${MONTH})`,
);
/** "till then", "until then" said last: until the date said. */
/** How long ago a date without its year may be and still be the one meant, so no end to run until. */
const RECENTLY_PAST_DAYS = 60;
const UNTIL_THEN = /\s+(?:until|till|til|up\s+to)\s+then$/;
/** "before it", "before then" said last: until the day before the date said. */
const BEFORE_THEN = /\s+(?:before|until\s+before)\s+(?:it|then|that(?:\s+day)?|the\s+day)$/;

/** The run's time, then its own date: "at 9am pacific on jan 25 and jan 31". */
const OWN_DATE_AFTER_TIME = new RegExp(
  `^(?:at\\s+\\d{1,2}(?:[:.]\\d\\d)?\\s*(?:[ap]m)?|(?:1[0-2]|0?[1-9])(?:[:.][0-5]\\d)?\\s*[ap]m|(?:[01]?\\d|2[0-3])[:.][0-5]\\d)(?:\\s+[a-z]+){0,2}\\s+on\\s+(?:${MONTH}\\s+\\d|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH})`,
);

/** A run's own day of the month without its month: "on the 24th", "the 3rd and 4th". */
const OWN_MONTH_DAY = new RegExp(`^(?:on\\s+)?(?:the\\s+)?${ORD}(?!\\s+(?:of\\s+)?${MONTH})`);

/** Words of a subject said without a verb that make it a schedule, not an event's name. */
/**
 * A date in the subject of a date said as context: a month's name next to a day's number ("march 1 and", "3 april
 * and"), a day of the month ("the 15th and"), a date in figures. A month's name alone is a name's ("march for
 * science", "may day fair", "dec offsite") or a verb ("the launch may slip").
 */
const SUBJECT_DATE = new RegExp(
  `\\b(?:${MONTH}\\s+\\d|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH}|${ORD}|\\d{1,4}[-/.]\\d{1,2})`,
);
/**
 * Counts of days or weeks with their unit, listed before one "before" ("7 days and 1 day before", "3 weeks, 2 weeks
 * and 1 week before"): each but the last given its own "before", where all share one unit (`BEFORE_LIST`).
 */
const BEFORE_SAID_ONCE =
  /\b((?:a|an|one|two|three|[1-9]\d?)\s+(?:days?|weeks?))(\s*(?:,\s*and|,|and|&)\s*)(?=(?:(?:a|an|one|two|three|[1-9]\d?)\s+(?:days?|weeks?)\s*(?:,\s*and|,|and|&)\s*)*(?:a|an|one|two|three|[1-9]\d?)\s+(?:days?|weeks?)\s+before\b)/g;
/**
 * The whole list of counts with their units before one "before": of mixed units ("2 weeks and 3 days before", "a week
 * and a day before") it may be one offset of both (17 days), not two, so it is refused.
 */
const BEFORE_LIST =
  /\b(?:a|an|one|two|three|[1-9]\d?)\s+(?:days?|weeks?)(?:\s*(?:,\s*and|,|and|&)\s*(?:a|an|one|two|three|[1-9]\d?)\s+(?:days?|weeks?))+\s+before\b/;
const NOT_SUBJECT =
  /\b(?:every|each|daily|weekly|monthly|hourly|nightly|from|until|till|at|between|after|before|sun|mon|tue|wed|thu|fri|sat)[a-z]*\b/;

/** Jobs that run on their own: said with a date and no verb, the job may run on it beside the reminder. */
const JOB_WORD =
  /^(?:backups?|syncs?|jobs?|exports?|imports?|builds?|deploys?|reports?|digests?|cleanups?|scans?|checks?|dumps?|snapshots?|etl|batch(?:es)?|purges?|refresh(?:es)?|rotations?|reindex|vacuum|pipelines?|scripts?|cron|tasks?|runs?|releases?|migrations?)$/;

const COUNTS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3 };

function contextDate(
  text: string,
  today: CalendarDate,
  reminder: (who: string | undefined) => boolean,
): DateOffsetReading | ScheduleProblem | null {
  const m = CONTEXT.exec(text);
  if (!m?.groups) return null;
  const g = m.groups;
  // "council tax debit on the 15th": without a verb, only a thing that falls due, not a job that may run then too
  if (g.verb === undefined && (g.subject ?? '').split(/\s+/).some((w) => JOB_WORD.test(w))) return null;
  if (NOT_SUBJECT.test(g.subject ?? '')) return null;
  // "deadlines are march 1 and sept 1, remind me a week before": a date in the subject is another date the runs are
  // placed against, not what the run is about (read, the first date's runs would be dropped)
  if (SUBJECT_DATE.test(g.subject ?? '')) return null;
  const rest = (g.rest ?? '').trim();
  const context = text
    .slice(0, text.indexOf(g.action as string, (g.subject ?? '').length))
    .replace(/(?:[\s,;:–-]|\bso\b)+$/, '');
  const aside = `Read "${context.trim()}" as what the run is about, not a run.`;
  const place = (g.cplace ?? '').trim();
  // the place said with the event's time is the run's clock too: said, since the person may be elsewhere
  const placeNote = place === '' ? [] : [`Read the run's time on the clock of "${place}", said with the event's.`];
  const keep = (runText: string, ...notes: string[]): DateOffsetReading => ({
    text: `${g.action}${g.who ? ` ${g.who}` : ''} ${runText}`,
    notes: [aside, ...placeNote, ...notes],
  });
  // "battle pass ends 10 jan - remind everyone daily at 8pm till then": the runs until the date said
  // "the wedding is on 2027-09-18, ping the couple every saturday 9am before it": until the day before
  const upTo = UNTIL_THEN.exec(rest);
  const dayBeforeIt = upTo ? null : BEFORE_THEN.exec(rest);
  const then = upTo ?? dayBeforeIt;
  if (then) {
    if (g.cdays) return null;
    const m = Number(g.cm4 ?? 0) || (monthOf(g.cm1 ?? g.cm2 ?? g.cm3 ?? '') ?? 1);
    const d = Number(g.cd1 ?? g.cd2 ?? g.cd3 ?? g.cd4);
    // a date without its year is the next one ("10 jan" said in November), but one a few weeks past ("sale ends 20
    // nov", said on the 23rd) is no end to run until: refused, never read as next year's
    const said = g.cy ?? g.cy2 ?? g.cy3 ?? g.cy4;
    const now = epochDay(today.year, today.month, today.day);
    const thisYear = epochDay(today.year, m, d);
    if (said === undefined && thisYear < now && now - thisYear <= RECENTLY_PAST_DAYS) return null;
    const y = said ?? String(thisYear < now ? today.year + 1 : today.year);
    if (epochDay(Number(y), m, d) < now) return null;
    const last = dayBeforeIt ? dateOfEpochDay(epochDay(Number(y), m, d) - 1) : { year: Number(y), month: m, day: d };
    if (dayBeforeIt && epochDay(last.year, last.month, last.day) < now) return null;
    const until = `${MONTH_NAMES[last.month]?.toLowerCase()} ${last.day} ${last.year}`;
    const runs = `${rest.slice(0, then.index)} until ${until}`;
    const how = dayBeforeIt ? `, the day before ${MONTH_NAMES[m]} ${d}, ${y}` : '';
    return keep(place === '' ? runs : `${runs} ${place}`, `Read "${then[0].trim()}" as until ${until}${how}.`);
  }
  // the run has its own days: the context only says why
  if (OWN_DATE.test(rest) || OWN_DATE_AFTER_TIME.test(rest)) {
    // "due 31 january, remind me on the 24th": the 24th of that month once, not of every month
    if (!g.cdays && OWN_MONTH_DAY.test(rest)) return null;
    // the place said with the event is the run's clock too, or names a second zone, refused as such
    return keep(place === '' ? rest : `${rest} ${place}`);
  }
  // "reminders 7 days and 1 day before at 9am": each count of days said with its unit, "before" said once
  const list = BEFORE_LIST.exec(rest);
  if (list && new Set((list[0].match(/\b(?:day|week)/g) ?? []).map(String)).size > 1) {
    return unparseable(
      `"${list[0]}" may be one time before of them all together, or one for each.`,
      'Say each time before in one unit, e.g. "17 days before at 9am" or "14 days and 3 days before at 9am".',
    );
  }
  const before = BEFORE_REST.exec(rest.replace(BEFORE_SAID_ONCE, '$1 before$2'));
  const that = before ? null : THAT_DAY.exec(rest);
  if (!before && !that) return null;
  const at = (before?.groups?.at1 ?? before?.groups?.at2 ?? that?.groups?.at1 ?? that?.groups?.at2 ?? '').trim();
  if (at === '' || (before?.groups?.at1 && before.groups.at2) || (that?.groups?.at1 && that.groups.at2)) return null;
  // the place said with the event's time is the run's clock too ("hearing 9 dec 2026 10:00 manila, remind at 8:00")
  // "remind at noon that day and at 4pm": a second clock of the same day, said with its half of the day (or on the
  // 24-hour clock), after the first
  const more = that?.groups?.more === undefined ? '' : ` and ${that.groups.more}`;
  if (more !== '' && that?.groups?.at1 === undefined) return null;
  const atText = `${/^at\b/.test(at) ? at : `at ${at}`}${more}${place === '' ? '' : ` ${place}`}`;
  const offsets = before ? dayOffsets(before.groups?.offsets ?? '') : [0];
  if (offsets === null) return null;
  const said = rest;
  if (g.cdays) {
    if (offsets.length !== 1) return null;
    const n = offsets[0] as number;
    // days of the month: moved back within the month only
    const days = (g.cdays.match(/\d+/g) ?? []).map(Number);
    const moved = days.map((d) => d - n);
    if (moved.some((d) => d < 1)) {
      return unparseable(
        `"${said}" of ${days.map((d) => `the ${ordinal(d)}`).join(' and ')} falls in the month before, on a day that changes with its length.`,
        'Say the days to run on, e.g. "on the last day of the month at 9am".',
      );
    }
    const list = moved.map((d) => `the ${ordinal(d)}`).join(' and ');
    const how = n === 0 ? 'that day' : `${n === 1 ? 'the day' : `${n} days`} before`;
    return {
      text: `${g.action}${g.who ? ` ${g.who}` : ''} on ${list} ${atText}`,
      notes: [
        aside,
        ...placeNote,
        ...placeNote,
        `Read "${rest}" as ${list} of every month, ${how} ${days.map((d) => `the ${ordinal(d)}`).join(' and ')}.`,
      ],
    };
  }
  const month = Number(g.cm4 ?? 0) || (monthOf(g.cm1 ?? g.cm2 ?? g.cm3 ?? '') ?? 1);
  const day = Number(g.cd1 ?? g.cd2 ?? g.cd3 ?? g.cd4);
  if (!(day >= 1 && day <= maxDaysInMonth(month))) return null;
  const yearSaid = g.cy ?? g.cy2 ?? g.cy3 ?? g.cy4;
  // a date without its year, once, only in a reminder to a person (as "remind me on dec 9 at 2pm")
  if (yearSaid === undefined && !reminder(g.who)) return null;
  let year = yearSaid ? Number(yearSaid) : today.year;
  if (!yearSaid && epochDay(year, month, day) < epochDay(today.year, today.month, today.day)) year += 1;
  if (month === 2 && day === 29 && !isLeap(year)) return null;
  const event = epochDay(year, month, day);
  const runs = [...new Set(offsets)].sort((x, y) => y - x).map((n) => dateOfEpochDay(event - n));
  const dateText = (d: CalendarDate) => `${MONTH_NAMES[d.month]?.toLowerCase()} ${d.day} ${d.year}`;
  const long = (d: CalendarDate) => `${MONTH_NAMES[d.month]} ${d.day}, ${d.year}`;
  const eventSaid = `${MONTH_NAMES[month]} ${day}, ${year}`;
  if (runs.length === 1) {
    const run = runs[0] as CalendarDate;
    const n = offsets[0] as number;
    return {
      text: `${g.action}${g.who ? ` ${g.who}` : ''} once on ${dateText(run)} ${atText}`,
      notes: [
        aside,
        ...placeNote,
        ...placeNote,
        `Read "${rest}" as ${long(run)}${n === 0 ? '' : `, ${n} day${n === 1 ? '' : 's'} before ${eventSaid}`}.`,
      ],
    };
  }
  const listed = runs.map(dateText);
  return {
    text: `${g.action}${g.who ? ` ${g.who}` : ''} on ${listed.slice(0, -1).join(', ')} and ${listed.at(-1)} ${atText}`,
    notes: [
      aside,
      ...placeNote,
      `Read "${rest}" as ${runs.map(long).join('; ')}: ${[...new Set(offsets)].sort((x, y) => y - x).join(', ')} days before ${eventSaid}.`,
    ],
  };
}

/** The days before said: "the day before" 1, "a week before" 7, "14, 7 and 1 day before" 14, 7 and 1. */
function dayOffsets(said: string): number[] | null {
  const out: number[] = [];
  for (const o of said.matchAll(ONE_OFFSET)) {
    const unit = o.groups?.unit ?? 'day';
    const nWord = o.groups?.n ?? (/s$/.test(unit) ? undefined : 'a');
    if (nWord === undefined) return null;
    const scale = /^week/.test(unit) ? 7 : 1;
    for (const w of nWord.split(/\s*(?:,|and|&)\s*/)) {
      const n = (COUNTS[w] ?? Number(w)) * scale;
      if (!(n >= 1 && n <= 92)) return null;
      out.push(n);
    }
  }
  return out.length === 0 ? null : out;
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

const GATE = /before|that day|the day|remind|warn|ping|alert|notify|nudge|tell|message|email/;

/**
 * The phrase rewritten with the days that run, or a refusal, or null when it says no day relative to another.
 * `reminder` says whether the words of an action make it a reminder to a person ("remind me").
 */
export function dateOffsetPhrase(phrase: string, today: CalendarDate): DateOffsetReading | ScheduleProblem | null {
  const text = normalize(phrase);
  if (!GATE.test(text)) return null;
  return (
    dayBefore(text) ??
    monthDayBefore(text) ??
    contextDate(text, today, (who) => who === 'me' || who === 'us' || who === 'everyone' || who === 'everybody')
  );
}
