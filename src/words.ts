import type { ErrorCode, ErrorFacts, PortalOperation, PortalOpsError } from './errors.js';

/** What a person reads: what happened, and what they can do about it. Never a token, never a stack. */
export interface Words {
  readonly summary: string;
  readonly action: string;
}

/** What a person tried to do to a task, for a refusal (`policy.not-allowed` with reason `task-<change>`). */
const CHANGE_VERBS: Readonly<Record<string, string>> = {
  'task-pause': 'pause',
  'task-resume': 'resume',
  'task-delete': 'delete',
  'task-edit': 'edit',
  'task-history': 'see the run history of',
};

const WHAT: Record<PortalOperation, string> = {
  createTask: 'creating the task',
  createRole: 'creating the role',
  listRoles: 'listing the roles',
  listTasks: 'listing the tasks',
  getTask: 'reading the task',
  taskRuns: 'reading the task’s runs',
  updateTask: 'changing the task',
  disableTask: 'pausing the task',
  enableTask: 'resuming the task',
  deleteTask: 'deleting the task',
  getItem: 'looking up the item',
  searchItems: 'searching the portal’s items',
  discover: 'reading the portal’s details',
  generateToken: 'signing in to the portal',
  oauthToken: 'signing in to the portal',
};

function doing(f: ErrorFacts): string {
  return f.operation ? WHAT[f.operation] : 'talking to the portal';
}

/** The operations that change a task after its creation: what was asked, and what it is once done. */
const CHANGES: Partial<Record<PortalOperation, { readonly ask: string; readonly done: string }>> = {
  updateTask: { ask: 'change the task', done: 'changed' },
  disableTask: { ask: 'pause the task', done: 'paused' },
  enableTask: { ask: 'resume the task', done: 'resumed' },
  deleteTask: { ask: 'delete the task', done: 'deleted' },
};

/** What a refused request left as it was: a create made nothing; anything else about a task left it unchanged. */
function untouched(f: ErrorFacts): string {
  return f.operation && (CHANGES[f.operation] || f.operation === 'getTask' || f.operation === 'taskRuns')
    ? 'nothing was changed'
    : 'nothing was created';
}

function changeUnknown(f: ErrorFacts, change: { ask: string; done: string }): Words {
  const after =
    f.readBack === 'failed'
      ? ', and reading the task back failed too'
      : f.readBack === 'undecided'
        ? ', and the task as the portal shows it cannot tell'
        : f.readBack === 'not-applied'
          ? ', nor to the one sent again, and the task still shows it undone'
          : '';
  return {
    summary: `The request to ${change.ask} was sent, but no usable answer came back (${reasonWords(f.reason)})${after}: it may have been ${change.done}.`,
    action: `Look at the task in the task list before trying again; it shows whether it was ${change.done}.`,
  };
}

function portal(f: ErrorFacts): string {
  return f.host ? `the portal (${f.host})` : 'the portal';
}

/** Letters and digits only, lower case: for telling whether two sentences say the same. */
function gist(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * A detail that restates the message ("'itemId' 9f3c… does not exist or is inaccessible." under "Item does not
 * exist or is inaccessible.") says nothing new: the message without its first word is inside it.
 */
function restates(detail: string, message: string | undefined): boolean {
  if (!message) return false;
  const core = gist(message).split(' ').slice(1).join(' ');
  return gist(detail) === gist(message) || (core.length >= 12 && gist(detail).includes(core));
}

function serviceSaid(f: ErrorFacts): string {
  const message = f.serviceMessage?.trim();
  const details = (f.details ?? []).filter((d) => d.trim() !== '' && !restates(d, message));
  const said = [message, ...details].filter(Boolean).join(' ');
  return said ? ` The portal said: “${said}”` : '';
}

function fieldList(f: ErrorFacts): string {
  const entries = Object.entries(f.fields ?? {});
  return entries.map(([path, message]) => (path ? `${path}: ${message}` : message)).join('; ');
}

/** Who reads the words, which decides the advice that helps. */
export interface Audience {
  /**
   * `slack` (the default): a person using the bot, whose fix is in Slack (`/portal login`). `terminal`: whoever runs
   * it (`discover`, `doctor`, `start`), whose fix is in the environment (PORTAL_URL, PORTAL_TOKEN, ...).
   */
  readonly audience?: 'slack' | 'terminal';
  /** At a terminal: the PORTAL_URL in use, so that one that is not the Sharing REST root can be named. */
  readonly portalUrl?: string;
  /** At a terminal: how the service account signs in (PORTAL_TOKEN, or PORTAL_USERNAME with PORTAL_PASSWORD). */
  readonly credentials?: 'token' | 'password';
}

/** The one place that turns errors into words, for the reader `context` names. */
export function explain(error: unknown, context: Audience = {}): Words {
  const words = forPeople(error);
  return context.audience === 'terminal' && isOurs(error) ? atTerminal(error, words, context) : words;
}

function forPeople(error: unknown): Words {
  if (!isOurs(error)) {
    return {
      summary: 'Something went wrong on our side.',
      action: 'Try again; if it keeps happening, give the reference to whoever runs the bot.',
    };
  }
  const f = error.facts;
  switch (error.code) {
    case 'validation.invalid':
      return {
        summary: `Some details need fixing: ${fieldList(f)}.`,
        action: 'Correct the fields named and submit again.',
      };
    case 'follow.edit-chain':
      return {
        summary:
          'This schedule follows daylight saving: it is one portal task per stretch between clock changes, and a change of this task would reach only its own stretch.',
        action: 'Use Edit on the schedule in the Home tab: it changes the whole schedule, every stretch of it.',
      };
    case 'follow.gone':
      return {
        summary: 'The schedule this change was for has been deleted meanwhile; nothing was created or changed.',
        action: 'Create it anew with /portal-task if it is still needed.',
      };
    case 'follow.partial':
      return {
        summary: `The change reached only some of this schedule’s tasks (it follows daylight saving: one task per stretch between clock changes)${f.problems && f.problems.length > 0 ? `; the others failed with ${f.problems.join(', ')}` : ''}.`,
        action: 'Try again: the tasks already changed stay as they are, and only the rest are sent.',
      };
    case 'task.type-unsupported':
      return {
        summary: `This portal (${[f.edition, f.version].filter(Boolean).join(' ') || 'its edition and version'}) does not support ${f.taskType ?? 'this type of'} tasks.`,
        action: f.supportedTypes?.length
          ? `Choose one of: ${f.supportedTypes.join(', ')}.`
          : 'This portal does not support scheduled tasks; it needs version 10.8.1 or later.',
      };
    case 'role.duplicate-name':
      return {
        summary: `A role named “${f.existingName ?? f.name ?? 'like this'}” already exists (names are compared ignoring case).`,
        action: 'Choose another name, or use the existing role.',
      };
    case 'role.not-admin':
      return {
        summary: 'Only the organization’s default administrators can create roles.',
        action: 'Ask a default administrator of the portal to create it.',
      };
    case 'portal.forbidden':
      return {
        summary: `The portal refused ${doing(f)}: your account does not have permission.${serviceSaid(f)}`,
        action: 'Ask a portal administrator for the privilege, or use an account that has it.',
      };
    case 'portal.sign-in-required':
      return {
        summary: 'The portal no longer accepts the sign-in the bot holds (it expired or was revoked).',
        action: 'Sign in again (`/portal login`), or ask whoever runs the bot to renew its portal credentials.',
      };
    case 'portal.sign-in-failed':
      return {
        summary: `Signing in to ${portal(f)} failed.${serviceSaid(f)}`,
        action: 'Check the username and password (or sign in again), then retry.',
      };
    case 'portal.rejected':
      return {
        summary: `The portal refused ${doing(f)}; ${untouched(f)}.${serviceSaid(f)}`,
        action: 'Fix what the portal names and try again.',
      };
    case 'portal.item-not-found':
      return {
        // the portal's own words (CONT_0001) say only this again: once is enough
        summary: 'The portal cannot find the item, or your account cannot see it; nothing was created.',
        action:
          'Check the item id (the 32 characters at the end of the item’s page address) and that it is shared with you.',
      };
    case 'portal.task-not-found':
      return {
        summary: `The portal cannot find the task${f.id ? ` ${f.id}` : ''}, or your account cannot see it: it may have been deleted.`,
        action: 'Refresh the task list; if the task should be there, check that it belongs to your portal account.',
      };
    case 'portal.http-status':
      return {
        summary: `${cap(portal(f))} answered ${f.status ? `HTTP ${f.status}` : 'with an error status'} to ${doing(f)}, not the service’s reply; ${untouched(f)}.`,
        action: 'Check PORTAL_URL (it should end in /sharing/rest) and any proxy in front of the portal.',
      };
    case 'portal.not-delivered':
      return {
        summary: `Could not reach ${portal(f)} while ${doing(f)} (${reasonWords(f.reason)}); nothing was sent.`,
        action: 'It is safe to try again. If it keeps failing, check that the portal is up and PORTAL_URL is right.',
      };
    case 'portal.bad-response':
      return {
        summary: `${cap(portal(f))} gave an answer that could not be read while ${doing(f)} (${reasonWords(f.reason)}).`,
        action: 'Try again in a moment; if it persists, the portal or a proxy in front of it needs attention.',
      };
    case 'portal.outcome-unknown':
      if (f.operation === 'generateToken' || f.operation === 'oauthToken') {
        return {
          summary: `Signing in to ${portal(f)} got no usable answer (${reasonWords(f.reason)}).`,
          action: 'Try again in a moment; if the portal then says the sign-in is no longer valid, sign in again.',
        };
      }
      {
        const change = f.operation && CHANGES[f.operation];
        if (change) return changeUnknown(f, change);
      }
      return {
        summary: `The request for ${doing(f).replace(/^creating /, '')} was sent, but no usable answer came back (${reasonWords(f.reason)}): it may have been created.`,
        action: 'Nothing is sent again until the portal has been checked for it; the request shows what is found.',
      };
    case 'policy.other-team':
      return {
        summary: 'This bot works only for people of the workspace that installed it.',
        action: 'Ask someone in that workspace to make the request.',
      };
    case 'policy.not-allowed':
      if (typeof f.reason === 'string' && f.reason.startsWith('task-')) {
        const verb = CHANGE_VERBS[f.reason] ?? 'change';
        return {
          summary: `Only the person who scheduled this task through the bot, or the bot’s admins, may ${verb} it.`,
          action: 'Ask them to do it, or ask whoever runs the bot to add you to BOT_ADMINS.',
        };
      }
      return {
        summary:
          f.reason === 'role'
            ? 'You are not on the list of people who may create roles through this bot.'
            : f.reason === 'history-all'
              ? 'Only the bot’s administrators can see everyone’s requests.'
              : 'You are not on the list of people who may create tasks through this bot.',
        action: 'Ask whoever runs the bot to add you (PORTAL_TASK_USERS / PORTAL_ROLE_USERS).',
      };
    case 'request.not-found':
      return { summary: 'That request no longer exists.', action: 'Start again with the command.' };
    case 'request.not-yours':
      return {
        summary: 'This request belongs to someone else; only the person who made it can see or confirm it.',
        action: 'Start your own with the command.',
      };
    case 'request.expired':
      return {
        summary: 'This confirmation waited too long and expired; nothing was sent.',
        action: 'Start again with the command.',
      };
    case 'request.cancelled':
      return { summary: 'This request was cancelled; nothing was sent.', action: 'Start again with the command.' };
    case 'request.settled':
      return {
        summary: 'This request is already settled; nothing was changed.',
        action: 'See where it stands with /portal history.',
      };
    case 'request.id-taken':
      return {
        summary: `That ${f.what === 'role' ? 'role' : 'task'} is already recorded as another request’s; it cannot be this one’s too.`,
        action: 'Choose another, or say it was not created and send it again.',
      };
    case 'slack.trigger-expired':
      return {
        summary: 'Slack did not let the form open in time; nothing was sent.',
        action: 'Run the command again.',
      };
    case 'slack.unreachable':
      return slackUnreachableWords(f.host ?? 'slack.com', f.reason);
    case 'slack.refused': {
      const said = `Slack refused the bot token (auth.test answered ${f.reason ?? 'an error'})`;
      const w = slackTokenWords(f.reason ?? '', f.needed);
      return w
        ? { summary: `${said}: ${w.summary}.`, action: w.action }
        : { summary: `${said}.`, action: 'See https://api.slack.com/methods/auth.test for what it means.' };
    }
    case 'config.invalid':
      return {
        summary: `The configuration is not valid:\n${(f.problems ?? []).map((p) => `  - ${p}`).join('\n')}`,
        action: 'Fix the variables named (see .env.example) and start again.',
      };
    case 'identity.not-linked':
      return {
        summary:
          f.reason === 'unreadable'
            ? 'Your portal sign-in can no longer be read by the bot (its encryption key was changed).'
            : f.reason === 'expired'
              ? 'Your portal sign-in has expired.'
              : 'You have not linked your portal account yet.',
        action: 'Type `/portal login` to link your portal account; requests then run as you on the portal.',
      };
    case 'identity.sign-in-expired':
      return {
        summary: 'The sign-in link expired.',
        action: 'Type `/portal login` again for a new link.',
      };
    case 'identity.sign-in-invalid':
      return {
        summary: 'This sign-in link is not valid: it was already used, altered, or made for someone else.',
        action: 'Type `/portal login` again for a new link.',
      };
    case 'identity.sign-in-cancelled':
      return {
        summary: 'The sign-in was cancelled at the portal, so your portal account is not linked.',
        action: 'Type `/portal login` when you want to link it.',
      };
    case 'identity.sign-in-refused':
      return {
        summary: `The portal did not complete the sign-in${f.messageCode ? ` (${f.messageCode})` : ''}, so your portal account is not linked.`,
        action:
          'Type `/portal login` to try again; if it keeps failing, whoever runs the bot should check the portal’s app registration (client id and redirect URI).',
      };
    case 'identity.unreadable':
      return {
        summary:
          'A stored portal sign-in could not be read: it was altered, belongs to someone else, or the bot’s encryption key changed.',
        action:
          'Sign in again (`/portal login`); if this happens to everyone, whoever runs the bot should check the token encryption key.',
      };
    case 'internal':
      return {
        summary: 'Something went wrong on our side.',
        action: 'Try again; if it keeps happening, give the reference to whoever runs the bot.',
      };
  }
}

/** Portal answers that, from a PORTAL_URL not ending in /sharing/rest, say more about the URL than the account. */
const ANSWERED_ELSEWHERE: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'portal.sign-in-failed',
  'portal.sign-in-required',
  'portal.rejected',
  'portal.http-status',
  'portal.bad-response',
]);

function isRestRoot(url: string): boolean {
  try {
    return /\/sharing\/rest\/?$/i.test(new URL(url).pathname);
  } catch {
    return false;
  }
}

/** The same situations, with advice about the settings for whoever runs the bot rather than about Slack. */
function atTerminal(error: PortalOpsError, words: Words, c: Audience): Words {
  if (c.portalUrl !== undefined && !isRestRoot(c.portalUrl) && ANSWERED_ELSEWHERE.has(error.code)) {
    return {
      summary: `PORTAL_URL looks wrong: ${c.portalUrl} does not end with /sharing/rest, where the portal's REST API answers. The answer from there: ${words.summary}`,
      action:
        'PORTAL_URL should end with /sharing/rest, e.g. https://gis.example.org/portal/sharing/rest (self-hosted) or https://www.example.com/sharing/rest (hosted cloud edition).',
    };
  }
  switch (error.code) {
    case 'portal.sign-in-required':
      return c.credentials === 'password'
        ? {
            summary:
              'The portal refused the token the bot got by signing in as PORTAL_USERNAME, and signing in again did not help.',
            action: 'Check that the PORTAL_USERNAME account is enabled and may use the portal, then retry.',
          }
        : {
            summary: 'The portal refused PORTAL_TOKEN: it expired or was revoked (a token cannot renew itself).',
            action:
              'Put a new token in PORTAL_TOKEN, or set PORTAL_USERNAME and PORTAL_PASSWORD instead (the bot then renews its own token).',
          };
    case 'portal.sign-in-failed':
      return { summary: words.summary, action: 'Check PORTAL_USERNAME and PORTAL_PASSWORD, then retry.' };
    default:
      return words;
  }
}

const REASONS: Record<string, string> = {
  refused: 'connection refused',
  'dns-failed': 'the host name could not be resolved',
  tls: 'the secure connection failed',
  'connect-timeout': 'the connection timed out',
  timeout: 'no answer in time',
  'connection-lost': 'the connection was lost',
  html: 'an HTML page instead of the service’s reply',
  'invalid-json': 'a reply that is not valid JSON',
  empty: 'an empty reply',
  'server-error': 'a server error',
  unexpected: 'a reply of an unexpected shape',
  redirect: 'a redirect instead of the service’s reply',
  closed: 'the connection pool was already closed',
  'too-many-pages': 'a list that never ends',
};

function reasonWords(reason: string | undefined): string {
  return (reason && REASONS[reason]) ?? reason ?? 'unknown reason';
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function isOurs(e: unknown): e is PortalOpsError {
  return e instanceof Error && e.name === 'PortalOpsError' && 'code' in e && 'facts' in e;
}

const REINSTALL =
  'Reinstall the app to the workspace (OAuth & Permissions) and put its new bot token in SLACK_BOT_TOKEN.';

/**
 * What Slack's answers about the bot token mean (`auth.test` and any Web API call), or undefined for a code that
 * is not about the token. `needed` is the scope Slack names with `missing_scope`.
 */
export function slackTokenWords(code: string, needed?: string): Words | undefined {
  switch (code) {
    case 'invalid_auth':
      return {
        summary: 'SLACK_BOT_TOKEN is not a token Slack knows (mistyped, or replaced when the app was reinstalled)',
        action: 'Copy the Bot User OAuth Token (xoxb-…) from the app’s OAuth & Permissions page into SLACK_BOT_TOKEN.',
      };
    case 'not_authed':
      return { summary: 'no token reached Slack', action: 'Set SLACK_BOT_TOKEN (xoxb-…).' };
    case 'token_revoked':
    case 'token_expired':
    case 'account_inactive':
      return {
        summary: 'the bot token no longer works (the app was removed or the token revoked)',
        action: REINSTALL,
      };
    case 'missing_scope': {
      const scope = needed ?? 'a scope';
      return {
        summary: `the bot token lacks ${scope}`,
        action: `Add ${scope} to the bot’s scopes (manifest.yml lists them), reinstall the app, and use the new bot token.`,
      };
    }
    default:
      return undefined;
  }
}

const NEW_APP_TOKEN =
  'Create an app-level token with connections:write (Basic Information → App-Level Tokens) and put it (xapp-…) in SLACK_APP_TOKEN.';

/** What Slack's answers about the app-level token mean (`apps.connections.open`), or undefined for another code. */
export function appTokenWords(code: string): Words | undefined {
  switch (code) {
    case 'invalid_auth':
      return { summary: 'SLACK_APP_TOKEN is not a token Slack knows (mistyped, or revoked)', action: NEW_APP_TOKEN };
    case 'not_allowed_token_type':
      return { summary: 'SLACK_APP_TOKEN is not an app-level token', action: NEW_APP_TOKEN };
    case 'not_authed':
      return { summary: 'no app-level token reached Slack', action: NEW_APP_TOKEN };
    case 'token_revoked':
    case 'token_expired':
    case 'account_inactive':
      return {
        summary: 'the app-level token no longer works (revoked, or the app was removed)',
        action: NEW_APP_TOKEN,
      };
    case 'missing_scope':
      return { summary: 'the app-level token lacks connections:write', action: NEW_APP_TOKEN };
    default:
      return undefined;
  }
}

/** Slack's Web API could not be reached (`code`: the system's, such as ECONNREFUSED): for start-up and doctor. */
export function slackUnreachableWords(host: string, code?: string): Words {
  return {
    summary: `Could not reach Slack’s Web API at ${host}${code ? ` (${code})` : ''}.`,
    action:
      'Check the network (a proxy or firewall in the way?) and SLACK_API_URL (leave it empty for https://slack.com/api/).',
  };
}

/**
 * Why Slack would not post in a channel, for the person whose creation it was and for whoever runs the bot
 * (`doctor`); undefined for codes that are not about the channel.
 */
export function channelWords(code: string, channel: string, bot = 'portal-ops'): Words | undefined {
  const invite = `/invite @${bot}`;
  switch (code) {
    case 'not_in_channel':
      return {
        summary: `the bot is not a member of ${channel}, so notifications cannot be posted there`,
        action: `Invite the bot: ${invite} (type it in ${channel}).`,
      };
    case 'channel_not_found':
      return {
        summary: `there is no channel ${channel} the bot can see (a private channel stays invisible until the bot is invited)`,
        action: `Set NOTIFY_CHANNEL to the channel’s id (C…, at the bottom of the channel’s details); for a private channel, first invite the bot: ${invite}.`,
      };
    case 'is_archived':
      return {
        summary: `${channel} is archived`,
        action: 'Unarchive it, or set NOTIFY_CHANNEL to another channel (and invite the bot there).',
      };
    case 'restricted_action':
      return {
        summary: `the workspace does not let the bot post in ${channel}`,
        action: 'Ask a workspace admin to allow it, or choose another NOTIFY_CHANNEL.',
      };
    default:
      return undefined;
  }
}
