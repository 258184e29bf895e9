import { seededRandom } from './prng.js';

/** Every task, for a run fault set with this id. */
export const ANY_TASK = '*';

/** `times`: the next that many runs fail; `probability` (0-1): each run fails that often, from a seeded PRNG. */
export interface RunFaultRule {
  times?: number;
  probability?: number;
  /** For `probability`; the same seed gives the same failures. Default 1. */
  seed?: number;
  /** What the failed run's `result` says instead of the type's usual error. */
  result?: string;
}

interface Armed {
  remaining: number;
  probability: number;
  random: () => number;
  result: string | undefined;
}

/** `fail; times=3` or `fail; probability=0.25; seed=7` (the control endpoint's words, in `X-Emulator-Fault`'s style). */
export function parseRunFault(text: string): RunFaultRule | 'none' | string {
  const [kind = '', ...options] = text.split(';').map((p) => p.trim());
  if (kind === 'none' && options.length === 0) return 'none';
  if (kind !== 'fail')
    return `Unknown run fault "${kind}"; use "fail; times=<n>", "fail; probability=<p>[; seed=<n>]" or "none".`;
  const rule: RunFaultRule = {};
  for (const option of options) {
    const m = /^(times|probability|seed)\s*=\s*([0-9.]+)$/.exec(option);
    const value = Number(m?.[2]);
    if (!m || !Number.isFinite(value))
      return `Unknown run fault option "${option}"; options: times, probability, seed.`;
    rule[m[1] as 'times' | 'probability' | 'seed'] = value;
  }
  return checkRunFault(rule) ?? rule;
}

/** A problem with the rule, or undefined. */
export function checkRunFault(rule: RunFaultRule): string | undefined {
  const { times, probability, seed } = rule;
  if (times === undefined && probability === undefined) return 'A run fault needs times or probability.';
  if (times !== undefined && (!Number.isInteger(times) || times < 0))
    return `times must be a whole number, got ${times}.`;
  if (probability !== undefined && !(probability >= 0 && probability <= 1)) {
    return `probability must be from 0 to 1, got ${probability}.`;
  }
  if (seed !== undefined && !Number.isInteger(seed)) return `seed must be a whole number, got ${seed}.`;
  return undefined;
}

/** Per task (or for every task), which of its next runs fail. A task's own rule comes before the one for all. */
export class RunFaults {
  private readonly rules = new Map<string, Armed>();

  set(taskId: string, rule: RunFaultRule): void {
    const problem = checkRunFault(rule);
    if (problem) throw new Error(problem);
    this.rules.set(taskId, {
      remaining: rule.times ?? 0,
      probability: rule.probability ?? 0,
      random: seededRandom(rule.seed ?? 1),
      result: rule.result,
    });
  }

  clear(taskId?: string): void {
    if (taskId === undefined) this.rules.clear();
    else this.rules.delete(taskId);
  }

  /** Whether this run of the task fails (and with which words, when the rule has some). */
  take(taskId: string): { fail: false } | { fail: true; result: string | undefined } {
    for (const id of [taskId, ANY_TASK]) {
      const rule = this.rules.get(id);
      if (!rule) continue;
      if (rule.remaining > 0) {
        rule.remaining--;
        return { fail: true, result: rule.result };
      }
      if (rule.probability > 0)
        return rule.random() < rule.probability ? { fail: true, result: rule.result } : { fail: false };
      if (id === taskId) return { fail: false };
    }
    return { fail: false };
  }
}
