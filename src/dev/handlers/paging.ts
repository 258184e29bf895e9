export interface Page<T> {
  total: number;
  start: number;
  num: number;
  nextStart: number;
  items: T[];
}

export const PAGE_DEFAULT = 10;
export const PAGE_MAX = 100;

/** `start` is 1-based; `num` above the maximum is cut to it, as the service does. A problem names the parameter. */
export function readPaging(
  start: string | undefined,
  num: string | undefined,
): { start: number; num: number } | string {
  const s = start === undefined || start === '' ? 1 : Number(start);
  if (!Number.isInteger(s) || s < 1) return `'start' must be an integer of at least 1, got "${start}".`;
  const n = num === undefined || num === '' ? PAGE_DEFAULT : Number(num);
  if (!Number.isInteger(n) || n < 1) return `'num' must be an integer of at least 1, got "${num}".`;
  return { start: s, num: Math.min(n, PAGE_MAX) };
}

export function page<T>(all: readonly T[], start: number, num: number): Page<T> {
  const items = all.slice(start - 1, start - 1 + num);
  const next = start + num;
  return { total: all.length, start, num, nextStart: next <= all.length ? next : -1, items };
}
