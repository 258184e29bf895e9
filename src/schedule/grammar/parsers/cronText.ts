import type { LocalTime, Weekday } from '../../intent.js';
import { offsetAt, transitionsBetween, zoneNamed } from '../../tz.js';
import { type IntentDraft, type RecurrenceParser, setDays, setMonths, unparseable } from '../draft.js';

const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const DAY_WORDS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTH_NAMES = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const NUM = '[\\d*][\\d*,/-]*';
const DAYS = '[a-z]{3}(?:[-,][a-z]{3})*';
/** Five CRON fields: minute, hour, day of month, month, day of week. */
const FIELDS = `(?<min>${NUM})\\s+(?<hour>${NUM})\\s+(?<dom>l|[\\d*?][\\d*?,/lw-]*)\\s+(?<mon>${NUM}|${DAYS})(?:\\s+(?<dow>[\\d*?][\\d*?,/#l-]*|${DAYS})|(?<cut>\\s*$))`;

/**
 * CRON typed in chat: "cron: 0 *\/2 * * *", "0 3 * * SUN backups", "*\/15 * * * ?", and a lone "*\/15" ("*\/15
 * during business hours": every 15 minutes). Five Unix fields are read as Unix cron reads them, in UTC as the
 * service takes its fields (a zone named beside them is theirs); a "?" says they are the service's own (Quartz)
 * fields. A day of the week in numbers that Unix cron and the service number differently ("1-5": Monday to Friday
 * to Unix, Sunday to Thursday here) is refused with both readings; names ("MON-FRI") are read. The runs of the two
 * time fields are read back into an interval where they are one ("0 *\/2": every 2 hours), else as times.
 */
export const cronTextParser: RecurrenceParser = {
  name: 'cron-text',
  gate: /[*?]|[\d,/-]\s+\d/,
  pattern: new RegExp(
    `(?:\\bcron(?:\\s+expression)?\\s*:?\\s*)?(?<![\\w*/?,-])${FIELDS}(?![\\w*/?,#-])|(?<![\\w*/?,-])\\*/(?<step>\\d{1,2})(?![\\w*/?,#-])(?!\\s+(?:\\d|\\*|\\?))`,
    'g',
  ),
  apply(m, draft, ctx) {
    const g = m.groups ?? {};
    const said = m[0].trim();
    if (g.step !== undefined) {
      const every = Number(g.step);
      if (every < 1 || 60 % every !== 0) {
        return unparseable(`"${said}" is not a step that divides the hour.`, 'Say e.g. "every 15 minutes".');
      }
      if (draft.interval !== null) return unparseable('The phrase gives two intervals.', 'Say one.');
      draft.interval = { unit: 'minute', every, atMinute: 0 };
      draft.assumptions.push(`"${said}" read as every ${every === 1 ? 'minute' : `${every} minutes`}, as in CRON.`);
      return undefined;
    }
    // a "?" last is dropped with the phrase's end punctuation: the fifth field, when the phrase ends with it
    if (g.cut !== undefined && !/\s\?\s*$/.test(ctx.phrase)) {
      return unparseable(`"${said}" has four CRON fields, not five.`, 'Give all five: minute hour day month weekday.');
    }
    // "0 0 12 * * ?": six fields as typed (the phrase's end "?" is dropped before this reads it) start with seconds,
    // as Quartz and Spring write them: read as five they would be another schedule
    if (fieldsTyped(ctx.phrase, g.min ?? '') > 5) {
      return unparseable(
        `"${ctx.phrase.trim()}" has more than five CRON fields (a seconds field first, or a year last).`,
        'Give the five the service takes: minute hour day-of-month month day-of-week, e.g. "0 12 * * ?".',
      );
    }
    const f = { min: g.min ?? '', hour: g.hour ?? '', dom: g.dom ?? '', mon: g.mon ?? '', dow: g.dow ?? '?' };
    const typed = `${f.min} ${f.hour} ${f.dom} ${f.mon} ${f.dow}`;
    const hint = 'Check the fields (minute hour day-of-month month day-of-week), or say the schedule in words.';
    if (!/[*?]/.test(typed)) return unparseable(`"${typed}" does not read as CRON fields.`, hint);
    const quartz = f.dom === '?' || f.dow === '?';
    const minutes = values(f.min, 0, 59);
    const hours = values(f.hour, 0, 23);
    const months = values(f.mon, 1, 12, MONTH_NAMES, 1);
    if (!minutes || !hours || !months) {
      return unparseable(`I could not read the CRON fields "${typed}".`, hint);
    }
    const uneven =
      unevenStep(f.min, minutes, 60, 'minute', 'hour') ??
      unevenStep(f.hour, hours, 24, 'hour', 'day') ??
      unevenStep(f.mon, months, 12, 'month', 'year') ??
      dayOfMonthStep(f.dom);
    if (uneven) return unparseable(`"${typed}": ${uneven}`, hint);
    if (draft.interval !== null || draft.times.length > 0) {
      return unparseable(`"${typed}" gives the times a second time.`, 'Give the CRON fields alone.');
    }
    const problem = readTimes(minutes, hours, draft);
    if (problem) return unparseable(`"${typed}": ${problem}`, hint);
    // the days
    const anyDom = f.dom === '*' || f.dom === '?';
    const anyDow = f.dow === '*' || f.dow === '?';
    if (!anyDom && !anyDow) {
      return unparseable(
        `"${typed}" names both days of the month and days of the week: Unix cron runs on either, the service allows one.`,
        'Say it as two schedules, e.g. "on the 1st at 9am" and "every Monday at 9am".',
      );
    }
    if (f.dom === '?' && f.dow === '?') return unparseable(`"${typed}" has "?" in both day fields.`, hint);
    if (!anyDom) {
      const last = f.dom === 'l';
      const days = last ? null : values(f.dom, 1, 31);
      if (!last && !days) return unparseable(`I could not read the day of the month "${f.dom}".`, hint);
      const d = setDays(draft, { kind: 'month-days', days: last ? ['last'] : (days as number[]) }, typed);
      if (d) return d;
    }
    if (!anyDow) {
      // "cron: 0 4 * * 1": said to be cron, with "*" for the day of the month beside a day of the week, which the
      // service's fields cannot hold ("?" there): Unix cron's fields, numbered as Unix cron numbers them
      const unixOnly = !quartz && f.dom === '*' && /^cron\b/.test(said) && /^[\d,/-]+$/.test(f.dow);
      const days = weekdays(f.dow, quartz, typed, unixOnly);
      if (unixOnly && typeof days !== 'string' && !sameInBoth(f.dow)) {
        draft.assumptions.push(
          `Day of week "${f.dow}" read as ${list(days)}, as Unix cron numbers the days: "*" for the day of the month beside a day of the week is Unix cron's way (the service's fields have "?" there, and number 1 = Sunday).`,
        );
      }
      if (typeof days === 'string') return unparseable(days, dayHint(f, days));
      if (days.length < 7) {
        const d = setDays(draft, { kind: 'weekdays', days }, typed);
        if (d) return d;
      }
    }
    if (months.length < 12) {
      const d = setMonths(draft, { kind: 'months', months }, typed);
      if (d) return d;
    }
    if (draft.zone === null) {
      // (hours every hour or in steps: "*\/20 * * * *", "0 *\/2 * * *" say no clock time of their own)
      const shifted = /^\*(?:\/\d+)?$/.test(f.hour) ? minutesOnOwnClock(minutes, ctx.ownZone, ctx.now) : null;
      if (shifted !== null) {
        return unparseable(
          `"${typed}" runs at ${minuteList(minutes)} past the hour in UTC, which is ${minuteList(shifted.minutes)} on your clock (${shifted.zone})${shifted.now ? '' : ' for part of the year'}: which did you mean?`,
          `Say it in words for your clock${f.hour === '*' ? ` (e.g. "every hour at ${minuteList(minutes)}")` : ''}, or add "UTC" after the fields for the service's.`,
        );
      }
      draft.zone = { name: 'UTC', said: 'UTC' };
    }
    draft.assumptions.push(
      `"${typed}" read as CRON fields (minute, hour, day of month, month, day of week${quartz ? ', numbered as the service numbers them' : ''})${draft.zone.name === 'UTC' ? ', in UTC as the service takes them' : ''}.`,
    );
    return undefined;
  },
};

/** The values a field names, Unix cron's way ("a/n" from a to the end); null when it is not a field. */
function values(field: string, min: number, max: number, names: readonly string[] = [], base = 0): number[] | null {
  const out = new Set<number>();
  const num = (s: string): number | null => {
    const at = names.indexOf(s);
    if (at >= 0) return at + base;
    if (!/^\d+$/.test(s)) return null;
    const n = Number(s);
    return n >= min && n <= max ? n : null;
  };
  for (const item of field.split(',')) {
    const [range = '', stepText] = item.split('/');
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1 || (stepText !== undefined && !/^\d+$/.test(stepText))) return null;
    let lo: number | null;
    let hi: number | null;
    if (range === '*') {
      lo = min;
      hi = max;
    } else if (range.includes('-')) {
      const [a = '', b = ''] = range.split('-');
      lo = num(a);
      hi = num(b);
    } else {
      lo = num(range);
      hi = stepText === undefined ? lo : max;
    }
    if (lo === null || hi === null || hi < lo) return null;
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return [...out].sort((a, b) => a - b);
}

/**
 * A step to the end of its field ("*\/90", "*\/45", "0/7" in minutes, "*\/5" in hours) that does not divide the
 * field's span: cron counts it within each hour (or day) and starts again at its top, so "*\/90" runs at :00 of every
 * hour and "*\/45" at :00 and :45, while the writer most likely meant every 90 or 45 minutes. Both readings are
 * told, and the phrase refused: neither can be taken as meant. A range with a step ("0-30/7") is bounded by the
 * writer, and read.
 */
function unevenStep(field: string, vs: readonly number[], span: number, unit: string, whole: string): string | null {
  for (const item of field.split(',')) {
    const m = /^(?:\*|\d+)\/(\d+)$/.exec(item);
    const step = Number(m?.[1] ?? 0);
    if (!m || step < 2 || span % step === 0) continue;
    const runs = vs.length === 1 ? `only at ${unit} ${vs[0]}` : `at ${unit}s ${vs.join(', ')}`;
    return `the step "${item}" does not divide the ${whole}: cron runs it ${runs} of every ${whole}, starting again at the top of each, not every ${step} ${unit}s.`;
  }
  return null;
}

/**
 * A step to the end of the month in the day of the month ("*\/2", "1/5", "3/10"): cron counts it within each month
 * and starts again on its first day, so "*\/2" runs on the 31st and then the 1st, "*\/5" on the 31st and the 1st,
 * while the writer most likely meant every 2 or 5 days. No step divides every month's length: both readings are
 * told, and the phrase refused. A range with a step ("1-15/2") is bounded by the writer, and read.
 */
function dayOfMonthStep(field: string): string | null {
  for (const item of field.split(',')) {
    const m = /^(\*|\d+)\/(\d+)$/.exec(item);
    const step = Number(m?.[2] ?? 0);
    if (!m || step < 2) continue;
    const first = m[1] === '*' ? 1 : Number(m[1]);
    const days: number[] = [];
    for (let d = first; d <= 31; d += step) days.push(d);
    return `the step "${item}" in the day of the month starts again on the 1st of each month: cron runs it on days ${days.join(', ')} of every month, then again on the 1st however long the month, not every ${step} days.`;
  }
  return null;
}

/** Evenly spaced values: the step and the first, or null. */
function progression(vs: readonly number[]): { step: number; first: number; last: number } | null {
  const first = vs[0] as number;
  const last = vs[vs.length - 1] as number;
  const step = vs.length > 1 ? (vs[1] as number) - first : 1;
  return vs.every((v, i) => v === first + i * step) ? { step, first, last } : null;
}

/** The runs of the minute and hour fields, as an interval where they are one, else as times. */
function readTimes(minutes: number[], hours: number[], draft: IntentDraft): string | null {
  const ms = progression(minutes);
  const hs = progression(hours);
  const hourMinutes = (h: number, m: number): LocalTime => ({ hour: h, minute: m });
  if (ms && minutes.length > 1 && 60 % ms.step === 0 && ms.first < ms.step && minutes.length === 60 / ms.step) {
    // a minute step over the whole hour, in every hour or a range of them
    if (hs && hs.step === 1) {
      draft.interval = { unit: 'minute', every: ms.step, atMinute: ms.first };
      if (hours.length < 24) draft.window = { from: hourMinutes(hs.first, 0), to: hourMinutes(hs.last, ms.last) };
      return null;
    }
  } else if (minutes.length === 1 && hs && hours.length > 1) {
    const minute = minutes[0] as number;
    draft.interval = { unit: 'hour', every: hs.step, atMinute: minute };
    // steps counted from midnight only where they start at it ("0 */6", "0 0,12"): "0 3,15" runs at 3 and 15, kept
    // by a window from the first to the last
    if (!(hs.first === 0 && 24 % hs.step === 0 && hs.last + hs.step >= 24)) {
      draft.window = { from: hourMinutes(hs.first, 0), to: hourMinutes(hs.last, minute) };
    }
    return null;
  }
  if (minutes.length * hours.length > 288) return 'too many times of day to list.';
  for (const h of hours) for (const m of minutes) draft.times.push(hourMinutes(h, m));
  return null;
}

/** The days of the week a field names, in the service's numbering; a message when the two numberings differ. */
function weekdays(field: string, quartz: boolean, typed: string, unixOnly = false): Weekday[] | string {
  if (/[#l]/.test(field)) return `"${field}" in "${typed}" is not a plain day of the week.`;
  if (/[a-z]/.test(field)) {
    const vs = values(field, 0, 6, DAY_NAMES);
    if (!vs) return `I could not read the day of the week "${field}".`;
    return vs.map((v) => (v + 1) as Weekday);
  }
  if (quartz) {
    const vs = values(field, 1, 7);
    if (!vs) return `I could not read the day of the week "${field}" (the service numbers 1 = Sunday to 7 = Saturday).`;
    return vs as Weekday[];
  }
  const unix = values(field, 0, 7);
  if (!unix) return `I could not read the day of the week "${field}".`;
  const asUnix = [...new Set(unix.map((v) => ((v % 7) + 1) as Weekday))].sort((a, b) => a - b);
  const asHere = values(field, 1, 7);
  if (unixOnly || asHere === null || JSON.stringify(asHere) === JSON.stringify(asUnix)) return asUnix;
  return `Day of week "${field}" is ${list(asUnix)} in Unix cron, but ${list(asHere)} in the service's fields (1 = Sunday).`;
}

/** Whether a numeric day-of-week field names the same days in Unix cron's numbering and the service's. */
function sameInBoth(field: string): boolean {
  const unix = values(field, 0, 7);
  const here = values(field, 1, 7);
  if (unix === null || here === null) return false;
  const asUnix = [...new Set(unix.map((v) => (v % 7) + 1))].sort((a, b) => a - b);
  return JSON.stringify(asUnix) === JSON.stringify(here);
}

function list(days: readonly number[]): string {
  const names = days.map((d) => DAY_WORDS[d - 1] ?? '');
  return names.length === 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Both readings, as fields with the days in names. */
function dayHint(f: { min: string; hour: string; dom: string; mon: string; dow: string }, message: string): string {
  const unix = values(f.dow, 0, 7);
  const here = values(f.dow, 1, 7);
  if (!unix || !here || !message.includes('Unix cron')) return 'Write the days of the week by name, e.g. "MON-FRI".';
  const named = (vs: number[]) => [...new Set(vs)].map((v) => DAY_NAMES[v]?.toUpperCase()).join(',');
  const head = `${f.min} ${f.hour} ${f.dom} ${f.mon}`;
  return `Write the days by name: "${head} ${named(unix.map((v) => v % 7))}" as Unix cron means it, or "${head} ${named(here.map((v) => v - 1))}" as the service numbers them.`;
}

// (three letters are a day's or a month's name, not a zone's nor a word's: "0 9 * * * UTC", "0 9 * * 1-5 but in
// Nuuk time" have five fields)
const NAME = '(?:sun|mon|tue|wed|thu|fri|sat|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)';
const FIELD_TOKEN = new RegExp(`^(?:[\\d*?][\\d*?,/#lw-]*|${NAME}(?:[-,]${NAME})*)$`, 'i');

/** How many CRON fields stand in a row in the phrase as typed, from the first one that starts with `first`. */
function fieldsTyped(phrase: string, first: string): number {
  const tokens = phrase.trim().split(/\s+/);
  let most = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (!(tokens[i] ?? '').toLowerCase().startsWith(first.toLowerCase())) continue;
    let n = 0;
    while (i + n < tokens.length && FIELD_TOKEN.test(tokens[i + n] ?? '')) n++;
    most = Math.max(most, n);
  }
  return most;
}

/**
 * "*\/20 * * * *" typed in India: minutes in every hour, whose UTC reading (:00, :20, :40) is another set of
 * minutes on a clock that is a half or a quarter hour off UTC (:30, :50, :10). The minutes on the person's clock
 * where they differ at some time over the coming year (`now`: today already), or null (a whole-hour zone, or
 * minutes that fall alike: "*\/15" in India).
 */
function minutesOnOwnClock(
  minutes: readonly number[],
  ownZone: string | undefined,
  now: number,
): { minutes: number[]; zone: string; now: boolean } | null {
  const zone = ownZone === undefined ? null : zoneNamed(ownZone);
  if (zone === null || ownZone === undefined) return null;
  // every offset the zone keeps over the coming year: Lord Howe is +11 in summer but +10:30 in winter
  const offsets = [offsetAt(zone, now), ...transitionsBetween(zone, now, now + YEAR_MS).map((t) => t.after)];
  const typed = [...minutes].sort((a, b) => a - b).join();
  for (const offset of offsets) {
    const off = ((offset % 60) + 60) % 60;
    const local = [...new Set(minutes.map((m) => (m + off) % 60))].sort((a, b) => a - b);
    if (local.join() !== typed) return { minutes: local, zone: ownZone, now: offset === offsets[0] };
  }
  return null;
}

const YEAR_MS = 366 * 24 * 3_600_000;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** ":00, :20 and :40" */
function minuteList(minutes: readonly number[]): string {
  const said = minutes.map((m) => `:${pad(m)}`);
  return said.length === 1 ? (said[0] as string) : `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
}
