/**
 * The store's contract: the same tests, word for word, for every engine. An engine's test file calls
 * `storeContract` with a target that hands out fresh, empty databases.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { StoreConflictError } from '../../src/store/errors.js';
import type {
  AccountLink,
  NewRequest,
  Person,
  RequestEvent,
  RequestState,
  SignInState,
  Store,
} from '../../src/store/types.js';

export interface StoreTarget {
  readonly engine: Store['engine'];
  /** A database nobody has used yet (a new file, a new schema); the opener gives a new instance on it every call. */
  fresh(): Promise<() => Promise<Store>>;
}

export const T0 = Date.UTC(2026, 10, 21, 12);
const MINUTE = 60_000;
export const ALICE: Person = { team: 'T_HOME', user: 'U_ALICE' };
const BOB: Person = { team: 'T_HOME', user: 'U_BOB' };
const ALICE_ELSEWHERE: Person = { team: 'T_OTHER', user: 'U_ALICE' };

export function newRequest(id: string, overrides: Partial<NewRequest> = {}): NewRequest {
  return {
    id,
    kind: 'task',
    team: ALICE.team,
    user: ALICE.user,
    portalUser: 'alice_portal',
    payload: { tasks: [{ type: 'ExecuteNotebook', itemId: 'abc123', title: `Task of ${id}` }] },
    schedule: { fields: ['0', '3', '*', '*', '2-6'], intent: { phrase: 'every weekday 7pm Pacific' } },
    idempotencyKey: `key-${id}`,
    results: [{ index: 0, state: 'pending' }],
    createdAt: T0,
    expiresAt: T0 + 15 * MINUTE,
    ...overrides,
  };
}

export function event(requestId: string, type: string, at = T0, detail: RequestEvent['detail'] = {}): RequestEvent {
  return { requestId, at, actor: `${ALICE.team}:${ALICE.user}`, type, detail };
}

function link(person: Person, overrides: Partial<AccountLink> = {}): AccountLink {
  return {
    team: person.team,
    user: person.user,
    portalUser: `${person.user.toLowerCase()}_portal`,
    accessToken: 'c2VhbGVkLWFjY2Vzcw==',
    accessExpiresAt: T0 + 30 * MINUTE,
    refreshToken: 'c2VhbGVkLXJlZnJlc2g=',
    refreshExpiresAt: T0 + 14 * 24 * 60 * MINUTE,
    refreshIssuedAt: T0,
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

function signIn(id: string, overrides: Partial<SignInState> = {}): SignInState {
  return {
    id,
    team: ALICE.team,
    user: ALICE.user,
    verifier: 'c2VhbGVkLXZlcmlmaWVy',
    createdAt: T0,
    expiresAt: T0 + 10 * MINUTE,
    ...overrides,
  };
}

export function storeContract(target: StoreTarget): void {
  const opened: Store[] = [];
  afterEach(async () => {
    for (const s of opened.splice(0)) await s.close();
  });

  /** A store on a fresh database, and an opener for more instances on the same one. */
  async function fresh(): Promise<{ store: Store; open: () => Promise<Store> }> {
    const openRaw = await target.fresh();
    const open = async () => {
      const s = await openRaw();
      opened.push(s);
      return s;
    };
    return { store: await open(), open };
  }

  /** A stored draft of ALICE's, with its `drafted` event. */
  async function draft(store: Store, id: string, overrides: Partial<NewRequest> = {}) {
    return store.requests.insert(newRequest(id, overrides), event(id, 'drafted'));
  }

  describe(`the store contract on ${target.engine}`, () => {
    it('says which engine it is', async () => {
      const { store } = await fresh();
      expect(store.engine).toBe(target.engine);
    });

    describe('requests: insert, get, byIdempotencyKey', () => {
      it('stores a draft and reads it back whole, by id and by idempotency key', async () => {
        const { store } = await fresh();
        const inserted = await draft(store, 'r1');
        const expected = {
          ...newRequest('r1'),
          item: null,
          state: 'draft',
          error: null,
          updatedAt: T0,
          claimedBy: null,
          claimedAt: null,
          leaseUntil: null,
          version: 0,
        };
        expect(inserted).toEqual(expected);
        expect(await store.requests.get('r1')).toEqual(expected);
        expect(await store.requests.byIdempotencyKey('key-r1')).toEqual(expected);
        expect(await store.requests.events('r1')).toEqual([event('r1', 'drafted')]);
      });

      it('answers undefined for an id or a key it does not hold', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        expect(await store.requests.get('r2')).toBeUndefined();
        expect(await store.requests.byIdempotencyKey('key-r2')).toBeUndefined();
        expect(await store.requests.byIdempotencyKey('r1')).toBeUndefined();
      });

      it('refuses a second request with the same idempotency key, with an error that says so, and writes nothing', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        const second = draft(store, 'r2', { idempotencyKey: 'key-r1', portalUser: 'someone' });
        await expect(second).rejects.toBeInstanceOf(StoreConflictError);
        await expect(second).rejects.toMatchObject({
          code: 'store.duplicate',
          table: 'requests',
          field: 'idempotencyKey',
          message: 'a request with idempotency key "key-r1" already exists',
        });
        expect(await store.requests.get('r2')).toBeUndefined();
        expect(await store.requests.events('r2')).toEqual([]);
        expect((await store.requests.byIdempotencyKey('key-r1'))?.id).toBe('r1');
      });

      it('refuses a second request with the same id', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        await expect(draft(store, 'r1', { idempotencyKey: 'another-key' })).rejects.toMatchObject({
          code: 'store.duplicate',
          field: 'id',
          message: 'a request with id "r1" already exists',
        });
        expect(await store.requests.events('r1')).toHaveLength(1);
        expect(await store.requests.byIdempotencyKey('another-key')).toBeUndefined();
      });

      it('refuses an event that names another request, and stores nothing', async () => {
        const { store } = await fresh();
        await expect(store.requests.insert(newRequest('r1'), event('r2', 'drafted'))).rejects.toThrow(
          /event for request r2/,
        );
        expect(await store.requests.get('r1')).toBeUndefined();
      });

      it('round-trips JSON values: unicode, nesting, numbers, null kept apart from absent', async () => {
        const { store } = await fresh();
        const payload = {
          title: 'Nächtlicher Bericht — 夜間レポート 🌙 مرحبا e\u0301',
          control: 'tab\tnewline\nnul\u0000quote"backslash\\',
          lone: '\ud800',
          nested: { a: [1, -2.5, 9007199254740991, 1e-7, true, false, null, [], {}], b: { c: { d: ['é', '𝄞'] } } },
        };
        const results = [
          { index: 0, state: 'created' as const, id: 'task-1', sentAt: T0 + 1 },
          { index: 1, state: 'rejected' as const, error: { code: 'portal.rejected', message: 'Ungültig: «x»' } },
          { index: 2, state: 'unknown' as const, sentAt: T0 + 2 },
        ];
        await draft(store, 'r1', { payload, results, schedule: null });
        await draft(store, 'r2', { kind: 'role', payload: { name: 'Analysts ✓' }, schedule: undefined });
        const r1 = await store.requests.get('r1');
        expect(r1?.payload).toEqual(payload);
        expect(r1?.results).toEqual(results);
        expect(r1?.results[1]).not.toHaveProperty('id');
        expect(r1?.schedule).toBeNull();
        const r2 = await store.requests.get('r2');
        expect(r2?.kind).toBe('role');
        expect(r2?.schedule).toBeUndefined();

        const detail = { fields: { name: 'Ærø' }, list: [{ deep: ['🙂'] }] };
        await store.requests.transition('r1', ['draft'], 'cancelled', {}, T0 + 1, event('r1', 'cancelled', T0, detail));
        expect((await store.requests.events('r1'))[1]?.detail).toEqual(detail);
      });
    });

    describe('requests: the item and the input', () => {
      it('keeps the item as the portal named it and the input as given; no item reads as null', async () => {
        const { store } = await fresh();
        const item = { id: 'a1b2c3d4e5f6478899aabbccddeeff01', title: 'Nächtliche Verkäufe 🌙', type: 'Notebook' };
        const input = {
          task: { type: 'ExecuteNotebook', itemId: item.id, startDate: T0, parameters: { notebookParameters: '{}' } },
          schedule: { phrase: 'every weekday 7pm', zone: 'America/Los_Angeles' },
        };
        await draft(store, 'r1', { item, input });
        await draft(store, 'r2', { item: { id: 'x', title: null, type: null } });
        await draft(store, 'r3');
        expect(await store.requests.get('r1')).toMatchObject({ item, input });
        expect(await store.requests.get('r2')).toMatchObject({ item: { id: 'x', title: null, type: null } });
        const r3 = await store.requests.get('r3');
        expect(r3?.item).toBeNull();
        expect(r3?.input).toBeUndefined();
        // every later write keeps them
        await store.requests.claim('r1', ALICE, T0 + 1, 'a', event('r1', 'confirmed'));
        expect(await store.requests.get('r1')).toMatchObject({ state: 'submitting', item, input });
        expect((await store.requests.listFor(ALICE, 10)).find((r) => r.id === 'r1')?.item).toEqual(item);
      });
    });

    describe('claim', () => {
      it('moves the owner’s draft to submitting, records who and when, and writes the event with it', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        const at = T0 + MINUTE;
        const claimed = await store.requests.claim('r1', ALICE, at, 'instance-a', event('r1', 'confirmed', at));
        expect(claimed).toMatchObject({
          id: 'r1',
          state: 'submitting',
          claimedBy: 'instance-a',
          claimedAt: at,
          updatedAt: at,
          createdAt: T0,
        });
        expect(await store.requests.get('r1')).toEqual(claimed);
        expect((await store.requests.events('r1')).map((e) => e.type)).toEqual(['drafted', 'confirmed']);
      });

      it('is refused to anyone but the owner: another user, the same user id in another team', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        for (const other of [BOB, ALICE_ELSEWHERE]) {
          expect(await store.requests.claim('r1', other, T0 + 1, 'i', event('r1', 'confirmed'))).toBeUndefined();
        }
        expect((await store.requests.get('r1'))?.state).toBe('draft');
        expect(await store.requests.events('r1')).toHaveLength(1);
      });

      it('is refused at and after the expiry, allowed just before', async () => {
        const { store } = await fresh();
        const expiresAt = T0 + 15 * MINUTE;
        await draft(store, 'r1', { expiresAt });
        await draft(store, 'r2', { expiresAt });
        expect(await store.requests.claim('r1', ALICE, expiresAt, 'i', event('r1', 'confirmed'))).toBeUndefined();
        expect(await store.requests.claim('r1', ALICE, expiresAt + 1, 'i', event('r1', 'confirmed'))).toBeUndefined();
        expect((await store.requests.get('r1'))?.state).toBe('draft');
        expect(await store.requests.claim('r2', ALICE, expiresAt - 1, 'i', event('r2', 'confirmed'))).toBeDefined();
      });

      it('is granted once: the second claim gets nothing and writes no event', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        expect(await store.requests.claim('r1', ALICE, T0 + 1, 'a', event('r1', 'confirmed'))).toBeDefined();
        expect(await store.requests.claim('r1', ALICE, T0 + 2, 'b', event('r1', 'confirmed'))).toBeUndefined();
        const r = await store.requests.get('r1');
        expect(r?.claimedBy).toBe('a');
        expect(r?.claimedAt).toBe(T0 + 1);
        expect((await store.requests.events('r1')).map((e) => e.type)).toEqual(['drafted', 'confirmed']);
      });

      it('is refused for a request that is not a draft, and for one that does not exist', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        await store.requests.transition('r1', ['draft'], 'cancelled', {}, T0 + 1, event('r1', 'cancelled'));
        expect(await store.requests.claim('r1', ALICE, T0 + 2, 'a', event('r1', 'confirmed'))).toBeUndefined();
        expect(await store.requests.claim('nope', ALICE, T0 + 2, 'a', event('nope', 'confirmed'))).toBeUndefined();
        expect(await store.requests.events('nope')).toEqual([]);
      });

      it('50 concurrent claims of one draft: exactly one winner, one event', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        const outcomes = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            store.requests.claim('r1', ALICE, T0 + 1 + i, `claimant-${i}`, event('r1', 'confirmed', T0, { i })),
          ),
        );
        const winners = outcomes.filter((o) => o !== undefined);
        expect(winners).toHaveLength(1);
        const claimed = await store.requests.get('r1');
        expect(claimed?.claimedBy).toBe(winners[0]?.claimedBy);
        const confirmed = (await store.requests.events('r1')).filter((e) => e.type === 'confirmed');
        expect(confirmed).toHaveLength(1);
        expect(`claimant-${confirmed[0]?.detail.i}`).toBe(claimed?.claimedBy);
      });

      it('50 concurrent claims split across two store instances on one database: exactly one winner', async () => {
        const { store, open } = await fresh();
        const other = await open();
        await draft(store, 'r1');
        const outcomes = await Promise.all(
          Array.from({ length: 50 }, (_, i) =>
            (i % 2 === 0 ? store : other).requests.claim('r1', ALICE, T0 + 1, `instance-${i % 2}`, event('r1', 'c')),
          ),
        );
        expect(outcomes.filter((o) => o !== undefined)).toHaveLength(1);
        expect((await other.requests.events('r1')).filter((e) => e.type === 'c')).toHaveLength(1);
      });
    });

    describe('transition', () => {
      async function submitting(store: Store, id: string) {
        await draft(store, id);
        await store.requests.claim(id, ALICE, T0 + 1, 'instance-a', event(id, 'confirmed'));
      }

      it('moves a request from one of the given states, applies the patch, keeps the rest', async () => {
        const { store } = await fresh();
        await submitting(store, 'r1');
        const results = [{ index: 0, state: 'created' as const, id: 'task-9', sentAt: T0 + 2 }];
        const moved = await store.requests.transition(
          'r1',
          ['submitting', 'unknown'],
          'created',
          { results },
          T0 + 3,
          event('r1', 'created', T0 + 3, { ids: ['task-9'] }),
        );
        expect(moved).toMatchObject({
          state: 'created',
          results,
          updatedAt: T0 + 3,
          claimedBy: 'instance-a',
          claimedAt: T0 + 1,
          error: null,
          payload: newRequest('r1').payload,
        });
        expect(await store.requests.get('r1')).toEqual(moved);
      });

      it('sets and clears the error and the claim', async () => {
        const { store } = await fresh();
        await submitting(store, 'r1');
        const error = { code: 'portal.outcome-unknown', message: 'Le service a peut-être créé la tâche' };
        const unknown = await store.requests.transition(
          'r1',
          ['submitting'],
          'unknown',
          { error, claimedBy: null, claimedAt: null },
          T0 + 4,
          event('r1', 'unknown'),
        );
        expect(unknown).toMatchObject({ state: 'unknown', error, claimedBy: null, claimedAt: null });
        const settled = await store.requests.transition(
          'r1',
          ['unknown'],
          'rejected',
          { error: null, claimedBy: 'sweeper', claimedAt: T0 + 5 },
          T0 + 5,
          event('r1', 'rejected'),
        );
        expect(settled).toMatchObject({ state: 'rejected', error: null, claimedBy: 'sweeper', claimedAt: T0 + 5 });
        expect(await store.requests.get('r1')).toEqual(settled);
      });

      it('does nothing, and writes no event, when the request is in none of the given states', async () => {
        const { store } = await fresh();
        await submitting(store, 'r1');
        const before = await store.requests.get('r1');
        const lost = await store.requests.transition(
          'r1',
          ['draft', 'unknown'],
          'cancelled',
          { error: { code: 'x', message: 'y' } },
          T0 + 9,
          event('r1', 'cancelled'),
        );
        expect(lost).toBeUndefined();
        expect(await store.requests.transition('r1', [], 'created', {}, T0 + 9, event('r1', 'x'))).toBeUndefined();
        expect(
          await store.requests.transition('nope', ['draft'], 'created', {}, T0 + 9, event('nope', 'x')),
        ).toBeUndefined();
        expect(await store.requests.get('r1')).toEqual(before);
        expect((await store.requests.events('r1')).map((e) => e.type)).toEqual(['drafted', 'confirmed']);
        expect(await store.requests.events('nope')).toEqual([]);
      });

      it('of concurrent transitions out of one state, exactly one happens, with its event alone', async () => {
        const { store, open } = await fresh();
        const other = await open();
        await submitting(store, 'r1');
        const targets: RequestState[] = ['created', 'unknown', 'rejected', 'partial'];
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, (_, i) => {
            const to = targets[i % targets.length] ?? 'created';
            const s = i % 2 === 0 ? store : other;
            return s.requests.transition('r1', ['submitting'], to, {}, T0 + 10 + i, event('r1', `to-${to}`));
          }),
        );
        const winners = outcomes.filter((o) => o !== undefined);
        expect(winners).toHaveLength(1);
        const types = (await store.requests.events('r1')).map((e) => e.type);
        expect(types).toEqual(['drafted', 'confirmed', `to-${winners[0]?.state}`]);
        expect((await store.requests.get('r1'))?.state).toBe(winners[0]?.state);
      });
    });

    describe('lists', () => {
      async function seed(store: Store) {
        // Inserted out of order; b and c share a creation time (ordered by id then).
        await draft(store, 'a', { createdAt: T0 + 1 });
        await draft(store, 'd', { createdAt: T0 + 4 });
        await draft(store, 'c', { createdAt: T0 + 2 });
        await draft(store, 'b', { createdAt: T0 + 2 });
        await draft(store, 'bob-1', { ...BOB, createdAt: T0 + 3 });
        await draft(store, 'elsewhere', { ...ALICE_ELSEWHERE, createdAt: T0 + 5 });
      }

      it('listFor: the person’s requests only, newest first, up to the limit', async () => {
        const { store } = await fresh();
        await seed(store);
        expect((await store.requests.listFor(ALICE, 10)).map((r) => r.id)).toEqual(['d', 'c', 'b', 'a']);
        expect((await store.requests.listFor(ALICE, 2)).map((r) => r.id)).toEqual(['d', 'c']);
        expect((await store.requests.listFor(BOB, 10)).map((r) => r.id)).toEqual(['bob-1']);
        expect((await store.requests.listFor(ALICE_ELSEWHERE, 10)).map((r) => r.id)).toEqual(['elsewhere']);
        expect(await store.requests.listFor({ team: 'T_HOME', user: 'U_NOBODY' }, 10)).toEqual([]);
        expect(await store.requests.listFor(ALICE, 0)).toEqual([]);
      });

      it('listAll: everyone’s, newest first, up to the limit; a limit that is not a count is refused', async () => {
        const { store } = await fresh();
        await seed(store);
        expect((await store.requests.listAll(100)).map((r) => r.id)).toEqual([
          'elsewhere',
          'd',
          'bob-1',
          'c',
          'b',
          'a',
        ]);
        expect((await store.requests.listAll(3)).map((r) => r.id)).toEqual(['elsewhere', 'd', 'bob-1']);
        await expect(store.requests.listAll(-1)).rejects.toThrow(RangeError);
        await expect(store.requests.listAll(1.5)).rejects.toThrow(RangeError);
      });

      it('inState: oldest update first; updatedBefore keeps those untouched since then; limit', async () => {
        const { store } = await fresh();
        for (const [id, at] of [
          ['s3', 30],
          ['s1', 10],
          ['s2', 20],
          ['s0', 20],
        ] as const) {
          await draft(store, id);
          await store.requests.claim(id, ALICE, T0 + at, 'i', event(id, 'confirmed'));
        }
        await draft(store, 'still-draft');
        const ids = async (options?: { updatedBefore?: number; updatedSince?: number; limit?: number }) =>
          (await store.requests.inState('submitting', options)).map((r) => r.id);
        expect(await ids()).toEqual(['s1', 's0', 's2', 's3']);
        expect(await ids({ updatedBefore: T0 + 20 })).toEqual(['s1']);
        expect(await ids({ updatedBefore: T0 + 21 })).toEqual(['s1', 's0', 's2']);
        expect(await ids({ updatedBefore: T0 + 21, limit: 2 })).toEqual(['s1', 's0']);
        expect(await ids({ limit: 1 })).toEqual(['s1']);
        expect(await ids({ updatedSince: T0 + 20 })).toEqual(['s0', 's2', 's3']);
        expect(await ids({ updatedSince: T0 + 11, updatedBefore: T0 + 30 })).toEqual(['s0', 's2']);
        expect((await store.requests.inState('draft')).map((r) => r.id)).toEqual(['still-draft']);
        expect(await store.requests.inState('created')).toEqual([]);
      });
    });

    describe('created ids: one owner each', () => {
      const created = (index: number, id: string) => ({ index, state: 'created' as const, id, sentAt: T0 });

      it('a created id becomes the request’s own with its transition; owners says whose', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        const moved = await store.requests.transition(
          'r1',
          ['draft'],
          'created',
          { results: [created(0, 'task-a'), created(1, 'task-b')] },
          T0 + 1,
          event('r1', 'submitted'),
        );
        expect(moved?.state).toBe('created');
        const owners = await store.requests.owners('task', ['task-a', 'task-b', 'task-c']);
        expect(Object.fromEntries(owners)).toEqual({
          'task-a': { requestId: 'r1', part: 0 },
          'task-b': { requestId: 'r1', part: 1 },
        });
        // The same results written again (a re-settled request) are not a conflict with itself.
        const again = await store.requests.transition(
          'r1',
          ['created'],
          'created',
          { results: [created(0, 'task-a'), created(1, 'task-b')] },
          T0 + 2,
          event('r1', 'reconciled'),
        );
        expect(again?.state).toBe('created');
        // Task ids and role ids are apart.
        expect((await store.requests.owners('role', ['task-a'])).size).toBe(0);
      });

      it('refuses an id that another request owns: nothing of the transition is written, and the error names it', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        await draft(store, 'r2');
        await store.requests.transition(
          'r1',
          ['draft'],
          'created',
          { results: [created(0, 'task-a')] },
          T0 + 1,
          event('r1', 'submitted'),
        );
        const refused = store.requests.transition(
          'r2',
          ['draft'],
          'created',
          { results: [created(0, 'task-a')] },
          T0 + 2,
          event('r2', 'reconciled'),
        );
        await expect(refused).rejects.toMatchObject({ code: 'store.duplicate', field: 'createdId' });
        await expect(refused).rejects.toThrow(/task task-a already belongs to another request/);
        const r2 = await store.requests.get('r2');
        expect(r2?.state).toBe('draft');
        expect(r2?.results).toEqual(newRequest('r2').results);
        expect((await store.requests.events('r2')).map((e) => e.type)).toEqual(['drafted']);
        expect(Object.fromEntries(await store.requests.owners('task', ['task-a']))).toEqual({
          'task-a': { requestId: 'r1', part: 0 },
        });
      });

      it('of two requests racing to own one id, exactly one does', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        await draft(store, 'r2');
        const race = await Promise.allSettled(
          ['r1', 'r2'].map((id) =>
            store.requests.transition(
              id,
              ['draft'],
              'created',
              { results: [created(0, 'task-z')] },
              T0 + 1,
              event(id, 'reconciled'),
            ),
          ),
        );
        expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        expect(race.filter((r) => r.status === 'rejected')).toHaveLength(1);
        expect((await store.requests.owners('task', ['task-z'])).size).toBe(1);
      });
    });

    describe('guarded transitions', () => {
      it('compare and set: a write from a stale reading loses, even in the same millisecond; the current one wins', async () => {
        const { store } = await fresh();
        const read = await draft(store, 'r1');
        const touched = await store.requests.transition('r1', ['draft'], 'draft', {}, T0, event('r1', 'touched'));
        expect(touched?.version).toBe(read.version + 1);
        const guard = (version: number) => ({ version });
        const stale = await store.requests.transition(
          'r1',
          ['draft'],
          'cancelled',
          {},
          T0,
          event('r1', 'cancelled'),
          guard(read.version),
        );
        expect(stale).toBeUndefined();
        const current = await store.requests.transition(
          'r1',
          ['draft'],
          'cancelled',
          {},
          T0,
          event('r1', 'cancelled'),
          guard(touched?.version ?? -1),
        );
        expect(current?.state).toBe('cancelled');
        expect((await store.requests.events('r1')).map((e) => e.type)).toEqual(['drafted', 'touched', 'cancelled']);
        // Claims and lease renewals are writes too.
        await draft(store, 'r2');
        const claimed = await store.requests.claim('r2', ALICE, T0, 'a#1', event('r2', 'confirmed'), T0 + 10);
        expect(await store.requests.renew('r2', 'a#1', T0 + 20)).toBe(true);
        expect((await store.requests.get('r2'))?.version).toBe((claimed?.version ?? 0) + 1);
      });

      it('claimedBy: only the claim token that holds it writes; leaseExpiredBefore: only once the lease ran out', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        await store.requests.claim('r1', ALICE, T0, 'host#aaaa', event('r1', 'confirmed'), T0 + 100);
        const other = await store.requests.transition(
          'r1',
          ['submitting'],
          'submitting',
          {},
          T0 + 1,
          event('r1', 'x'),
          {
            claimedBy: 'host#bbbb',
          },
        );
        expect(other).toBeUndefined();
        const early = await store.requests.transition(
          'r1',
          ['submitting'],
          'unknown',
          {},
          T0 + 1,
          event('r1', 'recovered'),
          {
            leaseExpiredBefore: T0 + 100,
          },
        );
        expect(early).toBeUndefined();
        const late = await store.requests.transition(
          'r1',
          ['submitting'],
          'unknown',
          {},
          T0 + 101,
          event('r1', 'recovered'),
          {
            leaseExpiredBefore: T0 + 101,
          },
        );
        expect(late?.state).toBe('unknown');
      });
    });

    describe('claims are leases', () => {
      it('the holder renews its lease while it submits; no one else can, and not after the claim ends', async () => {
        const { store } = await fresh();
        await draft(store, 'r1');
        const claimed = await store.requests.claim(
          'r1',
          ALICE,
          T0 + 1,
          'instance-a',
          event('r1', 'confirmed'),
          T0 + 20_000,
        );
        expect(claimed?.leaseUntil).toBe(T0 + 20_000);
        expect(await store.requests.renew('r1', 'instance-b', T0 + 99_000)).toBe(false);
        expect(await store.requests.renew('r1', 'instance-a', T0 + 30_000)).toBe(true);
        expect((await store.requests.get('r1'))?.leaseUntil).toBe(T0 + 30_000);
        await store.requests.transition('r1', ['submitting'], 'unknown', {}, T0 + 2, event('r1', 'recovered'));
        expect(await store.requests.renew('r1', 'instance-a', T0 + 40_000)).toBe(false);
      });

      it('expiredClaims: submitting requests whose lease ran out, or legacy claims untouched since a time', async () => {
        const { store } = await fresh();
        for (const id of ['live', 'dead', 'legacy-old', 'legacy-new', 'not-claimed']) await draft(store, id);
        await store.requests.claim('live', ALICE, T0 + 10, 'a', event('live', 'confirmed'), T0 + 30_000);
        await store.requests.claim('dead', ALICE, T0 + 10, 'b', event('dead', 'confirmed'), T0 + 5_000);
        await store.requests.claim('legacy-old', ALICE, T0 + 10, 'c', event('legacy-old', 'confirmed'));
        await store.requests.claim('legacy-new', ALICE, T0 + 9_000, 'd', event('legacy-new', 'confirmed'));
        const ids = async (now: number, legacyBefore: number) =>
          (await store.requests.expiredClaims(now, legacyBefore)).map((r) => r.id);
        expect(await ids(T0 + 5_000, T0)).toEqual([]);
        expect(await ids(T0 + 5_001, T0 + 1_000)).toEqual(['dead', 'legacy-old']);
        // Oldest update first, then by id.
        expect(await ids(T0 + 30_001, T0 + 10_000)).toEqual(['dead', 'legacy-old', 'live', 'legacy-new']);
        expect(await store.requests.expiredClaims(T0 + 30_001, T0 + 10_000, 1)).toHaveLength(1);
      });
    });

    describe('events', () => {
      it('come back in the order they were written, whatever their times', async () => {
        const { store } = await fresh();
        await store.requests.insert(newRequest('r1'), event('r1', 'drafted', T0 + 50));
        await store.requests.claim('r1', ALICE, T0 + 1, 'i', event('r1', 'confirmed', T0 + 10));
        for (const [type, at] of [
          ['sent', T0 + 10],
          ['answer-lost', T0 + 5],
          ['looked-up', T0 + 10],
        ] as const) {
          await store.requests.transition('r1', ['submitting'], 'submitting', {}, at, event('r1', type, at));
        }
        await draft(store, 'r2');
        await store.requests.transition('r1', ['submitting'], 'created', {}, T0 + 60, event('r1', 'created', T0 + 60));
        expect((await store.requests.events('r1')).map((e) => [e.type, e.at - T0])).toEqual([
          ['drafted', 50],
          ['confirmed', 10],
          ['sent', 10],
          ['answer-lost', 5],
          ['looked-up', 10],
          ['created', 60],
        ]);
        expect(await store.requests.events('r2')).toEqual([event('r2', 'drafted')]);
      });
    });

    describe('account links', () => {
      it('put, get, replace, delete, one person at a time', async () => {
        const { store } = await fresh();
        expect(await store.links.get(ALICE)).toBeUndefined();
        const first = link(ALICE);
        await store.links.put(first);
        await store.links.put(link(BOB));
        await store.links.put(link(ALICE_ELSEWHERE, { portalUser: 'other_org_alice' }));
        expect(await store.links.get(ALICE)).toEqual(first);

        const replaced = link(ALICE, {
          portalUser: 'alice_renamed',
          accessToken: null,
          accessExpiresAt: T0 + 99,
          refreshToken: 'bmV3LXJlZnJlc2g=',
          refreshExpiresAt: T0 + 999,
          refreshIssuedAt: null,
          updatedAt: T0 + 5,
        });
        await store.links.put(replaced);
        expect(await store.links.get(ALICE)).toEqual(replaced);
        expect((await store.links.get(ALICE_ELSEWHERE))?.portalUser).toBe('other_org_alice');

        expect(await store.links.delete(ALICE)).toBe(true);
        expect(await store.links.delete(ALICE)).toBe(false);
        expect(await store.links.get(ALICE)).toBeUndefined();
        expect(await store.links.get(BOB)).toEqual(link(BOB));
        expect((await store.links.get(ALICE_ELSEWHERE))?.portalUser).toBe('other_org_alice');
      });
    });

    describe('account links: conditional replace', () => {
      it('replaces only while the stored refresh token is the one given', async () => {
        const { store } = await fresh();
        const first = link(ALICE);
        await store.links.put(first);
        const rotated = link(ALICE, { refreshToken: 'cm90YXRlZA==', updatedAt: T0 + 1 });
        expect(await store.links.replace(rotated, first.refreshToken)).toBe(true);
        expect(await store.links.get(ALICE)).toEqual(rotated);
        // A second writer that read the first row loses: the rotation already written stays.
        const stale = link(ALICE, { refreshToken: 'c3RhbGU=', updatedAt: T0 + 2 });
        expect(await store.links.replace(stale, first.refreshToken)).toBe(false);
        expect(await store.links.get(ALICE)).toEqual(rotated);
        // No row (unlinked meanwhile): nothing is created.
        expect(await store.links.replace(link(BOB), link(BOB).refreshToken)).toBe(false);
        expect(await store.links.get(BOB)).toBeUndefined();
      });
    });

    describe('sign-in states', () => {
      it('are used once: consume returns the state, then nothing', async () => {
        const { store } = await fresh();
        await store.signIns.put(signIn('s1'));
        expect(await store.signIns.consume('s1', T0 + MINUTE)).toEqual(signIn('s1'));
        expect(await store.signIns.consume('s1', T0 + MINUTE)).toBeUndefined();
        expect(await store.signIns.consume('never', T0)).toBeUndefined();
      });

      it('expire: refused at and after the expiry (and gone), accepted just before', async () => {
        const { store } = await fresh();
        const expiresAt = T0 + 10 * MINUTE;
        await store.signIns.put(signIn('late', { expiresAt }));
        await store.signIns.put(signIn('on-time', { expiresAt }));
        expect(await store.signIns.consume('late', expiresAt)).toBeUndefined();
        expect(await store.signIns.consume('late', expiresAt - 1)).toBeUndefined();
        expect(await store.signIns.consume('on-time', expiresAt - 1)).toEqual(signIn('on-time', { expiresAt }));
      });

      it('of concurrent consumers of one state, exactly one gets it', async () => {
        const { store, open } = await fresh();
        const other = await open();
        await store.signIns.put(signIn('s1'));
        const got = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? store : other).signIns.consume('s1', T0 + 1)),
        );
        expect(got.filter((g) => g !== undefined)).toHaveLength(1);
      });

      it('a taken id is refused without repeating it; states expired when a new one is made are cleared', async () => {
        const { store } = await fresh();
        await store.signIns.put(signIn('old', { expiresAt: T0 + MINUTE }));
        await store.signIns.put(signIn('s1', { expiresAt: T0 + 20 * MINUTE }));
        const again = store.signIns.put(signIn('s1', { createdAt: T0 + 1 }));
        await expect(again).rejects.toBeInstanceOf(StoreConflictError);
        await expect(again).rejects.toMatchObject({ code: 'store.duplicate', table: 'sign_in_states' });
        await expect(again).rejects.not.toThrow(/s1/);

        await store.signIns.put(signIn('s2', { createdAt: T0 + MINUTE, expiresAt: T0 + 11 * MINUTE }));
        // `old` expired by the time s2 was made: gone even for a caller whose clock says otherwise.
        expect(await store.signIns.consume('old', T0)).toBeUndefined();
        expect(await store.signIns.consume('s1', T0 + 2 * MINUTE)).toBeDefined();
        expect(await store.signIns.consume('s2', T0 + 2 * MINUTE)).toBeDefined();
      });
    });

    describe('opening', () => {
      it('keeps everything across close and reopen', async () => {
        const { store, open } = await fresh();
        await draft(store, 'r1');
        await store.requests.claim('r1', ALICE, T0 + 1, 'a', event('r1', 'confirmed'));
        await store.links.put(link(ALICE));
        await store.signIns.put(signIn('s1'));
        const before = await store.requests.get('r1');
        await store.close();
        await store.close();

        const reopened = await open();
        expect(await reopened.requests.get('r1')).toEqual(before);
        expect((await reopened.requests.events('r1')).map((e) => e.type)).toEqual(['drafted', 'confirmed']);
        expect(await reopened.links.get(ALICE)).toEqual(link(ALICE));
        expect(await reopened.signIns.consume('s1', T0)).toEqual(signIn('s1'));
      });

      it('runs the migrations once: opening again, or twice at once, finds the schema ready', async () => {
        const openFresh = await target.fresh();
        const [a, b] = await Promise.all([openFresh(), openFresh()]);
        opened.push(a, b);
        await draft(a, 'r1');
        expect((await b.requests.get('r1'))?.id).toBe('r1');
        const c = await openFresh();
        opened.push(c);
        expect((await c.requests.listAll(10)).map((r) => r.id)).toEqual(['r1']);
      });
    });
  });
}
