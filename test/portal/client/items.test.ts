import { describe, expect, it } from 'vitest';
import { searchQuery, searchWords } from '../../../src/portal/items.js';
import { failure } from '../../support/failure.js';
import { portalRig } from '../../support/portal.js';

const SALES_NOTEBOOK = 'a1b2c3d4e5f6478899aabbccddeeff01';
const PRIVATE_NOTEBOOK = 'a1b2c3d4e5f6478899aabbccddeeff03';
const CITY_SCENE = 'c1b2c3d4e5f6478899aabbccddeeff01';

describe('getItem against the emulator', () => {
  it('reads the item: title, type, owner, url', async () => {
    const rig = await portalRig();
    const item = await rig.client.getItem(rig.member, CITY_SCENE.toUpperCase());
    expect(item).toMatchObject({
      id: CITY_SCENE,
      title: 'City buildings 3D',
      type: 'Scene Service',
      owner: 'ada_admin',
      url: 'https://maps.example.com/server/rest/services/Hosted/City_buildings/SceneServer',
    });
    expect(rig.emulator.requests.filter((r) => r.op === 'item').map((r) => [r.method, r.path])).toEqual([
      ['GET', `/sharing/rest/content/items/${CITY_SCENE}`],
    ]);
  });

  it('says item-not-found (CONT_0001) for an item the token may not see, asked once', async () => {
    const rig = await portalRig();
    const e = await failure(rig.client.getItem(rig.member, PRIVATE_NOTEBOOK));
    expect(e.code).toBe('portal.item-not-found');
    expect(e.facts).toMatchObject({ operation: 'getItem', messageCode: 'CONT_0001' });
    expect(rig.emulator.count('item')).toBe(1);
    expect((await rig.client.getItem(rig.admin, PRIVATE_NOTEBOOK)).title).toBe('Scratch notebook (private)');
  });

  it('refuses what is not an item id without asking the portal', async () => {
    const rig = await portalRig();
    const e = await failure(rig.client.getItem(rig.admin, '../portals/self'));
    expect(e.code).toBe('validation.invalid');
    expect(e.facts.fields).toHaveProperty('itemId');
    expect(rig.emulator.count('item')).toBe(0);
  });

  it('gives up at the deadline, once, without asking again', async () => {
    const rig = await portalRig();
    rig.emulator.fault({ kind: 'latency', op: 'item', ms: 2_000 });
    const started = performance.now();
    const e = await failure(rig.client.getItem(rig.admin, SALES_NOTEBOOK, { withinMs: 150 }));
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(e.code).toBe('portal.bad-response');
    expect(e.facts.reason).toBe('timeout');
    expect(rig.emulator.count('item')).toBe(1);
    // the next read is not held up by the one given up on
    expect((await rig.client.getItem(rig.admin, SALES_NOTEBOOK, { withinMs: 1_000 })).title).toBe(
      'Nightly sales notebook',
    );
  });

  it('an answer without an id is a bad response', async () => {
    const rig = await portalRig();
    rig.emulator.fault({ kind: 'invalid-json', op: 'item', times: 3 });
    const e = await failure(rig.client.getItem(rig.admin, SALES_NOTEBOOK));
    expect(e.code).toBe('portal.bad-response');
  });
});

describe('searchItems against the emulator', () => {
  it('finds items of the asked type matching the words, in the service’s order', async () => {
    const rig = await portalRig();
    const found = await rig.client.searchItems(rig.admin, { words: 'sales', type: 'Notebook' });
    expect(found.map((i) => i.id)).toEqual([SALES_NOTEBOOK]);
    const all = await rig.client.searchItems(rig.admin, { type: 'Notebook' });
    expect(all.map((i) => i.title)).toEqual([
      'Nightly sales notebook',
      'Inventory refresh',
      'Scratch notebook (private)',
    ]);
    const member = await rig.client.searchItems(rig.member, { type: 'Notebook' });
    expect(member.map((i) => i.id)).not.toContain(PRIVATE_NOTEBOOK);
  });

  it('typed syntax is only looked for: quotes, colons and operators cannot widen the search', async () => {
    const rig = await portalRig();
    const found = await rig.client.searchItems(rig.admin, { words: 'sales" OR type:"Web Map', type: 'Notebook' });
    expect(found.every((i) => i.type === 'Notebook')).toBe(true);
  });

  it('drops results of another type than asked (the service decides the query, we decide what is offered)', async () => {
    const rig = await portalRig();
    const anything = await rig.client.searchItems(rig.admin, { words: 'sales' });
    expect(new Set(anything.map((i) => i.type)).size).toBeGreaterThan(1);
    const scenes = await rig.client.searchItems(rig.admin, { words: '3d', type: 'scene service' });
    expect(scenes.map((i) => i.id)).toContain(CITY_SCENE);
  });

  it('asks nothing when there is nothing to look for', async () => {
    const rig = await portalRig();
    expect(await rig.client.searchItems(rig.admin, { words: ' ?* ' })).toEqual([]);
    expect(rig.emulator.count('search')).toBe(0);
  });

  it('gives up at the deadline', async () => {
    const rig = await portalRig();
    rig.emulator.fault({ kind: 'latency', op: 'search', ms: 2_000 });
    const e = await failure(rig.client.searchItems(rig.admin, { words: 'sales' }, { withinMs: 100 }));
    expect(e.facts).toMatchObject({ operation: 'searchItems', reason: 'timeout' });
  });
});

describe('searchQuery', () => {
  it('joins words, type and owner with AND, quoting values', () => {
    expect(searchQuery({ words: 'nightly  sales', type: 'Insights Workbook', owner: 'ada_admin' })).toBe(
      'nightly AND sales AND type:"Insights Workbook" AND owner:"ada_admin"',
    );
    expect(searchQuery({})).toBeNull();
  });

  it('turns the syntax a person may type into plain words', () => {
    expect(searchWords('title:x (a OR b) -c NOT e*')).toEqual(['title', 'x', 'a', 'or', 'b', 'c', 'not', 'e']);
    expect(searchWords('w '.repeat(20))).toHaveLength(8);
  });
});
