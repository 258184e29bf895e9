import { atLeast, type EditionInfo } from '../versions.js';
import { CRON_FIELDS, type CronField, checkCronFields } from './cron.js';
import { checkTaskParameters } from './task-parameters.js';

export const TASK_TYPES = [
  'ExecuteNotebook',
  'UpdateAnalyticsWorkbook',
  'ExecuteSceneCook',
  'ExecuteWorkflowManager',
  'ExecuteReport',
] as const;
export type TaskType = (typeof TASK_TYPES)[number];

const ITEM_ID = /^[0-9a-f]{32}$/;
const INTEGER = /^-?\d{1,16}$/;

export interface TaskRuleContext {
  readonly edition: EditionInfo;
  readonly now: number;
  readonly missingItemIds: ReadonlySet<string>;
}

/** The fields as they will be stored: strings as sent, integers parsed. */
export interface TaskFields {
  type: TaskType;
  title?: string;
  itemId?: string;
  parameters?: string;
  startDate?: number;
  endDate?: number;
  maxOccurrences?: number;
  minute: string;
  hour: string;
  dayOfMonth: string;
  month: string;
  dayOfWeek: string;
}

export interface TaskRefusal {
  readonly messageCode?: string;
  readonly message: string;
  readonly details: readonly string[];
}

export type TaskCheck = { ok: true; fields: TaskFields } | { ok: false; refusal: TaskRefusal };

/** Why a type is not available on this edition, or null. */
export function typeUnavailable(type: TaskType, edition: EditionInfo): string | null {
  if (type === 'ExecuteReport' && edition.edition !== 'cloud') {
    return `'type' ExecuteReport is only available on the hosted cloud edition, not on self-hosted ${edition.release}.`;
  }
  if ((type === 'ExecuteSceneCook' || type === 'ExecuteWorkflowManager') && !atLeast(edition, '10.9')) {
    return `'type' ${type} needs release 10.9 or later; this portal is ${edition.release}.`;
  }
  return null;
}

function isTaskType(s: string): s is TaskType {
  return (TASK_TYPES as readonly string[]).includes(s);
}

function integerField(params: URLSearchParams, name: string, problems: string[]): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const n = Number(raw);
  if (!INTEGER.test(raw.trim()) || !Number.isSafeInteger(n)) {
    problems.push(`'${name}' must be an integer, got "${raw}".`);
    return undefined;
  }
  return n;
}

/**
 * Every rule of the seed for createTask. The first problem becomes the message, all of them the details: a client
 * fixing one field at a time still learns about the others.
 */
export function checkCreateTask(params: URLSearchParams, ctx: TaskRuleContext): TaskCheck {
  const problems: string[] = [];
  const type = params.get('type') ?? '';
  let knownType: TaskType | undefined;
  if (type === '') problems.push("'type' is required.");
  else if (!isTaskType(type)) problems.push(`'type' "${type}" is not one of ${TASK_TYPES.join(', ')}.`);
  else {
    const why = typeUnavailable(type, ctx.edition);
    if (why) problems.push(why);
    else knownType = type;
  }

  const itemId = params.get('itemId') ?? '';
  if (itemId === '') {
    if (type !== 'ExecuteReport') problems.push("'itemId' is required.");
  } else if (!ITEM_ID.test(itemId)) {
    problems.push(`'itemId' "${itemId}" is not an item id (32 lowercase hexadecimal characters).`);
  }

  const parameters = params.get('parameters') ?? undefined;
  if (knownType) problems.push(...checkTaskParameters(knownType, parameters));

  const startDate = integerField(params, 'startDate', problems);
  const endDate = integerField(params, 'endDate', problems);
  if (startDate !== undefined && endDate !== undefined && startDate >= endDate) {
    problems.push("'startDate' must be before 'endDate'.");
  }
  if (endDate !== undefined && endDate <= ctx.now) {
    problems.push(`'endDate' ${new Date(endDate).toISOString()} is in the past.`);
  }
  const maxOccurrences = integerField(params, 'maxOccurrences', problems);
  if (maxOccurrences !== undefined && maxOccurrences < 1) {
    problems.push(`'maxOccurrences' must be a positive integer, got ${maxOccurrences}.`);
  }

  const cron = {} as Record<CronField, string>;
  const missing = CRON_FIELDS.filter((f) => (params.get(f) ?? '').trim() === '');
  for (const f of missing) problems.push(`'${f}' is required.`);
  if (missing.length === 0) {
    for (const f of CRON_FIELDS) cron[f] = (params.get(f) ?? '').trim();
    problems.push(...checkCronFields(cron).map((p) => `${p.message}.`));
  }

  const [first] = problems;
  if (first !== undefined) return { ok: false, refusal: { message: first, details: problems } };
  if (itemId !== '' && ctx.missingItemIds.has(itemId)) {
    return {
      ok: false,
      refusal: {
        messageCode: 'CONT_0001',
        message: 'Item does not exist or is inaccessible.',
        details: [`'itemId' ${itemId} does not exist or is inaccessible.`],
      },
    };
  }

  const fields: TaskFields = { type: knownType as TaskType, ...cron };
  const title = params.get('title');
  if (title !== null && title !== '') fields.title = title;
  if (itemId !== '') fields.itemId = itemId;
  if (parameters !== undefined && parameters.trim() !== '') fields.parameters = parameters;
  if (startDate !== undefined) fields.startDate = startDate;
  if (endDate !== undefined) fields.endDate = endDate;
  if (maxOccurrences !== undefined) fields.maxOccurrences = maxOccurrences;
  return { ok: true, fields };
}
