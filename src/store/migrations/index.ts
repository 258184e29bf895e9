import type { Migration, MigrationProvider } from 'kysely';
import type { Engine } from '../schema.js';
import { initial } from './001_initial.js';
import { ownedIdsAndLeases } from './002_owned_ids_and_leases.js';
import { itemAndInput } from './003_item_and_input.js';
import { runWatch } from './004_run_watch.js';
import { taskEvents } from './005_task_events.js';
import { follow } from './006_follow.js';

/**
 * Every migration, in order, listed in code rather than found on disk so that the built package carries them.
 * Names sort in the order they run; a new one is added at the end and never edited once released.
 */
export function migrations(engine: Engine): Record<string, Migration> {
  return {
    '001_initial': initial(engine),
    '002_owned_ids_and_leases': ownedIdsAndLeases(),
    '003_item_and_input': itemAndInput(),
    '004_run_watch': runWatch(),
    '005_task_events': taskEvents(engine),
    '006_follow': follow(engine),
  };
}

export function migrationProvider(engine: Engine): MigrationProvider {
  return { getMigrations: async () => migrations(engine) };
}
