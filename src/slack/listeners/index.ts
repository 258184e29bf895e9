import type { App } from '@slack/bolt';
import type { SlackDeps } from '../deps.js';
import { Zones } from '../zone.js';
import { registerConfirm } from './confirm.js';
import { registerDstChoice } from './dst-choice.js';
import { registerHome } from './home.js';
import { registerItemOptions } from './item-options.js';
import { registerOutcome } from './outcome.js';
import { registerPortalCommand } from './portal-command.js';
import { registerReopen } from './reopen.js';
import { registerRole } from './role.js';
import { registerTask } from './task.js';
import { registerTaskActions } from './task-actions.js';
import { registerTaskEdit } from './task-edit.js';

/** Every listener, registered once at start-up (never inside a handler). */
export function registerListeners(app: App, deps: SlackDeps, zones: Zones = new Zones(deps.now)): void {
  registerTask(app, deps, zones);
  registerItemOptions(app, deps);
  registerRole(app, deps, zones);
  registerConfirm(app, deps, zones);
  registerDstChoice(app, deps);
  registerPortalCommand(app, deps, zones);
  registerOutcome(app, deps, zones);
  registerReopen(app, deps, zones);
  registerHome(app, deps, zones);
  registerTaskActions(app, deps, zones);
  registerTaskEdit(app, deps, zones);
}
