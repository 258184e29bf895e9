import { describe, expect, it } from 'vitest';
import { PortalOpsError } from '../../../src/errors.js';
import { CALLBACK } from '../../../src/slack/ids.js';
import { creatingView, errorView, loadingView, resultView } from '../../../src/slack/views/progress.js';
import { explain } from '../../../src/words.js';
import {
  DETAILS,
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
  it('created: the id and the reading', () => {
    const outcome = outcomeOf(recordOf(weekdays, 'created', [{ index: 0, state: 'created', id: 'task-abc' }]));
    const view = resultView(outcome);
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.title.text).toBe('Task created');
    expect(view.submit).toBeUndefined();
    const shown = allText(view);
    expect(shown).toContain(':white_check_mark: *Created* Run a notebook “Nightly notebook”.');
    expect(shown).toContain('*Task id:* `task-abc`');
    expect(shown).toContain('*Runs:* Every weekday at 7:00 PM Pacific Time');
  });

  it('created, several tasks: every id', () => {
    const outcome = outcomeOf(
      recordOf(twoTasks, 'created', [
        { index: 0, state: 'created', id: 'a1' },
        { index: 1, state: 'created', id: 'b2' },
      ]),
    );
    const view = resultView(outcome, twoTasks);
    expect(view.title.text).toBe('Tasks created');
    expect(allText(view)).toContain('*Task ids:* `a1`, `b2`');
  });

  it('created, a role; a note (the team channel was not told) is added', () => {
    const role = roleConfirmationFor();
    const outcome = outcomeOf(recordOf(role, 'created', [{ index: 0, state: 'created', id: 'role-9' }]));
    const view = resultView(
      outcome,
      'The team channel was not told (not_in_channel). What was created stands: role-9.',
    );
    expect(view.title.text).toBe('Role created');
    const shown = allText(view);
    expect(shown).toContain('*Created* the role “Field Editors”.');
    expect(shown).toContain('*Role id:* `role-9`');
    expect(shown).toContain('The team channel was not told');
    expect(resultView(outcome, { confirmation: role, note: 'n' }).blocks.length).toBe(view.blocks.length);
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
    expect(shown).toContain(`:x: Task 2 (\`0 1 * * ?\`): not created. ${REJECTED.message}`);
    expect(shown).toContain(`*What to do:* ${explain(new PortalOpsError('portal.rejected')).action}`);
  });

  it('rejected: the error’s words and what to do', () => {
    const outcome = outcomeOf(recordOf(weekdays, 'rejected', [{ index: 0, state: 'rejected', error: REJECTED }]));
    const view = resultView(outcome);
    expect(view.title.text).toBe('Not created');
    const shown = allText(view);
    expect(shown).toContain(':x: *Not created:* Run a notebook “Nightly notebook”.');
    expect(shown).toContain(REJECTED.message);
    expect(shown).toContain('*What to do:* Fix what the portal names and try again.');
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
