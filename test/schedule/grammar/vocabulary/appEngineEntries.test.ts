import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST, Sydney on AEDT, Halifax on AST)

describe("App Engine's cron.yaml entry pasted as YAML, and its intervals over a window (hostedSchedulers.ts)", () => {
  it.each([
    [
      'cron.yaml:\n- description: tidy uploads\n  schedule: every friday 18:00\n  timezone: America/New_York',
      'Europe/Berlin',
      ['0 23 ? * 6'],
      /"tidy uploads" as the entry's description/,
    ],
    [
      'cron.yaml:\n- description: weekly digest\n  schedule: every tuesday 07:00\n  timezone: Europe/Berlin',
      'UTC',
      ['0 6 ? * 3'],
      /"weekly digest"/,
    ],
    [
      'cron.yaml schedule: every 3 hours from 06:00 to 18:00, timezone America/Halifax',
      'UTC',
      ['0 10/3 * * ?'],
      /entry's timezone/,
    ],
  ])('%s (%s)', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // a description that says a schedule or bounds it
    [
      'cron.yaml:\n- description: monthly digest\n  schedule: every tuesday 07:00\n  timezone: Europe/Berlin',
      'UTC',
      /./,
    ],
    [
      'cron.yaml:\n- description: digest except holidays\n  schedule: every tuesday 07:00\n  timezone: Europe/Berlin',
      'UTC',
      /./,
    ],
    [
      'cron.yaml:\n- description: digest tomorrow\n  schedule: every tuesday 07:00\n  timezone: Europe/Berlin',
      'UTC',
      /./,
    ],
    // an interval with no window counts from the last run's end
    ['cron.yaml schedule: every 3 hours, timezone America/Halifax', 'UTC', /./],
    ['cron.yaml schedule: every 3 hours from 06:00 to 18:00 except sundays, timezone America/Halifax', 'UTC', /./],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
