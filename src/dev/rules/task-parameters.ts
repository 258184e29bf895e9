/**
 * The `parameters` JSON object of each task type. Keys the emulator does not know are refused for the types
 * whose keys are known, so that a misspelt key in the client fails here instead of being ignored by the service.
 */

export const SCENE_COOK_UPDATE_MODES = ['RECREATE_ALL_NODES', 'PARTIAL_UPDATE_NODES', 'PARTIAL_UPDATE_ATTRIBUTES'];
export const REPORT_SUB_TYPES = ['content', 'users', 'activity', 'credits', 'serviceUsages', 'itemUsages'];
export const REPORT_DURATIONS = ['daily', 'weekly', 'monthly', 'quarterly', 'yearly'];
/** Snapshots of the organization: no period. */
const SNAPSHOT_SUB_TYPES = ['content', 'users'];

type JsonObject = Record<string, unknown>;

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A string holding a JSON object, or a problem. */
export function parseJsonObject(text: string, name: string): JsonObject | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return `'${name}' is not valid JSON.`;
  }
  return isObject(value) ? value : `'${name}' must be a JSON object.`;
}

function unknownKeys(p: JsonObject, known: readonly string[], type: string): string[] {
  return Object.keys(p)
    .filter((k) => !known.includes(k))
    .map((k) => `'parameters.${k}' is not a parameter of ${type}.`);
}

function httpsUrl(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return u.protocol === 'https:' && u.hostname !== '';
  } catch {
    return false;
  }
}

function sceneCook(p: JsonObject): string[] {
  const problems = unknownKeys(
    p,
    ['service_url', 'num_of_caching_service_instances', 'layer', 'update_mode'],
    'ExecuteSceneCook',
  );
  if (p.service_url === undefined) problems.push("'parameters.service_url' is required for ExecuteSceneCook.");
  else if (!httpsUrl(p.service_url)) problems.push("'parameters.service_url' must be an https URL string.");
  const n = p.num_of_caching_service_instances;
  if (n === undefined) {
    problems.push("'parameters.num_of_caching_service_instances' is required for ExecuteSceneCook.");
  } else if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) {
    problems.push("'parameters.num_of_caching_service_instances' must be an integer of at least 1.");
  }
  // The seed: "layer: string holding a JSON object"; absent means every layer.
  if (p.layer !== undefined) {
    if (typeof p.layer !== 'string') problems.push("'parameters.layer' must be a string holding a JSON object.");
    else {
      const layer = parseJsonObject(p.layer, 'parameters.layer');
      if (typeof layer === 'string') problems.push(layer);
    }
  }
  if (p.update_mode === undefined) problems.push("'parameters.update_mode' is required for ExecuteSceneCook.");
  else if (typeof p.update_mode !== 'string' || !SCENE_COOK_UPDATE_MODES.includes(p.update_mode)) {
    problems.push(`'parameters.update_mode' must be one of ${SCENE_COOK_UPDATE_MODES.join(', ')}.`);
  }
  return problems;
}

function report(p: JsonObject): string[] {
  const problems = unknownKeys(p, ['reportType', 'reportSubType', 'timeDuration', 'title'], 'ExecuteReport');
  if (p.reportType !== 'org') problems.push('\'parameters.reportType\' must be "org".');
  if (p.title !== undefined && typeof p.title !== 'string') problems.push("'parameters.title' must be a string.");
  const sub = p.reportSubType;
  if (typeof sub !== 'string' || !REPORT_SUB_TYPES.includes(sub)) {
    problems.push(`'parameters.reportSubType' must be one of ${REPORT_SUB_TYPES.join(', ')}.`);
    return problems;
  }
  const d = p.timeDuration;
  if (SNAPSHOT_SUB_TYPES.includes(sub)) {
    if (d !== undefined) problems.push(`'parameters.timeDuration' is not accepted for ${sub} reports (a snapshot).`);
    return problems;
  }
  if (d === undefined) problems.push(`'parameters.timeDuration' is required for ${sub} reports.`);
  else if (typeof d !== 'string' || !REPORT_DURATIONS.includes(d)) {
    problems.push(`'parameters.timeDuration' must be one of ${REPORT_DURATIONS.join(', ')}.`);
  } else if (d === 'daily' && sub !== 'activity') {
    problems.push("'parameters.timeDuration' daily is only for activity reports.");
  } else if (d === 'yearly' && sub !== 'itemUsages') {
    problems.push("'parameters.timeDuration' yearly is only for itemUsages reports.");
  }
  return problems;
}

function notebook(p: JsonObject): string[] {
  const problems = unknownKeys(
    p,
    ['updatePortalItem', 'saveInjectedParameters', 'notebookParameters'],
    'ExecuteNotebook',
  );
  for (const key of ['updatePortalItem', 'saveInjectedParameters']) {
    if (p[key] !== undefined && typeof p[key] !== 'boolean')
      problems.push(`'parameters.${key}' must be true or false.`);
  }
  if (p.notebookParameters !== undefined) {
    if (typeof p.notebookParameters !== 'string') {
      problems.push("'parameters.notebookParameters' must be a string holding a JSON object.");
    } else {
      const inner = parseJsonObject(p.notebookParameters, 'parameters.notebookParameters');
      if (typeof inner === 'string') problems.push(inner);
    }
  }
  return problems;
}

/** Problems with `parameters` for a known, available task type; `raw` undefined when the field was absent. */
export function checkTaskParameters(type: string, raw: string | undefined): string[] {
  const required = type === 'ExecuteSceneCook' || type === 'ExecuteReport';
  if (raw === undefined || raw.trim() === '') return required ? [`'parameters' is required for ${type}.`] : [];
  const p = parseJsonObject(raw, 'parameters');
  if (typeof p === 'string') return [p];
  switch (type) {
    case 'ExecuteSceneCook':
      return sceneCook(p);
    case 'ExecuteReport':
      return report(p);
    case 'ExecuteNotebook':
      return notebook(p);
    default:
      return [];
  }
}
