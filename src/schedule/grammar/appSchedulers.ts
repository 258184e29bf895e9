import { APP_CODE_ASIDE_GATE, appCodeAsides } from './appCodeAsides.js';
import { CELERY_CRONTAB_GATE, celeryCrontab } from './celeryCrontab.js';
import { LARAVEL_SCHEDULE_GATE, laravelSchedule } from './laravelSchedule.js';
import { LAUNCHD_GATE, launchdCalendar } from './launchdCalendar.js';
import { PYTHON_SCHEDULE_GATE, pythonSchedule } from './pythonSchedule.js';
import { TEMPORAL_SPEC_GATE, temporalSchedule } from './temporalSchedules.js';
import { WHENEVER_GATE, wheneverSchedule } from './wheneverSchedule.js';

/**
 * A schedule pasted as it is written in an app's own scheduler code: Celery's crontab(...) (celeryCrontab.ts),
 * Laravel's ->dailyAt('13:00') chains (laravelSchedule.ts), Rails whenever's "every 1.day, at: '4:30 am'"
 * (wheneverSchedule.ts), Python's schedule.every().day.at('10:30') (pythonSchedule.ts). Each gives the phrase to read instead, with its notes, or null.
 * A launchd job's StartCalendarInterval (launchdCalendar.ts) and a Temporal schedule's calendars or intervals
 * (temporalSchedules.ts) are read here too. The tool's name said first, what the task is for and the app's zone said after the code are set aside
 * (appCodeAsides.ts) when the code is not read with them.
 */
export const APP_SCHEDULER_GATE = new RegExp(
  `${CELERY_CRONTAB_GATE.source}|${LARAVEL_SCHEDULE_GATE.source}|${WHENEVER_GATE.source}|${PYTHON_SCHEDULE_GATE.source}|${LAUNCHD_GATE.source}|${TEMPORAL_SPEC_GATE.source}|^\\s*(?:whenever(?:\\s+gem)?|(?:config\\/)?schedule\\.rb)\\s*:?\\s+every\\b`,
  'i',
);

export function appSchedulerCall(phrase: string, writerZone: string): { text: string; notes: string[] } | null {
  const read = appCode(phrase, writerZone);
  if (read !== null || !APP_CODE_ASIDE_GATE.test(phrase)) return read;
  // (launchd's and Temporal's keys are read with their own words beside them, above)
  if (LAUNCHD_GATE.test(phrase) || TEMPORAL_SPEC_GATE.test(phrase)) return null;
  // "laravel: ->everyFifteenMinutes() for horizon snapshot (UTC)": the code read alone, in the zone said beside it
  const aside = appCodeAsides(phrase);
  const code = aside === null || aside.code === '' ? null : appCode(aside.code, aside.zone ?? writerZone);
  if (aside === null || code === null) return null;
  const notes = aside.zone === null ? code.notes : code.notes.filter((n) => !n.startsWith('Read in your time zone ('));
  return { text: code.text, notes: [...notes, ...aside.notes] };
}

function appCode(phrase: string, writerZone: string): { text: string; notes: string[] } | null {
  if (CELERY_CRONTAB_GATE.test(phrase)) return celeryCrontab(phrase, writerZone);
  if (LARAVEL_SCHEDULE_GATE.test(phrase)) return laravelSchedule(phrase, writerZone);
  if (WHENEVER_GATE.test(phrase)) return wheneverSchedule(phrase, writerZone);
  if (PYTHON_SCHEDULE_GATE.test(phrase)) return pythonSchedule(phrase, writerZone);
  if (LAUNCHD_GATE.test(phrase)) return launchdCalendar(phrase, writerZone);
  if (TEMPORAL_SPEC_GATE.test(phrase)) return temporalSchedule(phrase);
  return null;
}
