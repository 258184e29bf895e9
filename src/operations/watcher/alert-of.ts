import type { Alert, AlertRun, AlertTask } from './alerts.js';
import type { WatchEvent } from './decide.js';
import type { WatchedRun } from './ports.js';

function runOf(run: WatchedRun): AlertRun {
  // When it ran is when it was scheduled to (the run's record); when it ended matters less to a person.
  return { id: run.id, status: run.status, at: run.created, result: run.result?.trim() ? run.result : null };
}

/** A decision's event as what is said about the task. */
export function alertOf(event: WatchEvent, task: AlertTask): Alert {
  switch (event.kind) {
    case 'failed':
      return { kind: 'failed', task, run: runOf(event.run), streak: event.streak };
    case 'recovered':
      return { kind: 'recovered', task, run: runOf(event.run), after: event.after };
    case 'stopped':
      return { kind: 'stopped', task, run: event.run ? runOf(event.run) : null, streak: event.streak };
  }
}
