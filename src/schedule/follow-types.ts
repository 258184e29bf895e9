import type { CronFields } from './cron/fields.js';
import type { ScheduleProblem } from './problem.js';

/** One task of a followed schedule, as createTask takes it: its UTC fields and its own running period. */
export interface FollowTask extends CronFields {
  /** Epoch ms; null for the first period when no start was asked (the task starts when it is created). */
  readonly startDate: number | null;
  /** Epoch ms, inclusive as the service reads it (`until - 1`); null when the period has no end. */
  readonly endDate: number | null;
  /** What is left of the asked maximum when this period starts (per task when the period needs several). */
  readonly maxOccurrences: number | null;
}

/**
 * A stretch of time in which one set of UTC fields runs the schedule at the asked local time. Periods tile time:
 * each `until` is the next period's `from`.
 */
export interface FollowPeriod {
  /** Epoch ms: the start (the reference instant or the start date) for the first, else an offset change. */
  readonly from: number;
  /**
   * Epoch ms: the first instant of the next offset (the next period's `from`), or the end asked (the end date's
   * last millisecond + 1). The last period in the horizon ends at the zone's next change even past the horizon,
   * so its task never runs at a wrong offset; null when the zone has no change ahead and no end was asked.
   */
  readonly until: number | null;
  /** The offset its fields are compiled for, minutes east of UTC. */
  readonly offsetMinutes: number;
  readonly utcOffset: string;
  /** Empty when nothing runs in the period (no task to create). */
  readonly schedules: readonly CronFields[];
  /** The tasks to create for the period: one per schedule that still has a run once maxOccurrences is split. */
  readonly tasks: readonly FollowTask[];
  /** Runs of these tasks in the period (up to the horizon when `until` is null). */
  readonly runs: number;
  readonly firstRun: number | null;
}

export type FollowPlan =
  | {
      readonly followable: true;
      readonly timezone: string;
      /** Epoch ms: the end of the stretch of time looked at (the horizon, or the end asked if sooner). */
      readonly horizon: number;
      readonly periods: readonly FollowPeriod[];
    }
  | {
      readonly followable: false;
      /** In words, for the confirmation to say why it offers fixed UTC fields only. */
      readonly reason: string;
      /** Present when the schedule itself is refused, not only its following. */
      readonly problem?: ScheduleProblem;
    };

export interface FollowOptions {
  /** Reference instant, epoch ms. */
  readonly now: number;
  /** Epoch ms; wins over a start the phrase gave (as the modal's does). */
  readonly startDate?: number | null | undefined;
  /** Epoch ms, inclusive; wins over an end the phrase gave. */
  readonly endDate?: number | null | undefined;
  /** Total runs across the whole chain; wins over a count the phrase gave. */
  readonly maxOccurrences?: number | null | undefined;
  /** How far ahead to lay out periods, ms (default two years). */
  readonly horizonMs?: number | undefined;
}
