import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type Logger as BoltLogger, HTTPReceiver, LogLevel } from '@slack/bolt';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/log.js';
import { startBot } from '../../src/main.js';
import { BENCH_CHANNEL } from './requests.js';

/**
 * One app just started, in a process of its own, for the first burst after a start: `bare` (Bolt acking
 * `/portal-task`), `portal-ops` (startBot as `npm start` runs it) or `portal-ops-cold` (startBot without its
 * warm-up). Arguments: kind, signing secret, Web API URL, portal URL, portal token. Prints one JSON line
 * `{"url": ..., "readyMs": ..., "warmUpMs": ...}` once it is ready (readyMs: from just before the app is made to
 * ready, module loading left out; warmUpMs: how much of it the warm-up took); stops on SIGTERM.
 */
const [kind, secret, apiUrl, portalUrl, portalToken] = process.argv.slice(2);
if (!kind || !secret || !apiUrl || !portalUrl || !portalToken) throw new Error('cold-app: missing arguments');

const silent: BoltLogger = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
  setLevel: () => {},
  getLevel: () => LogLevel.ERROR,
  setName: () => {},
};

const dir = mkdtempSync(join(tmpdir(), 'portal-ops-cold-'));
let stop: () => Promise<void>;
const started = performance.now();
let port: number;
let warmUpMs = 0;
if (kind === 'bare') {
  const receiver = new HTTPReceiver({ signingSecret: secret, logger: silent });
  const app = new App({ token: 'xoxb-bench-bare', receiver, logger: silent, clientOptions: { slackApiUrl: apiUrl } });
  app.command('/portal-task', async ({ ack }) => {
    await ack();
  });
  const server = (await app.start(0)) as Server;
  port = (server.address() as AddressInfo).port;
  stop = async () => void (await app.stop());
} else {
  const bot = await startBot(
    loadConfig({
      PORTAL_URL: portalUrl,
      PORTAL_TOKEN: portalToken,
      PORTAL_AUTH_MODE: 'service-account',
      SLACK_BOT_TOKEN: 'xoxb-bench-portal-ops',
      SLACK_SIGNING_SECRET: secret,
      SLACK_API_URL: apiUrl,
      NOTIFY_CHANNEL: BENCH_CHANNEL.id,
      PORT: '0',
      SQLITE_PATH: join(dir, 'bench.sqlite'),
      LOG_LEVEL: 'silent',
    }),
    createLogger({ level: 'silent' }),
    { warmUp: kind === 'portal-ops' },
  );
  port = bot.port;
  warmUpMs = bot.warmUpMs;
  stop = () => bot.stop();
}
const readyMs = performance.now() - started;
process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}`, readyMs, warmUpMs })}\n`);
process.once('SIGTERM', () => {
  void stop().finally(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
