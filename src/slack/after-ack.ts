import type { Server } from 'node:http';
import type { InFlight } from './in-flight.js';

export interface AfterAckOptions {
  /** The longest a piece of work waits behind unanswered requests before it starts anyway. */
  readonly maxWaitMs?: number;
  readonly now?: () => number;
}

/**
 * Work that follows an ack (opening a modal, sending a confirmed request). Acks and that work share one event loop,
 * and Slack gives an ack 3 s, so the work takes its turn behind the requests still waiting for their answer: it
 * starts only while no request from Slack to the app's server is unanswered, one piece per turn of the event loop so requests
 * that arrive meanwhile are read in between, and at the latest after `maxWaitMs` so a steady stream of requests
 * cannot starve it. Everything run here is tracked, so a clean shutdown waits for it.
 */
export class AfterAck {
  readonly #inFlight: InFlight;
  readonly #maxWaitMs: number;
  readonly #now: () => number;
  readonly #queue: { readonly since: number; readonly start: () => void }[] = [];
  #unanswered = 0;
  #stepping = false;
  #timer: NodeJS.Timeout | undefined;

  constructor(inFlight: InFlight, options: AfterAckOptions = {}) {
    this.#inFlight = inFlight;
    this.#maxWaitMs = options.maxWaitMs ?? 250;
    this.#now = options.now ?? (() => performance.now());
  }

  /** Requests to the app's server that have not been answered yet (HTTP mode; Socket Mode has none). */
  get unanswered(): number {
    return this.#unanswered;
  }

  /** Counts the server's requests to `path` (Slack's) until each is answered (or its connection closes). */
  watch(server: Server, path: string): void {
    server.on('request', (req, res) => {
      const url = req.url ?? '';
      if (url !== path && !url.startsWith(`${path}?`)) return;
      this.#unanswered++;
      res.once('close', () => {
        this.#unanswered--;
        if (this.#unanswered === 0) this.#step();
      });
    });
  }

  /** Runs `work` at its turn; a clean shutdown waits for it. */
  run<T>(work: () => Promise<T>): Promise<T> {
    const turn = new Promise<void>((start) => {
      this.#queue.push({ since: this.#now(), start });
    });
    this.#step();
    return this.#inFlight.track(turn.then(work));
  }

  /** Starts the next piece of work on the next turn of the event loop, if its time has come. */
  #step(): void {
    if (this.#stepping) return;
    this.#stepping = true;
    setImmediate(() => {
      this.#stepping = false;
      clearTimeout(this.#timer);
      this.#timer = undefined;
      const next = this.#queue[0];
      if (!next) return;
      const waited = this.#now() - next.since;
      if (this.#unanswered > 0 && waited < this.#maxWaitMs) {
        // Woken by the last answer going out, or by the deadline.
        this.#timer = setTimeout(() => this.#step(), this.#maxWaitMs - waited);
        return;
      }
      this.#queue.shift();
      next.start();
      this.#step();
    });
  }
}
