// The item picker's options: the portal's search narrowed to what the chosen type runs on, a pasted link or id
// offered as exactly that item, and always an answer within Slack's 3 s, whatever the portal does.
import { describe, expect, it } from 'vitest';
import { PortalOpsError } from '../../../src/errors.js';
import type { PortalItem } from '../../../src/portal/items.js';
import { BLOCK } from '../../../src/slack/ids.js';
import { ANSWER_WITHIN_MS, PORTAL_WITHIN_MS } from '../../../src/slack/listeners/item-options.js';
import { modalMetadata } from '../../../src/slack/views/metadata.js';
import { taskModal } from '../../../src/slack/views/task-modal.js';
import { listenerRig, PERSON, PORTAL_USER, sentView, TOKENS } from '../../support/listener-harness.js';
import { type JsonObject, viewState } from '../../support/slack-payloads.js';
import { ALL_TYPES, LA } from '../views/fixtures.js';

const metadata = modalMetadata({ zone: LA });
const NOTEBOOK_ID = 'a1b2c3d4e5f6478899aabbccddeeff01';

function item(over: Partial<PortalItem> = {}): PortalItem {
  return {
    id: NOTEBOOK_ID,
    title: 'Nightly sales notebook',
    type: 'Notebook',
    owner: 'ada_admin',
    snippet: null,
    modified: null,
    url: null,
    ...over,
  };
}

/** The task modal with this type chosen, as a block_suggestion carries it. */
function modalWith(type?: (typeof ALL_TYPES)[number]) {
  const modal = taskModal({ types: ALL_TYPES, zone: LA, metadata });
  const values = viewState(modal as unknown as { blocks: JsonObject[] }, type ? { [BLOCK.type]: type } : {});
  return sentView(modal, { values });
}

type Options = { options: { text: { text: string }; value: string }[] };

/** A search that records what it was asked and finds nothing. */
function recording(asked: unknown[]) {
  return async (_tokens: unknown, query: unknown): Promise<PortalItem[]> => {
    asked.push(query);
    return [];
  };
}

describe('the item picker’s options', () => {
  it('searches the portal as the person, for the item type the chosen task type runs on', async () => {
    const r = listenerRig({ searchItems: async () => [item(), item({ id: 'b'.repeat(32), title: 'Inventory' })] });
    await r.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, 'sales');
    expect(r.t.only('policy.check')).toEqual([PERSON, 'task']);
    expect(r.t.only('portal.searchItems')).toEqual([
      TOKENS,
      { words: 'sales', type: 'Notebook', num: 20 },
      { withinMs: PORTAL_WITHIN_MS },
    ]);
    expect(r.acked()).toEqual({
      options: [
        { text: { type: 'plain_text', text: 'Nightly sales notebook', emoji: true }, value: NOTEBOOK_ID },
        { text: { type: 'plain_text', text: 'Inventory', emoji: true }, value: 'b'.repeat(32) },
      ],
    });
  });

  it('each type its item type; Workflow Manager and no type chosen search everything', async () => {
    const asked: unknown[] = [];
    for (const type of ['UpdateAnalyticsWorkbook', 'ExecuteSceneCook', 'ExecuteWorkflowManager', undefined] as const) {
      const r = listenerRig({ searchItems: recording(asked) });
      await r.suggest(modalWith(type), BLOCK.itemId, 'city');
      expect(r.acked()).toEqual({ options: [] });
    }
    expect(asked).toEqual([
      { words: 'city', type: 'Insights Workbook', num: 20 },
      { words: 'city', type: 'Scene Service', num: 20 },
      { words: 'city', num: 20 },
      { words: 'city', num: 20 },
    ]);
  });

  it('nothing typed: that type’s items; nothing typed and no type to narrow by: the person’s own items', async () => {
    const asked: unknown[] = [];
    const r = listenerRig({ searchItems: recording(asked) });
    await r.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, '');
    const r2 = listenerRig({ searchItems: recording(asked) });
    await r2.suggest(modalWith('ExecuteWorkflowManager'), BLOCK.itemId, '  ');
    expect(asked).toEqual([
      { words: '', type: 'Notebook', num: 20 },
      { words: '', owner: PORTAL_USER, num: 20 },
    ]);
  });

  it('option texts fit Slack (75 characters); two items of one title are told apart by owner', async () => {
    const long = 'Quarterly regional sales and inventory reconciliation notebook for the west'.repeat(2);
    const r = listenerRig({
      searchItems: async () => [
        item({ title: long }),
        item({ id: 'c'.repeat(32), title: 'Refresh', owner: 'ada_admin' }),
        item({ id: 'd'.repeat(32), title: 'Refresh', owner: 'max_member' }),
        item({ id: 'd'.repeat(32), title: 'Refresh', owner: 'max_member' }),
      ],
    });
    await r.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, 'x');
    const { options } = r.acked() as Options;
    expect(options.map((o) => o.value)).toEqual([NOTEBOOK_ID, 'c'.repeat(32), 'd'.repeat(32)]);
    expect(Array.from(options[0]?.text.text ?? '')).toHaveLength(75);
    expect(options.slice(1).map((o) => o.text.text)).toEqual(['Refresh · ada_admin', 'Refresh · max_member']);
  });

  it('a pasted item page address or id offers exactly that item, looked up, without searching', async () => {
    for (const typed of [
      `https://gis.example.org/portal/home/item.html?id=${NOTEBOOK_ID}`,
      `  ${NOTEBOOK_ID.toUpperCase()} `,
    ]) {
      const r = listenerRig({ getItem: async () => item() });
      await r.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, typed);
      expect(r.t.only('portal.getItem')).toEqual([TOKENS, NOTEBOOK_ID, { withinMs: PORTAL_WITHIN_MS }]);
      expect(r.t.has('portal.searchItems')).toBe(false);
      expect((r.acked() as Options).options).toEqual([
        { text: { type: 'plain_text', text: 'Nightly sales notebook', emoji: true }, value: NOTEBOOK_ID },
      ]);
    }
  });

  it('a pasted item of another type says its type; one the portal cannot name is offered with a note', async () => {
    const r = listenerRig({ getItem: async () => item({ type: 'Web Map', title: 'Territories' }) });
    await r.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, NOTEBOOK_ID);
    expect((r.acked() as Options).options[0]?.text.text).toBe('Territories · Web Map');

    const missing = listenerRig({
      getItem: async () => {
        throw new PortalOpsError('portal.item-not-found', { messageCode: 'CONT_0001' });
      },
    });
    await missing.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, NOTEBOOK_ID);
    expect((missing.acked() as Options).options).toEqual([
      {
        text: { type: 'plain_text', text: `${NOTEBOOK_ID} · not found on the portal (use it anyway)`, emoji: true },
        value: NOTEBOOK_ID,
      },
    ]);
  });

  it('a portal that fails or a person not allowed or not linked: nothing offered, nothing thrown', async () => {
    const failing = listenerRig({
      searchItems: async () => {
        throw new PortalOpsError('portal.bad-response', { reason: 'html' });
      },
    });
    await failing.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, 'sales');
    expect(failing.acked()).toEqual({ options: [] });

    const refused = listenerRig({
      check: () => {
        throw new PortalOpsError('policy.not-allowed', { reason: 'task' });
      },
    });
    await refused.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, 'sales');
    expect(refused.acked()).toEqual({ options: [] });
    expect(refused.t.has('identity.tokensFor')).toBe(false);

    const unlinked = listenerRig({ tokensFor: async () => undefined });
    await unlinked.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, 'sales');
    expect(unlinked.acked()).toEqual({ options: [] });
    expect(unlinked.t.has('portal.searchItems')).toBe(false);
  });

  it('answers in time when the portal is slow: nothing for a search, the pasted id for a paste', async () => {
    const never = () => new Promise<never>(() => {});
    const slow = listenerRig({ searchItems: never });
    let started = performance.now();
    await slow.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, 'sales');
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS + 300);
    expect(slow.acked()).toEqual({ options: [] });

    const slowPaste = listenerRig({ getItem: never });
    started = performance.now();
    await slowPaste.suggest(modalWith('ExecuteNotebook'), BLOCK.itemId, NOTEBOOK_ID);
    expect(performance.now() - started).toBeLessThan(ANSWER_WITHIN_MS + 300);
    expect((slowPaste.acked() as Options).options.map((o) => o.value)).toEqual([NOTEBOOK_ID]);
  });
});
