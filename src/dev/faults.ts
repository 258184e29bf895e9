import type { IncomingHttpHeaders } from 'node:http';
import type { EmulatorOp, Fault, FaultKind, FaultRule } from './types.js';

export const FAULT_KINDS: readonly FaultKind[] = [
  'latency',
  'http-500',
  'http-502',
  'invalid-json',
  'empty-body',
  'drop-after-processing',
  'drop-before-processing',
  'token-expired',
];

/** A latency fault without `ms`: long enough to notice, short enough for a test. */
export const DEFAULT_FAULT_LATENCY_MS = 1000;

export function isFaultKind(s: string): s is FaultKind {
  return (FAULT_KINDS as readonly string[]).includes(s);
}

/** `latency; ms=300` or `http-502`: the one-request fault a client asks for with `X-Emulator-Fault`. */
export function parseFaultHeader(value: string): Fault | string {
  const [kindText = '', ...options] = value.split(';').map((p) => p.trim());
  if (!isFaultKind(kindText)) return `Unknown fault "${kindText}"; known: ${FAULT_KINDS.join(', ')}.`;
  const fault: Fault = { kind: kindText };
  for (const option of options) {
    const m = /^ms\s*=\s*(\d{1,7})$/.exec(option);
    if (!m) return `Unknown fault option "${option}"; the only option is ms=<milliseconds>.`;
    fault.ms = Number(m[1]);
  }
  return fault;
}

interface Armed {
  readonly rule: FaultRule;
  /** Infinity for a standing fault without `times`. */
  remaining: number;
}

/** Standing faults (from options) and queued ones (from `fault()`); a queued one is used before a standing one. */
export class FaultBook {
  #queued: Armed[] = [];
  readonly #standing: Armed[];

  constructor(standing: readonly FaultRule[]) {
    this.#standing = standing.map((rule) => ({ rule, remaining: rule.times ?? Number.POSITIVE_INFINITY }));
  }

  queue(rule: FaultRule): void {
    this.#queued.push({ rule, remaining: rule.times ?? 1 });
  }

  clear(): void {
    this.#queued = [];
  }

  /** The fault for this request, if any, counting it against its rule. The header wins over both lists. */
  take(op: EmulatorOp, headers: IncomingHttpHeaders): Fault | string | undefined {
    const header = headers['x-emulator-fault'];
    if (typeof header === 'string' && header.trim() !== '') return parseFaultHeader(header);
    for (const list of [this.#queued, this.#standing]) {
      const armed = list.find((a) => a.remaining > 0 && (a.rule.op === undefined || a.rule.op === op));
      if (armed) {
        armed.remaining--;
        this.#queued = this.#queued.filter((a) => a.remaining > 0);
        return armed.rule.ms === undefined ? { kind: armed.rule.kind } : { kind: armed.rule.kind, ms: armed.rule.ms };
      }
    }
    return undefined;
  }
}
