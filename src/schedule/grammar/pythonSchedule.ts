/**
 * A job pasted from Python's `schedule` package, a chain on `schedule.every()`:
 *
 *   schedule.every().day.at('10:30').do(job)                        every day at 10:30
 *   schedule.every().monday.at('08:00').do(send_report)             every Monday at 08:00
 *   schedule.every().hour.at(':15').do(poll)                        every hour at :15
 *   schedule.every().day.at('07:00', 'Europe/Amsterdam').do(job)    the zone the package takes as .at()'s second word
 *
 * `schedule` runs in the process, on the machine's local clock unless .at() names a zone: taken as the writer's,
 * with a note. Its .at() clock is 24-hour ("HH:MM", "HH:MM:SS"), so "08:00" is morning and "20:00" evening.
 *
 * Refused (null: the phrase keeps its refusal): a count in every(n) other than 1 ("every(10).minutes" counts from
 * when the process started, "every(2).days" has no CRON form), a unit with no .at() (its runs count from the start
 * too), seconds other than 0, .until(), .to() (random intervals) and any other method or word after the chain
 * (.tag() is only the job's label).
 */
export const PYTHON_SCHEDULE_GATE = /\bschedule\.every\s*\(/i;

const CHAIN =
  /^\s*schedule\.every\(\s*1?\s*\)\.(day|hour|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\.at\(\s*(["'])([\d:]{3,8})\2\s*(?:,\s*(["'])([A-Za-z]+\/[A-Za-z_+-]+(?:\/[A-Za-z_+-]+)?|UTC)\4\s*)?\)(?:\.tag\(\s*(["'])[\w -]{1,40}\6\s*\))?\.do\(\s*([\w.]{1,60})\s*(?:,[^()]*)?\)\s*;?\s*$/i;

export function pythonSchedule(phrase: string, writerZone: string): { text: string; notes: string[] } | null {
  const m = CHAIN.exec(phrase);
  if (m === null) return null;
  const unit = (m[1] ?? '').toLowerCase();
  const clock = m[3] ?? '';
  let when: string;
  if (unit === 'hour') {
    const c = /^:(\d\d)$/.exec(clock);
    if (c === null || Number(c[1]) > 59) return null;
    when = `every hour at :${c[1]}`;
  } else {
    const c = /^(\d\d):(\d\d)(?::(\d\d))?$/.exec(clock);
    if (c === null || Number(c[1]) > 23 || Number(c[2]) > 59 || (c[3] !== undefined && c[3] !== '00')) return null;
    const h = Number(c[1]);
    const twelve = `${h % 12 === 0 ? 12 : h % 12}:${c[2]}${h < 12 ? 'am' : 'pm'}`;
    when = `${unit === 'day' ? 'every day' : `every ${unit}`} at ${twelve}`;
  }
  const notes = [`Read "${m[0].trim()}" as Python's schedule job "${when}" (its .at() clock is 24-hour).`];
  notes.push(`Read "${m[7]}" as the job it runs, not as part of the schedule.`);
  const zone = m[5];
  if (zone === undefined)
    notes.push(
      "Read in your time zone, as Python's schedule runs on the machine's local clock when .at() names no zone.",
    );
  return { text: `${when} in ${zone ?? writerZone}`, notes };
}
