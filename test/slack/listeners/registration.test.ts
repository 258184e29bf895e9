// What `registerListeners` puts on the app: one listener per command, callback id and action id, and no error
// handler (that is the app's own wiring, in app.ts).
import { describe, expect, it } from 'vitest';
import {
  BLOCK,
  CALLBACK,
  DST_CHOICE_ACTION,
  OUTCOME_ACTION,
  REBUILD_ACTIONS,
  RESULT_ACTION,
  SIGN_IN_ACTION,
  TASK_ACTION,
} from '../../../src/slack/ids.js';
import { listenerRig } from '../../support/listener-harness.js';

describe('registerListeners', () => {
  it('registers each command, view and action once, and no error handler', () => {
    const { registered } = listenerRig();
    expect([...registered.commands.keys()].sort()).toEqual(['/portal', '/portal-role', '/portal-task']);
    expect([...registered.views.keys()].sort()).toEqual(
      [
        CALLBACK.taskModal,
        CALLBACK.taskConfirm,
        CALLBACK.roleModal,
        CALLBACK.roleConfirm,
        CALLBACK.taskDelete,
        CALLBACK.taskEdit,
      ].sort(),
    );
    expect([...registered.actions.keys()].sort()).toEqual(
      [
        ...REBUILD_ACTIONS,
        SIGN_IN_ACTION,
        ...Object.values(OUTCOME_ACTION),
        ...Object.values(RESULT_ACTION),
        ...Object.values(TASK_ACTION),
        DST_CHOICE_ACTION,
      ].sort(),
    );
    expect([...registered.options.keys()]).toEqual([BLOCK.itemId]);
    expect([...registered.events.keys()]).toEqual(['app_home_opened']);
    expect(registered.errorHandlers).toEqual([]);
  });

  it('does nothing at registration: no Web API call, no dep called', () => {
    const { t } = listenerRig();
    expect(t.steps).toEqual([]);
  });
});
