import type { StoredTask } from './task-store.js';

/** Runs tasks on the emulator's clock. */
export class Scheduler {
  /** (Re)queues the task's next fire from now, or nothing when it is not active. */
  arm(task: StoredTask): void {
    task.generation++;
    task.nextFire = undefined;
  }

  /** Fires every run due by now. */
  runDue(): number {
    return 0;
  }

  /** The gap between the task's next two fires, in seconds; null when fewer than two are ahead. */
  intervalSeconds(_task: StoredTask): number | null {
    return null;
  }
}
