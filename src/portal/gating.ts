import { TASK_TYPES, type TaskType } from './schema/task-types.js';

export type Edition = 'cloud' | 'self-hosted';

/** Which task types a portal takes, and whether that was read from its version or assumed. */
export interface TaskSupport {
  readonly types: readonly TaskType[];
  /** The self-hosted release the decision rests on, e.g. "10.9", or undefined when it could not be read. */
  readonly release: string | undefined;
  readonly known: boolean;
}

const BEFORE_TASKS = 'before 10.8.1';
const SELF_HOSTED_1081: readonly TaskType[] = ['ExecuteNotebook', 'UpdateAnalyticsWorkbook'];
const SELF_HOSTED_109: readonly TaskType[] = TASK_TYPES.filter((t) => t !== 'ExecuteReport');

/**
 * The seed's versioning section: tasks arrived with self-hosted 10.8.1 (notebooks, workbooks), scene cooking and
 * workflow manager with 10.9, reports are for the hosted cloud edition only. When the edition or version cannot be
 * read we offer what the seed allows and let the service have the last word.
 */
export function taskSupport(
  edition: Edition | undefined,
  currentVersion: string | undefined,
  enterpriseVersion: string | undefined,
): TaskSupport {
  if (edition === 'cloud') return { types: TASK_TYPES, release: undefined, known: true };
  if (edition === undefined) return { types: TASK_TYPES, release: undefined, known: false };
  const release = selfHostedRelease(currentVersion, enterpriseVersion);
  if (release === undefined) return { types: SELF_HOSTED_109, release, known: false };
  if (release === BEFORE_TASKS) return { types: [], release, known: true };
  const types = compareVersions(release, '10.9') >= 0 ? SELF_HOSTED_109 : SELF_HOSTED_1081;
  return { types: compareVersions(release, '10.8.1') >= 0 ? types : [], release, known: true };
}

/**
 * The self-hosted release: `enterpriseVersion` when the portal sends it; otherwise read from the portal's internal
 * `currentVersion`, whose known pairs are 8.2 = 10.8.1 and 8.4 = 10.9 (the numbering only grows).
 */
export function selfHostedRelease(current: string | undefined, enterprise: string | undefined): string | undefined {
  if (enterprise && isVersion(enterprise)) return enterprise;
  if (!current || !isVersion(current)) return undefined;
  if (compareVersions(current, '8.2') < 0) return BEFORE_TASKS;
  if (compareVersions(current, '8.4') < 0) return '10.8.1';
  return compareVersions(current, '8.4') === 0 ? '10.9' : '10.9 or later';
}

function isVersion(v: string): boolean {
  return /^\d+(\.\d+)*$/.test(v.trim());
}

/** Numeric, component by component: 10.10 > 10.9, 10.9 = 10.9.0. */
export function compareVersions(a: string, b: string): number {
  const pa = a
    .split(/[^\d]+/)
    .filter(Boolean)
    .map(Number);
  const pb = b
    .split(/[^\d]+/)
    .filter(Boolean)
    .map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}
