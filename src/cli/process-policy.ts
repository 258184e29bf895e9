import { randomBytes } from 'node:crypto';
import type { Logger } from '../log.js';

interface Out {
  write(s: string): unknown;
}

/** The part of `process` the policy listens on (a test gives an EventEmitter). */
export interface ProcessEvents {
  on(event: 'unhandledRejection' | 'uncaughtException', listener: (reason: unknown) => void): unknown;
  off(event: 'unhandledRejection' | 'uncaughtException', listener: (reason: unknown) => void): unknown;
}

export interface PolicyOptions {
  readonly log: Logger;
  /** Where the words for whoever runs the bot go (stderr). */
  readonly err: Out;
  /** A clean stop: no new requests, work in flight finishes, the store closes. */
  readonly stop: () => Promise<void>;
  readonly exit: (code: number) => void;
  /** The longest the clean stop may take before the process exits anyway. */
  readonly stopWithinMs?: number;
}

function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/**
 * What happens to an error nothing caught.
 *
 * A promise rejected with no handler is a request's (or a background step's) failure that escaped its own
 * handling: it is logged with a reference and the bot keeps serving everyone else. An exception thrown with nothing
 * to catch it leaves the process in a state nobody can vouch for: it is logged, said in words with the same
 * reference, and the bot stops cleanly (work in flight finishes and the store closes, within a limit), exiting 1
 * so a supervisor starts it again. Returns a function that removes the policy.
 */
export function guardProcess(p: ProcessEvents, o: PolicyOptions): () => void {
  let stopping = false;
  const onRejection = (reason: unknown) => {
    const reference = randomBytes(4).toString('hex');
    o.log.error({ reference, err: messageOf(reason) }, 'a failure escaped its handler; still serving');
  };
  const onException = (error: unknown) => {
    const reference = randomBytes(4).toString('hex');
    o.log.fatal({ reference, err: messageOf(error) }, 'unexpected error; stopping');
    if (stopping) {
      // A second one while stopping: nothing more can be done cleanly.
      o.exit(1);
      return;
    }
    stopping = true;
    o.err.write(
      `portal-ops: stopping after an unexpected error (reference ${reference}); requests being sent finish and the store closes first.\nStart it again; if it happens again, the log line with this reference says where.\n`,
    );
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, o.stopWithinMs ?? 30_000);
    });
    Promise.race([o.stop(), limit])
      .catch((e: unknown) => o.log.error({ err: messageOf(e) }, 'the stop after an unexpected error failed'))
      .finally(() => {
        clearTimeout(timer);
        o.exit(1);
      });
  };
  p.on('unhandledRejection', onRejection);
  p.on('uncaughtException', onException);
  return () => {
    p.off('unhandledRejection', onRejection);
    p.off('uncaughtException', onException);
  };
}
