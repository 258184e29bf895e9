import type { z } from 'zod';

/**
 * The first message for each issue path, paths dot-joined (`parameters.service_url`; `''` for the whole input):
 * what the Slack layer needs to show each message under its field.
 */
export function issuesByPath(error: z.ZodError): Record<string, string> {
  const first = new Map<string, string>();
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!first.has(key)) first.set(key, issue.message);
  }
  // fromEntries defines own properties, so a path such as `__proto__` stays a plain key
  return Object.fromEntries(first);
}
