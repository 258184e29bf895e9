import type { Secret } from '../secret.js';
import type { RoleRequest } from './schema/role.js';
import type { TaskRequest } from './schema/task.js';

/**
 * The wire forms of the two operations: the seed's field names in the seed's order, numbers as decimal strings,
 * `parameters` as a JSON string (its own JSON-valued keys, such as `layer`, stay strings inside it), absent optional
 * fields left out. The client adds `f` and `token`.
 */

type Value = string | number | undefined;

function formOf(entries: readonly (readonly [string, Value])[]): URLSearchParams {
  const form = new URLSearchParams();
  for (const [name, value] of entries) {
    if (value !== undefined) form.append(name, String(value));
  }
  return form;
}

export function taskForm(task: TaskRequest): URLSearchParams {
  return formOf([
    ['title', task.title],
    ['type', task.type],
    ['parameters', task.parameters === undefined ? undefined : JSON.stringify(task.parameters)],
    ['itemId', task.itemId],
    ['startDate', task.startDate],
    ['endDate', task.endDate],
    ['minute', task.minute],
    ['hour', task.hour],
    ['dayOfMonth', task.dayOfMonth],
    ['month', task.month],
    ['dayOfWeek', task.dayOfWeek],
    ['maxOccurrences', task.maxOccurrences],
  ]);
}

export function roleForm(role: RoleRequest): URLSearchParams {
  return formOf([
    ['name', role.name],
    ['description', role.description],
  ]);
}

/** A form as sent: `f=json`, and the token in the body, where the service takes it on every edition. */
export function withToken(form: URLSearchParams, token: Secret | undefined): URLSearchParams {
  const out = new URLSearchParams(form);
  out.set('f', 'json');
  if (token) out.set('token', token.reveal());
  return out;
}
