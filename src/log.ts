import { type DestinationStream, type Logger, pino } from 'pino';
import { prettyDestination } from './log-pretty.js';

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

/**
 * How lines look: `json` for machines (one object a line), `pretty` for a person (`HH:MM:SS.mmm LEVEL msg k=v`),
 * `auto` for pretty when the lines go to a terminal and JSON otherwise (a file, a pipe, a log collector).
 */
export type LogFormat = 'auto' | 'pretty' | 'json';

export interface LoggerOptions {
  readonly level?: string;
  readonly format?: LogFormat;
  /** Where lines go (default stdout); tests capture every byte here. */
  readonly destination?: DestinationStream & { readonly isTTY?: boolean };
}

/** The format `auto` stands for, given whether the lines go to a terminal. */
export function resolveLogFormat(format: LogFormat, isTTY: boolean): 'pretty' | 'json' {
  return format === 'auto' ? (isTTY ? 'pretty' : 'json') : format;
}

/** The logger: secrets censored by name before a line is written, in either format. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const out = options.destination ?? process.stdout;
  const pretty = resolveLogFormat(options.format ?? 'auto', out.isTTY === true) === 'pretty';
  return pino(
    {
      level: options.level ?? 'info',
      redact: { paths: redactPaths(), censor: '[redacted]' },
      base: { app: 'portal-ops' },
    },
    pretty ? prettyDestination(out) : options.destination,
  );
}

/** A logger that drops everything (the default where none is injected). */
export const silentLogger: Logger = pino({ level: 'silent' });
