import { CELERY_CRONTAB_GATE, celeryCrontab } from './celeryCrontab.js';
import { LARAVEL_SCHEDULE_GATE, laravelSchedule } from './laravelSchedule.js';
import { PYTHON_SCHEDULE_GATE, pythonSchedule } from './pythonSchedule.js';
import { WHENEVER_GATE, wheneverSchedule } from './wheneverSchedule.js';

/**
 * A schedule pasted as it is written in an app's own scheduler code: Celery's crontab(...) (celeryCrontab.ts),
 * Laravel's ->dailyAt('13:00') chains (laravelSchedule.ts), Rails whenever's "every 1.day, at: '4:30 am'"
 * (wheneverSchedule.ts), Python's schedule.every().day.at('10:30') (pythonSchedule.ts). Each gives the phrase to read instead, with its notes, or null.
 */
export const APP_SCHEDULER_GATE = new RegExp(
  `${CELERY_CRONTAB_GATE.source}|${LARAVEL_SCHEDULE_GATE.source}|${WHENEVER_GATE.source}|${PYTHON_SCHEDULE_GATE.source}`,
  'i',
);

export function appSchedulerCall(phrase: string, writerZone: string): { text: string; notes: string[] } | null {
  if (CELERY_CRONTAB_GATE.test(phrase)) return celeryCrontab(phrase, writerZone);
  if (LARAVEL_SCHEDULE_GATE.test(phrase)) return laravelSchedule(phrase, writerZone);
  if (WHENEVER_GATE.test(phrase)) return wheneverSchedule(phrase, writerZone);
  if (PYTHON_SCHEDULE_GATE.test(phrase)) return pythonSchedule(phrase, writerZone);
  return null;
}
