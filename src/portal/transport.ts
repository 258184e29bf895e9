import { Agent, buildConnector } from 'undici';

/** Explicit limits for every phase of a request; all configurable (config.ts). */
export interface Timeouts {
  /** TCP + TLS handshake. A connect timeout means nothing was sent. */
  readonly connectMs: number;
  /** From the request being written to the response headers. */
  readonly headersMs: number;
  /** Between chunks of the response body. */
  readonly bodyMs: number;
  /** How long an idle keep-alive socket is kept; below the usual 5 s of servers, so we never reuse a closing one. */
  readonly keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = { connectMs: 10_000, headersMs: 30_000, bodyMs: 30_000, keepAliveMs: 4_000 };

export interface Reply {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

/**
 * What went wrong below HTTP. `connect` failures happened before a byte of the request left (safe to resend);
 * `exchange` failures happened after it may have been written (the server may have acted on it).
 */
export type TransportReason =
  | 'refused'
  | 'dns-failed'
  | 'tls'
  | 'connect-timeout'
  | 'unreachable'
  | 'timeout'
  | 'connection-lost'
  | 'too-large'
  | 'closed';

export class TransportError extends Error {
  constructor(
    readonly phase: 'connect' | 'exchange',
    readonly reason: TransportReason,
    options: { cause: unknown },
  ) {
    super(`${phase} failed: ${reason}`, options);
    this.name = 'TransportError';
  }
}

export interface TransportOptions {
  readonly timeouts?: Partial<Timeouts>;
  /** Replaces undici's TCP/TLS connector (tests inject connection faults here; production never sets it). */
  readonly connector?: buildConnector.connector;
  readonly maxResponseBytes?: number;
  readonly connections?: number;
  readonly userAgent?: string;
  /**
   * Sent as `Referer` on every request: a token from `generateToken` with `client=referer` is only accepted
   * with the referer it was issued for.
   */
  readonly referer?: string;
}

export interface Outgoing {
  readonly method: 'GET' | 'POST';
  /** Path and query, e.g. `/sharing/rest/portals/self?f=json`. */
  readonly path: string;
  readonly form?: URLSearchParams;
  readonly headers?: Readonly<Record<string, string>>;
  /** Ends the request when it fires (a read with a deadline); an ended request fails as an exchange timeout. */
  readonly signal?: AbortSignal;
}

/** One keep-alive connection pool per portal, and the line between "never sent" and "sent, no answer". */
export class Transport {
  readonly #agent: Agent;
  readonly #origin: string;
  readonly #userAgent: string;
  readonly #referer: string | undefined;
  /** Errors raised by the connector: the request was never written. */
  readonly #connectErrors = new WeakSet<object>();

  constructor(origin: URL, options: TransportOptions = {}) {
    const t = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    const inner = options.connector ?? buildConnector({ timeout: t.connectMs });
    const connectErrors = this.#connectErrors;
    const connect: buildConnector.connector = (opts, callback) => {
      inner(opts, (...args) => {
        const [err] = args;
        if (err) connectErrors.add(err);
        callback(...args);
      });
    };
    this.#agent = new Agent({
      connect,
      headersTimeout: t.headersMs,
      bodyTimeout: t.bodyMs,
      keepAliveTimeout: t.keepAliveMs,
      keepAliveMaxTimeout: t.keepAliveMs,
      connections: options.connections ?? 16,
      pipelining: 1,
      maxResponseSize: options.maxResponseBytes ?? 8 * 1024 * 1024,
    });
    this.#origin = origin.origin;
    this.#userAgent = options.userAgent ?? 'portal-ops';
    this.#referer = options.referer;
  }

  async send(req: Outgoing): Promise<Reply> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'user-agent': this.#userAgent,
      ...(this.#referer ? { referer: this.#referer } : {}),
      ...req.headers,
    };
    let body: string | undefined;
    if (req.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = req.form.toString();
    }
    try {
      const res = await this.#agent.request({
        origin: this.#origin,
        method: req.method,
        path: req.path,
        headers,
        body: body ?? null,
        ...(req.signal ? { signal: req.signal } : {}),
      });
      const text = await res.body.text();
      const ct = res.headers['content-type'];
      return { status: res.statusCode, contentType: (Array.isArray(ct) ? ct[0] : ct) ?? '', body: text };
    } catch (e) {
      if (req.signal?.aborted) throw new TransportError('exchange', 'timeout', { cause: e });
      throw this.#classify(e);
    }
  }

  close(): Promise<void> {
    return this.#agent.close();
  }

  /** Throws programmer errors as they are; returns the network's. */
  #classify(e: unknown): TransportError {
    const code = errorCode(e);
    if (typeof e === 'object' && e !== null && this.#connectErrors.has(e)) {
      return new TransportError('connect', connectReason(code), { cause: e });
    }
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') {
      return new TransportError('exchange', 'timeout', { cause: e });
    }
    if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE') return new TransportError('exchange', 'too-large', { cause: e });
    // Refused by undici itself before anything was written: the pool was closed.
    if (code === 'UND_ERR_CLOSED') return new TransportError('connect', 'closed', { cause: e });
    // A request undici will not even try (a header with a newline): our bug, not the network's.
    if (code === 'UND_ERR_INVALID_ARG') throw e;
    return new TransportError('exchange', 'connection-lost', { cause: e });
  }
}

function errorCode(e: unknown): string {
  return typeof e === 'object' && e !== null && 'code' in e ? String(e.code) : '';
}

function connectReason(code: string): TransportReason {
  if (code === 'ECONNREFUSED') return 'refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return 'dns-failed';
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') return 'connect-timeout';
  if (/^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO_)/.test(code)) return 'tls';
  return 'unreachable';
}
