// `/portal help | login | logout | whoami | history [all]`: acked at once, answered to the person only.
import { describe, expect, it } from 'vitest';
import { PortalOpsError } from '../../../src/errors.js';
import { SIGN_IN_ACTION } from '../../../src/slack/ids.js';
import { listenerRig, PERSON, PORTAL_BASE, PORTAL_USER, profileWith } from '../../support/listener-harness.js';
import { type JsonObject, textOf, viewOutput } from '../../support/slack-payloads.js';
import { LA, NOW, recordOf, taskConfirmationFor } from '../views/fixtures.js';

type Said = { response_type: string; replace_original: boolean; text: string; blocks: JsonObject[] };

const SIGN_IN_URL = 'https://portal.example.com/sharing/rest/oauth2/authorize?client_id=portal-ops&state=s1';

async function portal(text: string, options: Parameters<typeof listenerRig>[0] = {}) {
  const r = listenerRig(options);
  await r.command('/portal', text);
  expect(r.t.names()[0]).toBe('ack');
  expect(r.acked()).toBeUndefined();
  const said = r.t.only<Said>('respond');
  expect(said.response_type).toBe('ephemeral');
  expect(said.replace_original).toBe(false);
  return { r, said };
}

describe('/portal', () => {
  it.each(['', 'help', 'something-else'])('"%s" gives the help', async (text) => {
    const { said } = await portal(text);
    expect(said.text).toContain('/portal-task [schedule]');
    expect(said.text).toContain('/portal-role [name]');
    expect(said.text).toContain('/portal history');
  });

  describe('with one service account', () => {
    it('login: there is nothing to sign in to', async () => {
      const { said } = await portal('login', { mode: 'service-account' });
      expect(said.text).toBe('This bot acts through one service account: there is nothing to sign in to.');
    });

    it('logout: there is nothing to sign out of', async () => {
      const { said } = await portal('logout', { mode: 'service-account' });
      expect(said.text).toBe('This bot acts through one service account: there is nothing to sign out of.');
    });

    it('whoami: the service account, for everyone', async () => {
      const { r, said } = await portal('whoami', { mode: 'service-account' });
      expect(r.t.has('portal.discover')).toBe(true);
      expect(said.text).toBe(
        `This bot acts for everyone through the service account \`${PORTAL_USER}\`, a default administrator of the organization on \`${PORTAL_BASE.href}\`. Custom roles can be created through this account.`,
      );
    });
  });

  describe('with per-person accounts', () => {
    const perPerson = {
      mode: 'per-person' as const,
      signIn: async () => ({ url: SIGN_IN_URL, expiresAt: NOW + 600_000 }),
      unlink: async () => true,
    };

    it('login: the person’s own sign-in link, as a button, only to them', async () => {
      const { r, said } = await portal('login', perPerson);
      expect(r.t.only('signIn.start')).toEqual(PERSON);
      const actions = said.blocks.find((b) => b.type === 'actions') as { elements: JsonObject[] } | undefined;
      expect(actions?.elements[0]).toMatchObject({ action_id: SIGN_IN_ACTION, url: SIGN_IN_URL });
      expect(said.text).toContain('Link your portal account');
    });

    it('logout: unlinks, and says whether there was a link', async () => {
      const { r, said } = await portal('logout', perPerson);
      expect(r.t.only('unlink')).toEqual(PERSON);
      expect(said.text).toBe('Your portal account is unlinked.');
      const { said: again } = await portal('logout', { ...perPerson, unlink: async () => false });
      expect(again.text).toBe('Your portal account was not linked.');
    });

    it('logout: someone the policy no longer lets in can still forget their own link', async () => {
      const { r, said } = await portal('logout', {
        ...perPerson,
        check: () => {
          throw new PortalOpsError('policy.not-allowed', { reason: 'not-listed' });
        },
      });
      expect(r.t.has('policy.check')).toBe(false);
      expect(r.t.only('unlink')).toEqual(PERSON);
      expect(said.text).toBe('Your portal account is unlinked.');
    });

    it('whoami: the person’s portal account, and whether it can create roles', async () => {
      const { said } = await portal('whoami', { ...perPerson, discover: async () => profileWith([], false) });
      expect(said.text).toBe(
        `On \`${PORTAL_BASE.href}\`, you are \`${PORTAL_USER}\`. Your requests run as this account. Custom roles need a default administrator.`,
      );
    });

    it('whoami without a link: the sign-in words', async () => {
      const { r, said } = await portal('whoami', { ...perPerson, tokensFor: async () => undefined });
      expect(r.t.has('portal.discover')).toBe(false);
      expect(said.text).toContain('You have not linked your portal account yet.');
    });
  });

  it('history: the person’s own requests, in their time zone', async () => {
    const c = taskConfirmationFor({ phrase: 'every weekday 7pm', zone: LA });
    const record = recordOf(c, 'created', [{ index: 0, state: 'created', id: 'a1b2c3d4e5f60', sentAt: NOW }]);
    const { r, said } = await portal('history', { history: async () => [record] });
    expect(r.t.only('workflow.history')).toEqual([PERSON, { all: false }]);
    expect(r.t.only('users.info')).toEqual({ user: PERSON.user });
    expect(said.text).toContain('Your recent requests');
    expect(textOf(said.blocks)).toContain('a1b2c3d4e5f60');
  });

  it('history all (any case) asks for everyone’s; none yet says how to start', async () => {
    const { r, said } = await portal('HISTORY All', { history: async () => [] });
    expect(r.t.only('workflow.history')).toEqual([PERSON, { all: true }]);
    expect(said.text).toBe('You have no requests yet.');
  });

  it('refuses people of another workspace in words', async () => {
    const { said } = await portal('whoami', {
      check: () => {
        throw new PortalOpsError('policy.other-team', { reason: 'other-team' });
      },
    });
    expect(said.text).toContain('This bot works only for people of the workspace that installed it.');
  });

  it.each(['help', 'something-else'])(
    'gives "%s" its help even to someone the policy keeps from everything else',
    async (text) => {
      const { r, said } = await portal(text, {
        check: () => {
          throw new PortalOpsError('policy.not-allowed', { reason: 'not-listed' });
        },
      });
      expect(said.text).toContain('/portal-task [schedule]');
      expect(r.t.has('policy.check')).toBe(false);
    },
  );

  it('acks the sign-in button’s block_actions and does nothing else', async () => {
    const r = listenerRig();
    const view = viewOutput({ id: 'V0ANY00001' });
    await r.act(view, { actionId: SIGN_IN_ACTION, type: 'button' });
    expect(r.t.names()).toEqual(['ack']);
    expect(r.acked()).toBeUndefined();
  });
});
