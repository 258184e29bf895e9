/**
 * Why a schedule could not be produced. Bad input is a value with a reason, never an exception:
 * - `unparseable`: the phrase was not understood;
 * - `inexpressible`: understood, but no exact UTC schedule exists (the hint suggests the nearest one that does);
 * - `invalid`: typed CRON fields that break the dialect's rules (`field` names the first one at fault).
 */
export type ProblemCode = 'unparseable' | 'inexpressible' | 'invalid';

export interface ScheduleProblem {
  readonly code: ProblemCode;
  readonly message: string;
  readonly hint: string;
  /** For `invalid`: every field at fault, with its own message (the modal shows each under its field). */
  readonly fields?: readonly FieldProblem[];
}

export interface FieldProblem {
  readonly field: 'minute' | 'hour' | 'dayOfMonth' | 'month' | 'dayOfWeek';
  readonly message: string;
}

export type Outcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly problem: ScheduleProblem };

export function ok<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: ProblemCode, message: string, hint: string): Outcome<T> {
  return { ok: false, problem: { code, message, hint } };
}
