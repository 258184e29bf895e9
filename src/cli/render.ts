import type { CronFields, ScheduleProblem, Warning } from '../schedule/engine.js';
import { describeFields } from '../schedule/engine.js';
import { zoneNamed } from '../schedule/tz.js';

/** What the CLI shows: the JSON contract plus what the readable summary needs. */
export interface ScheduleView {
  readonly timezone: string;
  readonly description: string;
  readonly schedules: readonly CronFields[];
  readonly runs: readonly number[];
  readonly warnings: readonly Warning[];
  readonly json: Record<string, unknown>;
}

const HEAD = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;

function pad(s: string, n: number): string {
  return s + ' '.repeat(Math.max(0, n - s.length));
}

/** A run as seen in `zone`; a fixed offset ("UTC-6"), which Intl does not take, is shown as UTC shifted by it. */
const LOCAL_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

function localTime(ms: number, zone: string): string {
  const z = zoneNamed(zone);
  if (z?.isUniversal && z.name !== 'UTC') {
    // a fixed offset ("UTC-6") is not a zone Intl knows: the UTC clock moved by the offset, named by it
    const shifted = new Intl.DateTimeFormat('en-US', { ...LOCAL_TIME, timeZone: 'UTC' }).format(
      ms + z.offset(ms) * 60_000,
    );
    return `${shifted} ${z.name}`;
  }
  return new Intl.DateTimeFormat('en-US', { ...LOCAL_TIME, timeZone: zone, timeZoneName: 'short' }).format(ms);
}

/** A readable, aligned summary for a person at a terminal. */
export function renderSchedule(v: ScheduleView): string {
  const lines: string[] = [];
  const label = (l: string) => pad(l, 12);
  lines.push(`${label('Schedule')}${v.description}`);
  const j = v.json;
  lines.push(
    `${label('Zone')}${v.timezone}${j.utcOffset && j.timezone !== 'UTC' ? ` (UTC${j.utcOffset} at the first run)` : ''}`,
  );
  const widths = HEAD.map((h, i) =>
    Math.max(h.length, ...v.schedules.map((s) => s[HEAD[i] as keyof CronFields].length)),
  );
  lines.push(`${label('UTC fields')}${HEAD.map((h, i) => pad(h, widths[i] ?? 0)).join('  ')}`);
  for (const s of v.schedules) {
    lines.push(`${label('')}${HEAD.map((h, i) => pad(s[h], widths[i] ?? 0)).join('  ')}   ${describeFields(s)}`);
  }
  if (v.schedules.length > 1) {
    lines.push(`${label('Tasks')}${v.schedules.length} (the service takes one schedule per task)`);
  }
  if (j.startDate || j.endDate || j.maxOccurrences) {
    const parts: string[] = [];
    if (typeof j.startDate === 'number') parts.push(`from ${new Date(j.startDate).toISOString()}`);
    if (typeof j.endDate === 'number') parts.push(`until ${new Date(j.endDate).toISOString()}`);
    if (typeof j.maxOccurrences === 'number') parts.push(`at most ${j.maxOccurrences} runs`);
    lines.push(`${label('Period')}${parts.join(', ')}`);
  }
  if (v.runs.length > 0) {
    const local = v.runs.map((t) => localTime(t, v.timezone));
    const w = Math.max(...local.map((s) => s.length), 'local'.length);
    lines.push(`${label('Next runs')}${pad('local', w)}  UTC`);
    v.runs.forEach((t, i) => {
      lines.push(`${label('')}${pad(local[i] ?? '', w)}  ${new Date(t).toISOString().replace(':00.000Z', 'Z')}`);
    });
  } else {
    lines.push(`${label('Next runs')}none`);
  }
  if (v.warnings.length > 0) {
    lines.push('Warnings');
    for (const w of v.warnings) lines.push(`  [${w.code}] ${w.message}`);
  }
  return `${lines.join('\n')}\n`;
}

export function renderProblem(p: ScheduleProblem): string {
  const lines = [`Cannot schedule (${p.code}): ${p.message}`];
  for (const f of p.fields ?? []) lines.push(`  ${f.field}: ${f.message}`);
  if (p.hint) lines.push(`Hint: ${p.hint}`);
  return `${lines.join('\n')}\n`;
}
