import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { runEmulator, sceneServiceExample } from '../../src/cli/emulator.js';
import { loadConfig } from '../../src/config.js';
import { ServiceAccount } from '../../src/identity/accounts.js';
import { PortalClient } from '../../src/portal/client.js';
import { ITEM_TYPE_OF } from '../../src/portal/items.js';
import type { TaskInput } from '../../src/portal/schema/task.js';
import { TASK_TYPES, type TaskType } from '../../src/portal/schema/task-types.js';

/**
 * Trying the bot as the README says: start `portal-ops emulator`, take the PORTAL_URL it prints and the admin's
 * username and password (nothing else: no allowlist), and every task type can be created, the scene-cook task's
 * scene service on the portal's own host included.
 */

const BUILT = fileURLToPath(new URL('../../dist/src/cli/main.js', import.meta.url));

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** `portal-ops emulator --port 0` run in this process, as the CLI runs it; resolves with what it printed. */
async function emulatorCommand(args: string[]): Promise<string> {
  let text = '';
  let stop: () => void = () => {};
  const stopped = new Promise<void>((resolve) => {
    stop = resolve;
  });
  const exit = runEmulator(args, { write: (s: string) => (text += s) }, { write: (s: string) => (text += s) }, stopped);
  stops.push(async () => {
    stop();
    await exit;
  });
  for (let i = 0; i < 500 && !text.includes('Stop with Ctrl-C.'); i++) await new Promise((r) => setTimeout(r, 10));
  return text;
}

/** The same command, built, in a process of its own (`npx portal-ops emulator` runs this file). */
async function builtEmulator(args: string[]): Promise<string> {
  const child: ChildProcess = spawn(process.execPath, [BUILT, 'emulator', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stops.push(async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  });
  return await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (d: Buffer) => {
      text += d.toString('utf8');
      if (text.includes('Stop with Ctrl-C.')) resolve(text);
    });
    child.once('exit', (code) => reject(new Error(`the emulator exited ${code} before it was ready: ${text}`)));
  });
}

interface Printed {
  readonly portalUrl: string;
  readonly username: string;
  readonly password: string;
  readonly sceneServiceUrl: string | undefined;
}

function read(text: string): Printed {
  const portalUrl = /^PORTAL_URL=(\S+)$/m.exec(text)?.[1];
  const admin = /^ {2}(\S+) +password (\S+) +org_admin/m.exec(text);
  const scene = /^ {2}(https:\/\/\S+\/SceneServer)$/m.exec(text)?.[1];
  if (!portalUrl || !admin?.[1] || !admin[2]) throw new Error(`not what the emulator prints:\n${text}`);
  return { portalUrl, username: admin[1], password: admin[2], sceneServiceUrl: scene };
}

/** Everything the README's instructions set, through the configuration and the client as `npm start` builds them. */
async function createEveryType(p: Printed): Promise<Record<TaskType, string>> {
  const config = loadConfig({ PORTAL_URL: p.portalUrl, PORTAL_USERNAME: p.username, PORTAL_PASSWORD: p.password });
  const client = new PortalClient({
    portalUrl: config.portal.url,
    allowedServiceHosts: config.portal.allowedServiceHosts,
    timeouts: config.portal.timeouts,
  });
  stops.push(() => client.close());
  const identity = new ServiceAccount({ client, account: config.portal.account });
  const acting = await identity.tokensFor({ team: 'T0TRYIT001', user: 'U0TRYIT001' });
  expect([...(await client.taskTypes(acting.tokens))].sort()).toEqual([...TASK_TYPES].sort());

  const itemFor = async (type: TaskType): Promise<string> => {
    const itemType = ITEM_TYPE_OF[type];
    // Workflow Manager's items have no documented type: any item id does, as the README says.
    if (!itemType) return '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';
    const [item] = await client.searchItems(acting.tokens, { type: itemType });
    if (!item) throw new Error(`the emulator has no ${itemType} to run ${type} against`);
    return item.id;
  };
  const when = { minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' };
  const tasks: Record<TaskType, () => Promise<TaskInput>> = {
    ExecuteNotebook: async () => ({
      type: 'ExecuteNotebook',
      title: 'Nightly notebook',
      itemId: await itemFor('ExecuteNotebook'),
      parameters: { updatePortalItem: true },
      ...when,
    }),
    UpdateAnalyticsWorkbook: async () => ({
      type: 'UpdateAnalyticsWorkbook',
      itemId: await itemFor('UpdateAnalyticsWorkbook'),
      ...when,
    }),
    ExecuteSceneCook: async () => ({
      type: 'ExecuteSceneCook',
      title: 'Re-cook the city',
      itemId: await itemFor('ExecuteSceneCook'),
      parameters: {
        service_url: p.sceneServiceUrl ?? 'none printed',
        num_of_caching_service_instances: 2,
        layer: '{"layers":[0]}',
        update_mode: 'PARTIAL_UPDATE_NODES',
      },
      ...when,
    }),
    ExecuteWorkflowManager: async () => ({
      type: 'ExecuteWorkflowManager',
      itemId: await itemFor('ExecuteWorkflowManager'),
      ...when,
    }),
    ExecuteReport: async () => ({
      type: 'ExecuteReport',
      parameters: { reportType: 'org', reportSubType: 'credits', timeDuration: 'monthly' },
      ...when,
    }),
  };
  const created = {} as Record<TaskType, string>;
  for (const type of TASK_TYPES) {
    created[type] = (await client.createTask(acting.tokens, acting.portalUser, await tasks[type]())).taskId;
  }
  const listed = await client.listTasks(acting.tokens, acting.portalUser);
  expect(listed.map((t) => t.id).sort()).toEqual(Object.values(created).sort());
  return created;
}

describe('trying it with the emulator, as the README says', () => {
  it('prints a PORTAL_URL on a host name and a scene service on that host', async () => {
    const p = read(await emulatorCommand(['--port', '0']));
    expect(p.portalUrl).toMatch(/^http:\/\/localhost:\d+\/sharing\/rest$/);
    expect(p.sceneServiceUrl).toBe('https://localhost/server/rest/services/Hosted/City_buildings/SceneServer');
  });

  it('creates one task of every type with the printed URL and the admin’s username and password', async () => {
    const created = await createEveryType(read(await emulatorCommand(['--port', '0'])));
    expect(Object.keys(created).sort()).toEqual([...TASK_TYPES].sort());
  });

  it('an IP address is still no scene service host, not even the portal’s own: the emulator says so', async () => {
    const text = await emulatorCommand(['--port', '0', '--host', '127.0.0.1']);
    const p = read(text);
    const ipUrl = p.portalUrl;
    expect(ipUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sharing\/rest$/);
    expect(p.sceneServiceUrl).toBeUndefined();
    expect(text).toContain('run the emulator with --host localhost (the default)');
    expect(sceneServiceExample(ipUrl)).toBeUndefined();
    const client = new PortalClient({ portalUrl: ipUrl });
    stops.push(() => client.close());
    expect(() =>
      client.validateTask({
        type: 'ExecuteSceneCook',
        itemId: '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2',
        parameters: {
          service_url: 'https://127.0.0.1/server/rest/services/Hosted/City_buildings/SceneServer',
          num_of_caching_service_instances: 1,
          layer: '{"layers":[0]}',
          update_mode: 'PARTIAL_UPDATE_NODES',
        },
        minute: '0',
        hour: '3',
        dayOfMonth: '?',
        month: '*',
        dayOfWeek: '3-7',
      }),
    ).toThrow(expect.objectContaining({ code: 'validation.invalid' }));
  });

  // `npm ci` builds (prepare), so in CI the build is there and this must run; locally it needs `npm run build`.
  it.skipIf(!existsSync(BUILT) && !process.env.CI)(
    'the same with the built command, in a process of its own',
    async () => {
      const p = read(await builtEmulator(['--port', '0']));
      expect(p.portalUrl).toMatch(/^http:\/\/localhost:\d+\/sharing\/rest$/);
      const created = await createEveryType(p);
      expect(Object.keys(created).sort()).toEqual([...TASK_TYPES].sort());
    },
  );
});
