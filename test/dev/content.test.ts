import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Emulator, SEED_ITEMS, startEmulator } from '../../src/dev/emulator.js';
import { parseQuery } from '../../src/dev/items.js';
import { admin, expectError, get, member, post } from './http.js';

let emu: Emulator;

beforeAll(async () => {
  emu = await startEmulator();
});
afterAll(() => emu.close());

const SALES_NOTEBOOK = 'a1b2c3d4e5f6478899aabbccddeeff01';
const PRIVATE_NOTEBOOK = 'a1b2c3d4e5f6478899aabbccddeeff03';
const PUBLIC_SCENE = 'c1b2c3d4e5f6478899aabbccddeeff02';

const bearer = (token: string) => ({ 'x-esri-authorization': `Bearer ${token}` });

describe('the seeded items', () => {
  it('hold every type a task runs against, with 32-hex ids, newest first', () => {
    expect(new Set(SEED_ITEMS.map((i) => i.type))).toEqual(
      new Set(['Notebook', 'Insights Workbook', 'Scene Service', 'Workflow', 'Web Map', 'Feature Service']),
    );
    for (const i of SEED_ITEMS) expect(i.id).toMatch(/^[0-9a-f]{32}$/);
    const modified = SEED_ITEMS.map((i) => i.modified);
    expect(modified).toEqual([...modified].sort((a, b) => b - a));
    expect(emu.items()).toEqual(SEED_ITEMS);
  });
});

describe('content/items/<id>', () => {
  it('answers the item as the service shapes it, token in the header', async () => {
    const a = await get(emu, `content/items/${SALES_NOTEBOOK}`, { f: 'json' }, bearer(member(emu).token));
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({
      id: SALES_NOTEBOOK,
      title: 'Nightly sales notebook',
      type: 'Notebook',
      owner: 'ada_admin',
      access: 'org',
      typeKeywords: expect.arrayContaining(['Notebook']),
    });
    expect(typeof a.body.modified).toBe('number');
    expect(emu.count('item', 'GET')).toBeGreaterThan(0);
  });

  it('answers CONT_0001 for an unknown id, a missing one and one the caller may not see, alike', async () => {
    for (const [id, token] of [
      ['ffffffffffffffffffffffffffffffff', admin(emu).token],
      ['00000000000000000000000000000000', admin(emu).token],
      [PRIVATE_NOTEBOOK, member(emu).token],
    ] as const) {
      const e = expectError(await get(emu, `content/items/${id}`, { f: 'json', token }), 400);
      expect(e).toMatchObject({ messageCode: 'CONT_0001', message: 'Item does not exist or is inaccessible.' });
    }
    const own = await get(emu, `content/items/${PRIVATE_NOTEBOOK}`, { f: 'json', token: admin(emu).token });
    expect(own.body.title).toBe('Scratch notebook (private)');
  });

  it('shows public items without a token, and refuses a bad token with 498', async () => {
    expect((await get(emu, `content/items/${PUBLIC_SCENE}`, { f: 'json' })).body.type).toBe('Scene Service');
    expectError(await get(emu, `content/items/${SALES_NOTEBOOK}`, { f: 'json' }), 400);
    expectError(await get(emu, `content/items/${SALES_NOTEBOOK}`, { f: 'json', token: 'nope' }), 498);
  });
});

describe('search', () => {
  const search = (q: string, token = admin(emu).token, extra: Record<string, string> = {}) =>
    get(emu, 'search', { f: 'json', q, ...extra }, bearer(token));

  it('filters by type and words, every term holding; the service’s paging fields', async () => {
    const a = await search('sales type:"Notebook"');
    expect(a.body).toMatchObject({ total: 1, start: 1, num: 10, nextStart: -1 });
    expect(a.body.results.map((r: { id: string }) => r.id)).toEqual([SALES_NOTEBOOK]);
    const b = await search('sales AND type:"Insights Workbook"');
    expect(b.body.results.map((r: { title: string }) => r.title)).toEqual(['Regional sales workbook']);
    const c = await search('type:Notebook');
    expect(c.body.results.map((r: { title: string }) => r.title)).toEqual([
      'Nightly sales notebook',
      'Inventory refresh',
      'Scratch notebook (private)',
    ]);
  });

  it('holds only what the token may see', async () => {
    const a = await search('type:Notebook', member(emu).token);
    expect(a.body.results.map((r: { id: string }) => r.id)).not.toContain(PRIVATE_NOTEBOOK);
    const anonymous = await get(emu, 'search', { f: 'json', q: '3d' });
    expect(anonymous.body.results.map((r: { id: string }) => r.id)).toEqual([PUBLIC_SCENE]);
  });

  it('pages with start and num, and takes POST as well as GET', async () => {
    const first = await search('sales', admin(emu).token, { num: '2' });
    expect(first.body).toMatchObject({ total: 4, num: 2, nextStart: 3 });
    const rest = await post(emu, 'search', { f: 'json', q: 'sales', start: '3', num: '10', token: admin(emu).token });
    expect(rest.body).toMatchObject({ total: 4, start: 3, nextStart: -1 });
    expect(rest.body.results).toHaveLength(2);
  });

  it('refuses a query it cannot read, in the service’s error format', async () => {
    for (const q of ['', 'sales OR trees', 'color:red', '"unclosed']) {
      const e = expectError(await search(q), 400);
      expect(e.details.join(' ')).not.toBe('');
    }
  });
});

describe('parseQuery', () => {
  it('reads fields, quoted values, bare words and AND', () => {
    expect(parseQuery(' title:"City buildings" AND 3d type:Notebook ')).toEqual([
      { field: 'title', value: 'City buildings' },
      { field: undefined, value: '3d' },
      { field: 'type', value: 'Notebook' },
    ]);
  });
});
