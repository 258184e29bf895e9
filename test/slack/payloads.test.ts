import { describe, expect, it } from 'vitest';
import { admit, admitParsed } from '../../src/slack/payloads.js';

const FORM = 'application/x-www-form-urlencoded';

function submission(over: Record<string, unknown> = {}, view: Record<string, unknown> = {}) {
  return {
    type: 'view_submission',
    user: { id: 'U0ALICE001', team_id: 'T0TEAM0001' },
    team: { id: 'T0TEAM0001', domain: 'acme' },
    view: {
      id: 'V0TASK0001',
      hash: '1763726400.abc',
      callback_id: 'task_modal',
      private_metadata: '{"zone":"UTC"}',
      state: { values: { task_item: { task_item: { type: 'plain_text_input', value: 'x' } } } },
      ...view,
    },
    ...over,
  };
}

function asForm(payload: unknown): string {
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

describe('the edge: what a request from Slack may hold', () => {
  it('a view submission passes with the keys the app and Bolt read, and nothing else', () => {
    const a = admit(asForm(submission({ command: '/portal-task', actions: [], event: {} })), FORM);
    expect(a.to).toBe('app');
    if (a.to !== 'app') return;
    expect(a.kind).toBe('view_submission');
    expect(Object.keys(a.body)).not.toContain('command');
    expect(Object.keys(a.body)).not.toContain('actions');
    expect(Object.keys(a.body)).not.toContain('event');
  });

  it('null state or values read as an empty form; a null metadata or hash as empty text', () => {
    for (const view of [{ state: null }, { state: { values: null } }, { private_metadata: null, hash: null }]) {
      const a = admit(asForm(submission({}, view)), FORM);
      expect(a.to).toBe('app');
    }
    const a = admit(asForm(submission({}, { state: null })), FORM);
    if (a.to === 'app') expect((a.body.view as { state: unknown }).state).toEqual({ values: {} });
  });

  it('refuses what Slack never sends: no user, an empty user id, options that are not a list of options', () => {
    const refused = [
      submission({ user: undefined }),
      submission({ user: { id: '' } }),
      submission({ user: null }),
      submission({}, { id: '' }),
      submission({}, { state: { values: { b: { a: { type: 'checkboxes', selected_options: [null] } } } } }),
      submission({}, { state: { values: { b: { a: { type: 'checkboxes', selected_options: 'all' } } } } }),
      submission({}, { state: { values: { b: { a: { type: 'plain_text_input', value: 'x'.repeat(3001) } } } } }),
      submission({}, { private_metadata: 'x'.repeat(3001) }),
      { ...submission(), type: 'block_actions', actions: [] },
    ];
    for (const payload of refused) expect(admit(asForm(payload), FORM).to).toBe('refuse');
  });

  it('a block id such as __proto__ is only a block id', () => {
    const text = `{"type":"view_submission","user":{"id":"U1"},"view":{"id":"V1","hash":"h","callback_id":"task_modal","private_metadata":"","state":{"values":{"__proto__":{"__proto__":{"type":"plain_text_input","value":"x"}}}}}}`;
    const a = admit(new URLSearchParams({ payload: text }).toString(), FORM);
    expect(a.to).toBe('app');
    expect(({} as Record<string, unknown>).type).toBeUndefined();
  });

  it('an options request (block_suggestion) passes with what it typed, its select and its view; nothing else', () => {
    const suggestion = {
      type: 'block_suggestion',
      user: { id: 'U0ALICE001', team_id: 'T0TEAM0001' },
      team: { id: 'T0TEAM0001', domain: 'acme' },
      action_id: 'task_item',
      block_id: 'task_item',
      value: 'sales',
      container: { type: 'view', view_id: 'V0TASK0001' },
      view: submission().view,
      actions: [{ action_id: 'sign_in_link' }],
      command: '/portal-task',
    };
    const a = admit(asForm(suggestion), FORM);
    expect(a).toMatchObject({ to: 'app', kind: 'block_suggestion' });
    if (a.to !== 'app') return;
    expect(a.body).toMatchObject({ action_id: 'task_item', block_id: 'task_item', value: 'sales' });
    expect(Object.keys(a.body)).not.toContain('actions');
    expect(Object.keys(a.body)).not.toContain('command');
    // an empty query (min_query_length 0) and a null one are both nothing typed
    for (const value of ['', null, undefined]) {
      const b = admit(asForm({ ...suggestion, value }), FORM);
      expect(b.to === 'app' && b.body.value).toBe('');
    }
    // an option's words come through (a picked item's title); malformed words are dropped, not refused
    const picked = submission(
      {},
      {
        state: {
          values: {
            task_item: {
              task_item: {
                type: 'external_select',
                selected_option: { value: 'abc', text: { type: 'plain_text', text: 'Sales' } },
              },
            },
            other: { other: { type: 'external_select', selected_option: { value: 'x', text: 7 } } },
          },
        },
      },
    );
    const c = admit(asForm(picked), FORM);
    expect(c.to).toBe('app');
    if (c.to !== 'app') return;
    const values = (c.body.view as { state: { values: Record<string, Record<string, { selected_option: unknown }>> } })
      .state.values;
    expect(values.task_item?.task_item?.selected_option).toEqual({
      value: 'abc',
      text: { type: 'plain_text', text: 'Sales' },
    });
    expect(values.other?.other?.selected_option).toEqual({ value: 'x' });
    const refused = [
      { ...suggestion, action_id: undefined },
      { ...suggestion, action_id: 'x'.repeat(256) },
      { ...suggestion, value: 'x'.repeat(2001) },
      { ...suggestion, value: 42 },
      { ...suggestion, user: null },
      { ...suggestion, view: { id: '' } },
    ];
    for (const payload of refused) expect(admit(asForm(payload), FORM).to).toBe('refuse');
  });

  it('slash commands: every field one string; unknown interactions and Slack’s checks are answered at the edge', () => {
    const command = new URLSearchParams({
      command: '/portal',
      text: 'help',
      user_id: 'U0ALICE001',
      team_id: 'T0TEAM0001',
      channel_id: 'C0OPS00001',
      trigger_id: '1.2.3',
      response_url: 'https://hooks.slack.com/commands/T0/1/x',
    });
    expect(admit(command.toString(), FORM)).toMatchObject({ to: 'app', kind: 'command' });
    expect(admit(`${command}&user_id=U2`, FORM).to).toBe('refuse');
    expect(admit('ssl_check=1', FORM)).toEqual({ to: 'answer', kind: 'ssl_check' });
    expect(admit(asForm({ type: 'shortcut', user: { id: 'U1' } }), FORM)).toEqual({ to: 'answer', kind: 'shortcut' });
    expect(admit('{"type":"url_verification","challenge":"c"}', 'application/json')).toEqual({
      to: 'answer',
      kind: 'url_verification',
      json: { challenge: 'c' },
    });
    for (const raw of ['null', '[]', '"x"', '{"type":1}', '{nope'])
      expect(admit(raw, 'application/json').to).toBe('refuse');
    expect(admitParsed(null).to).toBe('refuse');
    expect(admitParsed(Object.fromEntries(command))).toMatchObject({ to: 'app', kind: 'command' });
  });
});
