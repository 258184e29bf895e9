import { type Logger as BoltLogger, LogLevel } from '@slack/bolt';
import type { Logger } from '../log.js';

/** Bolt's logger interface over ours, so Bolt's own lines are JSON, redacted, at the configured level. */
export function boltLogger(log: Logger): BoltLogger {
  const child = log.child({ from: 'bolt' });
  const text = (args: unknown[]) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ');
  // Bolt logs a few debug lines per event: the words are only built when the level lets them out.
  const at =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...a: unknown[]) => {
      if (child.isLevelEnabled(level)) child[level](text(a));
    };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    setLevel: () => {},
    getLevel: () => LogLevel.INFO,
    setName: () => {},
  };
}
