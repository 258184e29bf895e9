import { createHmac, randomBytes } from 'node:crypto';
import type { Dispatcher } from 'undici';
import { request } from 'undici';

/**
 * Requests as Slack sends them to `POST /slack/events`: a form-encoded slash command, or a form whose one field
 * `payload` holds an interaction's JSON; `Content-Type: application/x-www-form-urlencoded` exactly (Bolt compares
 * it), signed `v0=HMAC_SHA256(secret, "v0:<ts>:<raw body>")` over the exact bytes sent, with a fresh timestamp.
 * Kept here rather than shared with test/ so the bench builds from src and bench alone.
 */
export const BENCH_TEAM = { id: 'T0BENCH001', domain: 'bench' } as const;
export const BENCH_ZONE = 'America/Los_Angeles';
export const BENCH_APP_ID = 'A0BENCH001';
export const BENCH_CHANNEL = { id: 'C0BENCH001', name: 'portal-ops' } as const;
const VERIFICATION_TOKEN = 'bEnChVeRiFiCaTiOnToKeN01';

export interface Person {
  readonly id: string;
  readonly name: string;
}

export function person(i: number): Person {
  const n = String(i).padStart(4, '0');
  return { id: `U0BENCH${n}`, name: `bench.${n}` };
}

export function signature(secret: string, timestampSec: number, rawBody: string): string {
  return `v0=${createHmac('sha256', secret).update(`v0:${timestampSec}:${rawBody}`).digest('hex')}`;
}

/** A trigger id shaped like Slack's (`<ms>.<n>.<hex>`); each one is good for a single `views.open`. */
export function newTriggerId(): string {
  return `${Date.now()}.${4_100_000_000}.${randomBytes(16).toString('hex')}`;
}

/** Every field Slack sends with a slash command, form-encoded. */
export function slashCommandBody(
  command: string,
  text: string,
  who: Person,
  hooks: string,
  trigger: string = newTriggerId(),
): string {
  return new URLSearchParams({
    token: VERIFICATION_TOKEN,
    team_id: BENCH_TEAM.id,
    team_domain: BENCH_TEAM.domain,
    channel_id: BENCH_CHANNEL.id,
    channel_name: BENCH_CHANNEL.name,
    user_id: who.id,
    user_name: who.name,
    command,
    text,
    api_app_id: BENCH_APP_ID,
    is_enterprise_install: 'false',
    response_url: `${hooks}commands/${BENCH_TEAM.id}/${Date.now()}/${randomBytes(12).toString('hex')}`,
    trigger_id: trigger,
  }).toString();
}

type Json = Record<string, unknown>;

interface Option {
  readonly text: Json;
  readonly value: string;
}

interface Element {
  readonly type: string;
  readonly action_id?: string;
  readonly options?: readonly Option[];
  readonly initial_value?: string;
  readonly initial_option?: Option;
  readonly initial_options?: readonly Option[];
  readonly initial_date?: string;
}

interface Block {
  readonly type: string;
  readonly block_id?: string;
  readonly element?: Element;
}

/** What the person entered, by block id: text (or a selected option's value), or several values for checkboxes. */
export type Answers = Readonly<Record<string, string | readonly string[] | null>>;

function optionFor(element: Element, value: string): Option {
  return element.options?.find((o) => o.value === value) ?? { text: { type: 'plain_text', text: value }, value };
}

/**
 * `view.state.values` as Slack builds it for a submission: one entry per input block (block id → action id →
 * state), the element's initial value unless `answers` says otherwise, `null` for what is left empty.
 */
export function stateValues(viewBlocks: readonly object[], answers: Answers): Record<string, Record<string, Json>> {
  const out: Record<string, Record<string, Json>> = {};
  for (const b of viewBlocks as readonly Block[]) {
    const e = b.element;
    if (b.type !== 'input' || !b.block_id || !e?.action_id) continue;
    const given = Object.hasOwn(answers, b.block_id) ? answers[b.block_id] : undefined;
    let state: Json;
    switch (e.type) {
      case 'static_select':
      case 'radio_buttons': {
        const v = typeof given === 'string' ? given : e.initial_option?.value;
        state = { type: e.type, selected_option: v === undefined || given === null ? null : optionFor(e, v) };
        break;
      }
      case 'checkboxes': {
        const vs = Array.isArray(given) ? given : given === null ? [] : (e.initial_options?.map((o) => o.value) ?? []);
        state = { type: e.type, selected_options: vs.map((v: string) => optionFor(e, v)) };
        break;
      }
      case 'datepicker':
        state = { type: e.type, selected_date: typeof given === 'string' ? given : (e.initial_date ?? null) };
        break;
      default:
        state = {
          type: e.type,
          value: typeof given === 'string' ? given : given === null ? null : (e.initial_value ?? null),
        };
    }
    out[b.block_id] = { [e.action_id]: state };
  }
  return out;
}

/** A `view_submission` of `view` (as the app built it) with `values`, as the `payload=` form Slack posts. */
export function viewSubmissionBody(view: Json, values: Json, who: Person, viewId: string): string {
  const payload = {
    type: 'view_submission',
    team: { id: BENCH_TEAM.id, domain: BENCH_TEAM.domain },
    user: { id: who.id, username: who.name, name: who.name, team_id: BENCH_TEAM.id },
    api_app_id: BENCH_APP_ID,
    token: VERIFICATION_TOKEN,
    trigger_id: newTriggerId(),
    view: {
      id: viewId,
      team_id: BENCH_TEAM.id,
      type: 'modal',
      close: null,
      submit: null,
      external_id: '',
      ...view,
      state: { values },
      hash: `${Math.floor(Date.now() / 1000)}.${randomBytes(4).toString('hex')}`,
      clear_on_close: false,
      notify_on_close: false,
      root_view_id: viewId,
      previous_view_id: null,
      app_id: BENCH_APP_ID,
      app_installed_team_id: BENCH_TEAM.id,
      bot_id: 'B0BOT00001',
    },
    response_urls: [],
    is_enterprise_install: false,
    enterprise: null,
  };
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

export interface Reply {
  readonly status: number;
  readonly body: string;
  /** From just before the request is handed to the client to the last byte of the answer. */
  readonly ms: number;
  /** When it was sent, epoch ms (comparable across processes on this machine). */
  readonly sentAt: number;
}

/** Signs `rawBody` now and POSTs it to the app's events endpoint. */
export async function sendSigned(
  dispatcher: Dispatcher,
  baseUrl: string,
  secret: string,
  rawBody: string,
): Promise<Reply> {
  const ts = Math.floor(Date.now() / 1000);
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    'user-agent': 'Slackbot 1.0 (+https://api.slack.com/robots)',
    accept: 'application/json,*/*',
    'x-slack-request-timestamp': String(ts),
    'x-slack-signature': signature(secret, ts, rawBody),
  };
  const started = performance.now();
  const res = await request(`${baseUrl}/slack/events`, { dispatcher, method: 'POST', headers, body: rawBody });
  const body = await res.body.text();
  return { status: res.statusCode, body, ms: performance.now() - started, sentAt: performance.timeOrigin + started };
}
