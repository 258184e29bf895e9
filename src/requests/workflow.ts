import { randomUUID } from 'node:crypto';
import { isPortalOpsError, PortalOpsError } from '../errors.js';
import type { TaskInput, TaskRequest } from '../portal/schema/task.js';
import { StoreConflictError } from '../store/errors.js';
import type { Person, RequestEvent, RequestRecord, RequestState, RequestStore, SubResult } from '../store/types.js';
import { checkTypeSupported, compileSchedule, scheduleSummary, tasksFor } from './draft.js';
import { settle } from './reconcile.js';
import { overallState, sendAll } from './submit.js';
import type {
  Acting,
  Confirmation,
  DraftInput,
  RequestOutcome,
  RequestPayload,
  ScheduleSummary,
  WorkflowDeps,
} from './types.js';

/**
 * draft → confirm (the person who drafted it, before it expires; one atomic claim) → submitting → created |
 * partial | rejected | unknown. Unknown outcomes and crashed submissions are settled by looking, never resent.
 */
export class Workflow {
  readonly #d: WorkflowDeps;
  readonly #now: () => number;
  readonly #newId: () => string;

  constructor(deps: WorkflowDeps) {
    this.#d = deps;
    this.#now = deps.now ?? Date.now;
    this.#newId = deps.newId ?? randomUUID;
  }

  /** Validates, compiles, checks policy and the portal, stores the draft; returns what the confirmation shows. */
  async draft(input: DraftInput): Promise<Confirmation> {
    const { person } = input;
    this.#d.policy.check(person, input.kind);
    const acting = await this.#acting(person);
    const key =
      input.idempotencyKey === undefined ? undefined : `${person.team}:${person.user}:${input.idempotencyKey}`;
    const again = key === undefined ? undefined : await this.#d.store.requests.byIdempotencyKey(key);
    if (again) return confirmationOf(again, acting.tokens.label);
    const profile = await this.#d.client.discover(acting.tokens);
    const now = this.#now();
    let tasks: TaskRequest[] = [];
    let role = null;
    let schedule = null;
    if (input.kind === 'task') {
      const compiled = this.#compile(input, now);
      tasks = tasksFor(this.#d.client, input.task, compiled);
      checkTypeSupported(profile, tasks[0]?.type ?? 'ExecuteNotebook');
      schedule = scheduleSummary(compiled, tasks);
    } else {
      role = this.#d.client.validateRole(input.role);
      if (this.#d.identity.mode === 'per-person' && !profile.user.isDefaultAdmin) {
        throw new PortalOpsError('role.not-admin', { operation: 'createRole' });
      }
      const existing = await this.#d.client.findRole(acting.tokens, role.name);
      if (existing) {
        throw new PortalOpsError('role.duplicate-name', {
          name: role.name,
          existingName: existing.name,
          fields: { name: `Name: a role named ${existing.name} already exists; choose another name.` },
        });
      }
    }
    const id = this.#newId();
    const count = input.kind === 'task' ? tasks.length : 1;
    const results: SubResult[] = Array.from({ length: count }, (_, index) => ({ index, state: 'pending' }));
    const expiresAt = now + (this.#d.draftTtlMs ?? 15 * 60_000);
    const record = {
      id,
      kind: input.kind,
      team: person.team,
      user: person.user,
      portalUser: acting.portalUser,
      payload: input.kind === 'task' ? { tasks } : { role },
      schedule,
      idempotencyKey: key ?? id,
      results,
      createdAt: now,
      expiresAt,
    };
    try {
      const stored = await this.#insert(
        record,
        this.#event(id, person, 'drafted', { kind: input.kind, portalUser: acting.portalUser, parts: count }),
      );
      return confirmationOf(stored, acting.tokens.label);
    } catch (e) {
      // The same submission drafted at the same moment elsewhere: theirs is the draft.
      if (!(e instanceof StoreConflictError) || key === undefined) throw e;
      const theirs = await this.#d.store.requests.byIdempotencyKey(key);
      if (!theirs) throw e;
      return confirmationOf(theirs, acting.tokens.label);
    }
  }

  /**
   * The person confirms: exactly one caller (double clicks, retries, other instances) gets the claim and sends;
   * everyone else is told where the request stands, and nothing is sent twice.
   */
  async confirm(requestId: string, person: Person): Promise<RequestOutcome> {
    const record = await this.#own(requestId, person);
    this.#d.policy.check(person, record.kind);
    const now = this.#now();
    const claimed = await this.#claim(
      requestId,
      person,
      now,
      this.#d.instance,
      this.#event(requestId, person, 'confirmed', { instance: this.#d.instance }),
    );
    if (!claimed) return this.#notClaimed(record, person, now);
    const acting = await this.#acting(person).catch(async (e: unknown) => {
      await this.#finish(claimed, claimed.results.map(refusedBy(e)), person, 'submitting');
      throw e;
    });
    const results = await sendAll(this.#d.client, claimed, acting, this.#now, async (r) => {
      await this.#transition(
        requestId,
        ['submitting'],
        'submitting',
        { results: r },
        this.#now(),
        this.#event(requestId, person, 'sending', { part: r.findIndex((x) => x.state === 'pending' && x.sentAt) }),
      );
    });
    return this.#finish(claimed, results, person, 'submitting');
  }

  async cancel(requestId: string, person: Person): Promise<RequestOutcome> {
    await this.#own(requestId, person);
    const moved = await this.#transition(
      requestId,
      ['draft'],
      'cancelled',
      {},
      this.#now(),
      this.#event(requestId, person, 'cancelled', {}),
    );
    return outcome(moved ?? (await this.#get(requestId)));
  }

  /** Looks an unknown request up on the portal and records what it finds (on demand, or from the sweep). */
  async reconcile(requestId: string, actor: Person | 'system' = 'system'): Promise<RequestOutcome> {
    const record = await this.#get(requestId);
    if (record.state !== 'unknown') return outcome(record);
    const acting = await this.#d.identity.tokensFor({ team: record.team, user: record.user });
    if (!acting) return outcome(record);
    const results = await settle(this.#d.client, record, acting);
    return this.#finish(record, results, actor, 'unknown');
  }

  /**
   * Safe to run often and on several instances: claims older than `stuckAfterMs` with no outcome are taken for a
   * crash and become `unknown`; every unknown request is then looked up. Each step is a conditional transition.
   */
  async sweep(
    options: { onSettled?: (outcome: RequestOutcome) => Promise<void> } = {},
  ): Promise<{ recovered: number; settled: number }> {
    const now = this.#now();
    const stuck = await this.#d.store.requests.inState('submitting', {
      updatedBefore: now - (this.#d.stuckAfterMs ?? 120_000),
    });
    let recovered = 0;
    for (const r of stuck) {
      const moved = await this.#transition(
        r.id,
        ['submitting'],
        'unknown',
        {},
        now,
        this.#event(r.id, 'system', 'recovered', { claimedBy: r.claimedBy }),
      );
      if (moved) recovered++;
    }
    let settled = 0;
    for (const r of await this.#d.store.requests.inState('unknown', { limit: 100 })) {
      const after = await this.reconcile(r.id).catch(() => undefined);
      if (after && after.state !== 'unknown') {
        settled++;
        // Only the sweep that settled it tells anyone (two instances may look at once).
        if (after.fresh) await options.onSettled?.(after).catch(() => undefined);
      }
    }
    return { recovered, settled };
  }

  /** A person's recent requests; everyone's for the bot's administrators. */
  async history(person: Person, options: { all?: boolean; limit?: number } = {}): Promise<RequestRecord[]> {
    const limit = options.limit ?? 20;
    if (options.all) {
      this.#d.policy.check(person, 'history-all');
      return this.#d.store.requests.listAll(limit);
    }
    this.#d.policy.check(person, 'task');
    return this.#d.store.requests.listFor(person, limit);
  }

  async events(requestId: string, person: Person): Promise<RequestEvent[]> {
    await this.#own(requestId, person);
    return this.#d.store.requests.events(requestId);
  }

  #compile(input: Extract<DraftInput, { kind: 'task' }>, now: number) {
    try {
      return compileSchedule(input.schedule, now);
    } catch (e) {
      // Show the details' own problems too, so the person fixes everything in one go.
      if (!isPortalOpsError(e, 'validation.invalid')) throw e;
      const fields = { ...e.facts.fields };
      try {
        this.#d.client.validateTask({
          ...input.task,
          minute: '0',
          hour: '0',
          dayOfMonth: '*',
          month: '*',
          dayOfWeek: '?',
        } as TaskInput);
      } catch (e2) {
        if (isPortalOpsError(e2, 'validation.invalid')) Object.assign(fields, e2.facts.fields);
      }
      throw new PortalOpsError('validation.invalid', { fields });
    }
  }

  async #acting(person: Person): Promise<Acting> {
    const acting = await this.#d.identity.tokensFor(person);
    if (!acting) throw new PortalOpsError('identity.not-linked', {});
    return acting;
  }

  async #get(id: string): Promise<RequestRecord> {
    const r = await this.#d.store.requests.get(id);
    if (!r) throw new PortalOpsError('request.not-found', {});
    return r;
  }

  async #own(id: string, person: Person): Promise<RequestRecord> {
    const r = await this.#get(id);
    if (r.team !== person.team || r.user !== person.user) throw new PortalOpsError('request.not-yours', {});
    return r;
  }

  /** Why the claim went to someone else, or where the request already stands. */
  async #notClaimed(record: RequestRecord, person: Person, now: number): Promise<RequestOutcome> {
    const current = await this.#get(record.id);
    if (current.state === 'draft' && current.expiresAt <= now) {
      await this.#transition(record.id, ['draft'], 'expired', {}, now, this.#event(record.id, person, 'expired', {}));
      throw new PortalOpsError('request.expired', {});
    }
    if (current.state === 'expired') throw new PortalOpsError('request.expired', {});
    if (current.state === 'cancelled') throw new PortalOpsError('request.cancelled', {});
    return outcome(current);
  }

  async #finish(
    record: RequestRecord,
    results: readonly SubResult[],
    actor: Person | 'system',
    from: RequestState,
  ): Promise<RequestOutcome> {
    const state = overallState(results);
    const firstError = results.find((r) => r.error)?.error ?? null;
    const moved = await this.#transition(
      record.id,
      [from],
      state,
      { results, error: state === 'created' ? null : firstError },
      this.#now(),
      this.#event(record.id, actor, from === 'unknown' ? 'reconciled' : 'submitted', {
        state,
        ids: results.flatMap((r) => (r.id ? [r.id] : [])),
      }),
    );
    return moved ? outcome(moved, true) : outcome(await this.#get(record.id));
  }

  #event(requestId: string, actor: Person | 'system', type: string, detail: Record<string, unknown>): RequestEvent {
    const event = {
      requestId,
      at: this.#now(),
      actor: actor === 'system' ? 'system' : `${actor.team}:${actor.user}`,
      type,
      detail,
    };
    return event;
  }

  /** The store's writes, each event logged once it is written (a lost claim logs nothing). */
  #written<T>(result: T, event: RequestEvent): T {
    if (result)
      this.#d.log?.info(
        { requestId: event.requestId, actor: event.actor, event: event.type, ...event.detail },
        `request ${event.type}`,
      );
    return result;
  }

  async #insert(...args: Parameters<RequestStore['insert']>): Promise<RequestRecord> {
    return this.#written(await this.#d.store.requests.insert(...args), args[1]);
  }

  async #claim(...args: Parameters<RequestStore['claim']>): Promise<RequestRecord | undefined> {
    return this.#written(await this.#d.store.requests.claim(...args), args[4]);
  }

  async #transition(...args: Parameters<RequestStore['transition']>): Promise<RequestRecord | undefined> {
    return this.#written(await this.#d.store.requests.transition(...args), args[5]);
  }
}

function confirmationOf(record: RequestRecord, actingAs: string): Confirmation {
  const payload = record.payload as RequestPayload;
  return {
    requestId: record.id,
    kind: record.kind,
    portalUser: record.portalUser,
    actingAs,
    tasks: 'tasks' in payload ? payload.tasks : [],
    role: 'role' in payload ? payload.role : null,
    schedule: (record.schedule as ScheduleSummary | null) ?? null,
    expiresAt: record.expiresAt,
  };
}

function outcome(record: RequestRecord, fresh = false): RequestOutcome {
  return {
    fresh,
    requestId: record.id,
    state: record.state,
    results: record.results,
    createdIds: record.results.flatMap((r) => (r.state === 'created' && r.id ? [r.id] : [])),
    record,
  };
}

function refusedBy(e: unknown): (r: SubResult) => SubResult {
  const code = isPortalOpsError(e) ? e.code : 'internal';
  return (r) => ({ ...r, state: 'rejected', error: { code, message: e instanceof Error ? e.message : String(e) } });
}
