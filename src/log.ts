import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger } from 'pino';

/**
 * Field names whose values never reach a log, at any level, wherever they sit in a logged object. `Secret` values
 * already print as `[secret]`; this catches plain strings that slipped through (a raw body, a form, a header).
 */
const REDACT = [
  'token',
  'password',
  'accessToken',
  'refreshToken',
  'access_token',
  'refresh_token',
  'code',
  'code_verifier',
  'verifier',
  'encryptionKey',
  'signingSecret',
  'authorization',
  'x-esri-authorization',
  'form',
  'body',
];

export function redactPaths(): string[] {
  return REDACT.flatMap((k) => [k, `*.${k}`, `*.*.${k}`, `headers["${k}"]`]);
}

/** The logger: JSON lines, secrets censored by name; `destination` lets tests capture every byte. */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? 'info',
      redact: { paths: redactPaths(), censor: '[redacted]' },
      base: { app: 'portal-ops' },
    },
    options.destination,
  );
}

/** A logger that drops everything (the default where none is injected). */
export const silentLogger: Logger = pino({ level: 'silent' });
