import type { InputBlock, PlainTextInput } from '@slack/types';
import { describe, expect, it } from 'vitest';
import { BLOCK, CALLBACK } from '../../../src/slack/ids.js';
import { modalMetadata } from '../../../src/slack/views/metadata.js';
import { roleModal } from '../../../src/slack/views/role-modal.js';
import { violations } from './limits.js';

const metadata = modalMetadata({ zone: 'UTC', channel: 'C1' });

function field(blockId: string, view = roleModal({ metadata })): InputBlock & { element: PlainTextInput } {
  const b = view.blocks.find((x): x is InputBlock => x.type === 'input' && x.block_id === blockId);
  if (b?.element.type !== 'plain_text_input') throw new Error(`no text input ${blockId}`);
  return b as InputBlock & { element: PlainTextInput };
}

describe('roleModal', () => {
  it('is a modal within the limits: Custom role, Review, Cancel, the metadata', () => {
    const view = roleModal({ metadata });
    expect(violations(view, 'modal')).toEqual([]);
    expect(view.callback_id).toBe(CALLBACK.roleModal);
    expect([view.title.text, view.submit?.text, view.close?.text]).toEqual(['Custom role', 'Review', 'Cancel']);
    expect(view.private_metadata).toBe(metadata);
  });

  it('the name is required with max_length 128; the description optional, multiline, max_length 250', () => {
    const name = field(BLOCK.roleName);
    expect(name.optional).toBe(false);
    expect(name.element.max_length).toBe(128);
    expect(name.hint?.text).toContain('Field Editors');
    expect(name.hint?.text).toContain('Administrator');
    const description = field(BLOCK.roleDescription);
    expect(description.optional).toBe(true);
    expect(description.element).toMatchObject({ multiline: true, max_length: 250 });
    expect(description.hint?.text).toContain('250');
  });

  it('prefills the name (from the command) and a description, clipped to what the fields take', () => {
    const view = roleModal({ name: 'Field Editors', description: 'Edits data', metadata });
    expect(field(BLOCK.roleName, view).element.initial_value).toBe('Field Editors');
    expect(field(BLOCK.roleDescription, view).element.initial_value).toBe('Edits data');
    const long = roleModal({ name: 'n'.repeat(500), description: 'd'.repeat(900), metadata });
    expect(violations(long, 'modal')).toEqual([]);
    expect(Array.from(field(BLOCK.roleName, long).element.initial_value ?? '')).toHaveLength(128);
  });

  it('an empty name is not prefilled', () => {
    expect(field(BLOCK.roleName, roleModal({ name: '', metadata })).element).not.toHaveProperty('initial_value');
  });
});
