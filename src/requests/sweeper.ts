import type { Logger } from '../log.js';
import type { RequestOutcome } from './types.js';
import type { Workflow } from './workflow.js';

/**
 * Runs `workflow.sweep()` at start and then every `everyMs` (default a minute), one sweep at a time; safe beside
 * other instances' sweepers (every step is a conditional transition). Returns a stop function that waits for a
 * sweep in progress.
 */
export function startSweeper(
  workflow: Workflow,
  options: { everyMs?: number; log?: Logger; onSettled?: (outcome: RequestOutcome) => Promise<void> } = {},
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const run = () => {
    if (running) return;
    running = workflow
      .sweep(options.onSettled ? { onSettled: options.onSettled } : {})
      .then(
        (r) => {
          if (r.recovered || r.settled) options.log?.info(r, 'sweep settled requests');
        },
        (e: unknown) => {
          options.log?.warn({ err: e instanceof Error ? e.message : String(e) }, 'sweep failed; next time');
        },
      )
      .finally(() => {
        running = undefined;
      });
  };
  run();
  const timer = setInterval(run, options.everyMs ?? 60_000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
