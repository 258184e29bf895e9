import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Runs Quartz 2.3.2 itself (Debian's libquartz2-java) as the reference evaluator of the dialect. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const QUARTZ_JAR = process.env.QUARTZ_JAR ?? path.join(root, '.cache/quartz/usr/share/java/quartz2-2.3.2.jar');

/** Whether the oracle can run here; CI sets REQUIRE_QUARTZ=1 so a missing jar fails instead of skipping. */
export const quartzAvailable = existsSync(QUARTZ_JAR);
export const quartzRequired = process.env.REQUIRE_QUARTZ === '1';
export const MISSING_QUARTZ = `Quartz jar not found at ${QUARTZ_JAR}: run bash scripts/fetch-quartz.sh`;

export interface QuartzQuery {
  /** Epoch ms; fires at or after it. */
  readonly from: number;
  readonly count: number;
  /** "minute hour dayOfMonth month dayOfWeek" */
  readonly expression: string;
}

/** Fire instants per query, in one Java process for the whole batch; a string when Quartz refused it. */
export function quartzFires(queries: readonly QuartzQuery[]): (number[] | string)[] {
  if (!quartzAvailable) throw new Error(MISSING_QUARTZ);
  const input = queries.map((q) => `${q.from} ${q.count} ${q.expression}`).join('\n');
  const r = spawnSync('java', ['-cp', QUARTZ_JAR, path.join(root, 'test/oracle/Oracle.java')], {
    input: `${input}\n`,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    timeout: 120_000,
  });
  if (r.status !== 0) throw new Error(`Quartz oracle failed (${r.status}): ${r.stderr || r.error?.message}`);
  const lines = r.stdout.split('\n');
  return queries.map((_, i) => {
    const line = lines[i] ?? '';
    if (line.startsWith('ERR')) return line.slice(4);
    return line === '' ? [] : line.split(' ').map(Number);
  });
}
