/** What a handler answers, before faults and the socket get a say. */
export interface Reply {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
}

export interface ErrorExtras {
  messageCode?: string;
  details?: readonly string[];
  /** OAuth errors carry `error` and `error_description` next to `message`. */
  oauth?: { error: string; description: string };
}

export type Format = 'json' | 'pjson';

export function json(body: unknown, format: Format = 'json'): Reply {
  return {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: format === 'pjson' ? JSON.stringify(body, null, 2) : JSON.stringify(body),
  };
}

export function errorObject(code: number, message: string, extras: ErrorExtras = {}) {
  return {
    error: {
      code,
      ...(extras.oauth ? { error: extras.oauth.error, error_description: extras.oauth.description } : {}),
      ...(extras.messageCode ? { messageCode: extras.messageCode } : {}),
      message,
      details: [...(extras.details ?? [])],
    },
  };
}

/** The service reports errors with HTTP 200 and an error body: clients must read the body, not the status. */
export function errorReply(code: number, message: string, extras: ErrorExtras = {}, format: Format = 'json'): Reply {
  return json(errorObject(code, message, extras), format);
}

export const tokenRequired = (format?: Format) => errorReply(499, 'Token Required.', {}, format);
export const invalidToken = (format?: Format) => errorReply(498, 'Invalid token.', {}, format);
export const noPermission = (format?: Format) =>
  errorReply(
    403,
    'You do not have permissions to access this resource or perform this operation.',
    { messageCode: 'GWM_0003' },
    format,
  );
export const unableToProcess = (format?: Format, details: readonly string[] = []) =>
  errorReply(400, 'Unable to process request.', { details }, format);

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function htmlPage(title: string, bodyHtml: string, status = 200): Reply {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>\n${bodyHtml}\n</body></html>\n`,
  };
}

/** What the service shows without f=json: a page for browsers, useless to a client that expects JSON. */
export function formatPage(path: string): Reply {
  return htmlPage(
    'Portal emulator',
    `<h1>${escapeHtml(path)}</h1>\n<p>This is the HTML view of the operation. Clients must send <code>f=json</code>.</p>`,
  );
}

/** A proxy's page in front of the service: not the service's format at all. */
export function proxyPage(status: 500 | 502): Reply {
  const title = status === 500 ? '500 Internal Server Error' : '502 Bad Gateway';
  return {
    status,
    contentType: 'text/html',
    body: `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`,
  };
}
