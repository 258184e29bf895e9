import { type Logger as BoltLogger, LogLevel } from '@slack/bolt';
import type { Logger } from '../log.js';

/** Bolt's logger interface over ours, so Bolt's own lines are JSON, redacted, at the configured level. */
export function boltLogger(log: Logger): BoltLogger {
  const child = log.child({ from: 'bolt' });
  const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  return {
    debug: (...a: unknown[]) => child.debug(text(a)),
    info: (...a: unknown[]) => child.info(text(a)),
    warn: (...a: unknown[]) => child.warn(text(a)),
    error: (...a: unknown[]) => child.error(text(a)),
    setLevel: () => {},
    getLevel: () => LogLevel.INFO,
    setName: () => {},
  };
}
