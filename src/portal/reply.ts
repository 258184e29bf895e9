import type { Reply } from './transport.js';

/** The service's error body: `{"error": {"code", "messageCode", "message", "details"}}`, usually with HTTP 200. */
export interface ServiceError {
  readonly code: number | undefined;
  readonly messageCode: string | undefined;
  readonly message: string;
  readonly details: readonly string[];
}

/**
 * A reply read for what it is. An HTTP 200 is not success: the service puts errors in the body; proxies answer
 * with HTML; bodies can be empty or cut short.
 */
export type ReadReply =
  | { readonly kind: 'json'; readonly status: number; readonly json: Record<string, unknown> }
  | { readonly kind: 'service-error'; readonly status: number; readonly error: ServiceError }
  | {
      readonly kind: 'unreadable';
      readonly status: number;
      readonly reason: 'html' | 'invalid-json' | 'empty' | 'unexpected' | 'redirect';
    };

export function readReply(reply: Reply): ReadReply {
  const { status } = reply;
  const text = reply.body.trim();
  // A redirect means the URL is not the service's (a sign-in page, http → https): nothing was processed.
  if (status >= 300 && status < 400) return { kind: 'unreadable', status, reason: 'redirect' };
  if (text === '') return { kind: 'unreadable', status, reason: 'empty' };
  let parsed: unknown;
  try {
    // JSON first: some proxies label the service's JSON text/html.
    parsed = JSON.parse(text);
  } catch {
    const html = /html/i.test(reply.contentType) || text.startsWith('<');
    return { kind: 'unreadable', status, reason: html ? 'html' : 'invalid-json' };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return { kind: 'unreadable', status, reason: 'unexpected' };
  }
  const json = parsed as Record<string, unknown>;
  const error = json.error;
  if (typeof error === 'object' && error !== null) return { kind: 'service-error', status, error: serviceError(error) };
  // OAuth's standard flat shape: {"error": "invalid_grant", "error_description": "…"}.
  if (typeof error === 'string')
    return { kind: 'service-error', status, error: serviceError({ code: status, ...json }) };
  if (json.success === false) {
    return {
      kind: 'service-error',
      status,
      error: { code: undefined, messageCode: undefined, message: '', details: [] },
    };
  }
  if (status < 200 || status >= 300) return { kind: 'unreadable', status, reason: 'unexpected' };
  return { kind: 'json', status, json };
}

function serviceError(raw: object): ServiceError {
  const e = raw as Record<string, unknown>;
  const code =
    typeof e.code === 'number' ? e.code : typeof e.code === 'string' ? Number(e.code) || undefined : undefined;
  const details = Array.isArray(e.details) ? e.details.filter((d): d is string => typeof d === 'string') : [];
  const message =
    typeof e.message === 'string'
      ? e.message
      : typeof e.error_description === 'string'
        ? e.error_description
        : typeof e.error === 'string'
          ? e.error
          : '';
  return { code, messageCode: typeof e.messageCode === 'string' ? e.messageCode : undefined, message, details };
}
