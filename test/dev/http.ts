import type { Emulator } from '../../src/dev/emulator.js';

/** What a test reads back: the raw text, and the JSON when there is some. */
export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON bodies
  body: any;
}

async function answer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: res.headers, text, body };
}

export async function post(
  emu: Emulator,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${emu.url}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return answer(res);
}

export async function get(
  emu: Emulator,
  path: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const q = new URLSearchParams(query).toString();
  const res = await fetch(`${emu.url}${path === '' ? '' : `/${path}`}${q ? `?${q}` : ''}`, {
    headers,
    redirect: 'manual',
  });
  return answer(res);
}

export function admin(emu: Emulator) {
  const u = emu.users.find((x) => x.role === 'org_admin');
  if (!u) throw new Error('no admin');
  return u;
}

export function member(emu: Emulator) {
  const u = emu.users.find((x) => x.role === 'org_user');
  if (!u) throw new Error('no member');
  return u;
}

/** A clock a test moves by hand. */
export function manualClock(start = Date.parse('2026-03-02T12:00:00Z')) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
  };
}

export const ITEM = '0123456789abcdef0123456789abcdef';

/** Expects the service's error body and returns it. */
export function expectError(a: Answer, code: number) {
  if (a.status !== 200) throw new Error(`HTTP ${a.status}: ${a.text}`);
  const e = a.body?.error;
  if (!e || e.code !== code) throw new Error(`expected error ${code}, got ${a.text}`);
  if (typeof e.message !== 'string' || !Array.isArray(e.details)) throw new Error(`bad error shape: ${a.text}`);
  for (const d of e.details) if (typeof d !== 'string') throw new Error(`bad detail: ${a.text}`);
  return e as { code: number; message: string; messageCode?: string; details: string[] };
}
