import { MONTH_NAMES } from '../cron/calendar.js';
import type { DayRule, LocalIntent, LocalTime, Weekday, ZoneChoice } from '../intent.js';
import { localMinutes } from '../local.js';
import { fail, type Outcome, ok } from '../problem.js';
import type { IntentDraft } from './draft.js';
import { intervalAsTimes } from './intervalTimes.js';
import { exceptNightSmallHours, nightAfter } from './nightAfter.js';
import { quarterlySaid } from './quarterMonths.js';
import { alignWindowStart } from './windowStart.js';
import { smallHourOnDaysOfWeek } from './workingDayHour.js';

const WINDOW_END_OF_DAY = { hour: 23, minute: 59 };

function dateKey(d: { year: number; month: number; day: number }): number {
  return d.year * 10000 + d.month * 100 + d.day;
}

/** Checks that the parts fit together and fills in defaults: every day, every month, the caller's zone. */
export function finish(said: IntentDraft, defaultZone: ZoneChoice): Outcome<LocalIntent> {
  const aligned = alignWindowStart(said);
  // "every 12h at 6 and 18": the interval's runs said as times (intervalTimes.ts)
  const draft = (aligned.interval && aligned.times.length > 1 && intervalAsTimes(aligned)) || aligned;
  if (draft.window && !draft.interval) {
    return fail(
      'unparseable',
      'A time range needs an interval to repeat within it.',
      'e.g. "every 30 minutes from 9am to 5pm", or give single times: "at 9am and 5pm".',
    );
  }
  if (draft.allDay !== null && (draft.interval === null || (draft.window !== null && !roundTheClockStart(draft)))) {
    return fail(
      'unparseable',
      `"${draft.allDay}" says every hour of the day, but the phrase ${draft.interval === null ? 'gives no interval to repeat' : 'gives a range of hours too'}.`,
      'Say the interval alone, e.g. "every 2 hours around the clock", or the range alone.',
    );
  }
  // "quarterly report: every monday 9am": every Monday of January, April, July and October, or one Monday a quarter?
  const quarterly = quarterlySaid(draft);
  if (quarterly !== null && draft.days?.kind === 'weekdays') {
    return fail(
      'unparseable',
      `"${quarterly}" beside days of the week could be every one of those days in January, April, July and October, or one a quarter.`,
      'Say which, e.g. "the first Monday of each quarter at 9am", or "every Monday in January, April, July and October at 9am".',
    );
  }
  // "monthly report every monday 9am", "every monday at 09:00 monthly": every one of those days, or one a month?
  // (months a step names, "every 3 months", are read as they say; "quarterly" is asked above)
  const everyMonth = draft.months === null || draft.months.kind === 'every-month';
  if (draft.monthly && draft.days?.kind === 'weekdays' && everyMonth && quarterly === null) {
    return fail(
      'unparseable',
      '"Monthly" beside days of the week could be every one of those days, or one of them a month.',
      'Say which, e.g. "the first Monday of every month at 9am", or "every Monday at 9am".',
    );
  }
  if (draft.weekly && (draft.days === null || draft.days.kind !== 'weekdays')) {
    return fail('unparseable', '"Weekly" needs a day of the week.', 'e.g. "weekly on Monday at 9am".');
  }
  if (draft.interval && draft.dayPart && !draft.window) {
    return fail(
      'unparseable',
      `"In the ${draft.dayPart}" does not say which hours to repeat within.`,
      'Give the range, e.g. "every 15 minutes from 6am to 12pm".',
    );
  }
  if (draft.exceptDates) {
    // left out by the rules of the phrase (rules.ts); one rule alone cannot
    return fail(
      'unparseable',
      `"${draft.exceptDates.said}" takes more than one rule, and this reading makes one.`,
      'Read the phrase as a whole schedule.',
    );
  }
  if (draft.interval === null && draft.times.length === 0) {
    return fail(
      'unparseable',
      'The phrase says no time of day.',
      'Add a time, e.g. "at 9am" or "at 19:30", or an interval such as "every 15 minutes".',
    );
  }
  if (draft.interval && draft.times.length > 0) {
    return fail(
      'unparseable',
      'The phrase gives both an interval and a time of day.',
      'Use one: "every 2 hours from 9am to 5pm", or "every day at 9am".',
    );
  }
  if (draft.perDay !== null) {
    const given = new Set(draft.times.map((t) => t.hour * 60 + t.minute)).size;
    if (draft.interval || given !== draft.perDay) {
      return fail(
        'unparseable',
        `"${draft.perDaySaid}" is ${draft.perDay} run${draft.perDay === 1 ? '' : 's'} a day, but the phrase ${draft.interval ? 'gives an interval' : `names ${given} time${given === 1 ? '' : 's'} of day`}.`,
        'Name one time for each run, e.g. "twice a day at 9am and 5pm".',
      );
    }
  }
  if (
    draft.countedDays !== null &&
    (draft.interval || new Set(draft.times.map((t) => t.hour * 60 + t.minute)).size !== 1)
  ) {
    return fail(
      'unparseable',
      `"${draft.countedDays}" counts days, but the schedule runs ${draft.interval ? 'at an interval' : 'more than once'} a day: the number of runs is not the number of days.`,
      'Give one time a day ("the next 3 Fridays at 5pm"), or an end date instead ("every Friday at 9am and 5pm until March 31").',
    );
  }
  // "once on dec 3 at 9:30, 12:00 and 14:00": "once" is the one day when several times are said on it; a count of one
  // would keep only the first time (on each task)
  if (
    draft.once !== null &&
    draft.maxOccurrences === 1 &&
    draft.startDate !== null &&
    draft.endDate !== null &&
    dateKey(draft.startDate) === dateKey(draft.endDate) &&
    (draft.interval !== null || new Set(draft.times.map((t) => t.hour * 60 + t.minute)).size > 1)
  ) {
    draft.maxOccurrences = null;
    const said = draft.assumptions.findIndex(
      (a) => a.startsWith(`"${draft.once}" and `) && a.includes(' read as one run, on '),
    );
    if (said >= 0)
      draft.assumptions.splice(
        said,
        1,
        (draft.assumptions[said] as string).replace(' read as one run, on ', ' read as the one day to run on: '),
      );
    draft.assumptions.push(`"${draft.once}" read as on that one day: it runs at each time said.`);
  }
  const window = draft.window ? { from: draft.window.from, to: draft.window.to ?? WINDOW_END_OF_DAY } : null;
  if (window && window.to.hour * 60 + window.to.minute < window.from.hour * 60 + window.from.minute) {
    return fail(
      'unparseable',
      'The time range ends before it starts.',
      'Give the earlier time first, e.g. "from 9am to 5pm". Ranges past midnight are not supported: split them in two.',
    );
  }
  if (draft.startDate && draft.endDate && dateKey(draft.endDate) < dateKey(draft.startDate)) {
    return fail(
      'unparseable',
      'The end date is before the start date.',
      'Check the dates, e.g. "from March 1 until June 30".',
    );
  }
  const night = nightAfter(draft) ?? exceptNightSmallHours(draft);
  if (night) return { ok: false, problem: night };
  const workingDay = smallHourOnDaysOfWeek(draft);
  if (workingDay) return { ok: false, problem: workingDay };
  let days: DayRule | null = draft.days;
  if (days === null && draft.monthly) {
    // "monthly at 9am": a monthly schedule with no day named runs on the 1st
    days = { kind: 'month-days', days: [1] };
    draft.assumptions.push('No day of the month was named: read as the 1st.');
  }
  if (draft.except) {
    const base: readonly Weekday[] =
      days === null || days.kind === 'every-day' ? [1, 2, 3, 4, 5, 6, 7] : days.kind === 'weekdays' ? days.days : [];
    if (base.length === 0) {
      return fail(
        'unparseable',
        '"Except" works with days of the week only.',
        'e.g. "every day except Sundays at 9am"; for days of the month, list the ones you want.',
      );
    }
    const left = base.filter((d) => !draft.except?.includes(d));
    if (left.length === 0)
      return fail('unparseable', 'Every day is excepted: nothing is left to run on.', 'Check the days.');
    days = { kind: 'weekdays', days: left };
  }
  if (draft.exceptMonthDays) {
    const out = draft.exceptMonthDays;
    const base =
      days === null || days.kind === 'every-day' ? ALL_MONTH_DAYS : days.kind === 'month-days' ? days.days : null;
    if (base === null) {
      return fail(
        'unparseable',
        `"Except the ${ordinalWords(out)}" works with every day or days of the month only.`,
        'e.g. "every day at 9am except on the 1st"; for days of the week, say "except Mondays".',
      );
    }
    const left = base.filter((d) => d === 'last' || !out.includes(d));
    if (left.length === 0)
      return fail('unparseable', 'Every day is excepted: nothing is left to run on.', 'Check the days.');
    days = { kind: 'month-days', days: left };
  }
  let months = draft.months ?? { kind: 'every-month' as const };
  if (draft.exceptMonths) {
    const x = draft.exceptMonths;
    if (months.kind === 'every-n-months') {
      return fail(
        'unparseable',
        `"${x.said}" leaves out months of a schedule every few months, whose months depend on when it starts.`,
        'Name the months to run in, e.g. "on the 1st of January, April and October at 9am".',
      );
    }
    const base = months.kind === 'months' ? months.months : ALL_MONTHS;
    const missing = x.months.filter((m) => !base.includes(m));
    if (missing.length > 0) {
      return fail(
        'unparseable',
        `${MONTH_NAMES[missing[0] as number]} is taken out with "except", but the schedule does not run in it.`,
        'Take out a month the schedule runs in, e.g. "every day at 10am except in August".',
      );
    }
    const left = base.filter((m) => !x.months.includes(m));
    if (left.length === 0)
      return fail('unparseable', 'Every month is excepted: nothing is left to run in.', 'Check the months.');
    months = { kind: 'months', months: left };
  }
  const times = [...draft.times].sort((a, b) => a.hour * 60 + a.minute - (b.hour * 60 + b.minute));
  const unique = times.filter(
    (t, i) => i === 0 || t.hour * 60 + t.minute !== (times[i - 1]?.hour ?? 0) * 60 + (times[i - 1]?.minute ?? 0),
  );
  const intent: LocalIntent = {
    times: unique,
    interval: draft.interval ? { ...draft.interval, window } : null,
    days: days ?? { kind: 'every-day' },
    months,
    zone: draft.zone ?? defaultZone,
    startDate: draft.startDate,
    endDate: draft.endDate,
    maxOccurrences: draft.maxOccurrences,
    assumptions: draft.assumptions,
  };
  const kept = draft.exceptBetween ? withoutRange(intent, draft.exceptBetween) : ok(intent);
  if (!kept.ok) return kept;
  return draft.exceptTimes ? withoutTimes(kept.value, draft.exceptTimes) : kept;
}

const ALL_MONTH_DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);
const ALL_MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);

function ordinalWords(days: readonly number[]): string {
  const suffix = (d: number) =>
    d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return days.map((d) => `${d}${suffix(d)}`).join(' and ');
}

/**
 * "Every hour from 9am to 5pm except noon": the runs are listed as times of day without those taken out. A time
 * taken out that is not among the runs is refused: the person expects it to run otherwise.
 */
function withoutTimes(intent: LocalIntent, out: readonly LocalTime[]): Outcome<LocalIntent> {
  const runs = localMinutes(intent);
  const drop = new Set(out.map((t) => t.hour * 60 + t.minute));
  const missing = [...drop].filter((m) => !runs.includes(m));
  if (missing.length > 0) {
    const m = missing[0] as number;
    const words = `${Math.floor(m / 60) % 12 === 0 ? 12 : Math.floor(m / 60) % 12}:${String(m % 60).padStart(2, '0')} ${m < 720 ? 'AM' : 'PM'}`;
    return fail(
      'unparseable',
      `${words} is taken out with "except", but the schedule does not run at ${words}.`,
      'Take out one of its own times, e.g. "every hour from 9am to 5pm except noon".',
    );
  }
  const left = runs.filter((m) => !drop.has(m));
  if (left.length === 0)
    return fail('unparseable', 'Every time is excepted: nothing is left to run.', 'Check the times.');
  return ok({ ...intent, times: left.map((m) => ({ hour: Math.floor(m / 60), minute: m % 60 })), interval: null });
}

function clock(m: number): string {
  const h = Math.floor(m / 60) % 24;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/**
 * "Every hour except between midnight and 6am": the runs from the first time up to the second are left out (a
 * range ending at midnight ends with the day; one starting later than it ends goes over midnight). What is left at
 * either end of the runs keeps the interval in a smaller window; a gap in the middle lists the times left. Nothing
 * of the schedule in the range is refused: the person expects runs there otherwise.
 */
function withoutRange(
  intent: LocalIntent,
  range: { from: LocalTime; to: LocalTime; said: string },
): Outcome<LocalIntent> {
  const from = range.from.hour * 60 + range.from.minute;
  let to = range.to.hour * 60 + range.to.minute;
  if (to === 0) to = 1440;
  const inside = (m: number) => (from < to ? m >= from && m < to : m >= from || m < to);
  const runs = localMinutes(intent);
  const left = runs.filter((m) => !inside(m));
  if (left.length === runs.length) {
    return fail(
      'unparseable',
      `"${range.said}" takes out hours the schedule does not run in.`,
      'Take out hours it runs in, e.g. "every hour except between midnight and 6am".',
    );
  }
  if (left.length === 0)
    return fail('unparseable', 'Every time is excepted: nothing is left to run.', 'Check the times.');
  const stays = runs.includes(to % 1440) ? ` (${clock(to)} runs)` : '';
  const note = `"${range.said}" read as no runs from ${clock(from)} up to ${clock(to)}${stays}.`;
  const assumptions = [...intent.assumptions, note];
  const iv = intent.interval;
  if (iv) {
    // the runs left at one end: the same interval in a smaller window, when it gives exactly those runs
    const past = iv.atMinute;
    const first = (left[0] as number) - past;
    const last = left[left.length - 1] as number;
    const window = {
      from: { hour: Math.floor(first / 60), minute: first % 60 },
      to: { hour: Math.floor(last / 60), minute: last % 60 },
    };
    const narrowed: LocalIntent = { ...intent, interval: { ...iv, window }, assumptions };
    const same = localMinutes(narrowed);
    if (first >= 0 && same.length === left.length && same.every((m, i) => m === left[i])) return ok(narrowed);
  }
  return ok({
    ...intent,
    times: left.map((m) => ({ hour: Math.floor(m / 60), minute: m % 60 })),
    interval: null,
    assumptions,
  });
}

/**
 * Whether the window of an interval said "round the clock" is only where its steps start, within the first step of
 * the day ("every 4 hrs round the clock starting midnight": 00:00, 04:00 ... 20:00), no end said: the runs go round
 * the clock either way. A start later in the day ("... from 9am") would stop them at midnight, and stays refused.
 */
function roundTheClockStart(draft: IntentDraft): boolean {
  const iv = draft.interval;
  const w = draft.window;
  if (iv === null || w === null || w.to !== null) return false;
  const step = iv.unit === 'hour' ? iv.every * 60 : iv.unit === 'minute' ? iv.every : 0;
  if (step <= 0 || 1440 % step !== 0) return false;
  return w.from.hour * 60 + w.from.minute < step;
}
