import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issuesByPath } from '../../../src/portal/schema/issues.js';

describe('issuesByPath', () => {
  it('keys the first message of each path, dot-joined', () => {
    const schema = z.object({
      a: z.string('A first').min(5, 'A second'),
      parameters: z.object({ service_url: z.string('URL') }),
      list: z.array(z.number('N')),
    });
    const r = schema.safeParse({ a: 1, parameters: {}, list: [1, 'x'] });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(issuesByPath(r.error)).toEqual({ a: 'A first', 'parameters.service_url': 'URL', 'list.1': 'N' });
  });

  it('keeps the first of several messages on one path', () => {
    const schema = z.string().superRefine((_, ctx) => {
      ctx.addIssue({ code: 'custom', message: 'first' });
      ctx.addIssue({ code: 'custom', message: 'second' });
    });
    const r = schema.safeParse('x');
    expect(r.success ? {} : issuesByPath(r.error)).toEqual({ '': 'first' });
  });

  it('keeps a path named __proto__ as a plain key', () => {
    const error = new z.ZodError([{ code: 'custom', path: ['__proto__'], message: 'P', input: 1 }]);
    const out = issuesByPath(error);
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
  });
});
