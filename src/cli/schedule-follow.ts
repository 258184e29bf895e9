import {
  type CronFields,
  describeRules,
  type FollowPeriod,
  followPeriods,
  type ScheduleProblem,
  schedulePhrase,
  zoneAbbreviation,
} from '../schedule/engine.js';

/** `--follow-dst`: the chain of periods that keeps a phrase at its local time, as JSON or as a table. */
export type FollowView = { readonly problem: ScheduleProblem } | { readonly json: object; readonly text: string };

const FIXED_ONLY = 'Without --follow-dst the fields are fixed in UTC (they move at daylight saving changes).';

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const fields = (s: CronFields) => `${s.minute} ${s.hour} ${s.dayOfMonth} ${s.month} ${s.dayOfWeek}`;

export function followView(phrase: string, defaultZone: string, now: number): FollowView {
  const plan = followPeriods({ phrase, defaultZone, now });
  if (!plan.followable) {
    return { problem: plan.problem ?? { code: 'inexpressible', message: plan.reason, hint: FIXED_ONLY } };
  }
  const compiled = schedulePhrase({ phrase, defaultZone, now });
  const description = compiled.ok ? describeRules(compiled.value.rules, compiled.value.firstRun) : phrase;
  const json = {
    timezone: plan.timezone,
    description,
    horizon: isoOrNull(plan.horizon),
    periods: plan.periods.map((p) => ({
      from: isoOrNull(p.from),
      until: isoOrNull(p.until),
      fromMs: p.from,
      untilMs: p.until,
      utcOffset: p.utcOffset,
      schedules: p.schedules,
      tasks: p.tasks,
      runs: p.runs,
      firstRun: isoOrNull(p.firstRun),
    })),
  };
  return { json, text: table(plan.timezone, description, plan.periods) };
}

function localDay(ms: number, zone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(ms);
}

function pad(s: string, n: number): string {
  return s + ' '.repeat(Math.max(0, n - s.length));
}

/** One line per period (and per extra task): local from and until, the clock's name, the UTC fields, the runs. */
function table(zone: string, description: string, periods: readonly FollowPeriod[]): string {
  const rows = periods.flatMap((p) => {
    const head = [
      localDay(p.from, zone),
      p.until === null ? '(no end)' : localDay(p.until, zone),
      `${zoneAbbreviation(zone, p.firstRun ?? p.from)} ${p.utcOffset}`,
    ];
    const runs = p.tasks.length === 0 ? 'no run: no task' : `${p.runs} run${p.runs === 1 ? '' : 's'}`;
    if (p.schedules.length === 0) return [[...head, '', runs]];
    return p.schedules.map((s, i) => (i === 0 ? [...head, fields(s), runs] : ['', '', '', fields(s), '']));
  });
  const all = [['from', 'until', 'clock', 'UTC fields', 'runs'], ...rows];
  const widths = [0, 1, 2, 3].map((i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const lines = [
    `Schedule    ${description}`,
    `Zone        ${zone}, following daylight saving time: one task per period, each ending where the next begins`,
    '',
    ...all.map((r) =>
      r
        .map((c, i) => (i < 4 ? pad(c, widths[i] ?? 0) : c))
        .join('  ')
        .trimEnd(),
    ),
  ];
  return `${lines.join('\n')}\n`;
}
