/**
 * A Rails "whenever" entry (config/schedule.rb) pasted from the app's code:
 *
 *   every 1.day, at: '4:30 am'                      every 3.hours do runner "Feed.refresh" end
 *   every :weekday, at: ['8:00 am', '5:30 pm']      every '0 0 27-31 * *' do rake 'invoices:prepare' end
 *   every :sunday, at: '12pm'                       every 15.minutes
 *
 * whenever writes the server's crontab, so its lines run on the server's clock, taken as the writer's (a note says
 * so). Its intervals: N.minutes (N dividing the hour: "*\/N"), N.hours (N dividing the day: from midnight, every N
 * hours, at minute 0), 1.day (at midnight unless at:), the day symbols :weekday (1-5), :weekend, :monday..:sunday
 * (at midnight unless at:), and a raw cron line in quotes (Unix cron's fields, 0 = Sunday). at: is a time Chronic
 * reads: with am or pm, or an hour from 13 to 23 ("16:00"); a list of them runs at each. The block's jobs
 * (runner, rake, command, script with their quoted argument) are what runs, set aside as the job's name (its
 * "end" may be left out of the paste: "every :sunday, at: '12pm' do rake 'reports:weekly'").
 *
 * Refused (null: the phrase keeps its refusal): a bare clock from 1 to 12 in at: ("4:30": Chronic takes it as
 * afternoon or morning by its own guess), at: with minutes or hours or a raw line, N.days past 1, weeks, months, an
 * interval that does not divide its unit, an option other than at: (roles:, ...), and any other word left.
 */
export const WHENEVER_GATE = /^\s*every\s+(?:\d+\.(?:minutes?|hours?|days?)\b|:[a-z]+|["']\s*[\d*@])/i;

const DAY_SYMBOLS: Record<string, string> = {
  weekday: 'weekday',
  weekend: 'weekend',
  monday: 'monday',
  tuesday: 'tuesday',
  wednesday: 'wednesday',
  thursday: 'thursday',
  friday: 'friday',
  saturday: 'saturday',
  sunday: 'sunday',
};
const JOB = String.raw`(?:runner|rake|command|script)\s*\(?\s*(?:"[^"]*"|'[^']*')\s*\)?`;

export type WheneverSchedule = { text: string; notes: string[] };

export function wheneverSchedule(phrase: string, writerZone: string): WheneverSchedule | null {
  const p = phrase.replace(/\s+/g, ' ').trim();
  const m = new RegExp(
    String.raw`^every\s+(\d+\.(?:minutes?|hours?|days?)|:[a-z]+|"[^"]*"|'[^']*')\s*(?:,\s*at:\s*(\[[^\]]*\]|"[^"]*"|'[^']*'))?\s*(?:do\s+((?:${JOB}\s*;?\s*)+)(?:end)?)?$`,
    'i',
  ).exec(p);
  if (m === null) return null;
  const every = (m[1] ?? '').toLowerCase();
  const at = m[2];
  const jobs = (m[3] ?? '').trim();
  const notes: string[] = [];
  let text: string;
  const interval = /^(\d+)\.(minute|hour|day)s?$/.exec(every);
  const times = at === undefined ? null : clocks(at);
  if (at !== undefined && times === null) return null;
  if (interval) {
    const n = Number(interval[1]);
    const unit = interval[2];
    if (unit === 'minute') {
      if (at !== undefined || n < 1 || 60 % n !== 0) return null;
      text = n === 1 ? 'every minute' : `every ${n} minutes`;
    } else if (unit === 'hour') {
      if (at !== undefined || n < 1 || 24 % n !== 0) return null;
      text = n === 1 ? 'every hour' : `every ${n} hours`;
    } else {
      if (n !== 1) return null;
      text = `every day at ${(times ?? ['00:00']).join(' and ')}`;
    }
  } else if (every.startsWith(':')) {
    const day = DAY_SYMBOLS[every.slice(1)];
    if (day === undefined) return null;
    text = `every ${day} at ${(times ?? ['00:00']).join(' and ')}`;
  } else {
    if (at !== undefined) return null;
    const line = every.slice(1, -1).trim();
    if (
      !/^(?:[\d*][\d*,/-]*|[a-z]{3}(?:[-,][a-z]{3})*)(?:\s+(?:[\d*][\d*,/-]*|[a-z]{3}(?:[-,][a-z]{3})*)){4}$/.test(line)
    )
      return null;
    text = `cron ${line}`;
    if (/\d/.test(line.split(/\s+/)[4] ?? '')) notes.push(`Day of week read as Unix cron numbers it (0 = Sunday).`);
  }
  notes.unshift(`Read "${m[0].replace(/\s*do\s.*$/i, '')}" as whenever's schedule "${text}".`);
  if (jobs !== '') notes.push(`Read "${jobs}" as the job that runs, not as part of the schedule.`);
  notes.push(
    `Read in your time zone (${writerZone}), as whenever writes the server's crontab, which runs on its clock: say the zone if the server keeps another.`,
  );
  return { text: `${text} in ${writerZone}`, notes };
}

/** at: as clock times "HH:MM": each with am or pm, or an hour from 13 to 23; null when one is not so. */
function clocks(at: string): string[] | null {
  const list = at.startsWith('[') ? at.slice(1, -1).split(',') : [at];
  const out: string[] = [];
  for (const raw of list) {
    const s = raw
      .trim()
      .replace(/^["']|["']$/g, '')
      .trim()
      .toLowerCase();
    const t = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/.exec(s);
    if (t === null) return null;
    let h = Number(t[1]);
    const min = Number(t[2] ?? 0);
    if (min > 59) return null;
    if (t[3] !== undefined) {
      if (h < 1 || h > 12) return null;
      h = (h % 12) + (t[3].startsWith('p') ? 12 : 0);
    } else if (!(h >= 13 && h <= 23 && t[2] !== undefined)) return null;
    out.push(`${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`);
  }
  return out.length === 0 ? null : out;
}
