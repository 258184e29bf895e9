import { describe, expect, it } from 'vitest';
import { textOf } from '../support/slack-payloads.js';
import { BLOCK, command, confirm, ITEM, openTaskModal, startRig, submit } from './rig.js';

describe('end to end: an unknown outcome, in the words of what happened', () => {
  it('the result view names why the answer was unusable, as /portal history does', async () => {
    const r = await startRig();
    const viewId = await openTaskModal(r, 'every day at 6am');
    await submit(r, viewId, { [BLOCK.type]: 'ExecuteNotebook', [BLOCK.itemId]: ITEM });
    r.emulator.fault({ kind: 'drop-after-processing', op: 'createTask' });
    const result = await confirm(r, viewId);
    expect(result.title.text).toBe('Checking the portal');
    const history = await command(r, '/portal', 'history');
    expect(history.text).toContain('(the connection was lost): it may have been created');
    expect(textOf(result)).toContain('(the connection was lost): it may have been created');
    expect(textOf(result)).not.toContain('unknown reason');
  });
});
