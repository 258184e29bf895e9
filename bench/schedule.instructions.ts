import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as chrono from 'chrono-node';
import { describeIntent, nextRuns, schedulePhrase } from '../src/schedule/engine.js';
import { corpus } from './corpus.js';

/**
 * The schedule benchmark counted in machine instructions instead of CPU time: the same work as
 * `schedule.bench.ts` (the whole engine against chrono.parse alone on the same phrases), each run under
 * valgrind's callgrind, which counts the instructions executed. The count does not depend on what else the
 * machine is doing, so the ratio can be compared between commits on a busy machine, where the CPU-time ratio
 * swings by a third. It is a proxy: it leaves out cache misses and stalls, so its ratio runs below the CPU-time one
 * (4.0x here where CPU time said 4.5x). Needs valgrind (`apt-get install valgrind`); a run takes a few minutes.
 *
 * Each count is of a child process that warms both sides up the same way and then runs one side for `ROUNDS`;
 * a child that runs neither gives the cost of starting and warming up, taken off both.
 */
const phrases = corpus();
const now = Date.parse('2026-01-12T12:00:00Z');
const ref = new Date(now);
const ROUNDS = { engine: 5, chrono: 20 } as const;

function engine(): void {
  for (const phrase of phrases) {
    const r = schedulePhrase({ phrase, defaultZone: 'America/Chicago', now });
    if (r.ok) {
      nextRuns(r.value.schedules, now, 5, r.value);
      describeIntent(r.value.intent, r.value.firstRun);
    }
  }
}

function chronoAlone(): void {
  for (const phrase of phrases) chrono.parse(phrase, ref);
}

function child(side: string): void {
  engine();
  engine();
  chronoAlone();
  chronoAlone();
  if (side === 'engine') for (let i = 0; i < ROUNDS.engine; i++) engine();
  if (side === 'chrono') for (let i = 0; i < ROUNDS.chrono; i++) chronoAlone();
}

/** Instructions a child executes, as callgrind counts them (its "I refs" line). */
function count(side: string): number {
  const run = spawnSync(
    'valgrind',
    [
      '--tool=callgrind',
      '--callgrind-out-file=/dev/null',
      process.execPath,
      '--single-threaded',
      fileURLToPath(import.meta.url),
      '--child',
      side,
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (run.error) throw new Error(`valgrind did not start (${run.error.message}); install it: apt-get install valgrind`);
  const line = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  if (!line?.[1]) throw new Error(`no instruction count from valgrind:\n${run.stderr.slice(-2000)}`);
  return Number(line[1].replaceAll(',', ''));
}

const at = process.argv.indexOf('--child');
if (at >= 0) {
  child(process.argv[at + 1] ?? '');
} else {
  const base = count('none');
  const perEngine = (count('engine') - base) / (ROUNDS.engine * phrases.length);
  const perChrono = (count('chrono') - base) / (ROUNDS.chrono * phrases.length);
  const k = (n: number) => `${Math.round(n / 1000).toLocaleString('en-US')}k`;
  console.log(`corpus: ${phrases.length} phrases, counted under callgrind`);
  console.log(`chrono.parse alone : ${k(perChrono)} instructions per phrase (baseline)`);
  console.log(`whole engine       : ${k(perEngine)} instructions per phrase`);
  console.log(`engine / chrono    : ${(perEngine / perChrono).toFixed(2)}x in instructions`);
}
