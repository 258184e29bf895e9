import { request } from 'undici';
import { afterEach, expect } from 'vitest';
import { type Emulator, type EmulatorOptions, startEmulator } from '../../src/dev/emulator.js';
import type { EmulatorOp } from '../../src/dev/types.js';
import { PortalClient, type PortalClientOptions } from '../../src/portal/client.js';
import { StaticTokenSource } from '../../src/portal/tokens/static.js';
import { Secret } from '../../src/secret.js';

/** A fixed instant for every portal test: 2026-11-21T12:00:00Z. */
export const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);

export interface PortalRig {
  readonly emulator: Emulator;
  readonly client: PortalClient;
  readonly clock: { now: number };
  readonly admin: StaticTokenSource;
  readonly member: StaticTokenSource;
  readonly adminName: string;
  readonly memberName: string;
  /** POSTs of createTask/createRole that reached the server. */
  posts(op: EmulatorOp): number;
}

const open: PortalRig[] = [];

afterEach(async () => {
  for (const rig of open.splice(0)) {
    await rig.client.close();
    await rig.emulator.close();
  }
});

/** A running emulator and a client pointed at it, both on one clock; closed after each test. */
export async function portalRig(
  emulatorOptions: EmulatorOptions = {},
  clientOptions: Partial<PortalClientOptions> = {},
): Promise<PortalRig> {
  const clock = { now: T0 };
  const emulator = await startEmulator({ now: () => clock.now, ...emulatorOptions });
  const client = new PortalClient({
    portalUrl: emulator.url,
    allowedServiceHosts: ['scenes.example.org'],
    now: () => clock.now,
    sleep: async () => {},
    timeouts: { connectMs: 2_000, headersMs: 2_000, bodyMs: 2_000 },
    ...clientOptions,
  });
  const [admin, member] = emulator.users;
  if (!admin || !member) throw new Error('the emulator should have an admin and a member');
  const rig: PortalRig = {
    emulator,
    client,
    clock,
    admin: new StaticTokenSource(new Secret(admin.token)),
    member: new StaticTokenSource(new Secret(member.token)),
    adminName: admin.username,
    memberName: member.username,
    posts: (op) => emulator.count(op, 'POST'),
  };
  open.push(rig);
  return rig;
}

export const ITEM = '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2';

/** A valid "every weekday at 19:00 Pacific (03:00 UTC the next day)" task of each type. */
export const TASKS = {
  ExecuteNotebook: {
    type: 'ExecuteNotebook',
    title: 'Nightly notebook',
    itemId: ITEM,
    parameters: { updatePortalItem: true, notebookParameters: '{"region":"west"}' },
    minute: '0',
    hour: '3',
    dayOfMonth: '?',
    month: '*',
    dayOfWeek: '3-7',
  },
  UpdateAnalyticsWorkbook: {
    type: 'UpdateAnalyticsWorkbook',
    itemId: ITEM,
    minute: '30',
    hour: '6',
    dayOfMonth: '*',
    month: '*',
    dayOfWeek: '?',
    maxOccurrences: 10,
  },
  ExecuteSceneCook: {
    type: 'ExecuteSceneCook',
    title: 'Re-cook the city',
    itemId: ITEM,
    parameters: {
      service_url: 'https://scenes.example.org/server/rest/services/Hosted/City/SceneServer',
      num_of_caching_service_instances: 2,
      layer: '{"layers":[0]}',
      update_mode: 'PARTIAL_UPDATE_NODES',
    },
    minute: '0',
    hour: '2',
    dayOfMonth: '1',
    month: '*',
    dayOfWeek: '?',
  },
  ExecuteWorkflowManager: {
    type: 'ExecuteWorkflowManager',
    itemId: ITEM,
    minute: '15',
    hour: '*/6',
    dayOfMonth: '*',
    month: '*',
    dayOfWeek: '?',
    startDate: T0 + 86_400_000,
    endDate: T0 + 30 * 86_400_000,
  },
  ExecuteReport: {
    type: 'ExecuteReport',
    parameters: { reportType: 'org', reportSubType: 'credits', timeDuration: 'monthly' },
    minute: '0',
    hour: '8',
    dayOfMonth: '1',
    month: '*',
    dayOfWeek: '?',
  },
} as const;

/** The browser's part: the emulator's sign-in page, the form posted back, and the 302 to the redirect URI. */
export async function signInAtPortal(authorizeUrl: string, username: string, password: string): Promise<URL> {
  const page = await request(authorizeUrl);
  expect(page.statusCode).toBe(200);
  expect(await page.body.text()).toContain('name="password"');
  const url = new URL(authorizeUrl);
  const form = new URLSearchParams(url.searchParams);
  form.set('username', username);
  form.set('password', password);
  const res = await request(`${url.origin}${url.pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  await res.body.text();
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}
