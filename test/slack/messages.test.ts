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
  ITEM,
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
  const PORTAL = new URL('https://gis.example.org/portal/sharing/rest');

  it('one sentence: who scheduled what and when; the next run in each reader’s time, the item linked', () => {
    const m = notification(created, weekdays, { requester: 'U0ALICE', zone: LA, portal: PORTAL });
    expect(violations(m, 'message')).toEqual([]);
    const [first, caveats, small] = m.blocks.map((b) => allText({ blocks: [b] }));
    expect(first).toBe(
      `:white_check_mark: <@U0ALICE> scheduled *City cache* (rebuild a scene layer cache) every weekday at 7:00 PM Pacific Time\nNext run <!date^${Math.floor((weekdays.schedule?.nextRuns[0] ?? 0) / 1000)}^{date_short_pretty} at {time}|Mon, Mar 2 at 7:00 PM PST> · item <https://gis.example.org/portal/home/item.html?id=${ITEM}|${ITEM}>`,
    );
    // the sentence is true all year: the daylight saving stretch is said beside it
    expect(caveats).toContain(':warning: From Mar 8 to Nov 1, 2026 this runs at 8:00 PM, not 7:00 PM.');
    expect(small).toBe('task id `task-abc` · as *alice_portal* on the portal · request `req-0001`');
    expect(first).not.toContain('req-0001');
  });

  it('a plain-text fallback of whole sentences, for phone notifications', () => {
    const m = notification(created, weekdays, { requester: 'U0ALICE', zone: LA });
    expect(m.text).toBe(
      '<@U0ALICE> scheduled City cache (rebuild a scene layer cache) every weekday at 7:00 PM Pacific Time. Next run Mon, Mar 2 at 7:00 PM PST. task id task-abc.',
    );
  });

  it('takes the request from the outcome’s record when no confirmation is given (after a restart)', () => {
    const fromRecord = notification(created, { requester: 'U0ALICE', zone: LA });
    expect(fromRecord).toEqual(notification(created, weekdays, { requester: 'U0ALICE', zone: LA }));
    expect(notification(created, created.record, { requester: 'U0ALICE', zone: LA })).toEqual(fromRecord);
  });

  it('a role: its name and id, no run', () => {
    const role = roleConfirmationFor();
    const outcome = outcomeOf(recordOf(role, 'created', [{ index: 0, state: 'created', id: 'role-9' }]));
    const m = notification(outcome, { requester: 'U0BOB', zone: LA });
    expect(m.text).toBe('<@U0BOB> created the custom role Field Editors. role id role-9.');
    expect(allText(m)).not.toContain('Next run');
  });

  it('partial and unknown outcomes say so, with the ids that exist', () => {
    const two = taskConfirmationFor({ phrase: 'every 15 minutes from 9am to 5pm', zone: LA });
    const partial = outcomeOf(
      recordOf(two, 'partial', [
        { index: 0, state: 'created', id: 'a1' },
        { index: 1, state: 'rejected', error: REJECTED },
      ]),
    );
    const p = notification(partial, { requester: 'U1', zone: LA });
    expect(p.text).toContain('partly: 1 of 2 tasks created, the others not.');
    expect(allText(p)).toContain('task id `a1`');
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
  it('help lists every command there is to use; login and logout only per person', () => {
    const person = helpMessage({ mode: 'per-person' });
    expect(violations(person, 'message')).toEqual([]);
    for (const c of ['/portal-task', '/portal-role', '/portal login', '/portal logout', '/portal whoami']) {
      expect(person.text).toContain(c);
    }
    expect(person.text).toContain('/portal history all');
    const service = helpMessage({ mode: 'service-account' });
    expect(service.text).not.toContain('/portal login');
    expect(service.text).not.toContain('/portal logout');
    expect(service.text).toContain('/portal history all');
  });

  it('an unknown subcommand is said back before the help, inert', () => {
    const m = helpMessage({ mode: 'service-account', unknown: 'list <!here>' });
    expect(allText(m)).toContain('`/portal list &lt;!here&gt;` is not something portal-ops knows. It knows:');
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

  it('history: each request as what and when, where it stands, the item linked; ids and requests small', () => {
    const role = roleConfirmationFor();
    const records = [
      recordOf(weekdays, 'created', [{ index: 0, state: 'created', id: 'task-abc' }]),
      { ...recordOf(role, 'rejected', [{ index: 0, state: 'rejected', error: REJECTED }]), id: 'req-2' },
      { ...recordOf(weekdays, 'draft', [{ index: 0, state: 'pending' }]), id: 'req-3' },
    ];
    const m = historyMessage(records, LA, new URL('https://gis.example.org/portal/sharing/rest'), NOW);
    expect(violations(m, 'message')).toEqual([]);
    const texts = m.blocks.map((b) => allText({ blocks: [b] }));
    expect(texts[1]).toBe(
      `:white_check_mark: *City cache* (rebuild a scene layer cache) · every weekday at 7:00 PM Pacific Time\nCreated · item <https://gis.example.org/portal/home/item.html?id=${ITEM}|${ITEM}>\n:warning: from Mar 8 to Nov 1, 2026 this runs at 8:00 PM, not 7:00 PM (daylight saving)`,
    );
    expect(texts[2]).toBe(
      `asked <!date^${Math.floor(NOW / 1000)}^{date_short_pretty} at {time}|Mon, Mar 2 at 4:00 AM PST> · task id \`task-abc\` · request \`req-0001\``,
    );
    expect(texts[3]).toContain(':x: the role *Field Editors*\nNot created');
    expect(texts[3]).toContain(REJECTED.message);
    expect(allText(m)).toContain('Waiting for confirmation');
    expect(m.text).toContain('Your recent requests:');
  });

  it('history: a schedule that follows daylight saving says so, with the change ahead only while it is ahead', () => {
    const change = Date.UTC(2026, 2, 8, 10);
    const schedule = weekdays.schedule as NonNullable<typeof weekdays.schedule>;
    const followed = {
      ...weekdays,
      schedule: { ...schedule, dst: { ...schedule.dst, following: true, nextChange: change } },
    };
    const records = [
      recordOf(followed as typeof weekdays, 'created', [{ index: 0, state: 'created', id: 'task-abc' }]),
    ];
    const before = allText(historyMessage(records, LA, undefined, NOW));
    expect(before).toContain(':repeat: follows daylight saving (next change Mar 8)');
    expect(before).not.toContain(':warning:');
    const after = allText(historyMessage(records, LA, undefined, change + 86_400_000));
    expect(after).toContain(':repeat: follows daylight saving\n');
    expect(after).not.toContain('next change');
  });

  it('history: none yet, and a long history stays within a message’s 50 blocks', () => {
    expect(historyMessage([], LA, undefined, NOW).text).toBe('You have no requests yet.');
    const many = Array.from({ length: 200 }, (_, i) => ({
      ...recordOf(weekdays, 'created', [{ index: 0, state: 'created' as const, id: `t${i}` }]),
      id: `r${i}`,
      createdAt: NOW - i * 60_000,
    }));
    const m = historyMessage(many, LA, undefined, NOW);
    expect(violations(m, 'message')).toEqual([]);
    expect(allText(m)).toContain('and 185 older');
  });

  it('history: a stored record of an unexpected shape is listed, not a crash', () => {
    const odd = { ...recordOf(weekdays, 'created', []), payload: null, schedule: 'x' };
    const m = historyMessage([odd], LA, undefined, NOW);
    expect(violations(m, 'message')).toEqual([]);
    expect(allText(m)).toContain(':white_check_mark: a scheduled task\nCreated');
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
