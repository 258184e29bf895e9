import { describe, expect, it } from 'vitest';
import { notesOf, problemsOf } from '../../../src/slack/preview/check.js';
import { typedInto } from '../../../src/slack/preview/typed.js';

const plain = (text: string) => ({ type: 'plain_text', text });
const md = (text: string) => ({ type: 'mrkdwn', text });

function modal(blocks: unknown[], extra: Record<string, unknown> = {}) {
  return {
    type: 'modal',
    title: plain('Scheduled task'),
    submit: plain('Review'),
    close: plain('Cancel'),
    blocks,
    ...extra,
  };
}

describe('what Slack would refuse or show broken', () => {
  it('a sound modal and a sound message pass', () => {
    const view = modal([
      { type: 'header', text: plain('Create this scheduled task?') },
      {
        type: 'section',
        text: md('*Every weekday* at 7 PM'),
        accessory: { type: 'button', action_id: 'a', text: plain('Open') },
      },
      { type: 'divider' },
      {
        type: 'input',
        block_id: 'b',
        label: plain('Update mode'),
        element: { type: 'static_select', action_id: 'b', options: [{ text: plain('Partial'), value: 'p' }] },
      },
      {
        type: 'input',
        block_id: 'i',
        label: plain('Item'),
        element: { type: 'external_select', action_id: 'i', min_query_length: 0 },
      },
      { type: 'context', elements: [md('small print')] },
    ]);
    expect(problemsOf(view, 'modal')).toEqual([]);
    expect(problemsOf({ text: 'fallback', blocks: [{ type: 'section', text: md('hi') }] }, 'message')).toEqual([]);
  });

  it('each of Slack’s limits', () => {
    const long = (n: number) => 'x'.repeat(n);
    const p = problemsOf(
      modal(
        [
          { type: 'section', text: md(long(3001)) },
          {
            type: 'input',
            block_id: 'l',
            label: plain(long(2001)),
            element: { type: 'plain_text_input', action_id: 'l' },
          },
          { type: 'actions', elements: [{ type: 'button', action_id: 'x', text: plain(long(76)) }] },
          {
            type: 'input',
            block_id: 's',
            label: plain('Select'),
            element: { type: 'static_select', action_id: 's', options: [{ text: plain(long(76)), value: 'v' }] },
          },
          ...Array.from({ length: 97 }, () => ({ type: 'divider' })),
        ],
        { title: plain(long(25)) },
      ),
      'modal',
    );
    expect(p).toEqual(
      expect.arrayContaining([
        "title.text: 25 characters, over Slack's 24",
        'blocks: 101 blocks, over 100',
        "blocks[0].text.text: 3001 characters, over Slack's 3000",
        "blocks[1].label.text: 2001 characters, over Slack's 2000",
        "blocks[2].elements[0].text.text: 76 characters, over Slack's 75",
        "blocks[3].element.options[0].text.text: 76 characters, over Slack's 75",
      ]),
    );
    const message = { text: 'x', blocks: Array.from({ length: 51 }, () => ({ type: 'divider' })) };
    expect(problemsOf(message, 'message')).toEqual(['blocks: 51 blocks, over 50']);
  });

  it('empty or broken blocks and elements', () => {
    const p = problemsOf(
      modal([
        { type: 'section', text: md('   ') },
        { type: 'section' },
        { type: 'rich_text', elements: [] },
        { type: 'input', label: plain('No id'), element: { type: 'plain_text_input', action_id: 'n' } },
        {
          type: 'input',
          block_id: 'e',
          label: plain('Select'),
          element: { type: 'static_select', action_id: 'e', options: [] },
        },
        { type: 'input', block_id: 'm', label: plain('No action'), element: { type: 'datepicker' } },
        { type: 'input', block_id: 'x', label: plain('Odd'), element: { type: 'video' } },
        { type: 'context', elements: [] },
        {
          type: 'input',
          block_id: 'r',
          label: plain('Radios'),
          element: {
            type: 'radio_buttons',
            action_id: 'r',
            options: [{ text: plain('A'), value: 'a' }],
            initial_option: { text: plain('B'), value: 'b' },
          },
        },
      ]),
      'modal',
    );
    expect(p).toEqual([
      'blocks[0].text.text: empty text',
      'blocks[1]: a section with neither text nor fields',
      'blocks[2]: unknown block type rich_text',
      'blocks[3].block_id: an input needs a block id (its value is read by it)',
      'blocks[4].element.options: needs 1 to 100 options',
      'blocks[5].element.action_id: missing action_id',
      'blocks[6].element: video is not an element Slack takes here',
      'blocks[7].elements: needs 1 to 10',
      'blocks[8].element.initial_option: not one of the options',
    ]);
  });

  it('a mention escaped after it was built, an input in a message, errors for a block the view lacks', () => {
    expect(
      problemsOf({ text: 't', blocks: [{ type: 'context', elements: [md('See &lt;#C0E2ENOTIFY&gt;')] }] }, 'message'),
    ).toEqual(['blocks[0].elements[0].text: a mention or link shows as literal text (escaped after it was built)']);
    const input = {
      type: 'input',
      block_id: 'a',
      label: plain('A'),
      element: { type: 'plain_text_input', action_id: 'a' },
    };
    expect(problemsOf({ text: 't', blocks: [input] }, 'message')).toEqual(['blocks[0]: an input block in a message']);
    expect(problemsOf(modal([input]), 'modal', { a: 'fine', gone: 'where?' })).toEqual([
      'errors.gone: an error for a block the view does not have (Slack refuses the whole map)',
    ]);
  });

  it('notes what reads badly without failing on it', () => {
    const view = modal([
      {
        type: 'input',
        block_id: 'i',
        optional: true,
        label: plain('Item id (optional)'),
        element: { type: 'plain_text_input', action_id: 'i' },
      },
    ]);
    expect(problemsOf(view, 'modal')).toEqual([]);
    expect(notesOf(view)).toEqual(['blocks[0].label: says “(optional)”, and Slack adds it again to an optional input']);
  });
});

describe('a view filled in as Slack sends it back', () => {
  const view = {
    blocks: [
      { type: 'input', block_id: 't', element: { type: 'plain_text_input', action_id: 't', initial_value: 'kept' } },
      {
        type: 'input',
        block_id: 's',
        element: { type: 'static_select', action_id: 's', options: [{ text: plain('A'), value: 'a' }] },
      },
      { type: 'input', block_id: 'd', element: { type: 'datepicker', action_id: 'd' } },
      { type: 'input', block_id: 'x', element: { type: 'external_select', action_id: 'x' } },
      { type: 'section', text: md('not an input') },
    ],
  };

  it('typed values and choices by block id; the rest as the view shows them', () => {
    expect(typedInto(view, { s: 'a', x: { text: 'Sales by region', value: '9f3c' } })).toEqual({
      t: { t: { type: 'plain_text_input', value: 'kept' } },
      s: { s: { type: 'static_select', selected_option: { text: plain('A'), value: 'a' } } },
      d: { d: { type: 'datepicker', selected_date: null } },
      x: { x: { type: 'external_select', selected_option: { text: plain('Sales by region'), value: '9f3c' } } },
    });
  });

  it('refuses a choice the view does not offer, or an input it does not have', () => {
    expect(() => typedInto(view, { s: 'b' })).toThrow(/has no option b/);
    expect(() => typedInto(view, { nope: 'x' })).toThrow(/has no input nope/);
  });
});
