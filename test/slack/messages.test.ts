import { describe, expect, it } from 'vitest';
import { PortalOpsError } from '../../src/errors.js';
import { SIGN_IN_ACTION } from '../../src/slack/ids.js';
import {
  errorMessage,
  helpMessage,
  historyMessage,
  notification,
  notLinkedMessage,
  signInMessage,
  whoamiMessage,
} from '../../src/slack/messages.js';
import { explain } from '../../src/words.js';
import {
  DETAILS,
  LA,
  NOW,
  outcomeOf,
  REJECTED,
  recordOf,
  roleConfirmationFor,
  taskConfirmationFor,
  UNKNOWN,
} from './views/fixtures.js';
import { allText, violations } from './views/limits.js';

const weekdays = taskConfirmationFor({ phrase: 'every weekday 7pm Pacific', zone: LA }, DETAILS.ExecuteSceneCook);
const created = outcomeOf(recordOf(weekdays, 'created', [{ index: 0, state: 'created', id: 'task-abc' }]));

describe('notification', () => {
  it('says who asked, what, the id and when it runs, with a plain text fallback', () => {
    const m = notification(created, weekdays, { requester: 'U0ALICE', zone: LA });
    expect(violations(m, 'message')).toEqual([]);
    expect(m.text).toContain('<@U0ALICE> created a scheduled task: Rebuild a scene layer cache “City cache”.');
    expect(m.text).toContain('`task-abc`');
    expect(m.text).toContain('Runs: Every weekday at 7:00 PM Pacific Time');
    const shown = allText(m);
    expect(shown).toContain('<@U0ALICE>');
    expect(shown).toContain('*Runs:* Every weekday at 7:00 PM Pacific Time');
    expect(shown).toContain('*On the portal as:* `alice_portal`');
    expect(shown).toContain('Request `req-0001`');
  });

  it('takes the request from the outcome’s record when no confirmation is given (after a restart)', () => {
    const fromRecord = notification(created, { requester: 'U0ALICE', zone: LA });
    expect(fromRecord).toEqual(notification(created, weekdays, { requester: 'U0ALICE', zone: LA }));
    expect(notification(created, created.record, { requester: 'U0ALICE', zone: LA })).toEqual(fromRecord);
  });

  it('a role: its name and id', () => {
    const role = roleConfirmationFor();
    const outcome = outcomeOf(recordOf(role, 'created', [{ index: 0, state: 'created', id: 'role-9' }]));
    const m = notification(outcome, { requester: 'U0BOB', zone: LA });
    expect(m.text).toContain('<@U0BOB> created a custom role: the role “Field Editors”. Id: `role-9`.');
    expect(m.text).not.toContain('Runs:');
  });

  it('partial and unknown outcomes say so, with the ids that exist', () => {
    const two = taskConfirmationFor({ phrase: 'every 15 minutes from 9am to 5pm', zone: LA });
    const partial = outcomeOf(
      recordOf(two, 'partial', [
        { index: 0, state: 'created', id: 'a1' },
        { index: 1, state: 'rejected', error: REJECTED },
      ]),
    );
    expect(notification(partial, { requester: 'U1', zone: LA }).text).toContain(
      '1 of 2 tasks created (`a1`), the others not.',
    );
    const unknown = outcomeOf(recordOf(weekdays, 'unknown', [{ index: 0, state: 'unknown', error: UNKNOWN }]));
    expect(notification(unknown, { requester: 'U1', zone: LA }).text).toContain('being checked on the portal');
  });

  it('people’s text cannot ping a channel, in the blocks or the fallback text', () => {
    const c = taskConfirmationFor(
      { phrase: 'every day at 6am', zone: LA },
      { ...DETAILS.ExecuteNotebook, title: '<!channel> hello' },
    );
    const outcome = outcomeOf(recordOf(c, 'created', [{ index: 0, state: 'created', id: 'x' }]));
    const m = notification(outcome, { requester: '<!here>', zone: LA });
    expect(m.text).not.toMatch(/<!channel>|<!here>/);
    expect(allText(m)).not.toMatch(/<!channel>|<!here>/);
    expect(m.text).toContain('&lt;!channel&gt; hello');
  });
});

describe('ephemeral replies', () => {
  it('help lists every command', () => {
    const m = helpMessage();
    expect(violations(m, 'message')).toEqual([]);
    for (const c of [
      '/portal-task',
      '/portal-role',
      '/portal login',
      '/portal logout',
      '/portal whoami',
      '/portal history',
    ]) {
      expect(m.text).toContain(c);
    }
  });

  it('sign-in: a link button (its action id known to the app) and the link in the text', () => {
    const url = 'https://portal.example.com/sharing/rest/oauth2/authorize?client_id=abc&state=xyz';
    const m = signInMessage(url);
    expect(violations(m, 'message')).toEqual([]);
    expect(m.blocks).toContainEqual(
      expect.objectContaining({
        type: 'actions',
        elements: [expect.objectContaining({ type: 'button', url, action_id: SIGN_IN_ACTION })],
      }),
    );
    expect(m.text).toContain('client_id=abc&amp;state=xyz');
  });

  it('whoami in each mode', () => {
    const person = whoamiMessage({
      portalUser: 'alice_portal',
      portalUrl: 'https://portal.example.com/sharing/rest',
      mode: 'per-person',
      isDefaultAdmin: true,
    });
    expect(violations(person, 'message')).toEqual([]);
    expect(person.text).toContain('you are `alice_portal`, a default administrator of the organization');
    const service = whoamiMessage({
      portalUser: 'svc_bot',
      portalUrl: 'https://portal.example.com/sharing/rest',
      mode: 'service-account',
      isDefaultAdmin: false,
    });
    expect(service.text).toContain('through the service account `svc_bot`');
    expect(service.text).toContain('Custom roles need a default administrator.');
  });

  it('history: recent requests with their states and ids, newest first as given', () => {
    const role = roleConfirmationFor();
    const records = [
      recordOf(weekdays, 'created', [{ index: 0, state: 'created', id: 'task-abc' }]),
      { ...recordOf(role, 'rejected', [{ index: 0, state: 'rejected', error: REJECTED }]), id: 'req-2' },
      { ...recordOf(weekdays, 'draft', [{ index: 0, state: 'pending' }]), id: 'req-3' },
    ];
    const m = historyMessage(records, LA);
    expect(violations(m, 'message')).toEqual([]);
    const shown = allText(m);
    expect(shown).toContain('*Task* · Rebuild a scene layer cache “City cache” · created · id `task-abc`');
    expect(shown).toContain('*Role* · the role “Field Editors” · not created');
    expect(shown).toContain(REJECTED.message);
    expect(shown).toContain('waiting for confirmation');
    expect(shown).toContain('Mar 2, 2026, 4:00 AM PST · request `req-0001`');
    expect(m.text).toContain('Recent requests:');
  });

  it('history: none yet, and a long history stays within a message’s 50 blocks', () => {
    expect(historyMessage([], LA).text).toBe('You have no requests yet.');
    const many = Array.from({ length: 200 }, (_, i) => ({
      ...recordOf(weekdays, 'created', [{ index: 0, state: 'created' as const, id: `t${i}` }]),
      id: `r${i}`,
      createdAt: NOW - i * 60_000,
    }));
    const m = historyMessage(many, LA);
    expect(violations(m, 'message')).toEqual([]);
    expect(allText(m)).toContain('and 180 older');
  });

  it('history: a stored record of an unexpected shape is listed, not a crash', () => {
    const odd = { ...recordOf(weekdays, 'created', []), payload: null, schedule: 'x' };
    const m = historyMessage([odd], LA);
    expect(violations(m, 'message')).toEqual([]);
    expect(allText(m)).toContain('*Task* · a scheduled task · created');
  });

  it('not linked: explain’s words', () => {
    const m = notLinkedMessage();
    const words = explain(new PortalOpsError('identity.not-linked', { reason: 'none' }));
    expect(m.text).toContain(words.summary);
    expect(allText(m)).toContain(words.action);
  });

  it('errors: the words, what to do, and a reference for an unexpected one', () => {
    const words = explain(new Error('kaboom'));
    const m = errorMessage(words, 'deadbeef');
    expect(violations(m, 'message')).toEqual([]);
    expect(m.text).toContain(words.summary);
    expect(m.text).toContain('Reference: deadbeef');
    expect(allText(m)).toContain('Reference: `deadbeef`');
    expect(allText(m)).not.toContain('kaboom');
    expect(errorMessage(words).text).not.toContain('Reference');
  });
});
