import { randomUUID } from 'node:crypto';
import { isPortalOpsError, PortalOpsError } from '../errors.js';
import type { TaskRecord } from '../portal/operations.js';
import type { TaskInput, TaskRequest } from '../portal/schema/task.js';
import { StoreConflictError } from '../store/errors.js';
import type {
  FollowedSchedule,
  Person,
  RequestEvent,
  RequestItem,
  RequestRecord,
  RequestState,
  RequestStore,
  SubResult,
  TransitionGuard,
} from '../store/types.js';
import { checkTypeSupported, compileSchedule, scheduleSummary, tasksFor } from './draft.js';
import { followChoice } from './follow-choice.js';
import { settle } from './reconcile.js';
import {
  beforeOf,
  creatorOf,
  personOf,
  replacedIn,
  type ScheduleSource,
  scheduleSource,
  settleChange,
} from './replace.js';
import { overallState, sendAll } from './submit.js';
import type {
  Acting,
  Choice,
  Confirmation,
  DraftedInput,
  DraftInput,
  FollowDraft,
  FollowedAsked,
  Replaced,
  RequestOutcome,
  RequestPayload,
  ScheduleSummary,
  Superseded,
  TaskDetails,
  WorkflowDeps,
} from './types.js';

/** How long after its creation a followed schedule not yet handed to the follower is looked for by the sweep. */
const HAND_OVER_MS = 60 * 60_000;

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
    const replaces =
      input.kind === 'task' && input.replaces ? await this.#replaced(person, acting, input.replaces.taskId) : undefined;
    const supersedes =
      input.kind === 'task' && input.supersedes && !replaces
        ? await this.#superseded(person, acting, input.supersedes.taskId)
        : undefined;
    // Asked at once, beside discovery; awaited only once the draft is otherwise made.
    const item = input.kind === 'task' ? this.#item(acting, input.task.itemId) : Promise.resolve(null);
    const profile = await this.#d.client.discover(acting.tokens);
    const now = this.#now();
    let tasks: TaskRequest[] = [];
    let role = null;
    let schedule = null;
    let follow: FollowDraft | undefined;
    if (input.kind === 'task') {
      const compiled = this.#compile(input, now);
      if (replaces) oneTaskOfSameType(compiled.fields.length, input.task.type, replaces);
      tasks = tasksFor(this.#d.client, input.task, compiled);
      const choice = followChoice(this.#d.client, input.task, input.schedule, compiled, replaces !== undefined);
      if (choice?.follow) {
        tasks = choice.follow.tasks;
        follow = choice.follow.draft;
      }
      checkTypeSupported(profile, tasks[0]?.type ?? 'ExecuteNotebook');
      schedule = scheduleSummary(compiled, tasks, choice?.dst, choice?.follow?.nextRuns);
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
      payload:
        input.kind === 'task'
          ? {
              tasks,
              ...(replaces ? { replaces } : {}),
              ...(supersedes ? { supersedes } : {}),
              ...(follow ? { follow } : {}),
            }
          : { role },
      schedule,
      item: await item,
      input: draftedInput(input),
      idempotencyKey: key ?? id,
      results,
      createdAt: now,
      expiresAt,
    };
    try {
      const stored = await this.#insert(
        record,
        this.#event(id, person, 'drafted', {
          kind: input.kind,
          portalUser: acting.portalUser,
          parts: count,
          ...(replaces ? { replaces: replaces.taskId } : {}),
          ...(supersedes ? { supersedes: supersedes.scheduleId } : {}),
        }),
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
    // Asked again on arrival: who may change the task can have changed since the draft, and a form can be forged.
    const replacing = replacedIn(record);
    if (replacing !== undefined) {
      this.#d.policy.checkTaskChange(person, personOf(await creatorOf(this.#d.store.requests, replacing)));
    }
    const superseding = supersededIn(record);
    if (superseding !== undefined) this.#d.policy.checkTaskChange(person, await this.#chainOwner(superseding));
    const now = this.#now();
    const token = this.#claimToken();
    const claimed = await this.#claim(
      requestId,
      person,
      now,
      token,
      this.#event(requestId, person, 'confirmed', { instance: this.#d.instance }),
      now + this.#leaseMs,
    );
    if (!claimed) return this.#notClaimed(record, person, now);
    return this.#send(claimed, person, token);
  }

  /**
   * Sends the claimed request's unsent parts under a lease renewed while it works, and records the outcome. The
   * sender saw the service's answers, so its outcome stands even if its lease lapsed and a sweep took the request
   * for unknown meanwhile.
   */
  async #send(claimed: RequestRecord, person: Person, token: string): Promise<RequestOutcome> {
    const requestId = claimed.id;
    const stopRenewing = this.#renewing(requestId, token);
    try {
      const acting = await this.#acting(person).catch(async (e: unknown) => {
        await this.#finish(claimed, claimed.results.map(refusedBy(e)), person, ['submitting'], undefined, {
          claimedBy: token,
        }).catch((e2: unknown) => this.#d.log?.warn({ requestId, err: String(e2) }, 'could not record the refusal'));
        throw e;
      });
      const results = await sendAll(this.#d.client, claimed, acting, this.#now, async (r) => {
        const moved = await this.#transition(
          requestId,
          ['submitting'],
          'submitting',
          // Each send also renews the lease, so a sweep that read the claim before it sees a changed row.
          { results: r, leaseUntil: this.#now() + this.#leaseMs },
          this.#now(),
          this.#event(requestId, person, 'sending', {
            part: r.findIndex((x) => x.state === 'pending' && x.sentAt !== undefined),
          }),
          { claimedBy: token },
        );
        return moved !== undefined;
      });
      try {
        return await this.#finish(claimed, results, person, ['submitting', 'unknown'], undefined, {
          claimedBy: token,
        });
      } catch (e) {
        if (!(e instanceof StoreConflictError) || e.field !== 'createdId') throw e;
        // The portal said it made this for us, but another request already holds the id: never two owners. The
        // part stays unknown with that id as its candidate, for the person, and whoever runs the bot is told.
        this.#d.log?.error({ requestId, id: e.message }, 'a created id is recorded as another request’s');
        const mine = results.map((r) => (r.state === 'created' && r.id ? asCandidate(r, r.id, this.#now()) : r));
        return this.#finish(claimed, mine, person, ['submitting', 'unknown'], undefined, { claimedBy: token });
      }
    } finally {
      stopRenewing();
    }
  }

  /** Renews this instance's lease on a request every third of the lease, until stopped. */
  #renewing(requestId: string, token: string): () => void {
    const timer = setInterval(
      () => {
        this.#d.store.requests.renew(requestId, token, this.#now() + this.#leaseMs).catch((e: unknown) => {
          this.#d.log?.warn({ requestId, err: e instanceof Error ? e.message : String(e) }, 'lease renewal failed');
        });
      },
      Math.max(50, Math.floor(this.#leaseMs / 3)),
    );
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Who holds one claim: this instance, and this claim of it (a resend by the same process is another claim). */
  #claimToken(): string {
    return `${this.#d.instance}#${randomUUID().slice(0, 8)}`;
  }

  get #leaseMs(): number {
    return this.#d.leaseMs ?? 20_000;
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

  /**
   * Looks an unknown request up on the portal and records what it finds (on demand, or from the sweep). `fresh` is
   * true for the one call that settled it or first found that a person must choose.
   */
  async reconcile(requestId: string, actor: Person | 'system' = 'system'): Promise<RequestOutcome> {
    const record = actor === 'system' ? await this.#get(requestId) : await this.#own(requestId, actor);
    if (record.state !== 'unknown') return outcome(record);
    const acting = await this.#d.identity.tokensFor({ team: record.team, user: record.user });
    if (!acting) return outcome(record);
    const results = replacedIn(record)
      ? await this.#settleChange(record, acting)
      : await settle({ client: this.#d.client, requests: this.#d.store.requests, now: this.#now() }, record, acting);
    if (overallState(results) === 'unknown') {
      const now = this.#now();
      const asked = candidateIds(record.results);
      const found = candidateIds(results);
      // Nothing to choose from yet (the window is still open): looked at again by the next sweep, nobody told.
      if (Object.keys(found).length === 0) return outcome(record);
      // The same choices as before: the person was asked already; only the time of this look is kept.
      const same = JSON.stringify(asked) === JSON.stringify(found);
      const moved = await this.#transition(
        requestId,
        ['unknown'],
        'unknown',
        same ? {} : { results },
        now,
        this.#event(requestId, actor, same ? 'looked-again' : 'needs-person', { candidates: found }),
        { version: record.version },
      );
      return moved ? outcome(moved, !same) : outcome(await this.#get(requestId));
    }
    return this.#finishOwned(record, results, actor, ['unknown'], undefined, { version: record.version });
  }

  /**
   * The person's answer about a part looking could not settle: one of its candidates is theirs, or none is and it
   * is sent again (once, under a new claim). Only the person who made the request answers; only a part still
   * unknown can be answered, and an id another request owns cannot be taken.
   */
  async choose(requestId: string, person: Person, choice: Choice): Promise<RequestOutcome> {
    const record = await this.#own(requestId, person);
    this.#d.policy.check(person, record.kind);
    const part = record.results[choice.part];
    if (record.state !== 'unknown' || !part || part.state !== 'unknown') {
      throw new PortalOpsError('request.settled', {});
    }
    if ('id' in choice) {
      if (!part.candidates?.some((c) => c.id === choice.id)) throw new PortalOpsError('request.settled', {});
      const results = record.results.map((r, i) => (i === choice.part ? chosen(r, choice.id) : r));
      return this.#finishOwned(record, results, person, ['unknown'], 'chosen', { version: record.version });
    }
    const now = this.#now();
    const token = this.#claimToken();
    const results = record.results.map((r, i) =>
      i === choice.part ? { index: r.index, state: 'pending' as const } : r,
    );
    const claimed = await this.#transition(
      requestId,
      ['unknown'],
      'submitting',
      { results, claimedBy: token, claimedAt: now, leaseUntil: now + this.#leaseMs },
      now,
      this.#event(requestId, person, 'resend-chosen', { part: choice.part, instance: this.#d.instance }),
      { version: record.version },
    );
    if (!claimed) throw new PortalOpsError('request.settled', {});
    return this.#send(claimed, person, token);
  }

  /**
   * Safe to run often and on several instances: a claim whose lease ran out (its sender is gone) becomes `unknown`
   * and is looked up at once; every other unknown request is looked up too, except those waiting for their
   * person's choice. Each step is a conditional transition, so two sweeps cannot both act.
   */
  async sweep(
    options: { onSettled?: (outcome: RequestOutcome) => Promise<void> } = {},
  ): Promise<{ recovered: number; settled: number }> {
    const now = this.#now();
    const expired = await this.#d.store.requests.expiredClaims(now, now - (this.#d.stuckAfterMs ?? 120_000));
    let recovered = 0;
    for (const r of expired) {
      const moved = await this.#transition(
        r.id,
        ['submitting'],
        'unknown',
        { results: r.results.map((p) => (p.state === 'pending' && p.sentAt !== undefined ? lost(p, now) : p)) },
        now,
        this.#event(r.id, 'system', 'recovered', { claimedBy: r.claimedBy }),
        // The sender may have written (sent a part, renewed) since the read: then it is alive and keeps it.
        { leaseExpiredBefore: now, version: r.version },
      );
      if (moved) recovered++;
    }
    let settled = 0;
    // Requests waiting for their person are looked at again now and then (another request may have settled what
    // they were offered); the others at every sweep. Waiting ones never crowd the others out.
    const unknown = await this.#d.store.requests.inState('unknown', { limit: 5_000 });
    const due = unknown
      .filter((r) => !waitingForPerson(r) || r.updatedAt < now - (this.#d.lookAgainMs ?? 10 * 60_000))
      .slice(0, 100);
    for (const r of due) {
      const after = await this.reconcile(r.id).catch((e: unknown) => {
        this.#d.log?.warn({ requestId: r.id, err: e instanceof Error ? e.message : String(e) }, 'lookup failed');
        return undefined;
      });
      if (after?.fresh) {
        if (after.state !== 'unknown') settled++;
        // Only the sweep that settled it (or first found a choice to make) tells anyone.
        await options.onSettled?.(after).catch(() => undefined);
      }
    }
    // A followed schedule whose process stopped between its tasks' creation and the hand-over is handed over here.
    // So is a change of a followed schedule whose old tasks were not all deleted (a crash, or the portal failing).
    const since = now - HAND_OVER_MS;
    for (const state of ['created', 'partial'] as const) {
      for (const r of await this.#d.store.requests.inState(state, { updatedSince: since, limit: 5_000 })) {
        const payload = r.payload as RequestPayload | null;
        if (!payload || !('tasks' in payload)) continue;
        if (payload.follow && (await this.#d.store.follow.schedule(r.id)) === undefined) await this.#adopt(r);
        if (payload.supersedes && state === 'created') await this.#retire(r);
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

  /**
   * Whether the person may change this existing task, from the bot's own records only (no portal call): asked before
   * a change's form is even opened, and again at the draft and at the confirm. Throws `policy.not-allowed`.
   */
  async checkTaskChange(person: Person, taskId: string): Promise<void> {
    const chain = await this.#chainOf(taskId);
    if (chain !== undefined) {
      if (this.#d.retire === undefined) throw new PortalOpsError('follow.edit-chain', { id: taskId });
      this.#d.policy.checkTaskChange(person, chain.schedule.owner);
      return;
    }
    this.#d.policy.checkTaskChange(person, personOf(await creatorOf(this.#d.store.requests, taskId)));
  }

  /** The followed schedule (not deleted) whose chain holds this task, with every task of it, if there is one. */
  async #chainOf(taskId: string): Promise<{ schedule: FollowedSchedule; taskIds: string[] } | undefined> {
    const follow = this.#d.store.follow;
    for (const s of await follow.schedules()) {
      if (s.state === 'stopped') continue;
      const taskIds = (await follow.periods(s.id)).flatMap((p) => p.created.flatMap((c) => (c.id ? [c.id] : [])));
      if (taskIds.includes(taskId)) return { schedule: s, taskIds };
    }
    return undefined;
  }

  /** Who a followed schedule is, for who may change it; a schedule deleted meanwhile cannot be changed. */
  async #chainOwner(superseded: Superseded): Promise<Person> {
    const s = await this.#d.store.follow.schedule(superseded.scheduleId);
    if (s === undefined || s.state === 'stopped') throw new PortalOpsError('follow.gone', {});
    return s.owner;
  }

  /**
   * A task of a schedule that follows daylight saving is one stretch of it: an update would change that stretch
   * alone while the follower goes on making the others from the schedule as it was. Refused, with what to do (a
   * change of the whole schedule is a new schedule in its place: `supersedes`).
   */
  async #notInChain(taskId: string): Promise<void> {
    if ((await this.#chainOf(taskId)) !== undefined) throw new PortalOpsError('follow.edit-chain', { id: taskId });
  }

  /**
   * The followed schedule a change takes the place of, checked: the person may change it (its owner, or an admin
   * with a service account), and its stretch running now is read from the portal for "before", with the words the
   * schedule was asked in.
   */
  async #superseded(person: Person, acting: Acting, taskId: string): Promise<Superseded> {
    if (this.#d.retire === undefined) throw new PortalOpsError('follow.edit-chain', { id: taskId });
    const chain = await this.#chainOf(taskId);
    if (chain === undefined) throw new PortalOpsError('follow.gone', {});
    this.#d.policy.checkTaskChange(person, chain.schedule.owner);
    const task = await this.#d.client.getTask(acting.tokens, acting.portalUser, taskId);
    const origin =
      chain.schedule.requestId === null ? undefined : await this.#d.store.requests.get(chain.schedule.requestId);
    const input = origin?.input as DraftedInput | undefined;
    const source = origin && {
      record: origin,
      part: 0,
      parts: 1,
      schedule: (origin.schedule as ScheduleSummary | null) ?? null,
      input: input?.kind === 'task' ? input : undefined,
    };
    // the running period the person asked for the whole schedule, not this stretch's own dates
    const { startDate, endDate, maxOccurrences } = chain.schedule.intent;
    const before = { ...beforeOf(task, source), startDate, endDate, maxOccurrences };
    return { taskId, scheduleId: chain.schedule.id, taskIds: chain.taskIds, before };
  }

  /**
   * The followed schedule a created change took the place of is deleted (every task, then the chain stopped), as the
   * person who changed it. A failure is logged and recorded; the sweep tries again until the chain is stopped.
   */
  async #retire(record: RequestRecord): Promise<void> {
    const s = supersededIn(record);
    if (s === undefined || this.#d.retire === undefined) return;
    const chain = await this.#d.store.follow.schedule(s.scheduleId);
    if (chain === undefined || chain.state === 'stopped') return;
    const person = { team: record.team, user: record.user };
    try {
      const { failed } = await this.#d.retire(person, s.scheduleId);
      if (failed > 0) throw new Error(`${failed} of its tasks could not be deleted`);
      const event = this.#event(record.id, 'system', 'superseded', { schedule: s.scheduleId });
      await this.#transition(record.id, ['created'], 'created', {}, this.#now(), event);
    } catch (e) {
      // The old schedule is paused at least (a delete pauses it first); its own trail says which tasks remain.
      const err = e instanceof Error ? e.message : String(e);
      this.#d.log?.warn(
        { requestId: record.id, schedule: s.scheduleId, err },
        'the schedule changed is not deleted yet',
      );
    }
  }

  /**
   * The followed schedule this task is a stretch of, as it was asked (phrase, zone, task details; a start already
   * passed left out): what the form that changes the whole schedule opens with. Undefined for any other task.
   */
  async followedAsked(taskId: string): Promise<FollowedAsked | undefined> {
    const chain = await this.#chainOf(taskId);
    if (chain === undefined) return undefined;
    const { intent, requestId } = chain.schedule;
    const t = intent.task;
    const details = {
      type: t.type,
      ...(t.title === undefined ? {} : { title: t.title }),
      ...(t.itemId === undefined ? {} : { itemId: t.itemId }),
      ...(t.parameters === undefined ? {} : { parameters: t.parameters }),
      ...(intent.startDate !== null && intent.startDate > this.#now() ? { startDate: intent.startDate } : {}),
      ...(intent.endDate === null ? {} : { endDate: intent.endDate }),
      ...(intent.maxOccurrences === null ? {} : { maxOccurrences: intent.maxOccurrences }),
    } as Partial<TaskDetails>;
    const item = requestId === null ? null : ((await this.#d.store.requests.get(requestId))?.item ?? null);
    return { scheduleId: chain.schedule.id, phrase: intent.phrase, zone: intent.zone, details, item };
  }

  /** Where a task's current schedule was asked for through the bot (its phrase and zone), if it still is that. */
  async scheduleSourceOf(person: Person, task: TaskRecord): Promise<ScheduleSource | undefined> {
    return scheduleSource(this.#d.store.requests, person, task);
  }

  /** One of the person's own requests as stored (to reopen its form); `request.not-yours` for anyone else's. */
  async request(requestId: string, person: Person): Promise<RequestRecord> {
    return this.#own(requestId, person);
  }

  async events(requestId: string, person: Person): Promise<RequestEvent[]> {
    await this.#own(requestId, person);
    return this.#d.store.requests.events(requestId);
  }

  /**
   * The task a change replaces, checked: the person may change it (its creator through the bot or an admin, with a
   * service account; per person, their own account decides), and it is read as it is now for "before".
   */
  async #replaced(person: Person, acting: Acting, taskId: string): Promise<Replaced> {
    await this.#notInChain(taskId);
    const creator = await creatorOf(this.#d.store.requests, taskId);
    this.#d.policy.checkTaskChange(person, personOf(creator));
    const task = await this.#d.client.getTask(acting.tokens, acting.portalUser, taskId);
    const source = await scheduleSource(this.#d.store.requests, person, task, creator);
    return { taskId: task.id, before: beforeOf(task, source) };
  }

  /** A change's unknown outcome, settled by reading the task back (never by looking for a new one). */
  async #settleChange(record: RequestRecord, acting: Acting): Promise<SubResult[]> {
    const payload = record.payload as Extract<RequestPayload, { tasks: unknown }>;
    const taskId = payload.replaces?.taskId ?? '';
    const out: SubResult[] = [];
    for (const r of record.results) {
      const task = payload.tasks[r.index];
      out.push(task ? await settleChange(this.#d.client, r, taskId, task, acting, this.#now()) : r);
    }
    return out;
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

  /**
   * The item as the portal names it, for the confirmation and the record. The title a picker showed is not taken on
   * trust: the portal is asked, briefly; anything else than its answer in time leaves the title and type unknown.
   */
  async #item(acting: Acting, raw: unknown): Promise<RequestItem | null> {
    if (typeof raw !== 'string' || !/^\s*[0-9a-fA-F]{32}\s*$/.test(raw)) return null;
    const id = raw.trim().toLowerCase();
    try {
      const found = await this.#d.client.getItem(acting.tokens, id, { withinMs: this.#d.itemLookupMs ?? 1_000 });
      return { id, title: found.title, type: found.type };
    } catch (e) {
      this.#d.log?.debug({ itemId: id, err: isPortalOpsError(e) ? e.code : String(e) }, 'item not named');
      return { id, title: null, type: null };
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
    from: readonly RequestState[],
    type = from.includes('submitting') ? 'submitted' : 'reconciled',
    guard: TransitionGuard = {},
  ): Promise<RequestOutcome> {
    const state = overallState(results);
    const firstError = results.find((r) => r.error)?.error ?? null;
    const moved = await this.#transition(
      record.id,
      from,
      state,
      {
        results,
        error: state === 'created' ? null : firstError,
        ...(state === 'submitting' ? {} : { leaseUntil: null }),
      },
      this.#now(),
      this.#event(record.id, actor, type, {
        state,
        ids: results.flatMap((r) => (r.state === 'created' && r.id ? [r.id] : [])),
        ...(replacedIn(record) === undefined ? {} : { changed: replacedIn(record) }),
      }),
      guard,
    );
    // partial too: the follower creates what the request could not, or tells (the chain is never left unfollowed)
    if (moved?.state === 'created' || moved?.state === 'partial') await this.#adopt(moved);
    // only once the new schedule is whole: a partial one leaves the old running beside it, for the person to choose
    if (moved?.state === 'created') await this.#retire(moved);
    return moved ? outcome(moved, true) : outcome(await this.#get(record.id));
  }

  /**
   * A followed schedule's first tasks exist: its chain is handed to the follower (the schedule and that period in
   * one write, keyed by the request, so a second call does nothing). A failure here is logged, not the person's:
   * their tasks exist, and the sweep hands the chain over again.
   */
  async #adopt(record: RequestRecord): Promise<void> {
    const payload = record.payload as RequestPayload;
    const input = record.input as DraftedInput | undefined;
    if (!('tasks' in payload) || payload.follow === undefined || input?.kind !== 'task') return;
    const f = payload.follow;
    const details = input.task;
    const now = this.#now();
    try {
      const adopted = await this.#d.store.follow.adopt(
        {
          id: record.id,
          requestId: record.id,
          owner: { team: record.team, user: record.user },
          account: this.#d.identity.mode === 'service-account' ? 'service' : `${record.team}:${record.user}`,
          portalUser: record.portalUser,
          intent: {
            phrase: f.phrase,
            zone: f.zone,
            anchor: f.anchor,
            startDate: f.startDate,
            endDate: f.endDate,
            maxOccurrences: f.maxOccurrences,
            task: {
              type: details.type,
              ...(details.itemId === undefined ? {} : { itemId: details.itemId }),
              ...(details.title === undefined ? {} : { title: details.title }),
              ...(details.parameters === undefined ? {} : { parameters: details.parameters }),
            },
          },
          state: 'active',
          leadMs: this.#d.followLeadMs ?? 7 * 86_400_000,
          createdAt: now,
          updatedAt: now,
        },
        {
          ...f.first,
          ids: f.first.tasks.map((_, k) => {
            const r = record.results.find((x) => x.index === k);
            return r?.state === 'created' && r.id ? r.id : null;
          }),
        },
      );
      if (adopted) this.#d.log?.info({ requestId: record.id }, 'followed schedule handed to the follower');
    } catch (e) {
      this.#d.log?.error(
        { requestId: record.id, err: e instanceof Error ? e.message : String(e) },
        'could not hand the followed schedule over',
      );
    }
  }

  /**
   * Records a settled outcome whose ids another request may already own: the store refuses a second owner, and
   * that refusal is said in words (for a person's choice) or leaves the request unknown (for a lookup).
   */
  async #finishOwned(
    record: RequestRecord,
    results: readonly SubResult[],
    actor: Person | 'system',
    from: readonly RequestState[],
    type?: string,
    guard: TransitionGuard = {},
  ): Promise<RequestOutcome> {
    try {
      return await this.#finish(record, results, actor, from, type, guard);
    } catch (e) {
      if (!(e instanceof StoreConflictError) || e.field !== 'createdId') throw e;
      if (actor === 'system') {
        this.#d.log?.warn({ requestId: record.id }, 'a task found by looking belongs to another request; left unknown');
        return outcome(await this.#get(record.id));
      }
      throw new PortalOpsError('request.id-taken', { what: record.kind });
    }
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
    item: record.item,
    expiresAt: record.expiresAt,
    ...('tasks' in payload && payload.replaces ? { replaces: payload.replaces } : {}),
    ...('tasks' in payload && payload.supersedes ? { supersedes: payload.supersedes } : {}),
  };
}

/** The followed schedule a request takes the place of, if it is such a change. */
function supersededIn(record: RequestRecord): Superseded | undefined {
  const payload = record.payload as RequestPayload | null;
  return payload && 'tasks' in payload ? payload.supersedes : undefined;
}

/**
 * A change is one update of one task of the same type: a schedule that needs several tasks, or another type (the
 * service does not change a task's type), is refused under its field, with what to do instead.
 */
function oneTaskOfSameType(parts: number, type: unknown, replaces: Replaced): void {
  const fields: Record<string, string> = {};
  if (parts > 1) {
    fields.schedule = `This schedule needs ${parts} tasks; a task can be changed into one. Create it as a new schedule instead.`;
  }
  if (type !== replaces.before.type) {
    fields.type = 'Task type: the portal does not change a task’s type. Create a new task to run something else.';
  }
  if (Object.keys(fields).length > 0) throw new PortalOpsError('validation.invalid', { fields });
}

function draftedInput(input: DraftInput): DraftedInput {
  if (input.kind === 'role') return { kind: 'role', role: input.role };
  return {
    kind: 'task',
    task: input.task,
    schedule: input.schedule,
    ...(input.replaces ? { replaces: { taskId: input.replaces.taskId } } : {}),
    ...(input.supersedes ? { supersedes: { taskId: input.supersedes.taskId } } : {}),
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

/** A sent part whose answer never came: unknown since now, the end of the window in which it could be created. */
function lost(r: SubResult, now: number): SubResult {
  return { ...r, state: 'unknown', unknownSince: now };
}

/** A part the portal answered with an id another request holds: unknown, that id offered to the person. */
function asCandidate(r: SubResult, id: string, now: number): SubResult {
  const { id: _, ...rest } = r;
  return {
    ...rest,
    state: 'unknown',
    unknownSince: now,
    candidates: [{ id }],
    error: { code: 'request.needs-person', message: 'The portal’s answer names a task recorded as another request’s.' },
  };
}

/** The person's "this is mine": the part is created with that id, its candidates and error gone. */
function chosen(r: SubResult, id: string): SubResult {
  const { candidates: _, error: _e, ...rest } = r;
  return { ...rest, state: 'created', id };
}

/** Every unknown part has candidates listed: looking found what it could; the person decides. */
function waitingForPerson(r: RequestRecord): boolean {
  const open = r.results.filter((p) => p.state === 'unknown' || p.state === 'pending');
  return open.length > 0 && open.every((p) => (p.candidates?.length ?? 0) > 0);
}

function candidateIds(results: readonly SubResult[]): Record<number, string[]> {
  return Object.fromEntries(
    results.flatMap((r) => (r.candidates ? [[r.index, r.candidates.map((c) => c.id)]] : [])),
  ) as Record<number, string[]>;
}

/** Parts not yet sent are refused for this reason; parts already settled (or sent) keep what they have. */
function refusedBy(e: unknown): (r: SubResult) => SubResult {
  const code = isPortalOpsError(e) ? e.code : 'internal';
  return (r) =>
    r.state === 'pending' && r.sentAt === undefined
      ? { ...r, state: 'rejected', error: { code, message: e instanceof Error ? e.message : String(e) } }
      : r;
}
