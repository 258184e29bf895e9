import { describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { get, startRig, until } from './rig.js';

/** An info logger whose lines the test can read. */
function capturedLog() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const log = createLogger({ level: 'info', destination: { write: (s: string) => void lines.push(JSON.parse(s)) } });
  return { log, lines };
}

describe('end to end: start-up with one service account', () => {
  it('reads the portal at once, so the first command finds it known, and logs the account', async () => {
    const { log, lines } = capturedLog();
    const r = await startRig({ log });
    await until(() => lines.some((l) => l.msg === 'portal account checked'));
    expect(r.emulator.count('self', 'GET')).toBe(1);
    expect(lines.find((l) => l.msg === 'portal account checked')?.portalUser).toBe(r.emulator.users[0]?.username);
    expect(r.fake.callsTo('views.open')).toHaveLength(0);
  });

  it('a portal that cannot be read at start is a warning in words; the app still starts and serves', async () => {
    const { log, lines } = capturedLog();
    const r = await startRig({ log, emulator: { faults: [{ kind: 'http-502', op: 'self', times: 3 }] } });
    await until(() => lines.some((l) => l.msg.startsWith('the portal could not be read at start')));
    const warning = lines.find((l) => l.msg.startsWith('the portal could not be read at start'));
    expect(warning?.level).toBe(40);
    expect(String(warning?.err)).toContain('could not be read while reading the portal’s details');
    expect(JSON.stringify(lines)).not.toContain(r.emulator.users[0]?.password ?? '-');
    expect((await get(r, '/healthz')).status).toBe(200);
  });
});
