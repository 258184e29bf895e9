import { parseArgs } from 'node:util';
import { type Emulator, type FaultRule, startEmulator } from '../dev/emulator.js';
import { FAULT_KINDS, isFaultKind } from '../dev/faults.js';
import { KNOWN_RELEASES } from '../dev/versions.js';

interface Out {
  write(s: string): unknown;
}

const HELP = `Usage:
  portal-ops emulator [--port 8787] [--host localhost] [--self-hosted <version>] [--latency <ms>]
                      [--fault <kind>[:<ms>][@<op>]]... [--json]

  --host         the address to listen on; the printed PORTAL_URL names it (localhost: a name, so a scene
                 service on the portal's own host passes the bot's checks, which refuse IP addresses)
  --self-hosted  emulate a self-hosted release (${KNOWN_RELEASES.join(', ')}); default: the cloud edition
  --latency      milliseconds added to every response
  --fault        a standing fault on every request (or only on <op>, e.g. http-502@createTask):
                 ${FAULT_KINDS.join(', ')}
  --json         one JSON line on stdout: {"portalUrl":...,"users":[...]}
Runs until interrupted (Ctrl-C). Exit status: 0 after a clean stop, 1 could not start, 2 usage error.
`;

const OPS = [
  'info',
  'self',
  'roles',
  'createRole',
  'createTask',
  'tasks',
  'task',
  'taskRuns',
  'updateTask',
  'disableTask',
  'enableTask',
  'deleteTask',
  'item',
  'search',
  'generateToken',
  'authorize',
  'token',
  'other',
];

function usage(err: Out, message: string): number {
  err.write(`portal-ops emulator: ${message}\n\n${HELP}`);
  return 2;
}

function parse(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'self-hosted': { type: 'string' },
      latency: { type: 'string' },
      fault: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function wholeNumber(text: string | undefined, max: number): number | undefined {
  if (text === undefined || !/^\d+$/.test(text)) return undefined;
  const n = Number(text);
  return n <= max ? n : undefined;
}

/** `kind[:ms][@op]`, or a message. */
export function parseFaultFlag(text: string): FaultRule | string {
  const m = /^([a-z0-9-]+)(?::(\d+))?(?:@([A-Za-z]+))?$/.exec(text);
  const kind = m?.[1] ?? '';
  if (!m || !isFaultKind(kind))
    return `--fault "${text}": use <kind>[:<ms>][@<op>], kind one of ${FAULT_KINDS.join(', ')}.`;
  const op = m[3];
  if (op !== undefined && !OPS.includes(op)) return `--fault "${text}": unknown op "${op}"; ops: ${OPS.join(', ')}.`;
  return {
    kind,
    ...(m[2] !== undefined ? { ms: Number(m[2]) } : {}),
    ...(op !== undefined ? { op: op as NonNullable<FaultRule['op']> } : {}),
  };
}

function describe(emulator: Emulator, edition: string): string {
  const nameWidth = Math.max(...emulator.users.map((u) => u.username.length));
  const passwordWidth = Math.max(...emulator.users.map((u) => u.password.length));
  const lines = emulator.users.map((u) => {
    const role = u.role === 'org_admin' ? `${u.role} (default administrator)` : u.role;
    return (
      `  ${u.username.padEnd(nameWidth)}  password ${u.password.padEnd(passwordWidth)}  ${role}\n` +
      `  ${''.padEnd(nameWidth)}  token    ${u.token}`
    );
  });
  const scene = sceneServiceExample(emulator.url);
  const root = emulator.url.replace(/\/sharing\/rest$/, '');
  const sceneWords = scene
    ? `Scene-cook tasks: a scene service on the portal's own host passes the bot's checks, e.g.\n  ${scene}`
    : "Scene-cook tasks: the bot refuses an IP address as a scene service host, the portal's own included;\n" +
      '  run the emulator with --host localhost (the default), or allow a host with PORTAL_ALLOWED_SERVICE_HOSTS.';
  return `Portal emulator (${edition}) listening.

PORTAL_URL=${emulator.url}

Accounts (tokens last 14 days; OAuth client id portal-ops):
${lines.join('\n')}

${sceneWords}

Tasks run in real time at the minutes their UTC fields say; each run is listed under .../tasks/<taskId>/runs.
Make runs fail, or move the clock on (a day here is 86400000):
  curl -d 'fault=fail; times=5' ${root}/emulator/tasks/<taskId>/run-faults      (* for every task)
  curl -d 'fault=fail; probability=0.3; seed=7' ${root}/emulator/tasks/<taskId>/run-faults
  curl -d 'fault=none' ${root}/emulator/tasks/<taskId>/run-faults
  curl -d 'advanceBy=86400000' ${root}/emulator/clock
Five failed runs in a row stop a task (taskState "failed"), as the service does; enable starts it again.

Stop with Ctrl-C.
`;
}

/**
 * A scene service URL on the portal's own host, which the bot's SSRF rules accept without an allowlist: https, the
 * default port. None when the emulator's URL names an IP address, which the rules refuse as a service host.
 */
export function sceneServiceExample(portalUrl: string): string | undefined {
  const host = new URL(portalUrl).hostname;
  if (host.startsWith('[') || /^\d+\.\d+\.\d+\.\d+$/.test(host)) return undefined;
  return `https://${host}/server/rest/services/Hosted/City_buildings/SceneServer`;
}

/** Resolves on the first SIGINT or SIGTERM. */
export function untilSignal(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/**
 * `portal-ops emulator`: starts the emulator, prints where it is and how to sign in, runs until `stop` settles
 * (a signal, by default), then closes it. Returns the exit status.
 */
export async function runEmulator(args: string[], out: Out, err: Out, stop?: Promise<unknown>): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (e) {
    return usage(err, e instanceof Error ? e.message : String(e));
  }
  const { values } = parsed;
  if (values.help) {
    out.write(HELP);
    return 0;
  }
  const port = values.port === undefined ? 8787 : wholeNumber(values.port, 65_535);
  if (port === undefined) return usage(err, `--port "${values.port}" is not a port number (0 picks a free one).`);
  const latencyMs = values.latency === undefined ? 0 : wholeNumber(values.latency, 600_000);
  if (latencyMs === undefined) return usage(err, `--latency "${values.latency}" is not a number of milliseconds.`);
  const release = values['self-hosted'];
  if (release !== undefined && !KNOWN_RELEASES.includes(release)) {
    return usage(err, `--self-hosted "${release}" is not a known release; use one of ${KNOWN_RELEASES.join(', ')}.`);
  }
  const faults: FaultRule[] = [];
  for (const text of values.fault ?? []) {
    const rule = parseFaultFlag(text);
    if (typeof rule === 'string') return usage(err, rule);
    faults.push(rule);
  }

  let emulator: Emulator;
  try {
    emulator = await startEmulator({
      port,
      // A name, not 127.0.0.1: the portal's own host is then a scene service host the bot accepts.
      host: values.host ?? 'localhost',
      latencyMs,
      faults,
      realTime: true,
      ...(release === undefined ? { edition: 'cloud' } : { edition: 'self-hosted', version: release }),
    });
  } catch (e) {
    err.write(`portal-ops emulator: could not start: ${e instanceof Error ? e.message : String(e)}\n`);
    return 1;
  }
  const stopped = stop ?? untilSignal();
  if (values.json) {
    const users = emulator.users.map(({ username, password, role, token }) => ({ username, password, role, token }));
    out.write(`${JSON.stringify({ portalUrl: emulator.url, users })}\n`);
  } else {
    out.write(describe(emulator, release === undefined ? 'cloud edition' : `self-hosted ${release}`));
  }
  await stopped;
  await emulator.close();
  return 0;
}
