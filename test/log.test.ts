import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogFormat, resolveLogFormat } from '../src/log.js';
import { prettyLine } from '../src/log-pretty.js';
import { Secret } from '../src/secret.js';

/** Secrets under every name the logger must censor, beside one field it must keep. */
function secretProbe() {
  return {
    token: 'tok-AAAA',
    request: { password: 'pw-BBBB', headers: { authorization: 'Bearer tok-CCCC' } },
    call: { form: 'token=tok-DDDD', refresh_token: 'rt-EEEE' },
    key: new Secret('key-FFFF'),
    requestId: 'r-1',
  };
}

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
    log.debug(secretProbe(), 'probe');
    for (const s of ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE', 'FFFF']) expect(out).not.toContain(s);
    expect(JSON.parse(out)).toMatchObject({ token: '[redacted]', key: '[secret]', requestId: 'r-1', msg: 'probe' });
  });
});

describe('readable lines (LOG_FORMAT=pretty, or a terminal)', () => {
  /** A logger in `format` writing to a sink that says it is (or is not) a terminal; the lines it wrote. */
  function capture(format: LogFormat | undefined, isTTY: boolean) {
    const lines: string[] = [];
    const destination = Object.assign(
      new Writable({
        write(chunk, _e, done) {
          lines.push(String(chunk));
          done();
        },
      }),
      { isTTY },
    );
    return { log: createLogger({ level: 'debug', destination, ...(format ? { format } : {}) }), lines };
  }

  it('HH:MM:SS.mmm LEVEL msg key=value, values quoted only when they would be misread', () => {
    const time = new Date(2026, 10, 21, 9, 5, 7, 42).getTime(); // this machine's zone, as the formatter reads it
    const line = JSON.stringify({
      level: 30,
      time,
      app: 'portal-ops',
      msg: 'portal-ops ready',
      mode: 'socket',
      port: 3000,
      note: 'two words',
      facts: { a: 1 },
    });
    expect(prettyLine(line)).toBe(
      '09:05:07.042 INFO  portal-ops ready mode=socket port=3000 note="two words" facts={"a":1}',
    );
    expect(prettyLine('not json')).toBe('not json');
  });

  it('an error shows its message on the line and its stack under it', () => {
    const out = prettyLine(
      JSON.stringify({
        level: 50,
        time: 0,
        msg: 'start-up failed',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
      }),
    );
    expect(out.split('\n')).toEqual([
      expect.stringMatching(/ ERROR start-up failed err=boom$/),
      '    Error: boom',
      '        at x',
    ]);
  });

  it('escapes control characters: someone’s text never drives the terminal', () => {
    const out = prettyLine(JSON.stringify({ level: 30, time: 0, msg: 'hi\u001b[2J', text: '\u009b31m' }));
    expect(out).not.toContain('\u001b');
    expect(out).not.toContain('\u009b');
    expect(out).toContain('hi\\u001b[2J');
    expect(out).toContain('text="\\u009b31m"');
  });

  it('is chosen by LOG_FORMAT, or by whether the lines go to a terminal', () => {
    expect(resolveLogFormat('auto', true)).toBe('pretty');
    expect(resolveLogFormat('auto', false)).toBe('json');
    expect(resolveLogFormat('json', true)).toBe('json');
    expect(resolveLogFormat('pretty', false)).toBe('pretty');
    const terminal = capture(undefined, true);
    terminal.log.info({ mode: 'http' }, 'portal-ops ready');
    expect(terminal.lines.join('')).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}portal-ops ready mode=http\n$/);
    const pipe = capture(undefined, false);
    pipe.log.info({ mode: 'http' }, 'portal-ops ready');
    expect(JSON.parse(pipe.lines.join(''))).toMatchObject({ msg: 'portal-ops ready', mode: 'http' });
    const forced = capture('json', true);
    forced.log.info('x');
    expect(JSON.parse(forced.lines.join(''))).toMatchObject({ msg: 'x' });
  });

  it('keeps every secret out, as the JSON lines do', () => {
    const { log, lines } = capture('pretty', false);
    log.warn(secretProbe(), 'probe');
    const out = lines.join('');
    for (const s of ['AAAA', 'BBBB', 'CCCC', 'DDDD', 'EEEE', 'FFFF']) expect(out).not.toContain(s);
    expect(out).toContain('WARN  probe token=[redacted]');
    expect(out).toContain('key=[secret]');
    expect(out).toContain('requestId=r-1');
  });
});
