import { hexId } from './ids.js';
import type { StoredTask } from './task-store.js';

function parameters(task: StoredTask): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(task.fields.parameters ?? '{}');
    return typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * What a successful run's `result` says: a link to what it produced where the service gives one (a notebook's
 * item, a report's new item), words otherwise. `webRoot` is the portal's web root (the REST root without
 * `/sharing/rest`).
 */
export function successResult(task: StoredTask, webRoot: string): string {
  const f = task.fields;
  switch (f.type) {
    case 'ExecuteNotebook':
      return `${webRoot}/home/item.html?id=${f.itemId ?? ''}`;
    case 'ExecuteReport':
      return `${webRoot}/home/item.html?id=${hexId()}`;
    case 'UpdateAnalyticsWorkbook':
      return `Workbook ${f.itemId ?? ''} updated: every card refreshed.`;
    case 'ExecuteSceneCook':
      return `Scene layer cache updated (${String(parameters(task).update_mode ?? 'PARTIAL_UPDATE_NODES')}).`;
    case 'ExecuteWorkflowManager':
      return 'Workflow Manager job created and closed.';
  }
}

/** A failed run's `result`: an error as the service's runtimes word them. */
export function failureResult(task: StoredTask): string {
  switch (task.fields.type) {
    case 'ExecuteNotebook':
      return "Notebook execution failed: NameError: name 'orders' is not defined (cell 4).";
    case 'ExecuteReport':
      return 'Report generation failed: the report service did not respond in time.';
    case 'UpdateAnalyticsWorkbook':
      return 'Workbook update failed: a data source could not be read (Item does not exist or is inaccessible).';
    case 'ExecuteSceneCook': {
      const url = parameters(task).service_url;
      return `Scene cooking failed: unable to connect to ${typeof url === 'string' ? url : 'the scene service'}.`;
    }
    case 'ExecuteWorkflowManager':
      return 'Workflow Manager action failed: the job template was not found.';
  }
}
