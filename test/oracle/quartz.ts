import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Quartz 2.3.2 itself (Debian's libquartz2-java) as the reference evaluator of the dialect: test/oracle/Oracle.java
 * run once per batch of queries. `bash scripts/fetch-quartz.sh` puts the jar in .cache/quartz.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const QUARTZ_JAR = process.env.QUARTZ_JAR ?? path.join(root, '.cache/quartz/usr/share/java/quartz2-2.3.2.jar');

/** Whether the oracle can run here; CI sets REQUIRE_QUARTZ=1 so a missing jar fails instead of skipping. */
export const quartzAvailable = existsSync(QUARTZ_JAR);
export const quartzRequired = process.env.REQUIRE_QUARTZ === '1';
export const MISSING_QUARTZ = `Quartz jar not found at ${QUARTZ_JAR}: run bash scripts/fetch-quartz.sh (or set QUARTZ_JAR)`;

/**
 * Quartz gives up searching after the year (current year + 100) and answers "no more fires"; compare fire lists
 * only before this instant (e.g. `nextFires(crons, from, count, QUARTZ_HORIZON)`).
 */
export const QUARTZ_HORIZON = Date.UTC(new Date().getUTCFullYear() + 100, 0, 1);

export interface QuartzQuery {
  /** Epoch ms; fires at or after it. */
  readonly from: number;
  /** How many fires to return at most (fewer when Quartz finds no more). */
  readonly count: number;
  /** "minute hour dayOfMonth month dayOfWeek", as the service takes it (the oracle prepends the seconds field). */
  readonly expression: string;
}

/** What Quartz answered when it did not return: it looped on the expression for more than 5 s. */
export const QUARTZ_TIMEOUT = 'timeout: Quartz did not answer within 5 s';

/**
 * Per query: the fire instants (epoch ms, ascending) when Quartz accepted the expression, or a string: Quartz's
 * refusal message, or `QUARTZ_TIMEOUT`.
 */
export type QuartzResult = number[] | string;

/** Runs the whole batch in one Java process (about a second of start-up). Throws when the jar is missing. */
export function quartzFires(queries: readonly QuartzQuery[]): QuartzResult[] {
  if (!quartzAvailable) throw new Error(MISSING_QUARTZ);
  if (queries.length === 0) return [];
  for (const q of queries) {
    if (/[\r\n]/.test(q.expression)) throw new Error(`quartzFires: a line break in ${JSON.stringify(q.expression)}`);
  }
  const input = queries.map((q) => `${q.from} ${q.count} ${q.expression.trim()}`).join('\n');
  const r = spawnSync('java', ['-cp', QUARTZ_JAR, path.join(root, 'test/oracle/Oracle.java')], {
    input: `${input}\n`,
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
    timeout: 300_000,
  });
  if (r.status !== 0) throw new Error(`Quartz oracle failed (${r.status}): ${r.stderr || r.error?.message}`);
  const lines = r.stdout.split('\n');
  if (lines.length < queries.length)
    throw new Error(`Quartz oracle: ${queries.length} queries, ${lines.length} answers`);
  return queries.map((_, i) => {
    const line = lines[i] ?? '';
    if (line === 'TIMEOUT') return QUARTZ_TIMEOUT;
    if (line.startsWith('ERR')) return line.slice(4);
    return line === '' ? [] : line.split(' ').map(Number);
  });
}

/** How Quartz took an expression: 'accepts' (it returned fires, possibly none), 'refuses', or 'hangs'. */
export function quartzVerdict(result: QuartzResult): 'accepts' | 'refuses' | 'hangs' {
  if (Array.isArray(result)) return 'accepts';
  return result === QUARTZ_TIMEOUT ? 'hangs' : 'refuses';
}

/**
 * The union of the fires of several expressions (a schedule that needs several tasks) from one batch's answers,
 * ascending, before `until`. Throws when Quartz refused or hung on any of them.
 */
export function unionOfFires(results: readonly QuartzResult[], until = QUARTZ_HORIZON): number[] {
  const all = new Set<number>();
  for (const r of results) {
    if (!Array.isArray(r)) throw new Error(`Quartz did not evaluate the expression: ${r}`);
    for (const t of r) if (t < until) all.add(t);
  }
  return [...all].sort((a, b) => a - b);
}
