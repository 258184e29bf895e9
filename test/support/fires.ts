import { compileCron, nextFires } from '../../src/schedule/cron/evaluate.js';
import { type CronFields, splitExpression } from '../../src/schedule/cron/fields.js';

/** Fire instants of expressions (strings or fields) in [from, to), de-duplicated and ascending. */
export function firesOf(exprs: readonly (string | CronFields)[], from: number, to: number): number[] {
  const fields = exprs.map((e) => {
    if (typeof e !== 'string') return e;
    const f = splitExpression(e);
    if (!f) throw new Error(`not five fields: ${e}`);
    return f;
  });
  return nextFires(fields.map(compileCron), from, 10_000_000, to);
}

export const FOUR_YEARS = (4 * 365 + 1) * 86_400_000;
