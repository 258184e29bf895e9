/**
 * A Heroku Scheduler job held to one day of the week by a shell guard before its command, as people write it since
 * the scheduler itself only offers "every 10 minutes", "hourly" and "daily":
 *
 *   daily 06:00 UTC with `[ "$(date +%u)" = 1 ] && rake digest`                       Mondays at 06:00 UTC
 *   daily at 07:30 `test $(date +%u) -eq 5 && bin/report` so it only runs fridays      Fridays at 07:30 UTC
 *   daily 22:00 with `[ $(date +%w) -eq 0 ] && ./cleanup.sh`                            Sundays at 22:00 UTC
 *
 * The guard asks the dyno's clock, which is UTC as the scheduler's is, for the day of the week ("%u": 1 = Monday to
 * 7 = Sunday; "%w": 0 = Sunday to 6 = Saturday), so the job's command runs only on that day, at the daily time. The
 * command after "&&" is set aside (a note says so); words after the command may only say the same day again ("so it
 * only runs mondays"). Null (the phrase keeps its refusal) for any other guard (another test, "||", ";", "if"), a
 * command that could itself test the date, a day said after it that is not the guard's, or any other words.
 */
import { purposeIsSafe } from './asidePurpose.js';
import { nameWords } from './cronPastes.js';

export const DAY_GUARD_GATE = 'date +%';

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const GUARD =
  /^(daily\s+(?:at\s+)?\d{1,2}:\d\d(?:\s*(?:am|pm))?(?:\s+utc)?)\s+(?:with\s+)?`\s*(?:\[\s*"?\$\(date \+%([uw])\)"?\s*(?:=|==|-eq)\s*"?(\d)"?\s*\]|test\s+"?\$\(date \+%([uw])\)"?\s*(?:=|-eq)\s*"?(\d)"?)\s*&&\s*([^`]+?)\s*`\s*(.*)$/i;

export function herokuDayGuard(said: string): { text: string; note: string } | null {
  const m = GUARD.exec(said.replace(/\s+/g, ' ').trim());
  if (m === null) return null;
  // "%u" and "%w" are the day of the week; "%U", "%W" and "%V" are the week of the year: the format is read as said
  const format = m[2] ?? m[4] ?? '';
  if (format !== 'u' && format !== 'w') return null;
  const n = Number(m[3] ?? m[5]);
  const day = format === 'u' ? (n >= 1 && n <= 7 ? DAYS[n % 7] : undefined) : n <= 6 ? DAYS[n] : undefined;
  if (day === undefined) return null;
  // the command: plain words, paths and flags, with nothing that tests, chains or schedules
  const command = (m[6] ?? '').trim();
  if (!/^[\w./:=-]+(?:\s+[\w./:=-]+)*$/.test(command) || /\b(?:date|test|if|sleep|at|cron)\b/i.test(command))
    return null;
  // the command's words may only name the task: "--first-week-only", "digest:monthly", "--skip-holidays" and
  // "first_monday" could bound, repeat or move its runs (a weekly task's "weekly" says the guard's week again)
  const words = nameWords(command)
    .replace(/[^A-Za-z0-9']+/g, ' ')
    .replace(/\bweekly\b/gi, ' ')
    .trim();
  if (words !== '' && !purposeIsSafe(words)) return null;
  const after = (m[7] ?? '').trim();
  if (after !== '') {
    const again =
      /^[,;(—–-]?\s*(?:so(?:\s+that)?|i\.?e\.?,?|which\s+means)?\s*(?:it\s+)?(?:only\s+)?(?:runs?|fires?|goes)\s+(?:on\s+)?(?:only\s+)?([a-z]+?)s?(?:\s+only)?\s*\)?\.?$/i.exec(
        after,
      );
    if (again === null || !day.startsWith((again[1] ?? '').toLowerCase()) || (again[1] ?? '').length < 3) return null;
  }
  const time = (m[1] ?? '').replace(/^daily\s+(?:at\s+)?/i, '');
  const text = `every ${day} at ${time}`;
  return {
    text,
    note: `Read the guard "${m[0]
      .slice((m[1] ?? '').length)
      .replace(/\s*&&[\s\S]*$/, '')
      .replace(
        /^\s*(?:with\s+)?`\s*/i,
        '',
      )}" as running "${command}" only on ${day[0]?.toUpperCase()}${day.slice(1)}s (the dyno's clock is UTC).`,
  };
}
