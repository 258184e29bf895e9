import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { loadConfig } from '../config.js';
import { isPortalOpsError } from '../errors.js';
import { createLogger } from '../log.js';
import { startBot } from '../main.js';
import { explain } from '../words.js';
import { guardProcess, type ProcessEvents } from './process-policy.js';

interface Out {
  write(s: string): unknown;
}

/**
 * `portal-ops start` (what `npm start` runs): the bot, until SIGINT or SIGTERM; then in-flight work finishes and
 * the store closes. A configuration problem stops it at once with one message naming every variable at fault.
 */
export async function runStart(
  err: Out,
  proc: ProcessEvents = process,
  exit: (code: number) => void = (code) => process.exit(code),
): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    // A .env beside the project fills what the environment leaves unset (values already set win).
    if (existsSync('.env')) process.loadEnvFile('.env');
    config = loadConfig(process.env, { forBot: true });
  } catch (e) {
    const w = explain(e);
    err.write(`portal-ops: ${w.summary}\n${w.action}\n`);
    return 1;
  }
  const log = createLogger({ level: config.slack.logLevel, format: config.slack.logFormat });
  let bot: Awaited<ReturnType<typeof startBot>> | undefined;
  // From here no failure ends the process unannounced (process-policy.ts).
  const unguard = guardProcess(proc, { log, err, stop: async () => bot?.stop(), exit });
  try {
    bot = await startBot(config, log);
  } catch (e) {
    const w = explain(e);
    // Our errors carry their own words; anything else gets a reference that matches the log line.
    const reference = isPortalOpsError(e) ? undefined : randomBytes(4).toString('hex');
    log.error({ err: e instanceof Error ? e.message : String(e), reference }, 'start-up failed');
    err.write(`portal-ops: ${w.summary}\n${w.action}${reference ? ` (reference ${reference})` : ''}\n`);
    unguard();
    return 1;
  }
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await bot.stop();
  unguard();
  return 0;
}
