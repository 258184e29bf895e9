/**
 * A Windows Task Scheduler trigger as its Triggers tab shows it (the trigger's kind, then its details), pasted,
 * read on the machine's clock (taken as the writer's, with a note):
 *
 *   Daily - At 11:30 PM every day - After triggered, repeat every 1 hour for a duration of 1 day
 *                                                   every hour from 11:30 PM, round the clock (1 day of repeats)
 *   At 3:00 AM every day - repeat every 15 minutes for a duration of 2 hours      03:00 to 04:45 every 15 minutes
 *   daily at 11:30 PM, repeat task every 1 hour for a duration of 12 hours        every hour from 11:30 PM to 10:30
 *                                                   (a daily trigger's repeats past midnight: to its last run)
 *   Weekly - At 9:00 AM every Monday, Wednesday of every week                     every Monday, Wednesday at 9:00 AM
 *   Monthly - At 2:00 AM on day 1, 15 of January, February, ..., December         the 1st and 15th at 2:00 AM
 *   Monthly - At 6:00 PM on the last Friday of January, ..., December
 *   At 6:00 AM every Mon, Wed of every week, starting 12/1/2026    (the days cut short; the trigger's start date, its
 *                                                   first day, read as the grammar reads a date on the writer's clock)
 *
 * The details are put back as a sentence the grammar reads as any other ("every 15 minutes from 3:00 AM for 2
 * hours"). A repetition runs from the trigger's time for its duration, not at its end (Task Scheduler stops the
 * repeats when the duration is over); a duration of a day (or "indefinitely") under a daily trigger repeats round
 * the clock, read so only when the step divides the day (else each day's trigger would start the steps again).
 *
 * Refused (null: the phrase keeps its refusal): a kind that disagrees with the details ("Weekly - At 9:00 AM every
 * day"), every 2 days or weeks (no CRON schedule), an expiry date ("Trigger expires at"),
 * a random delay, a repetition that stops the task ("stop all running tasks"), a month list that is not the whole
 * year, and any words not in the trigger's form.
 */
export const TASK_TRIGGER_GATE =
  /^\s*(?:(?:windows\s+)?task(?:\s+scheduler)?\s*:\s*)?(?:(?:daily|weekly|monthly)\s*(?:[-–—:]\s*|\s(?=at\s)))?at\s+\d{1,2}:\d\d/i;

const DAY = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
/** A day of a weekly trigger's list, whole or cut short as people retype it ("every Mon, Wed of every week"). */
const WEEK_DAY =
  '(?:mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)';
const MONTH = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const TRIGGER = new RegExp(
  String.raw`^(?:(?:windows\s+)?task(?:\s+scheduler)?\s*:\s*)?(?:(daily|weekly|monthly)\s*(?:[-–—:]\s*|\s(?=at\s)))?at\s+(\d{1,2}:\d\d(?::00)?\s*(?:am|pm)?)(?:\s+(every\s+day|every\s+(${WEEK_DAY}(?:\s*,\s*${WEEK_DAY})*)\s+of\s+every\s+week|on\s+day\s+(\d{1,2}(?:\s*,\s*\d{1,2})*)\s+of\s+(${MONTH}(?:\s*,\s*${MONTH})*)|on\s+the\s+(first|second|third|fourth|last)\s+(${DAY})\s+of\s+(${MONTH}(?:\s*,\s*${MONTH})*)))?(?:\s*[-–—,]\s*(?:after\s+triggered\s*,\s*)?repeat\s+(?:task\s+)?every\s+(\d{1,3})\s+(minutes?|hours?)\s+for\s+a\s+duration\s+of\s+(\d{1,2}\s+(?:minutes?|hours?|days?)|indefinitely))?(?:\s*,?\s*starting\s+(\d{1,2}\/\d{1,2}\/\d{4}))?\s*\.?$`,
  'i',
);

const ORDINAL = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;

const pad = (n: number) => String(n).padStart(2, '0');

/** The minute of the day of a trigger's time ("11:30 PM", "23:30"), or null. */
function minuteOfDay(time: string): number | null {
  const m = /^(\d{1,2}):(\d\d)\s*(am|pm)?$/i.exec(time.trim());
  if (m === null) return null;
  const h = Number(m[1]);
  const part = (m[3] ?? '').toLowerCase();
  if (part !== '' ? h < 1 || h > 12 : h > 23) return null;
  const hour = part === '' ? h : (h % 12) + (part === 'pm' ? 12 : 0);
  return hour * 60 + Number(m[2]);
}

/** Whether a month list is the whole year, as Task Scheduler writes a monthly trigger that runs every month. */
function wholeYear(list: string): boolean {
  return new Set(list.toLowerCase().split(/\s*,\s*/)).size === 12;
}

/** "of every month", or the trigger's months said back as a list ("of january, april, july and october"). */
function ofMonths(list: string): string | null {
  if (wholeYear(list)) return 'of every month';
  const months = list.toLowerCase().split(/\s*,\s*/);
  if (new Set(months).size !== months.length) return null;
  return `of ${months.length === 1 ? months[0] : `${months.slice(0, -1).join(', ')} and ${months[months.length - 1]}`}`;
}

export function taskSchedulerTrigger(phrase: string): { text: string; notes: string[] } | null {
  const typed = phrase.replace(/\s+/g, ' ').trim();
  const m = TRIGGER.exec(typed);
  if (m === null) return null;
  const kind = (m[1] ?? '').toLowerCase();
  const time = (m[2] ?? '').replace(/^(\d{1,2}:\d\d):00/, '$1');
  let days: string;
  let dailyKind = false;
  if (m[4] !== undefined) {
    if (kind !== '' && kind !== 'weekly') return null;
    days = `every ${m[4].split(/\s*,\s*/).join(', ')}`;
  } else if (m[5] !== undefined) {
    const of = ofMonths(m[6] ?? '');
    if ((kind !== '' && kind !== 'monthly') || of === null) return null;
    const list = m[5].split(/\s*,\s*/).map(Number);
    if (list.some((d) => d < 1 || d > 31) || new Set(list).size !== list.length) return null;
    const named = list.map(ORDINAL);
    days = `on the ${named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`} ${of}`;
  } else if (m[7] !== undefined) {
    const of = ofMonths(m[9] ?? '');
    if ((kind !== '' && kind !== 'monthly') || of === null) return null;
    days = `on the ${m[7].toLowerCase()} ${m[8]} ${of}`;
  } else {
    // ("Daily at 8:00 AM, repeat task ...": a daily trigger's details without "every day")
    if ((kind !== '' && kind !== 'daily') || (m[3] === undefined && kind !== 'daily')) return null;
    days = 'every day';
    dailyKind = true;
  }
  let text: string;
  // runs the rule gives earlier in the day than the trigger's time (repeats past midnight, or round the clock)
  let earlierRuns = false;
  if (m[10] === undefined) text = `${days} at ${time}`;
  else {
    const n = Number(m[10]);
    const unit = (m[11] ?? '').toLowerCase().startsWith('hour') ? 'hour' : 'minute';
    const step = n * (unit === 'hour' ? 60 : 1);
    if (n < 1) return null;
    const every = `every ${n === 1 ? unit : `${n} ${unit}s`}`;
    const dur = (m[12] ?? '').toLowerCase();
    const d = /^(\d+)\s+(minute|hour|day)/.exec(dur);
    const minutes = d === null ? null : Number(d[1]) * (d[2] === 'day' ? 1440 : d[2] === 'hour' ? 60 : 1);
    if (minutes === null || minutes >= 1440) {
      // a day of repeats (or with no end) under a daily trigger: round the clock, when the step divides the day
      if (!dailyKind || (minutes !== null && minutes !== 1440) || 1440 % step !== 0) return null;
      text = `${every} starting at ${time}`;
      const from = minuteOfDay(time);
      earlierRuns = from === null || from >= step;
    } else {
      if (minutes <= step) return null;
      text = `${every} from ${time} for ${dur}${dailyKind ? '' : ` ${days.replace(/^every /, 'on ')}`}`;
      // a daily trigger's repeats past midnight ("at 11:30 PM, repeat every 1 hour for a duration of 12 hours"): from
      // its time to its last run before the duration ends (10:30 AM), said as a window over midnight
      const from = minuteOfDay(time);
      if (dailyKind && from !== null && from + minutes > 1440) {
        const last = (from + Math.floor((minutes - 1) / step) * step) % 1440;
        text = `${every} from ${time} to ${pad(Math.floor(last / 60))}:${pad(last % 60)}`;
        earlierRuns = true;
      }
      if (!dailyKind && !/^every /.test(days)) return null;
    }
  }
  // the trigger's start date: its first day, the date read as any date on the writer's clock (month first in the
  // United States; refused where either order could be meant). Refused beside runs earlier in the day than the
  // trigger's time: the rule would start with that day's small hours ("at 11:30 PM, repeat every 1 hour for 12 hours,
  // starting 1/5/2027" first runs at 11:30 PM on January 5, not at 12:30 AM)
  if (m[13] !== undefined && earlierRuns) return null;
  if (m[13] !== undefined) text = `${text} starting ${m[13]}`;
  const notes = [
    `Read the Task Scheduler trigger as "${text}", on your clock, taken as the clock of the machine the task runs on.`,
  ];
  return { text, notes };
}
