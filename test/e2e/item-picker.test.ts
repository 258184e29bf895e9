import { describe, expect, it } from 'vitest';
import { blockSuggestion, sendSigned } from '../support/slack-requests.js';
import { BLOCK, CALLBACK, choose, confirm, openTaskModal, seen, startRig, submit, words } from './rig.js';

const SALES_NOTEBOOK = 'a1b2c3d4e5f6478899aabbccddeeff01';
const CITY_SCENE = 'c1b2c3d4e5f6478899aabbccddeeff01';

type Options = { options: { text: { text: string }; value: string }[] };

describe('end to end: the item picker, answered from the portal’s search', () => {
  it('offers the chosen type’s items matching the words, then the confirmation names the item picked', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every weekday 7pm');
    await choose(r, viewId, BLOCK.type, 'ExecuteNotebook');
    const reply = await blockSuggestion(r.target, { viewId, actionId: BLOCK.itemId, value: 'sales' });
    expect(reply.status).toBe(200);
    expect(reply.ms).toBeLessThan(3_000);
    const { options } = reply.json as Options;
    // the workbook and the web map about sales are not what a notebook task runs on
    expect(options.map((o) => [o.text.text, o.value])).toEqual([['Nightly sales notebook', SALES_NOTEBOOK]]);
    expect(r.emulator.count('search')).toBe(1);

    const opened = await blockSuggestion(r.target, { viewId, actionId: BLOCK.itemId, value: '' });
    expect((opened.json as Options).options.map((o) => o.text.text)).toEqual([
      'Nightly sales notebook',
      'Inventory refresh',
      'Scratch notebook (private)',
    ]);

    await submit(r, viewId, { [BLOCK.itemId]: SALES_NOTEBOOK });
    expect(seen(r, viewId).callback_id).toBe(CALLBACK.taskConfirm);
    expect(words(r, viewId)).toContain('Nightly sales notebook');
    await confirm(r, viewId);
    expect(r.emulator.tasks()[0]?.itemId).toBe(SALES_NOTEBOOK);
  });

  it('a pasted item page address offers exactly that item, whatever the search would say', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every sunday at 2am UTC');
    await choose(r, viewId, BLOCK.type, 'ExecuteSceneCook');
    const page = `https://gis.example.org/portal/home/item.html?id=${CITY_SCENE}`;
    const reply = await blockSuggestion(r.target, { viewId, actionId: BLOCK.itemId, value: page });
    expect((reply.json as Options).options).toEqual([
      { text: { type: 'plain_text', text: 'City buildings 3D', emoji: true }, value: CITY_SCENE },
    ]);
    expect(r.emulator.count('search')).toBe(0);
    expect(r.emulator.count('item')).toBe(1);
  });

  it('a portal slower than Slack waits: answered in time, with the pasted id or nothing', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every weekday 7pm');
    await choose(r, viewId, BLOCK.type, 'ExecuteNotebook');
    r.emulator.fault({ kind: 'latency', op: 'search', ms: 6_000 });
    const slow = await blockSuggestion(r.target, { viewId, actionId: BLOCK.itemId, value: 'sales' });
    expect(slow.ms).toBeLessThan(3_000);
    expect(slow.json).toEqual({ options: [] });
    r.emulator.fault({ kind: 'latency', op: 'item', ms: 6_000 });
    const pasted = await blockSuggestion(r.target, { viewId, actionId: BLOCK.itemId, value: SALES_NOTEBOOK });
    expect(pasted.ms).toBeLessThan(3_000);
    expect((pasted.json as Options).options.map((o) => o.value)).toEqual([SALES_NOTEBOOK]);
    expect((pasted.json as Options).options[0]?.text.text).toContain('not found on the portal');
  });

  it('a malformed options request is refused at the edge, and the next one is answered', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every weekday 7pm');
    const bad = new URLSearchParams({
      payload: JSON.stringify({ type: 'block_suggestion', user: { id: 'U0ALICE001' }, action_id: 42, value: [] }),
    });
    const refused = await sendSigned(r.target, bad.toString());
    expect(refused.status).toBe(400);
    const reply = await blockSuggestion(r.target, { viewId, actionId: BLOCK.itemId, value: 'inventory' });
    expect((reply.json as Options).options.map((o) => o.text.text)).toEqual(['Inventory refresh']);
  });
});
