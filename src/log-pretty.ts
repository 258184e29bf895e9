/**
 * Readable log lines for a person at a terminal: `14:03:07.412 INFO  portal-ops ready mode=socket port=3000`.
 * It reads the JSON line pino has already written, so redaction has happened before a byte gets here: a secret
 * that is `[redacted]` in JSON is `[redacted]` here too. In-process, with no dependency (pino-pretty would be one).
 */

export interface LineSink {
  write(s: string): unknown;
}

const LEVELS: Readonly<Record<number, string>> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** Fields the line's head already shows, or that say nothing at a terminal. */
const IN_HEAD = new Set(['time', 'level', 'msg', 'app', 'pid', 'hostname']);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `HH:MM:SS.mmm` in this machine's zone: the clock on the wall of the person reading. */
function clockOf(time: unknown): string {
  if (typeof time !== 'number' || !Number.isFinite(time)) return '--:--:--.---';
  const d = new Date(time);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
}

// Control characters (an escape sequence in someone's Slack text) would drive the terminal: shown escaped.
const isControl = (code: number) => code < 0x20 || (code >= 0x7f && code < 0xa0);

function inert(s: string): string {
  let out = '';
  for (const ch of s) {
    const code = ch.charCodeAt(0);
    out += isControl(code) ? `\\u${code.toString(16).padStart(4, '0')}` : ch;
  }
  return out;
}

/** A value as `key=value` shows it: bare when that cannot be misread, JSON (quoted, escaped) otherwise. */
function shown(v: unknown): string {
  if (typeof v === 'string' && /^[^\s"=]+$/.test(v) && inert(v) === v) return v;
  return inert(JSON.stringify(v) ?? String(v));
}

/** One pino JSON line → one readable line (plus an error's stack, indented). Anything else passes unchanged. */
export function prettyLine(line: string): string {
  let record: unknown;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof record !== 'object' || record === null || Array.isArray(record)) return line;
  const r = record as Record<string, unknown>;
  const level = typeof r.level === 'number' ? (LEVELS[r.level] ?? `L${r.level}`) : String(r.level ?? '');
  const head = `${clockOf(r.time)} ${level.padEnd(5)}`;
  const msg = typeof r.msg === 'string' ? inert(r.msg) : '';
  const stacks: string[] = [];
  const pairs = Object.entries(r)
    .filter(([k]) => !IN_HEAD.has(k))
    .map(([k, v]) => {
      // pino's error serializer: show the message on the line and the stack under it.
      if (typeof v === 'object' && v !== null && typeof (v as { stack?: unknown }).stack === 'string') {
        const e = v as { message?: unknown; stack: string };
        stacks.push(
          e.stack
            .split('\n')
            .map((l) => `    ${inert(l)}`)
            .join('\n'),
        );
        return `${inert(k)}=${shown(typeof e.message === 'string' ? e.message : e.stack.split('\n')[0])}`;
      }
      return `${inert(k)}=${shown(v)}`;
    });
  const text = [head, msg, ...pairs].filter((s) => s !== '').join(' ');
  return [text, ...stacks].join('\n');
}

/** A pino destination that writes readable lines to `out` (each pino write is one JSON line). */
export function prettyDestination(out: LineSink): { write(s: string): void } {
  return {
    write(s: string) {
      const lines = s.split('\n').filter((l) => l !== '');
      out.write(lines.map((l) => `${prettyLine(l)}\n`).join(''));
    },
  };
}
