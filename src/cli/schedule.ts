import { parseArgs } from 'node:util';
import { splitExpression } from '../schedule/cron/fields.js';
import {
  type CompiledSchedule,
  type CronFields,
  checkFields,
  describeFields,
  describeRules,
  nextRuns,
  type ScheduleProblem,
  schedulePhrase,
  typedFieldWarnings,
} from '../schedule/engine.js';
import { zoneNamed } from '../schedule/tz.js';
import { renderProblem, renderSchedule, type ScheduleView } from './render.js';
import { followView } from './schedule-follow.js';

interface Out {
  write(s: string): unknown;
}

const HELP = `Usage:
  portal-ops schedule "<phrase>" [--tz <IANA zone>] [--now <ISO instant>] [--count N] [--json]
  portal-ops schedule "<phrase>" --follow-dst [--tz <zone>] [--now <ISO instant>] [--json]
  portal-ops schedule --cron "<minute> <hour> <dayOfMonth> <month> <dayOfWeek>" [--tz <zone>] [--json]

  --tz     zone for a phrase that names none (default: this machine's zone)
  --now    reference instant, e.g. 2026-01-12T12:00:00Z (default: now)
  --count  how many next runs to show (default 5)
  --json   one JSON object on stdout
  --follow-dst  the periods that keep the local time across daylight saving changes for the next 2 years:
           one task per period, each with its UTC fields, start and end
Exit status: 0 success, 1 the schedule was refused (unparseable, inexpressible or invalid), 2 usage error.
`;

function usage(err: Out, message: string): number {
  err.write(`portal-ops schedule: ${message}\n\n${HELP}`);
  return 2;
}

/** `portal-ops schedule`: the schedule engine on the command line. Returns the exit status. */
export function runSchedule(args: string[], out: Out, err: Out): number {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch (e) {
    return usage(err, e instanceof Error ? e.message : String(e));
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out.write(HELP);
    return 0;
  }
  const tz = values.tz ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC';
  if (!zoneNamed(tz)) return usage(err, `--tz "${tz}" is not a time zone (use an IANA name such as Europe/Berlin).`);
  const now = values.now === undefined ? Date.now() : Date.parse(values.now);
  if (Number.isNaN(now)) return usage(err, `--now "${values.now}" is not an ISO instant (e.g. 2026-01-12T12:00:00Z).`);
  const count = values.count === undefined ? 5 : Number(values.count);
  if (!Number.isInteger(count) || count < 0 || count > 1000)
    return usage(err, '--count must be a whole number from 0 to 1000.');
  const json = values.json === true;
  if (values['follow-dst'] === true) {
    if (values.cron !== undefined) return usage(err, '--follow-dst follows a phrase, not typed fields.');
    const phrase = positionals.join(' ');
    if (phrase.trim() === '') return usage(err, 'give a schedule phrase, e.g. "every weekday 7pm Pacific".');
    const f = followView(phrase, tz, now);
    if ('problem' in f) {
      out.write(json ? `${JSON.stringify({ error: problemJson(f.problem) })}\n` : renderProblem(f.problem));
      return 1;
    }
    out.write(json ? `${JSON.stringify(f.json)}\n` : f.text);
    return 0;
  }

  let view: ScheduleView | { problem: ScheduleProblem };
  if (values.cron !== undefined) {
    if (positionals.length > 0) return usage(err, 'give either a phrase or --cron, not both.');
    view = fromFields(values.cron, tz, now, count);
  } else {
    const phrase = positionals.join(' ');
    if (phrase.trim() === '') return usage(err, 'give a schedule phrase, e.g. "every weekday 7pm Pacific".');
    const r = schedulePhrase({ phrase, defaultZone: tz, now });
    view = r.ok ? fromCompiled(r.value, now, count) : { problem: r.problem };
  }
  if ('problem' in view) {
    out.write(json ? `${JSON.stringify({ error: problemJson(view.problem) })}\n` : renderProblem(view.problem));
    return 1;
  }
  out.write(json ? `${JSON.stringify(view.json)}\n` : renderSchedule(view));
  return 0;
}

/**
 * Typed fields may begin with a dash ("-1 * * * ?", a bad minute that deserves the field's own error): joined to
 * its option as `--cron=...`, the value is not taken for an option of its own.
 */
function joinCronValue(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string;
    const next = args[i + 1];
    if (a === '--cron' && next !== undefined && next.startsWith('-') && !next.startsWith('--')) {
      out.push(`--cron=${next}`);
      i++;
    } else {
      out.push(a);
    }
  }
  return out;
}

function parse(args: string[]) {
  return parseArgs({
    args: joinCronValue(args),
    allowPositionals: true,
    options: {
      tz: { type: 'string' },
      now: { type: 'string' },
      count: { type: 'string' },
      cron: { type: 'string' },
      json: { type: 'boolean' },
      'follow-dst': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

function problemJson(p: ScheduleProblem) {
  return { code: p.code, message: p.message, hint: p.hint, ...(p.fields ? { fields: p.fields } : {}) };
}

function fromCompiled(c: CompiledSchedule, now: number, count: number): ScheduleView {
  const runs = nextRuns(c.schedules, now, count, c);
  const description = describeRules(c.rules, c.firstRun);
  return {
    timezone: c.timezone,
    description,
    schedules: c.schedules,
    runs,
    warnings: c.warnings,
    json: {
      timezone: c.timezone,
      utcOffset: c.utcOffset,
      exact: c.exact,
      schedules: c.schedules,
      startDate: c.startDate,
      endDate: c.endDate,
      maxOccurrences: c.maxOccurrences,
      description,
      utcDescriptions: c.schedules.map(describeFields),
      tasks: c.schedules.length,
      nextRuns: runs.map((t) => new Date(t).toISOString()),
      warnings: c.warnings,
    },
  };
}

function fromFields(text: string, tz: string, now: number, count: number): ScheduleView | { problem: ScheduleProblem } {
  const fields: CronFields | null = splitExpression(text);
  if (!fields) {
    return {
      problem: {
        code: 'invalid',
        message: `Expected five fields (minute hour dayOfMonth month dayOfWeek), got "${text.trim()}".`,
        hint: 'e.g. --cron "0 3 ? * 3-7"',
      },
    };
  }
  const checked = checkFields(fields);
  if (!checked.ok) return { problem: checked.problem };
  const runs = nextRuns([fields], now, count);
  const description = describeFields(fields);
  const warnings = typedFieldWarnings(fields, now);
  return {
    timezone: tz,
    description,
    schedules: [fields],
    runs,
    warnings,
    json: {
      timezone: 'UTC',
      utcOffset: '+00:00',
      exact: true,
      schedules: [fields],
      startDate: null,
      endDate: null,
      maxOccurrences: null,
      description,
      utcDescriptions: [description],
      tasks: 1,
      nextRuns: runs.map((t) => new Date(t).toISOString()),
      warnings,
    },
  };
}
