import { parse as parseQuery } from 'node:querystring';
import { z } from 'zod';

/**
 * The edge: what a request from Slack may hold, as zod schemas, parsed once when it arrives and before Bolt or a
 * listener sees it. What Bolt routes on and what the listeners read is checked here and nothing else passes (keys
 * the schemas do not name are dropped, so a hostile extra `command` or `actions` cannot reroute a payload). A body
 * that does not fit is refused with 400 here; Slack never sends one, so whoever did gets no further.
 *
 * Limits are Slack's own where it has them (3000 characters of `private_metadata` or of a text input, 100 blocks
 * per view), so the work a request can cause stays bounded.
 */

const TEXT_MAX = 3000;
const ID_MAX = 64;
const BLOCKS_MAX = 100;
const OPTIONS_MAX = 100;

/** A Slack id (user, team, channel, view, app): letters, digits, `_`, `-`, `.`. */
const slackId = z
  .string()
  .min(1)
  .max(ID_MAX)
  .regex(/^[\w.-]+$/);
const text = (max = TEXT_MAX) => z.string().max(max);
const optionalId = slackId.nullish().transform((v) => v ?? undefined);

/** An option's words (an external select's option carries what the person saw, e.g. an item's title). */
const optionText = z.object({ type: text(32), text: text(2000), emoji: z.boolean().optional() });
const option = z.object({ value: text(2000), text: optionText.optional().catch(undefined) });

/** One element's state in `view.state.values`. Optional inputs come back as `null`. */
const stateValue = z.object({
  type: text(64),
  value: text().nullish(),
  selected_date: text(32).nullish(),
  selected_option: option.nullish(),
  selected_options: z.array(option).max(OPTIONS_MAX).nullish(),
});

const bounded = <T extends z.ZodType>(inner: T, what: string) =>
  z
    .record(text(255), inner)
    .refine((r) => Object.keys(r).length <= BLOCKS_MAX, { error: `more than ${BLOCKS_MAX} ${what}` });

/** `view.state.values`: block id → action id → state. A view without inputs sends `{}` (or, malformed, null). */
const stateValues = bounded(bounded(stateValue, 'elements'), 'blocks');

const viewSchema = z.object({
  id: slackId,
  hash: text(128)
    .nullish()
    .transform((v) => v ?? ''),
  callback_id: text(255)
    .nullish()
    .transform((v) => v ?? ''),
  private_metadata: text()
    .nullish()
    .transform((v) => v ?? ''),
  state: z
    .object({ values: stateValues.nullish().transform((v) => v ?? {}) })
    .nullish()
    .transform((s) => s ?? { values: {} }),
  type: text(32).optional(),
  team_id: optionalId,
  app_id: optionalId,
  app_installed_team_id: optionalId,
  root_view_id: optionalId,
  previous_view_id: optionalId,
});

const userSchema = z.object({
  id: slackId,
  team_id: optionalId,
  username: text(255).optional(),
  name: text(255).optional(),
});
const teamSchema = z.object({ id: slackId, domain: text(255).optional(), enterprise_id: optionalId }).nullish();
const enterpriseSchema = z.object({ id: slackId, name: text(255).optional() }).nullish();

/** What every interaction carries. */
const interaction = {
  user: userSchema,
  team: teamSchema,
  enterprise: enterpriseSchema,
  is_enterprise_install: z.boolean().optional(),
  api_app_id: optionalId,
  token: text(255).optional(),
  trigger_id: text(255).optional(),
};

const viewSubmission = z.object({
  type: z.literal('view_submission'),
  ...interaction,
  view: viewSchema,
  response_urls: z
    .array(z.object({ response_url: z.url(), channel_id: slackId }).loose())
    .max(10)
    .optional(),
});

const viewClosed = z.object({
  type: z.literal('view_closed'),
  ...interaction,
  view: viewSchema,
  is_cleared: z.boolean().optional(),
});

const actionSchema = z.object({
  type: text(64),
  action_id: text(255),
  block_id: text(255).optional(),
  action_ts: text(64).optional(),
  value: text(2000).optional(),
  selected_option: option.nullish(),
  selected_options: z.array(option).max(OPTIONS_MAX).optional(),
});

const blockActions = z.object({
  type: z.literal('block_actions'),
  ...interaction,
  actions: z.array(actionSchema).min(1).max(25),
  view: viewSchema.optional(),
  container: z.record(text(64), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  channel: z.object({ id: slackId, name: text(255).optional() }).nullish(),
  message: z
    .object({ ts: text(64) })
    .loose()
    .optional(),
  response_url: z.url().optional(),
});

/**
 * An options request (`block_suggestion`): what the person typed into an external select (`value`, possibly empty
 * with `min_query_length: 0`), which select (`action_id`, `block_id`), and the view it sits in with its state.
 */
const blockSuggestion = z.object({
  type: z.literal('block_suggestion'),
  ...interaction,
  action_id: text(255),
  block_id: text(255),
  value: text(2000)
    .nullish()
    .transform((v) => v ?? ''),
  view: viewSchema.optional(),
  container: z.record(text(64), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  channel: z.object({ id: slackId, name: text(255).optional() }).nullish(),
});

/** A slash command: form fields, every one a single string (a repeated key is an array, and malformed). */
const slashCommand = z.object({
  command: z.string().regex(/^\/[\w-]{1,64}$/),
  text: text(4000).default(''),
  user_id: slackId,
  user_name: text(255).optional(),
  team_id: slackId,
  team_domain: text(255).optional(),
  enterprise_id: slackId.optional(),
  enterprise_name: text(255).optional(),
  channel_id: slackId,
  channel_name: text(255).optional(),
  trigger_id: text(255),
  response_url: z.url(),
  api_app_id: slackId.optional(),
  is_enterprise_install: z.enum(['true', 'false']).optional(),
  token: text(255).optional(),
});

export type SlashCommandBody = z.output<typeof slashCommand>;
export type ViewSubmissionBody = z.output<typeof viewSubmission>;
export type BlockActionsBody = z.output<typeof blockActions>;
export type BlockSuggestionBody = z.output<typeof blockSuggestion>;
export type SubmittedView = z.output<typeof viewSchema>;
/** The kinds of requests the listeners take. */
export type Kind = 'command' | 'view_submission' | 'view_closed' | 'block_actions' | 'block_suggestion';

/** What the edge makes of a request's body. */
export type Admitted =
  /** For Bolt: the validated body, keys it does not name dropped. */
  | { readonly to: 'app'; readonly kind: Kind | 'event'; readonly body: Record<string, unknown> }
  /** Answered here: Slack's checks (ssl_check, url_verification) and interactions no listener takes. */
  | { readonly to: 'answer'; readonly kind: string; readonly json?: Record<string, unknown> }
  | { readonly to: 'refuse'; readonly reason: string };

const INTERACTIONS: Readonly<Record<string, { readonly kind: Kind; readonly schema: z.ZodType }>> = {
  view_submission: { kind: 'view_submission', schema: viewSubmission },
  view_closed: { kind: 'view_closed', schema: viewClosed },
  block_actions: { kind: 'block_actions', schema: blockActions },
  block_suggestion: { kind: 'block_suggestion', schema: blockSuggestion },
};

/** Where a schema's first problem is, for the log (never the value: it may be anything). */
function problem(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'not readable';
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** An interaction (`payload` of a form) or an Events API body (JSON). */
function admitObject(value: unknown): Admitted {
  if (!isRecord(value)) return { to: 'refuse', reason: 'the body is not an object' };
  const type = value.type;
  if (typeof type !== 'string') return { to: 'refuse', reason: 'no type' };
  if (type === 'url_verification') {
    return typeof value.challenge === 'string' && value.challenge.length <= 1000
      ? { to: 'answer', kind: type, json: { challenge: value.challenge } }
      : { to: 'refuse', reason: 'url_verification without a challenge' };
  }
  if (type === 'event_callback') {
    // No event listener yet: Bolt acks events itself and reads them defensively; its errors are caught anyway.
    const event = z
      .object({ type: z.literal('event_callback'), team_id: slackId, event: z.object({ type: text(64) }).loose() })
      .loose()
      .safeParse(value);
    return event.success
      ? { to: 'app', kind: 'event', body: event.data }
      : { to: 'refuse', reason: problem(event.error) };
  }
  const known = Object.hasOwn(INTERACTIONS, type) ? INTERACTIONS[type] : undefined;
  // Shortcuts and the like: the app offers none, so an ack is all there is to say.
  if (!known) return { to: 'answer', kind: type };
  const parsed = known.schema.safeParse(value);
  return parsed.success
    ? { to: 'app', kind: known.kind, body: parsed.data as Record<string, unknown> }
    : { to: 'refuse', reason: problem(parsed.error) };
}

/**
 * A request's raw body as Slack sends it to `/slack/events`: a form (a slash command's fields, or one `payload`
 * field holding an interaction's JSON, or Slack's `ssl_check`) when the Content-Type is exactly
 * `application/x-www-form-urlencoded` (Bolt compares it exactly too), JSON otherwise.
 */
export function admit(raw: string, contentType: string | undefined): Admitted {
  if (contentType === 'application/x-www-form-urlencoded') {
    const form = parseQuery(raw);
    if (form.ssl_check === '1') return { to: 'answer', kind: 'ssl_check' };
    if (Object.hasOwn(form, 'payload')) {
      const payload = form.payload;
      if (typeof payload !== 'string') return { to: 'refuse', reason: 'payload: not one string' };
      let value: unknown;
      try {
        value = JSON.parse(payload);
      } catch {
        return { to: 'refuse', reason: 'payload: not JSON' };
      }
      return admitObject(value);
    }
    const command = slashCommand.safeParse(form);
    return command.success
      ? { to: 'app', kind: 'command', body: command.data }
      : { to: 'refuse', reason: problem(command.error) };
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { to: 'refuse', reason: 'not JSON' };
  }
  return admitObject(value);
}

/** The same for a body that arrived over Socket Mode (already JSON): a command there is an object of strings. */
export function admitParsed(body: unknown): Admitted {
  if (isRecord(body) && body.command !== undefined && body.type === undefined) {
    const command = slashCommand.safeParse(body);
    return command.success
      ? { to: 'app', kind: 'command', body: command.data }
      : { to: 'refuse', reason: problem(command.error) };
  }
  return admitObject(body);
}
