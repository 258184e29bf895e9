import { describe, expect, it } from 'vitest';
import { normalizeBlocks } from '../support/fake-slack.js';
import type { JsonObject } from '../support/slack-payloads.js';
import { textOf } from '../support/slack-payloads.js';
import { blockActions } from '../support/slack-requests.js';
import {
  ALICE,
  BLOCK,
  CHANNEL,
  command,
  confirm,
  ITEM,
  openTaskModal,
  type Rig,
  startRig,
  submit,
  until,
} from './rig.js';

/** Every button in some blocks, with its action id and value. */
function buttons(blocks: readonly JsonObject[] | undefined): { actionId: string; value: string; text: string }[] {
  const out: { actionId: string; value: string; text: string }[] = [];
  const visit = (x: unknown) => {
    if (Array.isArray(x)) return x.forEach(visit);
    if (typeof x !== 'object' || x === null) return;
    const o = x as Record<string, unknown>;
    if (o.type === 'button' && typeof o.action_id === 'string') {
      out.push({
        actionId: o.action_id,
        value: String(o.value ?? ''),
        text: String((o.text as { text?: string } | undefined)?.text ?? ''),
      });
    }
    for (const v of Object.values(o)) visit(v);
  };
  visit(blocks);
  return out;
}

/** The person clicks a button of a message the app sent them; the app's answer through the response URL. */
async function click(r: Rig, channel: string, blocks: readonly JsonObject[], actionId: string) {
  const before = r.fake.responses.length;
  const reply = await blockActions(r.target, {
    user: ALICE,
    action: { actionId },
    // As Slack delivers a message: every block with an id.
    message: { channel, ts: '1.000001', blocks: normalizeBlocks(blocks) },
  });
  expect(reply.status).toBe(200);
  await until(() => r.fake.responses.length > before);
  const post = r.fake.responses[before];
  return { text: textOf(post?.body), body: post?.body as Record<string, unknown> };
}

async function confirmTwin(r: Rig, fault: 'drop-after-processing' | 'drop-before-processing') {
  const viewId = await openTaskModal(r, 'every day at 6am');
  await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
  r.emulator.fault({ kind: fault, op: 'createTask' });
  return confirm(r, viewId);
}

/** Where the app's direct messages to a person land (the app's Messages tab with them). */
const DM = `D${ALICE.slice(1)}`;

describe('end to end: answers the portal never gave', () => {
  it('twins: the sweep asks the person in a direct message; "this is mine" settles one, the twin cannot take it, "send again" sends once', async () => {
    const r = await startRig();
    await confirmTwin(r, 'drop-after-processing');
    await confirmTwin(r, 'drop-before-processing');
    const [made] = r.emulator.tasks();
    if (!made) throw new Error('the first was created');
    expect(r.emulator.count('createTask', 'POST')).toBe(2);

    await r.restart(); // the sweep runs at start
    await until(() => r.fake.messages(DM).length >= 2);
    const asked = r.fake.messages(DM);
    expect(asked).toHaveLength(2);
    for (const m of asked) {
      expect(m.text).toContain('choose what happened');
      expect(JSON.stringify(m.blocks)).toContain(made.id);
    }
    // Nobody told the channel anything was created: nothing is settled.
    expect(r.fake.messages(CHANNEL)).toHaveLength(0);

    const [first, second] = asked;
    if (!first?.blocks || !second?.blocks) throw new Error('two questions with buttons');
    const mine = buttons(first.blocks).find((b) => b.text === 'This is mine');
    if (!mine) throw new Error('a "This is mine" button');
    const chosen = await click(r, DM, first.blocks, mine.actionId);
    expect(chosen.text).toContain('was created');
    expect(chosen.text).toContain(made.id);
    expect(chosen.body.replace_original).toBe(true);
    await until(() => r.fake.messages(CHANNEL).length === 1);
    expect(r.fake.messages(CHANNEL)[0]?.text).toContain(made.id);

    const twinMine = buttons(second.blocks).find((b) => b.text === 'This is mine');
    if (!twinMine) throw new Error('the twin’s "This is mine"');
    const refused = await click(r, DM, second.blocks, twinMine.actionId);
    expect(refused.text).toContain('already recorded as another request');

    const resend = buttons(second.blocks).find((b) => b.text.startsWith('None is mine'));
    if (!resend) throw new Error('a "send again" button');
    const sent = await click(r, DM, second.blocks, resend.actionId);
    expect(sent.text).toContain('was created');
    expect(sent.text).toContain('Sent again');
    expect(r.emulator.count('createTask', 'POST')).toBe(3);
    const again = await click(r, DM, second.blocks, resend.actionId);
    expect(again.text).toContain('already settled');
    expect(r.emulator.count('createTask', 'POST')).toBe(3);
    expect(r.emulator.tasks()).toHaveLength(2);
  });

  it('history offers "Check now" on an unknown request; it settles it at once, tells the team once, sends nothing', async () => {
    const r = await startRig();
    const result = await confirmTwin(r, 'drop-after-processing');
    expect(result.title.text).toBe('Checking the portal');
    const [made] = r.emulator.tasks();
    if (!made) throw new Error('created');
    const history = await command(r, '/portal', 'history');
    const blocks = history.body.blocks as JsonObject[];
    const check = buttons(blocks).find((b) => b.text === 'Check now');
    if (!check) throw new Error('a "Check now" button');
    const checked = await click(r, 'C0GENERAL1', blocks, check.actionId);
    expect(checked.text).toContain('was created');
    expect(checked.text).toContain(made.id);
    await until(() => r.fake.messages(CHANNEL).length === 1);
    expect(r.fake.messages(CHANNEL)[0]?.text).toContain(made.id);
    const twice = await click(r, 'C0GENERAL1', blocks, check.actionId);
    expect(twice.text).toContain('was created');
    await new Promise((res) => setTimeout(res, 200));
    expect(r.fake.messages(CHANNEL)).toHaveLength(1);
    expect(r.emulator.count('createTask', 'POST')).toBe(1);
  });

  it('settled by the sweep: the person who asked is told directly, also when there is no team channel', async () => {
    const r = await startRig({ env: { NOTIFY_CHANNEL: '' } });
    await confirmTwin(r, 'drop-after-processing');
    const [made] = r.emulator.tasks();
    if (!made) throw new Error('created');
    await r.restart();
    await until(() => r.fake.messages(DM).length === 1);
    expect(r.fake.messages(DM)[0]?.text).toContain(made.id);
    expect(r.fake.messages(DM)[0]?.text).toContain('was created');
  });
});
