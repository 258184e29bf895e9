// The end-to-end rig: the real app (`startBot`) in HTTP mode on port 0, the fake Slack Web API, the portal emulator
// and SQLite in a temp dir; plus the steps a person takes (a command, a choice in the modal, a submission, a confirm)
// and ways to read what they see.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { request } from 'undici';
import { afterEach } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { type Emulator, type EmulatorOptions, startEmulator } from '../../src/dev/emulator.js';
import { createLogger, type Logger } from '../../src/log.js';
import { type Running, startBot } from '../../src/main.js';
import { ADVANCED, ADVANCED_ACTION, BLOCK, CALLBACK, DST_CHOICE, DST_CHOICE_ACTION } from '../../src/slack/ids.js';
import { type FakeSlack, type FakeSlackOptions, type SlackCall, startFakeSlack } from '../support/fake-slack.js';
import { type Answers, DEFAULT_PERSON, type SlackView, textOf } from '../support/slack-payloads.js';
import {
  appTarget,
  blockActions,
  type PersonInput,
  type SlackTarget,
  slashCommand,
  viewSubmission,
} from '../support/slack-requests.js';

export const SECRET = 'e2e-signing-secret-0123456789';
/** The team channel (the bot is a member). */
export const CHANNEL = 'C0OPS00001';
/** A public channel the bot is not in. */
export const GENERAL = 'C0GENERAL1';
export const ITEM = '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';
/** The emulator answers createTask for this item with CONT_0001 (its default `missingItemIds`). */
export const MISSING_ITEM = '00000000000000000000000000000000';
export const ALICE = DEFAULT_PERSON.id;
export const BOB = 'U0BOB00001';
/** Where the portal sends people back after signing in; the app serves the path on its own port. */
export const REDIRECT = 'http://127.0.0.1:9/portal/callback';
export const SERVICE_HOST = 'maps.example.com';

export interface RigOptions {
  /** Environment over the rig's defaults; '' unsets a default. */
  readonly env?: Readonly<Record<string, string>>;
  readonly fake?: FakeSlackOptions;
  readonly emulator?: EmulatorOptions;
  /** The app's logger (default: silent). */
  readonly log?: Logger;
}

export interface Rig {
  readonly fake: FakeSlack;
  readonly emulator: Emulator;
  /** The running app (a new one after `restart`). */
  readonly bot: Running;
  readonly target: SlackTarget;
  /** The app's own base URL, e.g. `http://127.0.0.1:PORT` (health, the sign-in callback). */
  readonly appUrl: string;
  /** Stops the app and starts it again on the same database (the sweep runs at start). */
  restart(): Promise<void>;
}

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0).reverse()) await c();
});

/** Settings for per-person accounts (people sign in through the emulator's OAuth page). */
export function perPersonEnv(): Record<string, string> {
  return {
    PORTAL_AUTH_MODE: 'per-person',
    PORTAL_OAUTH_CLIENT_ID: 'portal-ops',
    ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    PORTAL_OAUTH_REDIRECT_URL: REDIRECT,
    PORTAL_USERNAME: '',
    PORTAL_PASSWORD: '',
  };
}

/** The whole app in HTTP mode on port 0, the fake Slack Web API, the portal emulator, SQLite in a temp dir. */
/**
 * The app's environment on the rig's fakes: HTTP mode with the fake Web API, a service account (the emulator's
 * admin) on the emulator, the team channel, a database under `dir`, and ALICE allowed roles.
 */
export function rigEnv(emulator: Emulator, fake: FakeSlack, dir: string): Record<string, string> {
  const admin = emulator.users[0];
  if (!admin) throw new Error('no admin');
  return {
    PORTAL_URL: emulator.url,
    PORTAL_USERNAME: admin.username,
    PORTAL_PASSWORD: admin.password,
    PORTAL_ALLOWED_SERVICE_HOSTS: SERVICE_HOST,
    // the item's title is part of what the views are checked for: no lookup may run out of time on a loaded machine
    PORTAL_ITEM_LOOKUP_MS: '30000',
    SLACK_BOT_TOKEN: fake.token,
    SLACK_SIGNING_SECRET: SECRET,
    SLACK_API_URL: fake.url,
    SLACK_TEAM_ID: fake.team.id,
    NOTIFY_CHANNEL: CHANNEL,
    PORT: '0',
    SQLITE_PATH: join(dir, 'e2e.sqlite'),
    PORTAL_ROLE_USERS: ALICE,
  };
}

export async function startRig(options: RigOptions = {}): Promise<Rig> {
  const fake = await startFakeSlack(options.fake);
  cleanup.push(() => fake.close());
  const emulator = await startEmulator(options.emulator);
  cleanup.push(() => emulator.close());
  const dir = mkdtempSync(join(tmpdir(), 'portal-ops-e2e-'));
  cleanup.push(async () => rmSync(dir, { recursive: true, force: true }));
  const config = loadConfig({ ...rigEnv(emulator, fake, dir), ...options.env });
  const log = options.log ?? createLogger({ level: 'silent' });
  const held = { bot: await startBot(config, log), stopped: false };
  cleanup.push(async () => {
    if (!held.stopped) await held.bot.stop();
  });
  return {
    fake,
    emulator,
    get bot() {
      return held.bot;
    },
    get target() {
      return appTarget(held.bot.port, SECRET, fake);
    },
    get appUrl() {
      return `http://127.0.0.1:${held.bot.port}`;
    },
    async restart() {
      held.stopped = true;
      await held.bot.stop();
      held.bot = await startBot(config, log);
      held.stopped = false;
    },
  };
}

export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Runs `act`, then waits for the next call to `method` it caused. */
export async function nextCall(r: Rig, method: string, act: () => Promise<unknown>): Promise<SlackCall> {
  const before = r.fake.callsTo(method).length;
  await act();
  return r.fake.waitForCall(method, before + 1);
}

/** The view as the person sees it now (throws when there is none). */
export function seen(r: Rig, viewId: string): SlackView {
  const view = r.fake.currentView(viewId);
  if (!view) throw new Error(`no view ${viewId}`);
  return view;
}

/** The visible words of the view. */
export function words(r: Rig, viewId: string): string {
  return textOf(seen(r, viewId));
}

function viewIdOf(call: SlackCall): string {
  const view = call.answer?.view as { id?: string } | undefined;
  if (!call.answer?.ok || !view?.id)
    throw new Error(`${call.method} did not open a view: ${JSON.stringify(call.answer)}`);
  return view.id;
}

/**
 * `/portal-task [phrase]`: the modal opens finished at once (or a placeholder is filled in when the zone or the
 * portal is slow); its id once it shows the task form.
 */
export async function openTaskModal(r: Rig, text = '', user: PersonInput = ALICE): Promise<string> {
  const opened = await nextCall(r, 'views.open', async () => {
    const reply = await slashCommand(r.target, { command: '/portal-task', text, user });
    if (reply.status !== 200) throw new Error(`/portal-task answered ${reply.status}`);
  });
  const viewId = viewIdOf(opened);
  await until(() => r.fake.currentView(viewId)?.callback_id === CALLBACK.taskModal).catch(() => {
    throw new Error(`not the task modal: ${textOf(seen(r, viewId))}`);
  });
  return viewId;
}

/** `/portal-role [name]`: the role modal; its id. */
export async function openRoleModal(r: Rig, name = '', user: PersonInput = ALICE): Promise<string> {
  const opened = await nextCall(r, 'views.open', () =>
    slashCommand(r.target, { command: '/portal-role', text: name, user }),
  );
  return viewIdOf(opened);
}

/**
 * A choice that rebuilds the task modal (type, report, schedule mode): the block_actions, then the app's
 * views.update. `answers` are what the person had typed before choosing.
 */
export async function choose(r: Rig, viewId: string, actionId: string, value: string, answers: Answers = {}) {
  const call = await nextCall(r, 'views.update', async () => {
    const reply = await blockActions(r.target, { viewId, answers, action: { actionId, value } });
    if (reply.status !== 200) throw new Error(`block_actions answered ${reply.status}`);
  });
  if (!call.answer?.ok) throw new Error(`the rebuild failed: ${JSON.stringify(call.answer)}`);
}

/** Shows the task modal's advanced settings (the schedule's mode, start, end, maximum runs). */
export async function openAdvanced(r: Rig, viewId: string, answers: Answers = {}) {
  await choose(r, viewId, ADVANCED_ACTION, ADVANCED.open, answers);
}

/** Submits the modal (the fake applies the app's answer); the app's answer. */
export async function submit(r: Rig, viewId: string, answers: Answers = {}, user: PersonInput = ALICE) {
  const reply = await viewSubmission(r.target, { viewId, answers, user });
  if (reply.status !== 200) throw new Error(`view_submission answered ${reply.status}`);
  return reply;
}

const IN_PROGRESS = /^Creating the (task|role)…$/;

/** Confirms the confirmation view and waits for the result the person is left with (after "Creating…"). */
export async function confirm(r: Rig, viewId: string, user: PersonInput = ALICE): Promise<SlackView> {
  const view = seen(r, viewId);
  if (view.callback_id !== CALLBACK.taskConfirm && view.callback_id !== CALLBACK.roleConfirm) {
    throw new Error(`not a confirmation: ${textOf(view)}`);
  }
  await submit(r, viewId, {}, user);
  return settled(r, viewId);
}

/** The view once it no longer says "Creating…". */
export async function settled(r: Rig, viewId: string): Promise<SlackView> {
  await until(() => {
    const v = r.fake.currentView(viewId);
    return v !== undefined && v.callback_id === CALLBACK.progress && !IN_PROGRESS.test(v.title.text);
  });
  return seen(r, viewId);
}

/** A whole task from the command to the result view; the modal's id. */
export async function createTask(
  r: Rig,
  answers: Answers,
  phrase = 'every day at 6am',
  options: { fixedInUtc?: boolean } = {},
): Promise<string> {
  const viewId = await openTaskModal(r, phrase);
  const reply = await submit(r, viewId, answers);
  if (seen(r, viewId).callback_id !== CALLBACK.taskConfirm) {
    throw new Error(`no confirmation: ${JSON.stringify(reply.json)} / ${words(r, viewId)}`);
  }
  // One task fixed in UTC rather than a chain that follows daylight saving (the confirmation's choice).
  if (options.fixedInUtc && seen(r, viewId).blocks.some((b) => b.block_id === DST_CHOICE_ACTION)) {
    await choose(r, viewId, DST_CHOICE_ACTION, DST_CHOICE.fixed);
  }
  await confirm(r, viewId);
  return viewId;
}

/** What the app said to the person through the response URL, newest last (the words of each). */
export function replies(r: Rig): string[] {
  return r.fake.responses.map((p) => textOf(p.body));
}

/** Runs a slash command and waits for its answer through the response URL; the words and the raw body. */
export async function command(r: Rig, name: string, text = '', user: PersonInput = ALICE) {
  const before = r.fake.responses.length;
  const reply = await slashCommand(r.target, { command: name, text, user });
  if (reply.status !== 200) throw new Error(`${name} answered ${reply.status}`);
  await until(() => r.fake.responses.length > before);
  const post = r.fake.responses[before];
  if (!post) throw new Error('no answer');
  return { text: textOf(post.body), body: post.body as Record<string, unknown> };
}

/** The task as the portal stored it, with its parameters parsed. */
export function onlyTask(r: Rig) {
  const tasks = r.emulator.tasks();
  if (tasks.length !== 1 || !tasks[0]) throw new Error(`${tasks.length} tasks on the portal`);
  const task = tasks[0];
  return { ...task, params: task.parameters === undefined ? undefined : (JSON.parse(task.parameters) as unknown) };
}

/** A GET on the app's own server. */
export async function get(r: Rig, path: string) {
  const res = await request(new URL(path, r.appUrl));
  return { status: res.statusCode, body: await res.body.text(), headers: res.headers };
}

export { BLOCK, CALLBACK };
