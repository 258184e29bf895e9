// `/portal-role [name]` and the role modal's submission.
import type { ModalView } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { PortalOpsError } from '../../../src/errors.js';
import { BLOCK, CALLBACK } from '../../../src/slack/ids.js';
import { modalMetadata, readConfirmMetadata, readModalMetadata } from '../../../src/slack/views/metadata.js';
import { roleModal } from '../../../src/slack/views/role-modal.js';
import {
  CHANNEL,
  captureLog,
  listenerRig,
  PERSON,
  sentView,
  slackError,
  TRIGGER_ID,
} from '../../support/listener-harness.js';
import { blockById, type JsonObject, textOf, viewState } from '../../support/slack-payloads.js';
import { roleConfirmationFor } from '../views/fixtures.js';

type ViewCall = { trigger_id: string; view: ModalView };
type Said = { response_type: string; text: string };
type Ack = { response_action: string; errors?: Record<string, string>; view?: ModalView };

const VIEW_ID = 'V0ROLE0001';
const HASH = '1763726400.r0le0001';

function submitted(name: string, description: string | null) {
  const modal = roleModal({ metadata: modalMetadata({ zone: 'UTC', channel: CHANNEL.id }) });
  const values = viewState(modal as unknown as { blocks: JsonObject[] }, {
    [BLOCK.roleName]: name,
    [BLOCK.roleDescription]: description,
  });
  return sentView(modal, { id: VIEW_ID, hash: HASH, values });
}

describe('/portal-role', () => {
  it('acks first, checks the role policy, then opens the role modal with the name typed and the person’s zone', async () => {
    const r = listenerRig();
    await r.command('/portal-role', ' Field Editors ');
    expect(r.t.names()).toEqual(['ack', 'policy.check', 'identity.tokensFor', 'users.info', 'views.open']);
    expect(r.acked()).toBeUndefined();
    expect(r.t.only('policy.check')).toEqual([PERSON, 'role']);
    const open = r.t.only<ViewCall>('views.open');
    expect(open.trigger_id).toBe(TRIGGER_ID);
    expect(open.view.callback_id).toBe(CALLBACK.roleModal);
    const name = blockById({ blocks: open.view.blocks as unknown as JsonObject[] }, BLOCK.roleName);
    expect((name.element as { initial_value?: string }).initial_value).toBe('Field Editors');
    // the confirmation's dates are in this zone, not in UTC
    expect(readModalMetadata(open.view.private_metadata ?? '')).toEqual({
      zone: 'America/Los_Angeles',
      channel: CHANNEL.id,
    });
  });

  it('refuses in words, with no modal, someone the policy does not allow', async () => {
    const r = listenerRig({
      mode: 'service-account',
      check: () => {
        throw new PortalOpsError('policy.not-allowed', { reason: 'role' });
      },
    });
    await r.command('/portal-role', 'Field Editors');
    expect(r.t.names()).toEqual(['ack', 'policy.check', 'respond']);
    const said = r.t.only<Said>('respond');
    expect(said.response_type).toBe('ephemeral');
    expect(said.text).toContain('You are not on the list of people who may create roles through this bot.');
  });

  it('asks a person who has not linked their account to sign in', async () => {
    const r = listenerRig({ tokensFor: async () => undefined });
    await r.command('/portal-role');
    expect(r.t.has('views.open')).toBe(false);
    expect(r.t.only<Said>('respond').text).toContain('/portal login');
  });

  it('says to run the command again when the trigger expired', async () => {
    const r = listenerRig({
      client: {
        'views.open': () => {
          throw slackError('expired_trigger_id');
        },
      },
    });
    await r.command('/portal-role', 'Field Editors');
    const said = r.t.only<Said>('respond');
    expect(said.response_type).toBe('ephemeral');
    expect(said.text).toContain('Slack did not let the form open in time; nothing was sent. Run the command again.');
  });
});

describe('role modal submission', () => {
  it('drafts the role under the view id and hash and answers with its confirmation', async () => {
    const confirmation = roleConfirmationFor();
    const r = listenerRig({ draft: async () => confirmation });
    await r.submit(submitted('Field Editors', 'Edits field data'));
    expect(r.t.only('workflow.draft')).toEqual({
      kind: 'role',
      person: PERSON,
      role: { name: 'Field Editors', description: 'Edits field data' },
      idempotencyKey: `${VIEW_ID}:${HASH}`,
    });
    const ack = r.acked() as Ack;
    expect(ack.response_action).toBe('update');
    expect(ack.view?.callback_id).toBe(CALLBACK.roleConfirm);
    expect(readConfirmMetadata(ack.view?.private_metadata ?? '')?.requestId).toBe(confirmation.requestId);
  });

  it('leaves out an empty description (Slack sends null)', async () => {
    const r = listenerRig({ draft: async () => roleConfirmationFor({ name: 'Field Editors' }) });
    await r.submit(submitted('Field Editors', null));
    expect(r.t.only<{ role: unknown }>('workflow.draft').role).toEqual({ name: 'Field Editors' });
  });

  it('shows a duplicate name under the name field', async () => {
    const r = listenerRig({
      draft: async () => {
        throw new PortalOpsError('role.duplicate-name', {
          name: 'field editors',
          existingName: 'Field Editors',
          fields: { name: 'A role named “Field Editors” already exists (names are compared ignoring case).' },
        });
      },
    });
    await r.submit(submitted('field editors', null));
    expect(r.acked()).toEqual({
      response_action: 'errors',
      errors: { [BLOCK.roleName]: 'A role named “Field Editors” already exists (names are compared ignoring case).' },
    });
  });

  it('shows an unexpected failure with the reference of its log line', async () => {
    const { log, lines } = captureLog();
    const r = listenerRig({
      log,
      draft: async () => {
        throw new TypeError('cannot read properties of undefined');
      },
    });
    await r.submit(submitted('Field Editors', null));
    const ack = r.acked() as Ack;
    expect(ack.response_action).toBe('update');
    const shown = /Reference: `([^`]+)`/.exec(textOf(ack.view))?.[1];
    const logged = lines.find((l) => l.msg === 'unexpected error');
    expect(logged).toMatchObject({ where: 'role draft' });
    expect(shown).toBeDefined();
    expect(shown).toBe(logged?.reference);
  });
});
