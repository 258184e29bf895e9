import { describe, expect, it } from 'vitest';
import { ERROR_KINDS, type ErrorCode, PortalOpsError } from '../src/errors.js';
import { explain } from '../src/words.js';

describe('errors into words', () => {
  it('has words (what happened, what to do) for every code', () => {
    for (const code of Object.keys(ERROR_KINDS) as ErrorCode[]) {
      const w = explain(new PortalOpsError(code, { operation: 'createTask', host: 'gis.example.org' }));
      expect(w.summary.length, code).toBeGreaterThan(10);
      expect(w.action.length, code).toBeGreaterThan(10);
      expect(w.summary, code).not.toMatch(/undefined|\[object/);
    }
  });

  it('tells a person an unknown outcome is not a failure', () => {
    const w = explain(new PortalOpsError('portal.outcome-unknown', { operation: 'createTask', reason: 'timeout' }));
    expect(w.summary).toBe(
      'The request for the task was sent, but no usable answer came back (no answer in time): it may have been created.',
    );
    expect(w.action).toBe(
      'Nothing is sent again until the portal has been checked for it; the request shows what is found.',
    );
  });

  it('quotes the service without repeating itself', () => {
    const w = explain(
      new PortalOpsError('portal.rejected', {
        operation: 'createRole',
        serviceMessage: 'Unable to create role.',
        details: ['Unable to create role.', 'Name too long.'],
      }),
    );
    expect(w.summary).toBe(
      'The portal refused creating the role; nothing was created. The portal said: “Unable to create role. Name too long.”',
    );
  });

  it('lists field problems', () => {
    const e = new PortalOpsError('validation.invalid', { fields: { itemId: 'Item id: 32 characters' } });
    expect(e.message).toBe('Some details need fixing: itemId: Item id: 32 characters.');
    expect(e.kind).toBe('Validation');
  });

  it('says nothing specific about errors that are not ours', () => {
    expect(explain(new TypeError('x is undefined')).summary).toBe('Something went wrong on our side.');
  });
});
