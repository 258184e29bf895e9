// Start-up against a Slack that cannot be reached, that refuses the token, or that stumbles before answering: the
// bot stops at once with words naming Slack and the fix (exit 1), or starts once Slack answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runStart } from '../../src/cli/start.js';
import { CONFIG_VARIABLES, loadConfig } from '../../src/config.js';
import { type Emulator, startEmulator } from '../../src/dev/emulator.js';
import { isPortalOpsError } from '../../src/errors.js';
import { createLogger } from '../../src/log.js';
import { startBot } from '../../src/main.js';
import { type FakeSlack, startFakeSlack } from '../support/fake-slack.js';
import { closedPort } from '../support/ports.js';
import { rigEnv } from './rig.js';

let emulator: Emulator;
let fake: FakeSlack;
let dir: string;

beforeEach(async () => {
  emulator = await startEmulator();
  fake = await startFakeSlack();
  dir = mkdtempSync(join(tmpdir(), 'portal-ops-start-'));
});

afterEach(async () => {
  vi.unstubAllEnvs();
  await emulator.close();
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `portal-ops start` with exactly this environment; what it wrote to stderr and its exit status. */
async function start(env: Record<string, string>) {
  for (const name of CONFIG_VARIABLES) vi.stubEnv(name, '');
  for (const [name, value] of Object.entries({ ...env, LOG_LEVEL: 'silent' })) vi.stubEnv(name, value);
  let text = '';
  const exits: number[] = [];
  const proc = { on: () => proc, off: () => proc };
  const code = await runStart({ write: (s: string) => (text += s) }, proc, (c) => void exits.push(c));
  return { code, text, exits };
}

describe('start-up: Slack first', () => {
  it('Slack out of reach: exit 1, naming Slack, its host and the fix (SLACK_TEAM_ID set or not)', async () => {
    const port = await closedPort();
    for (const team of [fake.team.id, '']) {
      const env = {
        ...rigEnv(emulator, fake, dir),
        SLACK_API_URL: `http://127.0.0.1:${port}/api/`,
        SLACK_TEAM_ID: team,
      };
      const { code, text } = await start(env);
      expect(code).toBe(1);
      expect(text).toBe(
        `portal-ops: Could not reach Slack’s Web API at 127.0.0.1:${port} (ECONNREFUSED).\nCheck the network (a proxy or firewall in the way?) and SLACK_API_URL (leave it empty for https://slack.com/api/).\n`,
      );
    }
    expect(emulator.count('self', 'GET')).toBe(0);
  });

  it('a bot token Slack does not know: exit 1 with what Slack said and the fix, not "something went wrong"', async () => {
    const { code, text } = await start({ ...rigEnv(emulator, fake, dir), SLACK_BOT_TOKEN: 'xoxb-not-the-token' });
    expect(code).toBe(1);
    expect(text).toContain('Slack refused the bot token (auth.test answered invalid_auth)');
    expect(text).toContain('SLACK_BOT_TOKEN is not a token Slack knows');
    expect(text).toContain('Copy the Bot User OAuth Token (xoxb-…)');
    expect(text).not.toContain('xoxb-not-the-token');
    expect(text).not.toContain('Something went wrong');
  });

  it('Slack stumbling (HTTP 503 twice) is asked again; the bot starts once it answers, and Bolt asks nothing itself', async () => {
    fake.failNext('auth.test', 'service_unavailable', { httpStatus: 503, times: 2 });
    const config = loadConfig(rigEnv(emulator, fake, dir));
    const bot = await startBot(config, createLogger({ level: 'silent' }));
    try {
      expect(fake.callsTo('auth.test')).toHaveLength(3);
    } finally {
      await bot.stop();
    }
  });

  it('Slack answering nothing: each call ends at its limit, three calls in all, then slack.unreachable', async () => {
    fake.delayNext('auth.test', 60_000, 3);
    const config = loadConfig(rigEnv(emulator, fake, dir));
    const { checkBotToken } = await import('../../src/slack/slack-check.js');
    const began = Date.now();
    const failed = await checkBotToken(config.slack.botToken as NonNullable<typeof config.slack.botToken>, {
      apiUrl: config.slack.apiUrl,
      timeoutMs: 200,
      pauseMs: 10,
    }).catch((e: unknown) => e);
    expect(isPortalOpsError(failed, 'slack.unreachable')).toBe(true);
    expect(Date.now() - began).toBeLessThan(3_000);
    expect(fake.callsTo('auth.test')).toHaveLength(3);
  });
});
