import { describe, expect, it } from 'vitest';
import { runSchedule } from '../../src/cli/schedule.js';

function run(args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = runSchedule(args, { write: (s: string) => (stdout += s) }, { write: (s: string) => (stderr += s) });
  return { code, stdout, stderr };
}

const NOW = ['--now', '2026-01-12T12:00:00Z'];

describe('portal-ops schedule (the CLI contract)', () => {
  it('prints one JSON object with the contract fields', () => {
    const r = run(['every weekday 7pm Pacific', '--tz', 'UTC', ...NOW, '--json']);
    expect(r.code).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({
      timezone: 'America/Los_Angeles',
      utcOffset: '-08:00',
      exact: true,
      schedules: [{ minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' }],
      startDate: null,
      endDate: null,
      maxOccurrences: null,
    });
    expect(j.description).toBe('Every weekday at 7:00 PM Pacific Time');
    expect(j.nextRuns.slice(0, 2)).toEqual(['2026-01-13T03:00:00.000Z', '2026-01-14T03:00:00.000Z']);
    expect(j.warnings.map((w: { code: string }) => w.code)).toContain('dst');
  });

  it('shows the runs of a fixed-offset zone ("UTC-6") in that offset, where Intl takes no such zone', () => {
    const r = run(['every day at 9am utc-6', '--tz', 'UTC', ...NOW]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Tue, Jan 13, 2026, 9:00 AM UTC-6');
  });

  it('reads a phrase given as several words', () => {
    const r = run(['every', 'day', 'at', '9am', '--tz', 'UTC', ...NOW, '--json']);
    expect(JSON.parse(r.stdout).schedules[0]).toMatchObject({ minute: '0', hour: '9' });
  });

  it('exits 1 with an error object for a refused schedule', () => {
    const r = run(['every other Monday at 9am', '--tz', 'UTC', ...NOW, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({ code: 'inexpressible' });
    const u = run(['whenever the moon is full', '--json']);
    expect(u.code).toBe(1);
    expect(JSON.parse(u.stdout).error.code).toBe('unparseable');
  });

  it('checks typed fields with --cron', () => {
    const ok = run(['--cron', '0 3 ? * 3-7', ...NOW, '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).nextRuns[0]).toBe('2026-01-13T03:00:00.000Z');
    const bad = run(['--cron', '0 3 * * 8', '--json']);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout).error.code).toBe('invalid');
    const short = run(['--cron', '0 3 *', '--json']);
    expect(JSON.parse(short.stdout).error.code).toBe('invalid');
  });

  it('accepts C as Quartz does, and warns of steps that restart', () => {
    const c = run(['--cron', '0 9 ? * 5C', ...NOW, '--json']);
    expect(c.code).toBe(0);
    expect(JSON.parse(c.stdout).nextRuns[0]).toBe('2026-01-15T09:00:00.000Z');
    const step = JSON.parse(run(['--cron', '*/7 * * * ?', ...NOW, '--json']).stdout);
    expect(step.warnings.map((w: { code: string }) => w.code)).toEqual(['step-restarts']);
  });

  it('exits 2 on usage errors', () => {
    expect(run([]).code).toBe(2);
    expect(run(['every day at 9am', '--tz', 'Mars/Olympus']).code).toBe(2);
    expect(run(['every day at 9am', '--now', 'yesterday-ish']).code).toBe(2);
    expect(run(['every day at 9am', '--bogus']).code).toBe(2);
    expect(run(['every day at 9am', '--cron', '0 9 * * ?']).code).toBe(2);
  });

  it('prints an aligned summary for people', () => {
    const r = run(['every 2 hours from 9am to 5pm on weekdays Pacific', '--tz', 'UTC', ...NOW]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Schedule {4}Every 2 hours from 9:00 AM to 5:00 PM, every weekday Pacific Time/m);
    expect(r.stdout).toMatch(/^Tasks {7}2 /m);
    expect(r.stdout).toMatch(/0 +17\/2 +\? +\* +2-6/);
    expect(r.stdout).toMatch(/\[dst\]/);
  });
});

describe('portal-ops schedule --follow-dst', () => {
  it('prints the periods for the next two years, with their fields, dates and tasks', () => {
    const r = run(['every weekday 7pm Pacific', '--follow-dst', '--tz', 'UTC', ...NOW, '--json']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.timezone).toBe('America/Los_Angeles');
    expect(j.periods).toHaveLength(5);
    expect(j.periods.slice(0, 2)).toMatchObject([
      {
        from: '2026-01-12T12:00:00.000Z',
        until: '2026-03-08T10:00:00.000Z',
        fromMs: Date.parse('2026-01-12T12:00:00Z'),
        untilMs: Date.parse('2026-03-08T10:00:00Z'),
        utcOffset: '-08:00',
        schedules: [{ minute: '0', hour: '3', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' }],
        tasks: [{ hour: '3', startDate: null, endDate: Date.parse('2026-03-08T10:00:00Z') - 1, maxOccurrences: null }],
        runs: 40,
        firstRun: '2026-01-13T03:00:00.000Z',
      },
      {
        from: '2026-03-08T10:00:00.000Z',
        until: '2026-11-01T09:00:00.000Z',
        utcOffset: '-07:00',
        schedules: [{ minute: '0', hour: '2', dayOfMonth: '?', month: '*', dayOfWeek: '3-7' }],
      },
    ]);
    for (let i = 1; i < j.periods.length; i++) expect(j.periods[i].from).toBe(j.periods[i - 1].until);
  });

  it('a zone without DST: one period without an end', () => {
    const j = JSON.parse(run(['every day at 9am', '--tz', 'Asia/Tokyo', '--follow-dst', ...NOW, '--json']).stdout);
    expect(j.periods).toHaveLength(1);
    expect(j.periods[0]).toMatchObject({ until: null, untilMs: null, utcOffset: '+09:00' });
  });

  it('a readable table without --json', () => {
    const r = run(['every weekday 4:30pm Pacific', '--follow-dst', '--tz', 'UTC', ...NOW]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^from +until +clock +UTC fields +runs$/m);
    expect(r.stdout).toMatch(/^Jan 12, 2026, 4:00 AM +Mar 8, 2026, 3:00 AM +PST -08:00 +30 0 \? \* 3-7 +40 runs$/m);
    expect(r.stdout).toMatch(/^Mar 8, 2026, 3:00 AM +Nov 1, 2026, 1:00 AM +PDT -07:00 +30 23 \? \* 2-6 +170 runs$/m);
  });

  it('refuses as the CLI does: exit 1 with an error object, or 2 for typed fields', () => {
    const summer = ['--now', '2026-06-01T12:00:00Z'];
    const r = run(['first Monday of the month at 4:30pm Pacific', '--follow-dst', '--tz', 'UTC', ...summer, '--json']);
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout).error).toMatchObject({
      code: 'inexpressible',
      hint: expect.stringMatching(/fixed in UTC/),
    });
    const u = run(['whenever the moon is full', '--follow-dst', '--json']);
    expect(u.code).toBe(1);
    expect(JSON.parse(u.stdout).error.code).toBe('unparseable');
    expect(run(['--cron', '0 3 ? * 3-7', '--follow-dst']).code).toBe(2);
    expect(run(['--follow-dst']).code).toBe(2);
  });
});

describe('portal-ops schedule --cron: typed fields people get wrong', () => {
  it('a value starting with a dash gets the field error, not an option error', () => {
    const r = run(['--cron', '-1 * * * ?', '--json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    const e = JSON.parse(r.stdout).error;
    expect(e.code).toBe('invalid');
    expect(e.fields).toEqual([
      { field: 'minute', message: 'Minute: "-1" is a range without a start; write start-end, e.g. 1-5.' },
    ]);
    expect(run(['--cron', '-1 * * * ?']).stdout).toContain('Minute: "-1" is a range without a start');
    // an option after --cron is still an option
    expect(run(['--cron', '--json']).code).toBe(2);
  });

  it('Unix day numbering: both readings, as a warning once the fields are valid and in the hint before', () => {
    const ok = run(['--cron', '0 9 ? * 1-5', ...NOW, '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout).warnings).toEqual([
      {
        code: 'unix-weekdays',
        message:
          'In this dialect day of week 1-5 is Sunday–Thursday (1 = Sunday); for Monday–Friday, as in Unix cron, write 2-6.',
      },
    ]);
    expect(run(['--cron', '0 9 ? * 1-5', ...NOW]).stdout).toContain('[unix-weekdays] In this dialect day of week 1-5');
    const bad = run(['--cron', '0 9 * * 1-5', ...NOW, '--json']);
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout).error.hint).toContain('for Monday–Friday, as in Unix cron, write 2-6');
    expect(JSON.parse(run(['--cron', '0 9 ? * 2-6', ...NOW, '--json']).stdout).warnings).toEqual([]);
  });
});
