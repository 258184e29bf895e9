import type { App } from '@slack/bolt';
import { describe, expect, it } from 'vitest';
import { Zones } from '../../src/slack/zone.js';

/** A client whose users.info answers from a table (or fails), counting calls per person. */
function client(zones: Record<string, string | Error>) {
  const asked: string[] = [];
  const c = {
    users: {
      info: async ({ user }: { user: string }) => {
        asked.push(user);
        const z = zones[user];
        if (z instanceof Error) throw z;
        return { ok: true, user: z === undefined ? { id: user } : { id: user, tz: z } };
      },
    },
  };
  return { client: c as unknown as App['client'], asked };
}

describe('Zones', () => {
  it('asks Slack once per person within ten minutes, then again', async () => {
    let now = 0;
    const zones = new Zones(() => now);
    const { client: c, asked } = client({ U1: 'America/Los_Angeles' });
    expect(await zones.of(c, 'U1')).toBe('America/Los_Angeles');
    now = 10 * 60_000 - 1;
    expect(await zones.of(c, 'U1')).toBe('America/Los_Angeles');
    expect(asked).toEqual(['U1']);
    now = 10 * 60_000;
    await zones.of(c, 'U1');
    expect(asked).toEqual(['U1', 'U1']);
  });

  it('reads UTC when Slack fails, gives no zone, or names one unknown here', async () => {
    const zones = new Zones(() => 0);
    const { client: c } = client({ U1: new Error('ratelimited'), U3: 'Mars/Olympus_Mons' });
    expect(await zones.of(c, 'U1')).toBe('UTC');
    expect(await zones.of(c, 'U2')).toBe('UTC');
    expect(await zones.of(c, 'U3')).toBe('UTC');
  });

  it('remembers at most maxPeople, forgetting the longest remembered first', async () => {
    const zones = new Zones(() => 0, 2);
    const { client: c, asked } = client({ U1: 'Europe/Berlin', U2: 'Asia/Kolkata', U3: 'UTC' });
    await zones.of(c, 'U1');
    await zones.of(c, 'U2');
    await zones.of(c, 'U3');
    await zones.of(c, 'U3');
    await zones.of(c, 'U2');
    expect(asked).toEqual(['U1', 'U2', 'U3']);
    await zones.of(c, 'U1');
    expect(asked).toEqual(['U1', 'U2', 'U3', 'U1']);
  });
});
