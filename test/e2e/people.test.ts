import { describe, expect, it } from 'vitest';
import { signInAtPortal } from '../identity/rig.js';
import { textOf } from '../support/slack-payloads.js';
import { slashCommand } from '../support/slack-requests.js';
import {
  ALICE,
  BLOCK,
  CALLBACK,
  CHANNEL,
  command,
  confirm,
  get,
  ITEM,
  onlyTask,
  openRoleModal,
  openTaskModal,
  perPersonEnv,
  type Rig,
  seen,
  startRig,
  submit,
  until,
  words,
} from './rig.js';

/** The sign-in link in a `/portal login` answer (the button's URL). */
function signInLink(body: Record<string, unknown>): string {
  const found = /"url":"(http[^"]+)"/.exec(JSON.stringify(body.blocks ?? []));
  if (!found?.[1]) throw new Error(`no sign-in link in ${JSON.stringify(body)}`);
  return found[1];
}

/** `/portal login`, the portal's sign-in page, and the app's own callback on its port. */
async function linkAccount(r: Rig, username: string, password: string) {
  const login = await command(r, '/portal', 'login');
  expect(login.body.response_type).toBe('ephemeral');
  const link = signInLink(login.body);
  const back = await signInAtPortal(link, username, password);
  expect(back.pathname).toBe('/portal/callback');
  expect(back.searchParams.get('code')).toBeTruthy();
  expect(back.searchParams.get('state')).toBeTruthy();
  return get(r, `${back.pathname}${back.search}`);
}

describe('end to end: per-person accounts', () => {
  it('not linked → told privately; /portal login → link; sign in at the portal → linked; the task runs as them', async () => {
    const r = await startRig({ env: perPersonEnv() });
    const member = r.emulator.users[1];
    if (!member) throw new Error('no member');

    // Not linked: the sign-in hint, to the person only; no modal, nothing on the portal.
    const refused = await command(r, '/portal-task', 'every day at 6am');
    expect(refused.body.response_type).toBe('ephemeral');
    expect(refused.text).toContain('You have not linked your portal account yet');
    expect(refused.text).toContain('/portal login');
    expect(r.fake.callsTo('views.open')).toHaveLength(0);
    expect(r.fake.messages()).toHaveLength(0);

    // The link is the portal's own sign-in page, for this app.
    const login = await command(r, '/portal', 'login');
    expect(login.body.response_type).toBe('ephemeral');
    const link = new URL(signInLink(login.body));
    expect(link.href.startsWith(r.emulator.url)).toBe(true);
    expect(link.searchParams.get('client_id')).toBe('portal-ops');
    expect(link.searchParams.get('code_challenge_method')).toBe('S256');

    // The browser: the portal's page, then the app's callback.
    const back = await signInAtPortal(link.href, member.username, member.password);
    const page = await get(r, `${back.pathname}${back.search}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`Signed in to the portal as ${member.username}`);
    expect(page.body).not.toContain(back.searchParams.get('code') ?? '-');

    // A replayed callback is refused and changes nothing.
    const replay = await get(r, `${back.pathname}${back.search}`);
    expect(replay.status).toBe(400);

    const whoami = await command(r, '/portal', 'whoami');
    expect(whoami.body.response_type).toBe('ephemeral');
    expect(whoami.text).toContain(member.username);
    expect(whoami.text).toContain('Your requests run as this account');

    // Linked: a task as them.
    const viewId = await openTaskModal(r, 'every day at 6am');
    await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
    expect(seen(r, viewId).callback_id).toBe(CALLBACK.taskConfirm);
    expect(words(r, viewId)).toContain(member.username);
    const result = await confirm(r, viewId);
    expect(r.emulator.count('createTask', 'POST')).toBe(1);
    const task = onlyTask(r);
    expect(task.owner).toBe(member.username);
    expect(textOf(result)).toContain(task.id);
    await r.fake.waitForCall('chat.postMessage');
    // the account is in the message's small print, not its sentence
    expect(JSON.stringify(r.fake.messages(CHANNEL)[0]?.blocks)).toContain(`as *${member.username}* on the portal`);
  });

  it('a member who is not a default administrator is told roles need one; /portal logout unlinks', async () => {
    const r = await startRig({ env: perPersonEnv() });
    const member = r.emulator.users[1];
    if (!member) throw new Error('no member');
    const page = await linkAccount(r, member.username, member.password);
    expect(page.status).toBe(200);

    const whoami = await command(r, '/portal', 'whoami');
    expect(whoami.text).toContain('Custom roles need a default administrator');

    // The portal decides who creates roles: a member is told so once the name is in, and nothing is sent.
    const roleView = await openRoleModal(r, 'Night Shift');
    await submit(r, roleView);
    expect(seen(r, roleView).callback_id).toBe(CALLBACK.progress);
    expect(words(r, roleView)).toContain('Only the organization’s default administrators can create roles.');
    expect(r.emulator.count('createRole')).toBe(0);

    const out = await command(r, '/portal', 'logout');
    expect(out.text).toContain('Your portal account is unlinked.');
    const after = await command(r, '/portal', 'whoami');
    expect(after.text).toContain('You have not linked your portal account yet');
  });
});

describe('end to end: /portal answers, to the person only', () => {
  it('/portal help lists the commands', async () => {
    const r = await startRig();
    const help = await command(r, '/portal', 'help');
    expect(help.body.response_type).toBe('ephemeral');
    for (const c of ['/portal-task', '/portal-role', '/portal whoami', '/portal history', '/portal history all']) {
      expect(help.text).toContain(c);
    }
    // a service account: nothing to sign in to, so login and logout are not offered
    expect(help.text).not.toContain('/portal login');
    // something it does not know is said back, not answered silently with help
    const unknown = await command(r, '/portal', 'list');
    expect(unknown.text).toContain('`/portal list` is not something portal-ops knows.');
    // No text at all: the same help.
    const bare = await command(r, '/portal', '');
    expect(bare.text).toBe(help.text);
    expect(r.fake.messages()).toHaveLength(0);
  });

  it('/portal whoami names the service account the bot acts through', async () => {
    const r = await startRig();
    const admin = r.emulator.users[0];
    const whoami = await command(r, '/portal', 'whoami');
    expect(whoami.body.response_type).toBe('ephemeral');
    expect(whoami.text).toContain(`service account \`${admin?.username}\``);
    expect(whoami.text).toContain('a default administrator');
    expect(whoami.text).toContain(r.emulator.url);
  });

  it('/portal history: none yet, then the request with its state and id', async () => {
    const r = await startRig();
    const empty = await command(r, '/portal', 'history');
    expect(empty.body.response_type).toBe('ephemeral');
    expect(empty.text).toContain('You have no requests yet.');

    const viewId = await openTaskModal(r, 'every day at 6am');
    await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM, [BLOCK.title]: 'Morning run' });
    await confirm(r, viewId);
    const task = onlyTask(r);
    const history = await command(r, '/portal', 'history');
    expect(history.body.response_type).toBe('ephemeral');
    expect(history.text).toContain('Your recent requests');
    expect(history.text).toContain(task.id);
    expect(history.text).toContain('Morning run');
    expect(history.text).toMatch(/created/i);

    // Someone else's history does not show it.
    const bob = await command(r, '/portal', 'history', 'U0BOB00001');
    expect(bob.text).toContain('You have no requests yet.');
  });
});

describe('end to end: Slack refusing a modal', () => {
  it('an expired trigger: the person is told to run the command again, and the next one works', async () => {
    // The fake's clock runs ahead once the trigger is issued: the command arrives after its 3 s (a cold start).
    let skew = 0;
    const r = await startRig({ fake: { now: () => Date.now() + skew } });
    const triggerId = r.fake.issueTrigger({ userId: ALICE });
    skew = 4000;
    const reply = await slashCommand(r.target, { command: '/portal-task', text: 'every day at 6am', triggerId });
    expect(reply.status).toBe(200);
    await until(() => r.fake.responses.length > 0);
    const [open] = r.fake.callsTo('views.open');
    expect(open?.answer).toMatchObject({ ok: false, error: 'expired_trigger_id' });
    const body = r.fake.responses[0]?.body as { response_type?: string } | undefined;
    const said = textOf(body);
    expect(body?.response_type).toBe('ephemeral');
    // Words for this failure, not an internal error with a reference.
    expect(said).not.toContain('Something went wrong on our side');
    expect(said).toContain('Run the command again');

    // Nothing broke: the next command opens the modal.
    const viewId = await openTaskModal(r, 'every day at 6am');
    expect(seen(r, viewId).callback_id).toBe(CALLBACK.taskModal);
    expect(r.emulator.count('createTask')).toBe(0);
  });

  it('an expired trigger on /portal-role (Slack refuses views.open): told privately, then it works', async () => {
    const r = await startRig();
    r.fake.failNext('views.open', 'expired_trigger_id');
    const first = await command(r, '/portal-role', 'Night Shift');
    expect(first.body.response_type).toBe('ephemeral');
    expect(first.text).not.toContain('Something went wrong on our side');
    expect(first.text).toContain('Run the command again');

    const opened = await slashCommand(r.target, { command: '/portal-role', text: 'Night Shift' });
    expect(opened.status).toBe(200);
    const call = await r.fake.waitForCall('views.open', 2);
    expect(call.answer?.ok).toBe(true);
  });
});

describe('end to end: the app’s own HTTP routes', () => {
  it('/healthz answers 200', async () => {
    const r = await startRig();
    const health = await get(r, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ ok: true });
    expect(health.headers['cache-control']).toBe('no-store');
  });
});
