import { z } from 'zod';

/** Length as a person sees it: Unicode code points, not UTF-16 units (an emoji counts once). */
export function codePoints(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}

/** `a`, `a or b`, `a, b or c`: a list as a sentence says it. */
export function orList(items: readonly string[]): string {
  return items.length <= 2 ? items.join(' or ') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** Zod's `error` option: one message when the value is missing, another when it is there but of the wrong kind. */
export function says(missing: string, wrong: string = missing): { error: (issue: { input?: unknown }) => string } {
  return { error: (issue) => (issue.input === undefined ? missing : wrong) };
}

/** Control characters and lone surrogates; `allow` keeps some (line breaks in a description). */
function hasControl(text: string, allow: readonly string[]): boolean {
  for (const ch of text) {
    if (/[\p{Cc}\p{Cs}]/u.test(ch) && !allow.includes(ch)) return true;
  }
  return false;
}

export interface TextRules {
  readonly label: string;
  readonly max: number;
  readonly example: string;
  /** Allow line breaks and tabs (a description); otherwise one line. */
  readonly multiline?: boolean;
}

/**
 * Free text, trimmed, at most `max` code points, no control characters (line breaks only when `multiline`).
 * The caller decides what an empty string means.
 */
export function text({ label, max, example, multiline = false }: TextRules) {
  return z
    .string(says(`${label}: required, e.g. ${example}.`, `${label}: text, e.g. ${example}.`))
    .trim()
    .superRefine((value, ctx) => {
      const n = codePoints(value);
      if (n > max) ctx.addIssue({ code: 'custom', message: `${label}: at most ${max} characters (this has ${n}).` });
      if (hasControl(value, multiline ? ['\n', '\r', '\t'] : [])) {
        ctx.addIssue({
          code: 'custom',
          message: multiline
            ? `${label}: plain text, without control characters.`
            : `${label}: one line of text, without line breaks or control characters.`,
        });
      }
    });
}

/** Optional free text: an empty string, once trimmed, is the same as leaving it out. */
export function optionalText(rules: TextRules) {
  return text(rules)
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}

type JsonShape = 'object' | 'object-or-array';

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string' ? 'a string' : `a ${typeof value}`;
}

/** What is wrong with a JSON text, in words, or null when it holds JSON of the given shape. */
function jsonProblem(value: string, shape: JsonShape, what: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return `not valid JSON; write ${what}`;
  }
  const fits = typeof parsed === 'object' && parsed !== null && (shape === 'object-or-array' || !Array.isArray(parsed));
  return fits ? null : `must be ${what}, not ${kindOf(parsed)}`;
}

/**
 * A string holding JSON of the given shape, kept as typed (trimmed): the service receives the text. When `optional`,
 * an empty string is the same as leaving it out.
 */
function json(label: string, shape: JsonShape, example: string, optional: boolean) {
  const what = shape === 'object' ? 'a JSON object' : 'a JSON object or array';
  const required = `${label}: required, ${what}, e.g. ${example}.`;
  return z
    .string(says(required, `${label}: ${what} as text, e.g. ${example}.`))
    .trim()
    .superRefine((value, ctx) => {
      if (value === '') {
        if (!optional) ctx.addIssue({ code: 'custom', message: required });
        return;
      }
      const problem = jsonProblem(value, shape, what);
      if (problem !== null) ctx.addIssue({ code: 'custom', message: `${label}: ${problem}, e.g. ${example}.` });
    });
}

export function jsonText(label: string, shape: JsonShape, example: string) {
  return json(label, shape, example, false);
}

export function optionalJsonText(label: string, shape: JsonShape, example: string) {
  return json(label, shape, example, true)
    .transform((value) => (value === '' ? undefined : value))
    .optional();
}
