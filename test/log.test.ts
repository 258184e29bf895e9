import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/log.js';
import { Secret } from '../src/secret.js';

describe('the logger', () => {
  it('censors secret-named fields at any depth and prints Secrets as [secret]', () => {
    let out = '';
    const destination = new Writable({
      write(chunk, _e, done) {
        out += String(chunk);
        done();
      },
    });
    const log = createLogger({ level: 'debug', destination });
    log.debug(
      {
        token: 'tok-AAAA',
        request: { password: 'pw-BBBB', headers: { authorization: 'Bearer tok-CCCC' } },
        call: { form: 'token=tok-DDDD', refresh_token: 'rt-EEEE' },
        key: new Secret('key-FFFF'),
        requestId: 'r-1',
      },
      'probe',
    );
    for (const s of ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE', 'FFFF']) expect(out).not.toContain(s);
    expect(JSON.parse(out)).toMatchObject({ token: '[redacted]', key: '[secret]', requestId: 'r-1', msg: 'probe' });
  });
});
