import { createHmac } from 'node:crypto';
import { DateTime } from 'luxon';
import { Agent, request } from 'undici';
import type { Logger } from '../log.js';
import { TASK_TYPES } from '../portal/schema/task-types.js';
import { zoneAbbreviation } from '../schedule/engine.js';
import type { Secret } from '../secret.js';
import { EVENTS_PATH } from './receiver.js';
import { modalMetadata } from './views/metadata.js';
import { roleModal } from './views/role-modal.js';
import { taskModal } from './views/task-modal.js';
import type { Zones } from './zone.js';

/**
 * The zones read ahead whatever the store says. The first zone used at all loads the time-zone tables (~25 ms);
 * each further zone costs a little: these are the usual ones.
 */
const USUAL_ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
/** At most this many zones from the store (a zone is a few hundred microseconds). */
const ZONES_IN_USE_MAX = 50;

/** A command no listener takes: the app's own answer ("not understood") goes back to the sender, and nothing else. */
export const WARM_UP_COMMAND = '/portal-ops-warm-up';
/** Commands sent at once to the app's own server: each layer's code runs, on a few connections. */
const WARM_UP_REQUESTS = 8;

export interface WarmUpOptions {
  readonly zones: Zones;
  readonly log: Logger;
  /** Zones the people here have used (the zones of their recent schedules, from the store). */
  readonly zonesInUse?: () => Promise<readonly string[]>;
  /** HTTP mode: the app's own server (as this machine reaches it) and the signing secret Slack's requests carry. */
  readonly events?: { readonly url: string; readonly signingSecret: Secret };
  /** The longest start-up waits (ms); what is under way then goes on without being waited for. */
  readonly withinMs?: number;
  readonly now?: () => number;
}

export type Step = 'events' | 'zones' | 'views';

/** How each step ended: its time in ms, `late` (under way at the deadline), `skipped` (no time left) or `failed`. */
export type WarmUpReport = { [S in Step]?: number | 'late' | 'skipped' | 'failed' } & { readonly ms: number };

/**
 * What the first commands after a start would otherwise pay for, paid before the app says it is ready (measured with
 * `npm run bench`, the first burst after a start): the first run of the code on the way in (HTTP, the signature,
 * the edge's schemas, Bolt: what every answer waits behind), the time-zone tables and the view builders' first run.
 *
 * It asks nothing of Slack or of the portal: start-up's own `auth.test` has already made the Web API client's
 * first call and connection, and discovery is read right after ready as before (a command arriving meanwhile
 * joins it), so neither is asked once more. The app's own server is sent signed commands no listener takes; their
 * answers go back to this sender only.
 *
 * Bounded by `withinMs` (a step with no time left is skipped; one under way at the deadline is left behind). Never
 * fails: a step that fails is a debug line.
 */
export async function warmUp(o: WarmUpOptions): Promise<WarmUpReport> {
  const now = o.now ?? (() => performance.now());
  const started = now();
  const withinMs = o.withinMs ?? 250;
  const report: { [S in Step]?: number | 'late' | 'skipped' | 'failed' } = {};
  const step = async (name: Step, work: () => unknown): Promise<void> => {
    if (now() - started >= withinMs) {
      report[name] = 'skipped';
      return;
    }
    const t = now();
    report[name] = 'late';
    try {
      await work();
      report[name] = Math.round(now() - t);
    } catch (e) {
      report[name] = 'failed';
      o.log.debug({ step: name, err: e instanceof Error ? e.message : String(e) }, 'a warm-up step failed');
    }
  };
  // Most worth first: the way in is what every request's answer waits behind.
  const steps = (async () => {
    if (o.events) await step('events', () => o.events && warmEvents(o.events));
    await step('zones', async () => warmZones(o.zones, await zonesInUse(o)));
    await step('views', warmViews);
  })();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    steps,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, withinMs);
    }),
  ]);
  clearTimeout(timer);
  return { ...report, ms: Math.round(now() - started) };
}

/** The zones of recent requests' schedules: those the people here use. */
export function zonesOf(records: readonly { readonly schedule: unknown }[]): string[] {
  const zones = new Set<string>();
  for (const r of records) {
    const zone = (r.schedule as { timezone?: unknown } | null)?.timezone;
    if (typeof zone === 'string') zones.add(zone);
  }
  return [...zones];
}

async function zonesInUse(o: WarmUpOptions): Promise<readonly string[]> {
  try {
    return (await o.zonesInUse?.())?.slice(0, ZONES_IN_USE_MAX) ?? [];
  } catch (e) {
    o.log.debug({ err: e instanceof Error ? e.message : String(e) }, 'warm-up: the zones in use were not read');
    return [];
  }
}

function warmZones(zones: Zones, inUse: readonly string[]): void {
  const at = Date.now();
  for (const zone of zones.known([...new Set([...USUAL_ZONES, ...inUse])])) {
    DateTime.fromMillis(at, { zone }).toFormat("ccc, LLL d 'at' h:mm a");
    zoneAbbreviation(zone, at);
  }
}

/** Each modal once, as the commands build them: their code's first run, not a benchmark of it. */
function warmViews(): void {
  const metadata = modalMetadata({ zone: 'America/Los_Angeles', channel: 'C0WARMUP00' });
  for (const type of TASK_TYPES) {
    taskModal({ types: TASK_TYPES, type, phrase: 'every weekday 7pm', zone: 'America/Los_Angeles', metadata });
  }
  taskModal({ types: TASK_TYPES, zone: 'UTC', metadata });
  roleModal({ name: 'Night shift', metadata });
}

/** Signed slash commands no listener takes, to the app's own server at once: every layer on the way in, run. */
async function warmEvents(events: { readonly url: string; readonly signingSecret: Secret }): Promise<void> {
  const agent = new Agent({ connections: WARM_UP_REQUESTS, keepAliveTimeout: 1_000 });
  try {
    const answers = await Promise.all(
      Array.from({ length: WARM_UP_REQUESTS }, async (_, i) => {
        const body = warmUpCommand(i);
        const ts = Math.floor(Date.now() / 1000);
        const mac = createHmac('sha256', events.signingSecret.reveal()).update(`v0:${ts}:${body}`).digest('hex');
        const res = await request(new URL(EVENTS_PATH, events.url), {
          dispatcher: agent,
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-slack-request-timestamp': String(ts),
            'x-slack-signature': `v0=${mac}`,
          },
          body,
        });
        await res.body.dump();
        return res.statusCode;
      }),
    );
    const refused = answers.find((status) => status !== 200);
    if (refused !== undefined) throw new Error(`the app's own server answered ${refused}`);
  } finally {
    await agent.close();
  }
}

/** A slash command shaped as Slack sends one (every field the edge reads), for a command no listener takes. */
function warmUpCommand(i: number): string {
  return new URLSearchParams({
    token: 'warm-up',
    team_id: 'T0WARMUP00',
    team_domain: 'warm-up',
    channel_id: 'C0WARMUP00',
    channel_name: 'warm-up',
    user_id: `U0WARMUP${String(i).padStart(2, '0')}`,
    user_name: 'warm-up',
    command: WARM_UP_COMMAND,
    text: 'every weekday 7pm',
    api_app_id: 'A0WARMUP00',
    is_enterprise_install: 'false',
    // Never called: nothing answers this command but the app's own server, to the sender.
    response_url: 'https://hooks.slack.invalid/commands/warm-up',
    trigger_id: `${Date.now()}.0.warm-up`,
  }).toString();
}
