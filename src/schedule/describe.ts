import cronstrue from 'cronstrue';
import { clock, DAY_NAMES, MONTH_NAMES, ordinal, zoneLongName } from './compile/format.js';
import type { CronFields } from './cron/fields.js';
import { formatFields } from './cron/fields.js';
import type { DayRule, LocalIntent, MonthRule, Weekday } from './intent.js';
import { zoneNamed } from './tz.js';

const NTH = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function sameDays(a: readonly Weekday[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/** "every month", "January and July", "every 3 months": what "of ..." a month-day rule hangs on. */
function monthsNoun(r: MonthRule): string {
  if (r.kind === 'every-month') return 'every month';
  if (r.kind === 'months') return list(r.months.map((m) => MONTH_NAMES[m] ?? ''));
  return `every ${r.every} months`;
}

function daysWords(r: DayRule, months: MonthRule): string {
  const of = monthsNoun(months);
  switch (r.kind) {
    case 'every-day':
    case 'weekdays': {
      const days =
        r.kind === 'every-day'
          ? 'every day'
          : sameDays(r.days, [2, 3, 4, 5, 6])
            ? 'every weekday'
            : sameDays(r.days, [1, 7])
              ? 'every Saturday and Sunday'
              : `every ${list(r.days.map((d) => DAY_NAMES[d] ?? ''))}`;
      if (months.kind === 'every-month') return days;
      return months.kind === 'months' ? `${days} in ${of}` : `${days}, ${of}`;
    }
    case 'month-days': {
      const only = r.days[0];
      if (months.kind === 'months' && months.months.length === 1 && r.days.length === 1 && typeof only === 'number') {
        return `every year on ${MONTH_NAMES[months.months[0] ?? 1]} ${only}`;
      }
      // most days of the month: said by the days left out ("every day except the 1st")
      if (r.days.length >= 16 && !r.days.includes('last')) {
        const out: string[] = [];
        for (let d = 1; d <= 31; d++) if (!r.days.includes(d)) out.push(ordinal(d));
        return `every day${months.kind === 'every-month' ? '' : ` of ${of}`} except the ${list(out)}`;
      }
      const days = r.days.map((d) => (d === 'last' ? 'last day' : ordinal(d)));
      return `on the ${list(days)} of ${of}`;
    }
    case 'last-weekday-of-month':
      return `on the last weekday of ${of}`;
    case 'nearest-weekday':
      return `on the weekday nearest the ${ordinal(r.day)} of ${of}`;
    case 'nth-weekday':
      return `on the ${list(r.nths.map((n) => NTH[n] ?? ''))} ${DAY_NAMES[r.weekday]} of ${of}`;
    case 'last-weekday-in-month':
      return `on the last ${DAY_NAMES[r.weekday]} of ${of}`;
  }
}

function timesWords(intent: LocalIntent): string {
  const iv = intent.interval;
  if (!iv) return `at ${list(intent.times.map((t) => clock(t.hour * 60 + t.minute)))}`;
  let s: string;
  if (iv.unit === 'minute')
    s = `${iv.every === 1 ? 'every minute' : `every ${iv.every} minutes`}${iv.atMinute ? ` (at ${minuteGrid(iv.every, iv.atMinute)} past the hour)` : ''}`;
  else
    s = `${iv.every === 1 ? 'every hour' : `every ${iv.every} hours`}${iv.atMinute ? ` at :${String(iv.atMinute).padStart(2, '0')}` : ''}`;
  if (iv.window) {
    const to = iv.window.to.hour * 60 + iv.window.to.minute;
    // a range open to the end of the day ("from 2am", "starting at 2am") is said without its 11:59 PM
    s += ` from ${clock(iv.window.from.hour * 60 + iv.window.from.minute)}${to === 1439 ? '' : ` to ${clock(to)}`}`;
  }
  return s;
}

/** ":07, :22, :37 and :52": the minutes past the hour of a minute step that starts at `first`. */
function minuteGrid(every: number, first: number): string {
  const out: string[] = [];
  for (let m = first; m < 60; m += every) out.push(`:${String(m).padStart(2, '0')}`);
  return list(out);
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "on December 24, 2026": a rule of one date that runs from and until that date is that day, not every year's. */
function oneDayWords(intent: LocalIntent): string | null {
  const s = intent.startDate;
  const e = intent.endDate;
  const d = intent.days;
  const m = intent.months;
  if (!s || !e || s.year !== e.year || s.month !== e.month || s.day !== e.day) return null;
  if (d.kind !== 'month-days' || d.days.length !== 1 || d.days[0] !== s.day) return null;
  if (m.kind !== 'months' || m.months.length !== 1 || m.months[0] !== s.month) return null;
  return `on ${MONTH_NAMES[s.month]} ${s.day}, ${s.year}`;
}

/** One rule in words, without its zone or count: "every weekday at 7:00 PM", "every 15 minutes, every day". */
export function ruleWords(intent: LocalIntent): string {
  const days = oneDayWords(intent) ?? daysWords(intent.days, intent.months);
  const times = timesWords(intent);
  return intent.interval ? `${times}, ${days}` : `${days} ${times}`;
}

/** "Every weekday at 7:00 PM Pacific Time": the intent in the person's own terms. */
export function describeIntent(intent: LocalIntent, at: number): string {
  return describeRules([intent], at);
}

/**
 * Several rules of one phrase, each in its own words, then the zone and count they share: "Every weekday at
 * 9:00 AM; every Saturday and Sunday at 11:00 AM Eastern Time".
 */
export function describeRules(rules: readonly LocalIntent[], at: number): string {
  const intent = rules[0];
  if (!intent) return '';
  const zone = zoneNamed(intent.zone.name);
  const zoneWords = zone ? zoneLongName(zone, at) : intent.zone.name;
  // rules on the clocks of different zones each say theirs
  if (rules.some((r) => r.zone.name !== intent.zone.name)) {
    const own = (r: LocalIntent) => {
      const z = zoneNamed(r.zone.name);
      return `${ruleWords(r)} ${z ? zoneLongName(z, at) : r.zone.name}`;
    };
    const count = intent.maxOccurrences === null ? '' : `, ${intent.maxOccurrences} times each`;
    return `${capitalize(rules.map(own).join('; '))}${count}`;
  }
  const lead = capitalize(rules.map(ruleWords).join('; '));
  const count =
    intent.maxOccurrences === null ? '' : `, ${intent.maxOccurrences} time${intent.maxOccurrences === 1 ? '' : 's'}`;
  return `${lead} ${zoneWords}${count}`;
}

/** cronstrue's reading of UTC fields, with Quartz's weekday numbering (1 = Sunday). */
export function describeFields(fields: CronFields): string {
  // Quartz reads `5C` as 5; cronstrue does not know C
  const text = formatFields(fields).replace(/(\d+)C/g, '$1');
  return `${cronstrue.toString(text, { dayOfWeekStartIndexZero: false, use24HourTimeFormat: false })} (UTC)`;
}
