// The confirmation's submit: "Creating…" in the ack, the workflow's confirm after it, the team told only by the
// call that sent, and the result (or the error) in the same view.
import type { ModalView } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { PortalOpsError } from '../../../src/errors.js';
import type { Confirmation, RequestOutcome } from '../../../src/requests/types.js';
import { CALLBACK } from '../../../src/slack/ids.js';
import { roleConfirmation, taskConfirmation } from '../../../src/slack/views/confirmation.js';
import { creatingView } from '../../../src/slack/views/progress.js';
import {
  captureLog,
  listenerRig,
  NOTIFY_CHANNEL,
  PERSON,
  type RigOptions,
  sentView,
  slackError,
} from '../../support/listener-harness.js';
import { textOf } from '../../support/slack-payloads.js';
import { LA, NOW, outcomeOf, recordOf, roleConfirmationFor, taskConfirmationFor } from '../views/fixtures.js';

type UpdateCall = { view_id: string; view: ModalView };
type Posted = { channel: string; text: string };

const VIEW_ID = 'V0CONF0001';

interface Kind {
  readonly kind: 'task' | 'role';
  readonly confirmation: Confirmation;
  readonly view: ModalView;
  readonly ids: readonly string[];
  readonly created: string;
}

const task = taskConfirmationFor({ phrase: 'every weekday 7pm', zone: LA });
const role = roleConfirmationFor();
const KINDS: readonly Kind[] = [
  {
    kind: 'task',
    confirmation: task,
    view: taskConfirmation(task, { zone: LA }),
    ids: task.tasks.map((_, i) => `a1b2c3d4e5f6${i}`),
    created: 'Task created',
  },
  {
    kind: 'role',
    confirmation: role,
    view: roleConfirmation(role, { zone: LA }),
    ids: ['r0le1d0000000001'],
    created: 'Role created',
  },
];

function created(k: Kind, fresh = true): RequestOutcome {
  const results = k.ids.map((id, index) => ({ index, state: 'created' as const, id, sentAt: NOW }));
  return { ...outcomeOf(recordOf(k.confirmation, 'created', results)), fresh };
}

async function confirmWith(k: Kind, options: RigOptions) {
  const r = listenerRig(options);
  await r.submit(sentView(k.view, { id: VIEW_ID }));
  return r;
}

describe.each(KINDS)('confirming a $kind', (k) => {
  it('is listened for under the confirmation view’s callback id', () => {
    const callback = k.kind === 'task' ? CALLBACK.taskConfirm : CALLBACK.roleConfirm;
    expect(k.view.callback_id).toBe(callback);
    expect(listenerRig().registered.views.has(callback)).toBe(true);
  });

  it('acks with "Creating…" before confirming, tells the team once, then shows the result', async () => {
    const r = await confirmWith(k, {
      confirm: async () => created(k),
      listTasks: async () => ({
        portalUser: 'ada_admin',
        mine: { entries: [], total: 0, start: 0, more: false },
        team: null,
      }),
    });
    // a new task is on the person's Home tab at once: drawn again after the result (their zone, their tasks)
    const home = k.kind === 'task' ? ['users.info', 'tasks.list', 'views.publish'] : [];
    expect(r.t.names()).toEqual(['ack', 'workflow.confirm', 'chat.postMessage', 'views.update', ...home]);
    expect(r.acked()).toEqual({ response_action: 'update', view: creatingView(k.kind) });
    expect(r.t.only('workflow.confirm')).toEqual([k.confirmation.requestId, PERSON]);

    const posted = r.t.only<Posted>('chat.postMessage');
    expect(posted.channel).toBe(NOTIFY_CHANNEL);
    for (const id of k.ids) expect(posted.text).toContain(id);
    expect(posted.text).toContain(`<@${PERSON.user}>`);

    const update = r.t.only<UpdateCall>('views.update');
    expect(update.view_id).toBe(VIEW_ID);
    expect(update.view.title.text).toBe(k.created);
    for (const id of k.ids) expect(textOf(update.view)).toContain(id);
  });

  it('does not tell the team again when another call already sent it (not fresh)', async () => {
    const r = await confirmWith(k, { confirm: async () => created(k, false) });
    expect(r.t.names()).toEqual(['ack', 'workflow.confirm', 'views.update']);
    expect(r.t.only<UpdateCall>('views.update').view.title.text).toBe(k.created);
  });

  it('shows a failing confirm in words in the same view, and tells nobody else', async () => {
    const r = await confirmWith(k, {
      confirm: async () => {
        throw new PortalOpsError('request.expired');
      },
    });
    expect(r.t.names()).toEqual(['ack', 'workflow.confirm', 'views.update']);
    const update = r.t.only<UpdateCall>('views.update');
    expect(update.view_id).toBe(VIEW_ID);
    expect(update.view.title.text).toBe('Could not continue');
    expect(textOf(update.view)).toContain('This confirmation waited too long and expired; nothing was sent.');
  });

  it('logs, and does not throw, when even the error view cannot be shown', async () => {
    const { log, lines } = captureLog();
    const r = listenerRig({
      log,
      confirm: async () => {
        throw new PortalOpsError('request.expired');
      },
      client: {
        'views.update': () => {
          throw slackError('not_found');
        },
      },
    });
    await expect(r.submit(sentView(k.view, { id: VIEW_ID }))).resolves.toBeUndefined();
    const warned = lines.filter((l) => l.msg === 'could not show the error');
    expect(warned).toHaveLength(1);
    expect(warned[0]?.err).toContain('not_found');
  });
});

describe('confirming: the team channel', () => {
  const [k] = KINDS as [Kind];

  it('is not told of a request that created nothing', async () => {
    const rejected = {
      ...outcomeOf(
        recordOf(k.confirmation, 'rejected', [
          { index: 0, state: 'rejected', sentAt: NOW, error: { code: 'portal.rejected', message: 'Invalid item.' } },
        ]),
      ),
      fresh: true,
    };
    const r = await confirmWith(k, { confirm: async () => rejected });
    expect(r.t.names()).toEqual(['ack', 'workflow.confirm', 'views.update']);
    expect(r.t.only<UpdateCall>('views.update').view.title.text).toBe('Not created');
  });

  it('a channel the bot is not in: the creation stands and the result says why the team was not told', async () => {
    const r = await confirmWith(k, {
      confirm: async () => created(k),
      client: {
        'chat.postMessage': () => {
          throw slackError('not_in_channel');
        },
      },
    });
    const words = textOf(r.t.only<UpdateCall>('views.update').view);
    expect(words).toContain(k.created);
    expect(words).toContain('The team channel was not told');
    expect(words).toContain('/invite @portal-ops');
  });
});
