/**
 * JSON-valued fields as text. `undefined` is kept apart from `null` (SQL NULL vs the text `null`) so that every
 * value the port accepts reads back as it was written.
 */
export function toJson(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

export function fromJson(text: string | null): unknown {
  return text === null ? undefined : JSON.parse(text);
}
