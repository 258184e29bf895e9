import { describe, expect, it } from 'vitest';
import { readReply } from '../../src/portal/reply.js';

const json = (body: string, status = 200) => ({ status, contentType: 'application/json; charset=utf-8', body });

describe('readReply: what an answer really is', () => {
  it('reads a success body', () => {
    expect(readReply(json('{"success":true,"taskId":"abc"}'))).toEqual({
      kind: 'json',
      status: 200,
      json: { success: true, taskId: 'abc' },
    });
  });

  it('treats an error body as a service error even with HTTP 200', () => {
    const r = readReply(
      json(
        '{"error":{"code":400,"messageCode":"CONT_0001","message":"Item does not exist or is inaccessible.","details":[]}}',
      ),
    );
    expect(r).toEqual({
      kind: 'service-error',
      status: 200,
      error: { code: 400, messageCode: 'CONT_0001', message: 'Item does not exist or is inaccessible.', details: [] },
    });
  });

  it('accepts details as null and a code given as a string', () => {
    const r = readReply(json('{"error":{"code":"498","message":"Invalid token.","details":null}}'));
    expect(r).toMatchObject({ kind: 'service-error', error: { code: 498, details: [] } });
  });

  it('reads OAuth-style errors (error + error_description)', () => {
    const r = readReply(
      json('{"error":{"code":400,"error":"invalid_grant","error_description":"Invalid refresh_token"}}'),
    );
    expect(r).toMatchObject({ kind: 'service-error', error: { code: 400, message: 'Invalid refresh_token' } });
  });

  it('counts success:false without an error as a failure', () => {
    expect(readReply(json('{"success":false}'))).toMatchObject({ kind: 'service-error', error: { message: '' } });
  });

  it.each([
    ['an empty body', json(''), 'empty'],
    ['whitespace only', json('  \n'), 'empty'],
    ['an HTML page from a proxy', { status: 502, contentType: 'text/html', body: '<html>Bad gateway</html>' }, 'html'],
    ['HTML labelled as JSON', json('<!DOCTYPE html><p>oops</p>'), 'html'],
    ['truncated JSON', json('{"success":tr'), 'invalid-json'],
    ['a JSON array', json('[1,2]'), 'unexpected'],
    ['a JSON string', json('"ok"'), 'unexpected'],
    ['a 500 with a JSON body that is no error', json('{"status":"down"}', 500), 'unexpected'],
  ])('calls %s unreadable', (_name, reply, reason) => {
    expect(readReply(reply)).toEqual({ kind: 'unreadable', status: reply.status, reason });
  });
});
