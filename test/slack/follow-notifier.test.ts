// The daylight saving follower's warning in Slack: the real follower (emulator on its own clock, real portal client,
// a real SQLite store) failing to create the period after a change, told through the Slack notifier to the real
// WebClient and the fake Slack Web API over HTTP. Then the notifier alone: a channel that refuses, no channel.

import { webApi } from '@slack/bolt';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/log.js';
import { SlackFollowNotifier } from '../../src/slack/follow-notifier.js';
import { Zones } from '../../src/slack/zone.js';
import type { FollowedPeriod, FollowedSchedule } from '../../src/store/types.js';
import { ALICE, DAY, followRig, HOUR, T0 } from '../operations/follow/rig.js';
import { type FakeSlack, type PostedMessage, startFakeSlack } from '../support/fake-slack.js';
import { captureLogger } from '../support/slack-requests.js';

const CHANNEL = 'C0OPS00001';
/** The change in Los Angeles: Sunday, March 14, 2027, 3:00 AM PDT. */
const CHANGE = Date.UTC(2027, 2, 14, 10);

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closing.splice(0).reverse()) await c();
});

async function slackFor(now: () => number): Promise<{ slack: FakeSlack; client: webApi.WebClient }> {
  const slack = await startFakeSlack({
    now,
    users: [{ id: ALICE.user, name: 'alice', real_name: 'Alice Example', tz: 'America/Los_Angeles' }],
  });
  closing.push(() => slack.close());
  const client = new webApi.WebClient(slack.token, {
    slackApiUrl: slack.url,
    logger: captureLogger(),
    retryConfig: { retries: 0 },
  });
  return { slack, client };
}

/** Every mrkdwn text of a message's blocks, in order. */
function texts(m: PostedMessage | undefined): string[] {
  return (m?.blocks ?? []).flatMap((b) => {
    const block = b as { text?: { text?: string }; elements?: { text?: string }[] };
    return [block.text?.text, ...(block.elements ?? []).map((e) => e.text)].filter((t): t is string => !!t);
  });
}

describe('a period still not created a day before its change', () => {
  it('is told once to the owner directly and to the team channel, the question first and the ids last', async () => {
    const rig = await followRig();
    const store = await rig.openStore();
    const s = await rig.follow(store);
    const { slack, client } = await slackFor(() => rig.emulator.now());
    const log = createLogger({ level: 'silent' });
    const notifier = new SlackFollowNotifier({
      client: client as never,
      channel: CHANNEL,
      log,
      zones: new Zones(() => rig.emulator.now()),
      portal: rig.portal.base,
    });
    const f = rig.follower(store, 'one', { notifier });
    for (let t = T0; t <= Date.UTC(2027, 2, 6, 12); t += 12 * HOUR) {
      rig.emulator.advanceTo(t);
      await f.tick();
    }
    // every createTask fails from now until 12 hours before the change
    rig.emulator.fault({ op: 'createTask', kind: 'http-500', times: 10_000 });
    for (let t = rig.emulator.now(); t <= CHANGE - 12 * HOUR; t += HOUR) {
      rig.emulator.advanceTo(t);
      await f.tick();
    }
    rig.emulator.clearFaults();

    const posted = slack.messages();
    expect(posted).toHaveLength(2);
    const dm = posted.find((m) => m.channel.startsWith('D'));
    const team = slack.messages(CHANNEL)[0];
    expect(dm?.channel).toBe(`D${ALICE.user.slice(1)}`);
    expect(dm?.at).toBeLessThan(CHANGE);
    expect(CHANGE - (dm?.at as number)).toBeLessThanOrEqual(DAY);

    // The owner's copy: what stops, from when (each reader's own time), then the follower's words, then the ids.
    const [head, words, about, small] = texts(dm);
    // the first run at risk: Monday, March 15, 2027, 7:00 PM PDT
    expect(head).toMatch(
      new RegExp(
        `^:warning: \\*Your schedule “Sales notebook” may miss its runs from <!date\\^${Date.UTC(2027, 2, 16, 2) / 1000}\\^`,
      ),
    );
    expect(head).toContain(`\nThe clocks change <!date^${CHANGE / 1000}^{date_short_pretty} at {time}|`);
    expect(head).toMatch(/and its task for the new time is not on the portal yet\.$/);
    expect(words).toMatch(
      /^The schedule "every weekday 7pm" has not yet created its tasks for the period from Sun, Mar 14, 2027, 3:00 AM PDT/,
    );
    expect(words).toMatch(/The bot keeps trying/);
    expect(about).toBe(
      `“every weekday 7pm” · <${rig.emulator.url.replace(/\/sharing\/rest$/, '')}/home/item.html?id=${s.intent.task.itemId}|the item on the portal>`,
    );
    expect(small).toContain(`schedule \`${s.id}\``);
    expect(small).toMatch(/error `portal\.[a-z-]+`/);
    expect(small).toMatch(/\d+ attempts/);
    expect(dm?.text).toMatch(
      /^Your schedule “Sales notebook” may miss its runs after the clocks change on .* PDT: its task for the new time is not on the portal yet\. The schedule "every weekday 7pm"/,
    );

    // The channel's copy names whose schedule it is.
    const [teamHead, teamWords] = texts(team);
    expect(teamHead).toMatch(
      new RegExp(`^:warning: \\*<@${ALICE.user}>’s schedule “Sales notebook” may miss its runs from `),
    );
    expect(teamWords).toBe(words);

    // The follower's audit trail says it was told; the period is created once the portal answers again.
    for (let t = rig.emulator.now(); t <= CHANGE; t += HOUR) {
      rig.emulator.advanceTo(t);
      await f.tick();
    }
    expect(slack.messages()).toHaveLength(2);
    const told = (await store.follow.events(s.id)).filter((e) => e.type === 'follow-told');
    expect(told).toMatchObject([{ outcome: 'done', periodFrom: CHANGE }]);
    expect((await store.follow.periods(s.id))[1]?.state).toBe('created');
  }, 60_000);
});

/** A schedule and a period as the store holds them, for the notifier alone. */
function failing(state: FollowedPeriod['state'] = 'planned'): { s: FollowedSchedule; p: FollowedPeriod } {
  const s: FollowedSchedule = {
    id: 'fs-0123456789',
    requestId: null,
    owner: ALICE,
    account: 'service',
    portalUser: 'ops_admin',
    intent: {
      phrase: 'every weekday 7pm Pacific',
      zone: 'America/Los_Angeles',
      anchor: T0,
      startDate: null,
      endDate: null,
      maxOccurrences: null,
      task: { type: 'ExecuteNotebook', itemId: '9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2' },
    },
    state: 'active',
    leadMs: 7 * DAY,
    createdAt: T0,
    updatedAt: T0,
  };
  const task = { minute: '0', hour: '2', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' };
  const p: FollowedPeriod = {
    scheduleId: s.id,
    from: CHANGE,
    until: Date.UTC(2027, 10, 7, 9),
    tasks: [{ ...task, startDate: CHANGE, endDate: Date.UTC(2027, 10, 7, 9) - 1, maxOccurrences: null }],
    runs: 170,
    state,
    created: [{ sentAt: null, id: null }],
    attempts: 6,
    lastError: 'follow.no-account',
    nextAttemptAt: null,
    claimedBy: null,
    leaseUntil: null,
    toldAt: CHANGE - 20 * HOUR,
    plannedAt: CHANGE - 7 * DAY,
    updatedAt: CHANGE - 20 * HOUR,
  };
  return { s, p };
}

describe('the notifier alone', () => {
  it('tells the owner when the channel refuses, and logs the channel’s refusal with its code', async () => {
    const { slack, client } = await slackFor(() => CHANGE - 20 * HOUR);
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = createLogger({ level: 'silent' });
    const spy = { ...log, warn: (obj: Record<string, unknown>, msg: string) => void lines.push({ obj, msg }) };
    const { s, p } = failing();
    const n = new SlackFollowNotifier({ client: client as never, channel: 'C0GENERAL1', log: spy as never });
    await n.periodFailing(s, p, 'The words.');
    expect(slack.messages()).toHaveLength(1);
    const [head] = texts(slack.messages()[0]);
    // untitled: named by its type; no item link without the portal's address
    expect(head).toMatch(/^:warning: \*Your untitled “.+” schedule may miss its runs from </);
    expect(texts(slack.messages()[0])[2]).toBe('“every weekday 7pm Pacific” · item `9f3c0e1d2b4a49c8a1e0f6b7c5d4e3a2`');
    expect(lines).toEqual([
      {
        obj: { code: 'not_in_channel', channel: 'C0GENERAL1', to: 'team', schedule: s.id, period: CHANGE },
        msg: 'daylight saving warning not posted there',
      },
    ]);
  });

  it('throws when nothing was posted anywhere, so the audit trail says the warning was not delivered', async () => {
    const { slack, client } = await slackFor(() => CHANGE - 20 * HOUR);
    slack.failNext('chat.postMessage', 'account_inactive', { times: 2 });
    const { s, p } = failing();
    const n = new SlackFollowNotifier({
      client: client as never,
      channel: CHANNEL,
      log: createLogger({ level: 'silent' }),
    });
    await expect(n.periodFailing(s, p, 'The words.')).rejects.toMatchObject({
      name: 'NotPosted',
      code: 'account_inactive,account_inactive',
    });
  });

  it('with no team channel tells the owner only; a period that began says the runs are not happening', async () => {
    const { slack, client } = await slackFor(() => CHANGE + 2 * DAY);
    const { s, p } = failing('failed');
    const n = new SlackFollowNotifier({
      client: client as never,
      channel: undefined,
      log: createLogger({ level: 'silent' }),
    });
    await n.periodFailing(s, p, 'The words.');
    expect(slack.messages().map((m) => m.channel)).toEqual([`D${ALICE.user.slice(1)}`]);
    const [head] = texts(slack.messages()[0]);
    expect(head).toMatch(
      new RegExp(
        `^:x: \\*Your untitled “.+” schedule has not run since <!date\\^${Date.UTC(2027, 2, 16, 2) / 1000}\\^`,
      ),
    );
    expect(head).toMatch(/The clocks changed <!date.* and its task for the new time could not be created\.$/);
  });
});
