import { inspect } from 'node:util';

const HIDDEN = '[secret]';

/**
 * A token, password or key. The value is reachable only through `reveal()`, so printing, logging or serialising
 * a Secret (by mistake, in an error's context, in a log object) shows `[secret]` instead of the value.
 */
export class Secret {
  readonly #value: string;

  constructor(value: string) {
    this.#value = value;
  }

  reveal(): string {
    return this.#value;
  }

  /** Same value, compared in constant time (for tokens presented back to us). */
  equals(other: Secret): boolean {
    const a = Buffer.from(this.#value);
    const b = Buffer.from(other.#value);
    let diff = a.length ^ b.length;
    for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
    return diff === 0;
  }

  toString(): string {
    return HIDDEN;
  }

  toJSON(): string {
    return HIDDEN;
  }

  [inspect.custom](): string {
    return HIDDEN;
  }
}

/**
 * Removes the secrets' values from text that came from elsewhere (a service's message), as written and as a URL or
 * form would encode them. Values under 4 characters are left: scrubbing them would shred ordinary words.
 */
export function scrub(text: string, secrets: readonly (Secret | undefined)[]): string {
  let out = text;
  for (const s of secrets) {
    const v = s?.reveal();
    if (!v || v.length < 4) continue;
    const forms = new Set([v, encodeURIComponent(v), new URLSearchParams({ v }).toString().slice(2)]);
    for (const form of [...forms].sort((a, b) => b.length - a.length)) out = out.split(form).join(HIDDEN);
  }
  return out;
}
