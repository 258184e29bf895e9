import { webApi } from '@slack/bolt';
import { PortalOpsError } from '../errors.js';
import type { Secret } from '../secret.js';

/** Who the bot token says the bot is (`auth.test`). */
export interface BotIdentity {
  readonly teamId: string;
  readonly botId: string;
  readonly botUserId: string;
  readonly botName: string | undefined;
}

export interface CheckOptions {
  readonly apiUrl?: string | undefined;
  /** Each call's limit (ms). */
  readonly timeoutMs?: number;
  /** Calls in all, when Slack cannot be reached or answers with a server error. A refusal is final at once. */
  readonly attempts?: number;
  /** The pause before the second call; doubled before each further one (ms). */
  readonly pauseMs?: number;
}

const SLACK_API = 'https://slack.com/api/';

/** The Web API client's logger for checks: their outcome is reported in words, not as the SDK's warnings. */
export const quiet: webApi.Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  setLevel: () => undefined,
  getLevel: () => webApi.LogLevel.ERROR,
  setName: () => undefined,
};

/** A client for one diagnosis: one attempt per call, a finite limit, a rate limit reported rather than waited out. */
export function checkingClient(token: string | undefined, apiUrl: string | undefined, timeoutMs: number) {
  return new webApi.WebClient(token, {
    ...(apiUrl ? { slackApiUrl: apiUrl } : {}),
    timeout: timeoutMs,
    retryConfig: { retries: 0 },
    rejectRateLimitedCalls: true,
    logger: quiet,
  });
}

/** The system's code (ECONNREFUSED, ENOTFOUND…) somewhere down fetch's chain of causes. */
export function networkCode(e: unknown): string | undefined {
  let at: unknown = e;
  for (let depth = 0; depth < 5 && typeof at === 'object' && at !== null; depth++) {
    const { code, cause, errors } = at as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string') return code;
    at = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return undefined;
}

export function apiHost(apiUrl: string | undefined): string {
  try {
    return new URL(apiUrl ?? SLACK_API).host;
  } catch {
    return apiUrl ?? 'slack.com';
  }
}

/**
 * Slack's `auth.test` for the bot token, before anything starts: a finite limit per call and a few calls when
 * Slack cannot be reached, then an error with words (`slack.unreachable` naming the host, `slack.refused` with
 * what Slack said about the token). Without it, Bolt makes the same call itself at construction where nothing
 * awaits it, and an unreachable Slack ends the process a little later with a raw stack.
 */
export async function checkBotToken(token: Secret, options: CheckOptions = {}): Promise<BotIdentity> {
  const client = checkingClient(token.reveal(), options.apiUrl, options.timeoutMs ?? 5_000);
  const attempts = Math.max(1, options.attempts ?? 3);
  let pause = options.pauseMs ?? 500;
  let last: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) {
      await new Promise((r) => setTimeout(r, pause));
      pause *= 2;
    }
    try {
      const r = await client.auth.test();
      if (!r.team_id || !r.user_id || !r.bot_id) {
        throw new PortalOpsError('slack.refused', { reason: 'not_a_bot_token', host: apiHost(options.apiUrl) });
      }
      return { teamId: r.team_id, botId: r.bot_id, botUserId: r.user_id, botName: r.user ?? undefined };
    } catch (e) {
      if (e instanceof webApi.WebAPIPlatformError) {
        const needed = (e.data as { needed?: unknown }).needed;
        throw new PortalOpsError(
          'slack.refused',
          { reason: e.data.error, host: apiHost(options.apiUrl), ...(typeof needed === 'string' ? { needed } : {}) },
          { cause: e },
        );
      }
      if (e instanceof PortalOpsError) throw e;
      last = e;
    }
  }
  const reason =
    last instanceof webApi.WebAPIHTTPError
      ? `HTTP ${last.statusCode}`
      : last instanceof webApi.WebAPIRateLimitedError
        ? 'rate limited'
        : last instanceof webApi.WebAPIRequestError
          ? (networkCode(last.original) ?? 'no answer')
          : 'no answer';
  throw new PortalOpsError('slack.unreachable', { host: apiHost(options.apiUrl), reason }, { cause: last });
}
