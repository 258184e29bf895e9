import { describe, expect, it } from 'vitest';
import { PortalOpsError } from '../../../src/errors.js';
import { CALLBACK, RESULT_ACTION } from '../../../src/slack/ids.js';
import { creatingView, errorView, loadingView, resultView } from '../../../src/slack/views/progress.js';
import { explain } from '../../../src/words.js';
import {
  DETAILS,
  ITEM,
  LA,
  outcomeOf,
  REJECTED,
  recordOf,
  roleConfirmationFor,
  taskConfirmationFor,
  UNKNOWN,
} from './fixtures.js';
import { allText, violations } from './limits.js';

const weekdays = taskConfirmationFor({ phrase: 'every weekday 7pm Pacific', zone: LA }, DETAILS.ExecuteNotebook);
const twoTasks = taskConfirmationFor({ phrase: 'every 15 minutes from 9am to 5pm', zone: LA }, DETAILS.ExecuteNotebook);

describe('creatingView and loadingView', () => {
  it('"Creating…" with nothing to submit, saying it is sent once', () => {
    for (const kind of ['task', 'role'] as const) {
      const view = creatingView(kind);
      expect(violations(view, 'modal')).toEqual([]);
      expect(view.submit).toBeUndefined();
      expect(view.callback_id).toBe(CALLBACK.progress);
      expect(view.title.text).toBe(kind === 'task' ? 'Creating the task…' : 'Creating the role…');
      expect(allText(view)).toContain('*Creating…*');
      expect(allText(view)).toContain('It is sent once');
    }
  });

  it('a loading placeholder for the first view', () => {
    const view = loadingView('Scheduled task');
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.title.text).toBe('Scheduled task');
    expect(view.submit).toBeUndefined();
  });
});

describe('resultView', () => {
  const PORTAL = new URL('https://gis.example.org/portal/sharing/rest');

  function buttonsOf(view: {
    blocks: unknown[];
  }): { text: string; action: string; value: string | undefined; url: string | undefined }[] {
    return (view.blocks as { type: string; elements?: unknown[] }[])
      .filter((b) => b.type === 'actions')
      .flatMap(
        (b) => (b.elements ?? []) as { text: { text: string }; action_id: string; value?: string; url?: string }[],
      )
      .map((e) => ({ text: e.text.text, action: e.action_id, value: e.value, url: e.url }));
  }

  it('created: what, when truly (daylight saving kept), the next run in the person’s time, the id, the buttons', () => {
    const outcome = outcomeOf(recordOf(weekdays, 'created', [{ index: 0, state: 'created', id: 'task-abc' }]));
    const view = resultView(outcome, { zone: LA, portal: PORTAL });
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.title.text).toBe('Task created');
    expect(view.submit).toBeUndefined();
    const shown = allText(view);
    expect(shown).toContain(':white_check_mark: Scheduled *Nightly notebook* (run a notebook).');
    expect(shown).toContain('*Every weekday at 7:00 PM Pacific Time* · next run Mon, Mar 2 at 7:00 PM');
    expect(shown).toContain(':warning: From Mar 8 to Nov 1, 2026 this runs at 8:00 PM, not 7:00 PM.');
    expect(shown).toContain('Task id: `task-abc`');
    expect(buttonsOf(view)).toEqual([
      {
        text: 'Open in portal',
        action: RESULT_ACTION.openItem,
        value: undefined,
        url: `https://gis.example.org/portal/home/item.html?id=${ITEM}`,
      },
      { text: 'Create another', action: RESULT_ACTION.createAnother, value: 'req-0001', url: undefined },
    ]);
  });

  it('created, several tasks: every id, and why several', () => {
    const outcome = outcomeOf(
      recordOf(twoTasks, 'created', [
        { index: 0, state: 'created', id: 'a1' },
        { index: 1, state: 'created', id: 'b2' },
      ]),
    );
    const view = resultView(outcome, twoTasks);
    expect(view.title.text).toBe('Tasks created');
    expect(allText(view)).toContain('Task ids: `a1`, `b2`');
    expect(allText(view)).toContain('Two tasks together run exactly');
  });

  it('created, a role; the note is mrkdwn whose channel renders as a link', () => {
    const role = roleConfirmationFor();
    const outcome = outcomeOf(recordOf(role, 'created', [{ index: 0, state: 'created', id: 'role-9' }]));
    const note =
      'The team channel was not told: the bot is not a member of <#C0E2ENOTIFY>. What was created stands: `role-9`.';
    const view = resultView(outcome, { note, zone: LA, portal: PORTAL });
    expect(view.title.text).toBe('Role created');
    const shown = allText(view);
    expect(shown).toContain(':white_check_mark: Created the role *Field Editors*.');
    expect(shown).toContain('Role id: `role-9`');
    expect(shown).toContain('member of <#C0E2ENOTIFY>.');
    expect(shown).not.toContain('&lt;#C0E2ENOTIFY&gt;');
    expect(buttonsOf(view).map((b) => b.text)).toEqual(['Create another']);
  });

  it('partial: which were created (ids) and which not, with why and what to do', () => {
    const outcome = outcomeOf(
      recordOf(twoTasks, 'partial', [
        { index: 0, state: 'created', id: 'a1' },
        { index: 1, state: 'rejected', error: REJECTED },
      ]),
    );
    const view = resultView(outcome);
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.title.text).toBe('Partly created');
    const shown = allText(view);
    expect(shown).toContain('1 of 2 tasks created; the others were not.');
    expect(shown).toContain(':white_check_mark: Task 1 (`0/15 0,17-23 * * ?`): created, id `a1`');
    expect(shown).toContain(
      ':x: Task 2 (`0 1 * * ?`): not created. The portal refused creating the task. The portal said',
    );
    expect(shown).toContain(`*What to do:* ${explain(new PortalOpsError('portal.rejected')).action}`);
  });

  it('rejected: the portal’s words once, what to do, and Back to edit', () => {
    const outcome = outcomeOf(recordOf(weekdays, 'rejected', [{ index: 0, state: 'rejected', error: REJECTED }]));
    const view = resultView(outcome);
    expect(view.title.text).toBe('Not created');
    const shown = allText(view);
    expect(shown).toContain(':x: *Not created:* *Nightly notebook* (run a notebook).');
    expect(shown).toContain('The portal said: “Invalid item.”');
    expect(shown).toContain('*What to do:* Fix what the portal names and try again.');
    expect(buttonsOf(view)).toEqual([
      { text: 'Back to edit', action: RESULT_ACTION.backToEdit, value: 'req-0001', url: undefined },
    ]);
  });

  it('a rejected item says it once, not three times', () => {
    const words = explain(
      new PortalOpsError('portal.item-not-found', {
        serviceMessage: 'Item does not exist or is inaccessible.',
        details: [`'itemId' ${ITEM} does not exist or is inaccessible.`],
      }),
    );
    const error = { code: 'portal.item-not-found', message: words.summary };
    const shown = allText(
      resultView(outcomeOf(recordOf(weekdays, 'rejected', [{ index: 0, state: 'rejected', error }]))),
    );
    expect(shown.match(/not exist|inaccessible|cannot find|cannot see/g)).toHaveLength(2); // "cannot find … cannot see"
    expect(shown.match(/not created|nothing was created/gi)).toHaveLength(2); // the title and the headline
  });

  it('rejected for a reason whose advice needs facts no longer at hand: the words alone', () => {
    const error = { code: 'task.type-unsupported', message: 'This portal (self-hosted 11.3) does not support …' };
    const view = resultView(outcomeOf(recordOf(weekdays, 'rejected', [{ index: 0, state: 'rejected', error }])));
    expect(allText(view)).toContain(error.message);
    expect(allText(view)).not.toContain('What to do');
  });

  it('unknown: honest that the portal may have created it, that it is being checked, and that nothing is resent', () => {
    const outcome = outcomeOf(
      recordOf(weekdays, 'unknown', [{ index: 0, state: 'unknown', sentAt: 1, error: UNKNOWN }]),
    );
    const view = resultView(outcome);
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.title.text).toBe('Checking the portal');
    const shown = allText(view);
    expect(shown).toContain('it may have been created');
    expect(shown).toContain('Nothing is sent again until the portal has been checked');
    expect(shown).toContain('`/portal history`');
  });

  it('another click got there first: it is being sent, once', () => {
    const view = resultView(outcomeOf(recordOf(weekdays, 'submitting', [{ index: 0, state: 'pending', sentAt: 1 }])));
    expect(view.title.text).toBe('Already being sent');
    expect(allText(view)).toContain('It is sent once');
  });

  it('expired and cancelled drafts: explain’s words', () => {
    for (const state of ['expired', 'cancelled'] as const) {
      const view = resultView(outcomeOf(recordOf(weekdays, state, [{ index: 0, state: 'pending' }])));
      const code = state === 'expired' ? 'request.expired' : 'request.cancelled';
      expect(allText(view)).toContain(explain(new PortalOpsError(code)).summary);
    }
  });

  it('a long service message is clipped, the view stays within the limits', () => {
    const error = { code: 'portal.rejected', message: `The portal said: ${'x'.repeat(10_000)}` };
    const view = resultView(outcomeOf(recordOf(weekdays, 'rejected', [{ index: 0, state: 'rejected', error }])));
    expect(violations(view, 'modal')).toEqual([]);
  });
});

describe('errorView', () => {
  it('shows the words and what to do; an unexpected error carries its reference', () => {
    const words = explain(new PortalOpsError('identity.not-linked', { reason: 'none' }));
    const plain = errorView(words);
    expect(violations(plain, 'modal')).toEqual([]);
    expect(allText(plain)).toContain(words.summary);
    expect(allText(plain)).toContain(`*What to do:* ${words.action}`);
    expect(allText(plain)).not.toContain('Reference');
    const unexpected = errorView(explain(new Error('boom')), 'a1b2c3d4');
    expect(allText(unexpected)).toContain('Reference: `a1b2c3d4`');
    expect(allText(unexpected)).not.toContain('boom');
    expect(unexpected.submit).toBeUndefined();
  });
});
