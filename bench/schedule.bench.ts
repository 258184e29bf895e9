import * as chrono from 'chrono-node';
import { describeIntent, nextRuns, schedulePhrase } from '../src/schedule/engine.js';
import { corpus } from './corpus.js';

/**
 * Phrases per second through the whole schedule engine (read, compile, DST analysis, next 5 runs, words),
 * against chrono.parse alone on the same phrases in the same run. Prints the ratio; not a test.
 */
const phrases = corpus();
const now = Date.parse('2026-01-12T12:00:00Z');
const ref = new Date(now);

function engine(): number {
  let ok = 0;
  for (const phrase of phrases) {
    const r = schedulePhrase({ phrase, defaultZone: 'America/Chicago', now });
    if (r.ok) {
      nextRuns(r.value.schedules, now, 5, r.value);
      describeIntent(r.value.intent, r.value.firstRun);
      ok++;
    }
  }
  return ok;
}

function chronoAlone(): number {
  let n = 0;
  for (const phrase of phrases) n += chrono.parse(phrase, ref).length;
  return n;
}

/**
 * Phrases per second of this process's CPU time (user and system, every thread: the collector's too), so that
 * other work on the machine slows neither side of the ratio; the rounds last `ms` of wall time.
 */
function rate(fn: () => number, ms: number): number {
  let rounds = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  while (performance.now() - t0 < ms) {
    fn();
    rounds++;
  }
  const cpu = process.cpuUsage(cpu0);
  return (rounds * phrases.length) / ((cpu.user + cpu.system) / 1e6);
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

const compiled = engine();
chronoAlone();
// warm up both, then alternate rounds so drift hits both alike
rate(engine, 1000);
rate(chronoAlone, 1000);
const e: number[] = [];
const c: number[] = [];
for (let i = 0; i < 7; i++) {
  c.push(rate(chronoAlone, 500));
  e.push(rate(engine, 500));
}
const engineRate = median(e);
const chronoRate = median(c);
console.log(
  `corpus: ${phrases.length} phrases (${compiled} compile, ${phrases.length - compiled} refused with a reason)`,
);
console.log(`chrono.parse alone : ${Math.round(chronoRate).toLocaleString('en-US')} phrases per CPU second (baseline)`);
console.log(`whole engine       : ${Math.round(engineRate).toLocaleString('en-US')} phrases per CPU second`);
console.log(
  `engine time / chrono time: ${(chronoRate / engineRate).toFixed(2)}x (target <= 3x; target >= 20,000 phrases/s)`,
);
