import { type CalendarDate, MONTH_NAMES, weekdayOf } from '../cron/calendar.js';
import type { ScheduleProblem } from '../problem.js';
import { offsetAt, zoneNamed } from '../tz.js';
import { inexpressible, unparseable } from './draft.js';
import { ICAL_TAIL_GATE, icalendarTail } from './icalendarTails.js';

/**
 * A recurrence rule of iCalendar (RFC 5545) pasted as the phrase, with or without its "RRULE:" name and with an
 * optional DTSTART beside it ("RRULE:FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=9;BYMINUTE=30", "FREQ=DAILY;BYHOUR=6;BYMINUTE=0",
 * "DTSTART;TZID=Europe/Berlin:20261201T090000 RRULE:FREQ=MONTHLY;BYDAY=-1FR"). It is rewritten into the English
 * the grammar reads ("every monday and wednesday at 09:30"), so it means exactly what those words mean, and the
 * reading notes the words. What the service's schedules cannot honour exactly is refused with its reason, never
 * approximated: seconds, INTERVAL on days, weeks, months and years, steps that do not divide the hour or the day,
 * BYSETPOS other than a month's first or last working day, BYYEARDAY, BYWEEKNO, days of the week and of the month
 * together.
 */

/** Every iCalendar rule has one of these (the test rejects most phrases at once). */
const ICAL_GATE = /freq=|dtstart|rrule:/i;
const ICAL_TOKEN = /^(?:rrule:\S+|freq=\S+|dtstart[;:]\S+)$/i;
const PARTS = new Set([
  'freq',
  'interval',
  'count',
  'until',
  'bysecond',
  'byminute',
  'byhour',
  'byday',
  'bymonthday',
  'byyearday',
  'byweekno',
  'bymonth',
  'bysetpos',
  'wkst',
]);
const WEEKDAY_CODES = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];
const WEEKDAY_WORDS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const NTH_WORDS = new Map([
  [1, 'first'],
  [2, 'second'],
  [3, 'third'],
  [4, 'fourth'],
  [5, 'fifth'],
  [-1, 'last'],
]);

interface Start {
  date: CalendarDate;
  time: { hour: number; minute: number; second: number } | null;
  /** 'utc' for a Z time, an IANA name for TZID, null for a floating (local) time. */
  zone: string | null;
}

/** Whether the phrase is an iCalendar rule (read whole, never cut into clauses at its semicolons). */
export function isICalendar(phrase: string): boolean {
  if (!ICAL_GATE.test(phrase)) return false;
  const tokens = phrase.trim().split(/\s+/);
  return tokens.length > 0 && tokens.every((t) => ICAL_TOKEN.test(t));
}

/** The rule as English the grammar reads, with the note saying so; a problem; or null when it is no iCalendar. */
export function icalendarPhrase(
  phrase: string,
  now: number,
  ownZone: string,
): { phrase: string; note: string } | ScheduleProblem | null {
  // "RRULE:FREQ=MONTHLY;BYMONTHDAY=1,15 at 10:00", "... (TZID=Australia/Adelaide)": its time or zone after it
  const tail = ICAL_TAIL_GATE.test(phrase) && !isICalendar(phrase) ? icalendarTail(phrase) : null;
  if (!isICalendar(tail?.rule ?? phrase)) return null;
  const tokens = (tail?.rule ?? phrase).trim().split(/\s+/);
  const rules = tokens.filter((t) => !/^dtstart/i.test(t));
  const starts = tokens.filter((t) => /^dtstart/i.test(t));
  if (rules.length === 0) {
    return unparseable('A DTSTART alone is when a rule starts, not a rule.', 'Paste the RRULE with it.');
  }
  if (rules.length !== 1 || starts.length > 1) {
    return unparseable('The phrase holds more than one iCalendar rule or start.', 'Paste one RRULE, with its DTSTART.');
  }
  let start: Start | null = null;
  if (starts[0] !== undefined) {
    const s = startOf(starts[0]);
    if ('code' in s) return s;
    start = s;
  }
  const parts = partsOf((rules[0] as string).replace(/^rrule:/i, ''));
  if ('code' in parts) return parts;
  const notes: string[] = [];
  const english = translate(parts, start, now, ownZone, notes);
  if (typeof english !== 'string') return english;
  if (tail !== null) {
    notes.push(`"${tail.said}" read as the rule's ${tail.what}.`);
    if (tail.zone !== null) {
      const said = `${english} in ${tail.zone.toLowerCase()}`;
      return { phrase: said, note: [`Read as an iCalendar rule: "${said}".`, ...notes].join(' ') };
    }
  }
  return { phrase: english, note: [`Read as an iCalendar rule: "${english}".`, ...notes].join(' ') };
}

function partsOf(text: string): Map<string, string> | ScheduleProblem {
  const parts = new Map<string, string>();
  for (const piece of text.split(';')) {
    if (piece === '') continue;
    const m = /^([a-z]+)=([^=]+)$/i.exec(piece);
    const name = m?.[1]?.toLowerCase() ?? '';
    if (!m || !PARTS.has(name)) {
      return unparseable(
        `"${piece}" is not a part of an iCalendar rule I know.`,
        'Paste the RRULE as the calendar gave it.',
      );
    }
    if (parts.has(name)) return unparseable(`The rule gives ${name.toUpperCase()} twice.`, 'Give each part once.');
    parts.set(name, (m[2] as string).toLowerCase());
  }
  return parts;
}

function startOf(token: string): Start | ScheduleProblem {
  const m =
    /^dtstart(?:;tzid=([^:;]+))?(?:;value=date(?:-time)?)?:(\d{4})(\d{2})(\d{2})(?:t(\d{2})(\d{2})(\d{2})(z)?)?$/i.exec(
      token,
    );
  if (!m) return unparseable(`"${token}" is not a DTSTART I can read.`, 'Paste it as the calendar gave it.');
  const date = { year: Number(m[2]), month: Number(m[3]), day: Number(m[4]) };
  const time = m[5] === undefined ? null : { hour: Number(m[5]), minute: Number(m[6]), second: Number(m[7]) };
  const tzid = m[1];
  if (tzid !== undefined && zoneNamed(tzid) === null) {
    return unparseable(`"${tzid}" in DTSTART is not a time zone I know.`, 'Use an IANA name such as Europe/Berlin.');
  }
  return { date, time, zone: m[8] !== undefined ? 'utc' : (tzid ?? null) };
}

function numbers(text: string | undefined, min: number, max: number, name: string): number[] | ScheduleProblem {
  if (text === undefined) return [];
  const out: number[] = [];
  for (const piece of text.split(',')) {
    if (!/^[+-]?\d{1,3}$/.test(piece) || Number(piece) < min || Number(piece) > max) {
      return unparseable(
        `${name}=${text.toUpperCase()} has a value out of range.`,
        'Paste the RRULE as the calendar gave it.',
      );
    }
    out.push(Number(piece));
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

function list(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** A time as "9:30am", "12:00pm": never read otherwise than meant ("10:00" alone could be the evening). */
function clock(hour: number, minute: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${n % 10 > 3 ? 'th' : suffix}`;
}

function dateWords(d: CalendarDate): string {
  return `${MONTH_NAMES[d.month]?.toLowerCase()} ${d.day} ${d.year}`;
}

function cannot(what: string, hint: string): ScheduleProblem {
  return inexpressible(`The iCalendar rule cannot be written as a CRON schedule: ${what}.`, hint);
}

interface ByDay {
  nth: number | null;
  day: number;
}

function byDayOf(text: string | undefined): ByDay[] | ScheduleProblem {
  if (text === undefined) return [];
  const out: ByDay[] = [];
  for (const piece of text.split(',')) {
    const m = /^([+-]?\d{1,2})?(su|mo|tu|we|th|fr|sa)$/.exec(piece);
    if (!m)
      return unparseable(`BYDAY=${text.toUpperCase()} is not a list of days I can read.`, 'Use e.g. BYDAY=MO,WE.');
    out.push({ nth: m[1] === undefined ? null : Number(m[1]), day: WEEKDAY_CODES.indexOf(m[2] as string) });
  }
  return out;
}

function translate(
  parts: Map<string, string>,
  start: Start | null,
  now: number,
  ownZone: string,
  notes: string[],
): string | ScheduleProblem {
  const freq = parts.get('freq');
  if (freq === undefined) return unparseable('The iCalendar rule has no FREQ.', 'Paste the whole RRULE.');
  if (freq === 'secondly' || numbersOr(parts.get('bysecond')).some((s) => s !== 0)) {
    return cannot('the service schedules to the minute and has no seconds', 'Use a rule by minutes or hours.');
  }
  if (start?.time && start.time.second !== 0 && !parts.has('bysecond')) {
    return cannot('DTSTART has seconds, and the service has no seconds field', 'Start on a whole minute.');
  }
  for (const part of ['byyearday', 'byweekno']) {
    if (parts.has(part)) {
      return cannot(`${part.toUpperCase()} has no CRON field`, 'Use days of the week or of the month instead.');
    }
  }
  if (parts.has('count') && parts.has('until')) {
    return unparseable('The iCalendar rule gives both COUNT and UNTIL.', 'Give one: a number of runs or an end.');
  }
  const interval = Number(parts.get('interval') ?? '1');
  if (!/^\d{1,4}$/.test(parts.get('interval') ?? '1') || interval < 1) {
    return unparseable(`INTERVAL=${parts.get('interval')} is not a whole number of periods.`, 'Use e.g. INTERVAL=2.');
  }
  const hours = numbers(parts.get('byhour'), 0, 23, 'BYHOUR');
  if (!Array.isArray(hours)) return hours;
  const minutes = numbers(parts.get('byminute'), 0, 59, 'BYMINUTE');
  if (!Array.isArray(minutes)) return minutes;
  const months = numbers(parts.get('bymonth'), 1, 12, 'BYMONTH');
  if (!Array.isArray(months)) return months;
  const monthDays = numbers(parts.get('bymonthday'), -31, 31, 'BYMONTHDAY');
  if (!Array.isArray(monthDays)) return monthDays;
  const setPos = numbers(parts.get('bysetpos'), -366, 366, 'BYSETPOS');
  if (!Array.isArray(setPos)) return setPos;
  const byDay = byDayOf(parts.get('byday'));
  if (!Array.isArray(byDay)) return byDay;
  const zone = start?.zone === 'utc' ? 'UTC' : (start?.zone ?? ownZone);

  // the time of day, or the step within the day
  let when: Said;
  if (freq === 'minutely' || freq === 'hourly') {
    const step = stepWords(freq, interval, hours, minutes, start, notes);
    if ('code' in step) return step;
    when = step;
  } else if (['daily', 'weekly', 'monthly', 'yearly'].includes(freq)) {
    if (interval !== 1) {
      const unit = { daily: 'days', weekly: 'weeks', monthly: 'months', yearly: 'years' }[freq];
      return cannot(
        `INTERVAL=${interval} repeats every ${interval} ${unit}, and CRON's fields restart each ${unit === 'days' ? 'month' : unit === 'weeks' ? 'month' : 'year'}`,
        'Use fixed days instead, e.g. BYDAY=MO or BYMONTHDAY=1,15.',
      );
    }
    const times = timesOf(hours, minutes, start, notes);
    if ('code' in times) return times;
    when = times;
  } else {
    return unparseable(`FREQ=${freq.toUpperCase()} is not a frequency of iCalendar.`, 'Use e.g. FREQ=WEEKLY.');
  }

  const days = daysOf(freq, byDay, monthDays, months, setPos, start);
  if (typeof days !== 'string') return days;

  const words = [days, when.words].filter((w) => w !== '');
  const bounds = boundsOf(parts, start, now, zone, when.minutes);
  if (typeof bounds !== 'string') return bounds;
  if (bounds !== '') words.push(bounds);
  if (start?.zone) words.push(start.zone === 'utc' ? 'utc' : start.zone.toLowerCase());
  return words.join(' ');
}

function steps(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let m = from; m <= to; m += step) out.push(m);
  return out;
}

function numbersOr(text: string | undefined): number[] {
  return (text ?? '')
    .split(',')
    .filter((p) => p !== '')
    .map(Number);
}

/** The words for the runs within a day, and the runs (minutes of the day). */
interface Said {
  words: string;
  minutes: number[];
}

/** "at 6:00am", "at 9:00am and 5:30pm": BYHOUR by BYMINUTE, else DTSTART's time. */
function timesOf(hours: number[], minutes: number[], start: Start | null, notes: string[]): Said | ScheduleProblem {
  const hs = hours.length > 0 ? hours : start?.time ? [start.time.hour] : [];
  const ms = minutes.length > 0 ? minutes : start?.time ? [start.time.minute] : hours.length > 0 ? [0] : [];
  if (hs.length === 0 || ms.length === 0) {
    return unparseable(
      'The iCalendar rule says no time of day: no BYHOUR, and no DTSTART with a time.',
      'Add BYHOUR and BYMINUTE (e.g. BYHOUR=9;BYMINUTE=0), or the DTSTART the calendar gave.',
    );
  }
  if (minutes.length === 0 && !start?.time)
    notes.push('It gives no BYMINUTE and no DTSTART to take one from: on the hour.');
  const times = hs.flatMap((h) => ms.map((m) => clock(h, m)));
  return { words: `at ${list(times)}`, minutes: hs.flatMap((h) => ms.map((m) => h * 60 + m)) };
}

/** FREQ=MINUTELY and FREQ=HOURLY: "every 15 minutes", "every 2 hours", "every hour from 09:00 to 17:00". */
function stepWords(
  freq: string,
  interval: number,
  hours: number[],
  minutes: number[],
  start: Start | null,
  notes: string[],
): Said | ScheduleProblem {
  if (freq === 'hourly' && hours.length > 0 && interval === 1) {
    // the hours named, at the minutes named: times of day
    return timesOf(hours, minutes, start, notes);
  }
  const span = freq === 'minutely' ? 60 : 24;
  const unit = freq === 'minutely' ? 'minute' : 'hour';
  if (span % interval !== 0) {
    return cannot(
      `every ${interval} ${unit}s does not divide the ${freq === 'minutely' ? 'hour' : 'day'}, so its runs fall at other times each ${freq === 'minutely' ? 'hour' : 'day'}`,
      `Use a step that divides it, e.g. INTERVAL=${freq === 'minutely' ? 15 : 4}.`,
    );
  }
  if (freq === 'minutely' && minutes.length > 0) {
    return cannot('BYMINUTE within a rule by minutes is not one step', 'Use FREQ=HOURLY with BYMINUTE.');
  }
  if (freq === 'hourly' && hours.length > 0) {
    return cannot('BYHOUR with an INTERVAL of hours is not one step', 'Use FREQ=DAILY with BYHOUR.');
  }
  // the phase: from DTSTART, which must fall on the step counted from the top of the hour or midnight
  const phase = start?.time ? (freq === 'minutely' ? start.time.minute : start.time.hour) : 0;
  if (!start?.time && freq === 'hourly' && interval > 1)
    notes.push('It gives no DTSTART: its hours are counted from midnight.');
  if (phase % interval !== 0) {
    return cannot(
      'DTSTART puts the steps off the ones counted from the top of the hour or midnight',
      'Start the rule on a step counted from midnight, e.g. DTSTART at 00:00.',
    );
  }
  let minute = '';
  let past = 0;
  if (freq === 'hourly') {
    const ms = minutes.length > 0 ? minutes : [start?.time?.minute ?? 0];
    past = ms[0] ?? 0;
    if (ms.length > 1 || (ms[0] ?? 0) !== 0) {
      if (ms.length > 1 || interval !== 1) {
        return cannot(
          'several minutes past the hour, or a minute past with a step of hours',
          'Use FREQ=DAILY with BYHOUR and BYMINUTE.',
        );
      }
      minute = ` at ${ms[0]} minutes past`;
    }
  }
  const every = interval === 1 ? `every ${unit}` : `every ${interval} ${unit}s`;
  if (freq === 'minutely' && hours.length > 0) {
    const first = hours[0] as number;
    const last = hours[hours.length - 1] as number;
    if (last - first + 1 !== hours.length) {
      return cannot('BYHOUR names hours that are not one range', 'Use one range of hours, e.g. BYHOUR=9,10,11.');
    }
    return {
      words: `${every} from ${clock(first, 0)} to ${clock(last, 60 - interval)}`,
      minutes: steps(first * 60, last * 60 + 59, interval),
    };
  }
  const all = freq === 'minutely' ? steps(0, 1439, interval) : steps(past, 1439, interval * 60);
  return { words: `${every}${minute}`, minutes: all };
}

function daysOf(
  freq: string,
  byDay: ByDay[],
  monthDays: number[],
  months: number[],
  setPos: number[],
  start: Start | null,
): string | ScheduleProblem {
  const monthWords = months.length > 0 ? ` in ${list(months.map((m) => MONTH_NAMES[m]?.toLowerCase() ?? ''))}` : '';
  if (byDay.length > 0 && monthDays.length > 0) {
    return cannot('it names days of the week and days of the month together', 'Use one of BYDAY and BYMONTHDAY.');
  }
  if (setPos.length > 0) {
    const working =
      byDay
        .map((d) => d.day)
        .sort((a, b) => a - b)
        .join(',') === '1,2,3,4,5';
    const plain = byDay.every((d) => d.nth === null);
    if (freq === 'monthly' && working && plain && setPos.length === 1 && (setPos[0] === 1 || setPos[0] === -1)) {
      return `${setPos[0] === 1 ? 'first' : 'last'} weekday of every month${monthWords}`;
    }
    return cannot(
      'BYSETPOS picks runs by their place in a set, which CRON has no field for (only the first or last weekday of a month)',
      "Use BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1 (or -1) for a month's first (or last) working day, or name the days.",
    );
  }
  const ordinals = byDay.filter((d) => d.nth !== null);
  if (ordinals.length > 0) {
    if (freq !== 'monthly' && freq !== 'yearly') {
      return cannot(
        `BYDAY with a number (${byDay.map(dayCode).join(',')}) counts days within a month or year`,
        'Use FREQ=MONTHLY.',
      );
    }
    if (freq === 'yearly' && months.length === 0) {
      return cannot('a numbered weekday of a year without BYMONTH has no CRON field', 'Add BYMONTH.');
    }
    const weekday = ordinals[0]?.day as number;
    if (ordinals.length !== byDay.length || ordinals.some((d) => d.day !== weekday)) {
      return cannot('numbered weekdays of several kinds in one rule', 'Make one rule per weekday.');
    }
    const nths = ordinals.map((d) => d.nth as number).sort((a, b) => (a === -1 ? 1 : b === -1 ? -1 : a - b));
    const words = nths.map((n) => NTH_WORDS.get(n));
    if (words.some((w) => w === undefined)) {
      return cannot(
        `${byDay.map(dayCode).join(',')} counts a weekday from the end other than the last`,
        'Use -1 (the last) or 1 to 5.',
      );
    }
    return `${list(words as string[])} ${WEEKDAY_WORDS[weekday]} of every month${monthWords}`;
  }
  if (byDay.length > 0) {
    if (freq === 'yearly' && months.length === 0) {
      return cannot('weekdays of a year without BYMONTH are every such weekday', 'Use FREQ=WEEKLY.');
    }
    return `every ${weekdayList(byDay.map((d) => d.day))}${monthWords}`;
  }
  if (monthDays.length > 0) {
    if (freq === 'weekly') return cannot('BYMONTHDAY in a weekly rule', 'Use FREQ=MONTHLY.');
    if (monthDays.some((d) => d < 0 && d !== -1)) {
      return cannot(
        'a day counted from the end of the month other than the last (-1)',
        'Use BYMONTHDAY=-1 or days from the start.',
      );
    }
    const said = monthDays.filter((d) => d > 0).map(ordinal);
    if (monthDays.includes(-1)) said.push('last day');
    if (freq === 'yearly') {
      if (months.length === 0 && start !== null) months.push(start.date.month);
      if (months.length === 0) {
        return unparseable(
          'A yearly iCalendar rule without BYMONTH takes its month from DTSTART, and there is none.',
          'Add BYMONTH, e.g. BYMONTH=3.',
        );
      }
      if (months.length !== 1 || monthDays.length !== 1 || monthDays[0] === -1) {
        return cannot('several dates of the year in one rule', 'Make one rule per date.');
      }
      return `every ${MONTH_NAMES[months[0] as number]?.toLowerCase()} ${monthDays[0]}`;
    }
    return `on the ${list(said)} of every month${monthWords}`;
  }
  // days left to DTSTART, as RFC 5545 has it
  if (freq === 'hourly' || freq === 'minutely') return monthWords.trim();
  if (freq === 'daily') return `every day${monthWords}`;
  if (start === null) {
    return unparseable(
      `A ${freq} iCalendar rule without BYDAY${freq === 'weekly' ? '' : ' or BYMONTHDAY'} takes its day from DTSTART, and there is none.`,
      freq === 'weekly' ? 'Add BYDAY, e.g. BYDAY=MO.' : 'Add BYMONTHDAY, e.g. BYMONTHDAY=1.',
    );
  }
  const { year, month, day } = start.date;
  if (freq === 'weekly') return `every ${WEEKDAY_WORDS[weekdayOf(year, month, day) - 1]}${monthWords}`;
  if (freq === 'monthly') return `on the ${ordinal(day)} of every month${monthWords}`;
  if (months.length > 1) return cannot('several dates of the year in one rule', 'Make one rule per date.');
  return `every ${MONTH_NAMES[months[0] ?? month]?.toLowerCase()} ${day}`;
}

function dayCode(d: ByDay): string {
  return `${d.nth ?? ''}${WEEKDAY_CODES[d.day]?.toUpperCase()}`;
}

function weekdayList(days: number[]): string {
  const set = [...new Set(days)].sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7));
  return list(set.map((d) => WEEKDAY_WORDS[d] as string));
}

/** DTSTART (when still ahead), UNTIL and COUNT as the grammar says them. */
function boundsOf(
  parts: Map<string, string>,
  start: Start | null,
  now: number,
  zone: string,
  runs: number[],
): string | ScheduleProblem {
  const words: string[] = [];
  const z = zoneNamed(zone);
  const local = (ms: number) => {
    const d = new Date(ms + (z ? offsetAt(z, ms) : 0) * 60_000);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  };
  if (start !== null) {
    const today = local(now);
    const key = (d: CalendarDate) => d.year * 10000 + d.month * 100 + d.day;
    if (key(start.date) > key(today)) words.push(`starting ${dateWords(start.date)}`);
  }
  const until = parts.get('until');
  if (until !== undefined) {
    const m = /^(\d{4})(\d{2})(\d{2})(?:t(\d{2})(\d{2})(\d{2})(z)?)?$/.exec(until);
    if (!m) return unparseable(`UNTIL=${until.toUpperCase()} is not a date I can read.`, 'Use e.g. UNTIL=20271231.');
    let end = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: 23, minute: 59, second: 59 };
    if (m[4] !== undefined) {
      end = { ...end, hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6]) };
      // a UTC end ("T035959Z") is a time of day in the schedule's zone
      if (m[7] !== undefined) end = local(Date.UTC(end.year, end.month - 1, end.day, end.hour, end.minute, end.second));
    }
    // the last run is on or before the end (RFC 5545): the service's end is a whole day, so the end's day is the
    // last day when every run of a day is by then, and the day before when none is
    const by = (end.hour * 60 + end.minute) * 60 + end.second;
    // (a weekly rule's end on a day it does not run on, "BYDAY=SA,SU" ending on a Monday: no run of that day is cut)
    const byday = parts.get('byday');
    const endDay = WEEKDAY_CODES[new Date(Date.UTC(end.year, end.month - 1, end.day)).getUTCDay()] as string;
    const offDay = parts.get('freq') === 'weekly' && byday !== undefined && /^[a-z]{2}(?:,[a-z]{2})*$/.test(byday);
    const inDay = offDay && !byday.split(',').includes(endDay) ? 0 : runs.filter((r) => r * 60 <= by).length;
    if (inDay !== 0 && inDay !== runs.length) {
      return unparseable(
        `UNTIL=${until.toUpperCase()} ends the rule partway through a day's runs in ${zone}; the service's end is a whole day.`,
        'End the rule at the end of a day (e.g. UNTIL=20271231), or say the end date in words.',
      );
    }
    const last = new Date(Date.UTC(end.year, end.month - 1, end.day - (inDay === 0 ? 1 : 0)));
    words.push(
      `until ${dateWords({ year: last.getUTCFullYear(), month: last.getUTCMonth() + 1, day: last.getUTCDate() })}`,
    );
  }
  const count = parts.get('count');
  if (count !== undefined) {
    if (!/^\d{1,6}$/.test(count) || Number(count) < 1) {
      return unparseable(`COUNT=${count} is not a number of runs.`, 'Use e.g. COUNT=10.');
    }
    words.push(`${Number(count)} times`);
  }
  return words.join(' ');
}
