import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { InFlight } from './in-flight.js';

/**
 * How long a connection just opened counts as a request on its way: long enough for its first request to be read
 * whatever the loop is doing, short enough that a connection that never sends anything holds nothing back for long.
 */
const ARRIVING_MS = 1_000;

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
 *
 * A connection just opened counts as a request on its way until its first request is read: a burst that arrives
 * on new connections (the first after a start, or after idle connections were closed) reaches the server one
 * connection at a time, and without this the first answers would let the work in between the rest (measured: the
 * first burst of 100 commands acked at p99 ~0.8 s instead of ~0.2 s).
 */
export class AfterAck {
  readonly #inFlight: InFlight;
  readonly #maxWaitMs: number;
  readonly #now: () => number;
  readonly #queue: { readonly since: number; readonly start: () => void }[] = [];
  #unanswered = 0;
  /** Connections opened that have not yet sent a request (each for at most ARRIVING_MS). */
  readonly #arriving = new Map<Socket, NodeJS.Timeout>();
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

  /** Connections opened whose first request has not been read yet. */
  get arriving(): number {
    return this.#arriving.size;
  }

  /**
   * Counts the server's requests to `path` (Slack's) until each is answered (or its connection closes), and each
   * new connection until its first request is read (whatever its path) or it closes.
   */
  watch(server: Server, path: string): void {
    server.on('connection', (socket: Socket) => {
      const arrived = () => this.#arrived(socket);
      this.#arriving.set(socket, setTimeout(arrived, ARRIVING_MS).unref());
      socket.once('close', arrived);
    });
    server.on('request', (req, res) => {
      this.#arrived(req.socket);
      const url = req.url ?? '';
      if (url !== path && !url.startsWith(`${path}?`)) return;
      this.#unanswered++;
      res.once('close', () => {
        this.#unanswered--;
        if (this.#waiting() === 0) this.#step();
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

  #arrived(socket: Socket): void {
    const timer = this.#arriving.get(socket);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.#arriving.delete(socket);
    if (this.#waiting() === 0) this.#step();
  }

  /** Requests the work waits for: unanswered, or on their way on a connection just opened. */
  #waiting(): number {
    return this.#unanswered + this.#arriving.size;
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
      if (this.#waiting() > 0 && waited < this.#maxWaitMs) {
        // Woken by the last answer going out (or the last request on its way arriving), or by the deadline.
        this.#timer = setTimeout(() => this.#step(), this.#maxWaitMs - waited);
        return;
      }
      this.#queue.shift();
      next.start();
      this.#step();
    });
  }
}
