import { describe, expect, it } from 'vitest';
import { ERROR_KINDS, type ErrorCode, PortalOpsError } from '../src/errors.js';
import { channelWords, explain, slackTokenWords } from '../src/words.js';

describe('errors into words', () => {
  it('has words (what happened, what to do) for every code', () => {
    for (const code of Object.keys(ERROR_KINDS) as ErrorCode[]) {
      const w = explain(new PortalOpsError(code, { operation: 'createTask', host: 'gis.example.org' }));
      expect(w.summary.length, code).toBeGreaterThan(10);
      expect(w.action.length, code).toBeGreaterThan(10);
      expect(w.summary, code).not.toMatch(/undefined|\[object/);
    }
  });

  it('tells a person an unknown outcome is not a failure', () => {
    const w = explain(new PortalOpsError('portal.outcome-unknown', { operation: 'createTask', reason: 'timeout' }));
    expect(w.summary).toBe(
      'The request for the task was sent, but no usable answer came back (no answer in time): it may have been created.',
    );
    expect(w.action).toBe(
      'Nothing is sent again until the portal has been checked for it; the request shows what is found.',
    );
  });

  it('tells a person a change to a task that was not settled may have happened, and where to look', () => {
    const cases = [
      [
        'updateTask',
        'failed',
        'The request to change the task was sent, but no usable answer came back (no answer in time), and reading the task back failed too: it may have been changed.',
      ],
      [
        'disableTask',
        'undecided',
        'The request to pause the task was sent, but no usable answer came back (no answer in time), and the task as the portal shows it cannot tell: it may have been paused.',
      ],
      [
        'enableTask',
        'not-applied',
        'The request to resume the task was sent, but no usable answer came back (no answer in time), nor to the one sent again, and the task still shows it undone: it may have been resumed.',
      ],
      [
        'deleteTask',
        undefined,
        'The request to delete the task was sent, but no usable answer came back (no answer in time): it may have been deleted.',
      ],
    ] as const;
    for (const [operation, readBack, summary] of cases) {
      const w = explain(
        new PortalOpsError('portal.outcome-unknown', {
          operation,
          reason: 'timeout',
          ...(readBack ? { readBack } : {}),
        }),
      );
      expect(w.summary, operation).toBe(summary);
      expect(w.action, operation).toMatch(/^Look at the task in the task list before trying again/);
    }
  });

  it('a refused change says nothing was changed; a missing task is named', () => {
    const refused = explain(new PortalOpsError('portal.rejected', { operation: 'deleteTask' }));
    expect(refused.summary).toBe('The portal refused deleting the task; nothing was changed.');
    const missing = new PortalOpsError('portal.task-not-found', { operation: 'getTask', id: 'a1b2', what: 'task' });
    expect(missing.kind).toBe('ServiceRejected');
    expect(missing.message).toBe(
      'The portal cannot find the task a1b2, or your account cannot see it: it may have been deleted.',
    );
    expect(explain(missing).action).toContain('Refresh the task list');
  });

  it('quotes the service without repeating itself', () => {
    const w = explain(
      new PortalOpsError('portal.rejected', {
        operation: 'createRole',
        serviceMessage: 'Unable to create role.',
        details: ['Unable to create role.', 'Name too long.'],
      }),
    );
    expect(w.summary).toBe(
      'The portal refused creating the role; nothing was created. The portal said: “Unable to create role. Name too long.”',
    );
  });

  it('lists field problems', () => {
    const e = new PortalOpsError('validation.invalid', { fields: { itemId: 'Item id: 32 characters' } });
    expect(e.message).toBe('Some details need fixing: itemId: Item id: 32 characters.');
    expect(e.kind).toBe('Validation');
  });

  it('says nothing specific about errors that are not ours', () => {
    expect(explain(new TypeError('x is undefined')).summary).toBe('Something went wrong on our side.');
  });
});

describe('words for whoever runs the bot at a terminal', () => {
  const TERMINAL = { audience: 'terminal', portalUrl: 'https://gis.example.org/portal/sharing/rest' } as const;

  it('a refused PORTAL_TOKEN is about the variable, not about /portal login', () => {
    const e = new PortalOpsError('portal.sign-in-required', { operation: 'discover' });
    expect(explain(e).action).toContain('/portal login');
    const w = explain(e, { ...TERMINAL, credentials: 'token' });
    expect(w.summary).toBe('The portal refused PORTAL_TOKEN: it expired or was revoked (a token cannot renew itself).');
    expect(w.action).toContain('Put a new token in PORTAL_TOKEN');
    expect(`${w.summary} ${w.action}`).not.toContain('/portal');
    const signedIn = explain(e, { ...TERMINAL, credentials: 'password' });
    expect(`${signedIn.summary} ${signedIn.action}`).toContain('PORTAL_USERNAME');
    expect(`${signedIn.summary} ${signedIn.action}`).not.toContain('/portal login');
  });

  it('a sign-in refused at the right URL is about PORTAL_USERNAME and PORTAL_PASSWORD', () => {
    const e = new PortalOpsError('portal.sign-in-failed', { operation: 'generateToken', host: 'gis.example.org' });
    expect(explain(e, { ...TERMINAL, credentials: 'password' }).action).toBe(
      'Check PORTAL_USERNAME and PORTAL_PASSWORD, then retry.',
    );
  });

  it('from a PORTAL_URL that does not end with /sharing/rest, the URL is named, not the password', () => {
    const url = 'https://gis.example.org/portal';
    for (const code of [
      'portal.sign-in-failed',
      'portal.rejected',
      'portal.http-status',
      'portal.bad-response',
    ] as const) {
      const e = new PortalOpsError(code, {
        operation: 'generateToken',
        host: 'gis.example.org',
        status: 404,
        reason: 'html',
      });
      const w = explain(e, { audience: 'terminal', portalUrl: url, credentials: 'password' });
      expect(w.summary, code).toMatch(
        /^PORTAL_URL looks wrong: https:\/\/gis\.example\.org\/portal does not end with \/sharing\/rest/,
      );
      expect(w.action, code).toMatch(/^PORTAL_URL should end with \/sharing\/rest/);
      expect(w.action, code).not.toMatch(/password/i);
    }
    // Not a portal answer: the URL is not blamed for what it did not cause.
    const notSent = new PortalOpsError('portal.not-delivered', { operation: 'discover', reason: 'refused' });
    expect(explain(notSent, { audience: 'terminal', portalUrl: url }).summary).not.toContain('PORTAL_URL looks wrong');
    // In Slack the same error keeps the person's words.
    const e = new PortalOpsError('portal.sign-in-failed', { operation: 'generateToken' });
    expect(explain(e, { portalUrl: url }).summary).not.toContain('PORTAL_URL');
  });
});

describe('Slack’s answers into words', () => {
  it('says what each token problem means and what to do, naming the variable', () => {
    expect(slackTokenWords('invalid_auth')?.action).toContain('SLACK_BOT_TOKEN');
    expect(slackTokenWords('not_authed')).toEqual({
      summary: 'no token reached Slack',
      action: 'Set SLACK_BOT_TOKEN (xoxb-…).',
    });
    for (const code of ['token_revoked', 'token_expired', 'account_inactive']) {
      expect(slackTokenWords(code)?.action).toMatch(/^Reinstall the app/);
    }
    expect(slackTokenWords('missing_scope', 'chat:write')?.summary).toBe('the bot token lacks chat:write');
    expect(slackTokenWords('missing_scope')?.summary).toBe('the bot token lacks a scope');
  });

  it('leaves codes that are not about the token to others (channels), and unknown ones unexplained', () => {
    expect(slackTokenWords('not_in_channel')).toBeUndefined();
    expect(channelWords('not_in_channel', '#ops')?.action).toBe(
      'Invite the bot: /invite @portal-ops (type it in #ops).',
    );
    expect(slackTokenWords('fatal_error')).toBeUndefined();
    expect(channelWords('fatal_error', '#ops')).toBeUndefined();
  });
});
