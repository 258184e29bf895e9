import type { Person } from '../../store/types.js';

/** After this many failed runs in a row the service stops a task (it tells nobody). */
export const FAILURES_BEFORE_STOP = 5;

/** The task an alert is about, as people know it. */
export interface AlertTask {
  readonly id: string;
  readonly type: string;
  readonly title: string | null;
  readonly itemId: string | null;
  /** The item's page on the portal, when the task names an item. */
  readonly itemUrl: string | null;
  /** The portal account it runs as. */
  readonly userName: string;
  /** The Slack person who owns it, when known. */
  readonly owner: Person | null;
}

export interface AlertRun {
  readonly id: string;
  readonly status: string;
  /** When it ran (the run's record, the portal's clock; epoch ms). */
  readonly at: number;
  /** The portal's words about the run (a message, or a link for notebooks); raw, the view escapes it. */
  readonly result: string | null;
}

/**
 * What the watcher says. `failed`: a run failed, `streak` failures in a row so far. `stopped`: the service stopped
 * the task after failing runs (not a pause by a person). `recovered`: a run succeeded after `after` failures.
 */
export type Alert =
  | { readonly kind: 'failed'; readonly task: AlertTask; readonly run: AlertRun; readonly streak: number }
  | { readonly kind: 'stopped'; readonly task: AlertTask; readonly run: AlertRun | null; readonly streak: number }
  | { readonly kind: 'recovered'; readonly task: AlertTask; readonly run: AlertRun; readonly after: number };

export type AlertKind = Alert['kind'];
