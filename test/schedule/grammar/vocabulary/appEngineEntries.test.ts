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
    // the keys in any order: the description ends at the next key, the timezone is read wherever it stands
    [
      'cron.yaml:\n- description: tidy uploads\n  timezone: America/New_York\n  schedule: every friday 18:00',
      'Europe/Berlin',
      ['0 23 ? * 6'],
      /entry's timezone. Read "tidy uploads" as/,
    ],
    [
      'cron.yaml:\n- schedule: every friday 18:00\n  description: tidy uploads\n  timezone: America/New_York',
      'Europe/Berlin',
      ['0 23 ? * 6'],
      /entry's timezone. Read "tidy uploads" as/,
    ],
    [
      'cron.yaml: - timezone: America/New_York schedule: every friday 18:00',
      'Europe/Berlin',
      ['0 23 ? * 6'],
      /entry's timezone/,
    ],
    [
      'cron.yaml: description: tidy uploads timezone: America/New_York, schedule: every friday 18:00',
      'Europe/Berlin',
      ['0 23 ? * 6'],
      /"tidy uploads" as/,
    ],
    ['cron.yaml: url: /tasks/tidy, schedule: every friday 18:00', 'Europe/Berlin', ['0 18 ? * 6'], /in UTC/],
    ['cron.yaml:\n- description: team digest\n  schedule: every tuesday 07:00', 'UTC', ['0 7 ? * 3'], /"team digest"/],
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
    // a timezone not read as a key, a key not known, a key said twice: never dropped into the description
    ['cron.yaml: description: tidy uploads timezone America/New_York, schedule: every friday 18:00', 'UTC', /key/],
    ['cron.yaml: description: tidy uploads, schedule: every friday 18:00, target: v2', 'UTC', /key/],
    [
      'cron.yaml: - description: tidy\n  schedule: every friday 18:00\n  timezone: America/New_York\n  timezone: UTC',
      'UTC',
      /key/,
    ],
    ['cron.yaml: description: tidy uploads, schedule: every friday 18:00, timezone: Mars/Base', 'UTC', /./],
    ['cron.yaml: url: /tasks/weekly_tidy, schedule: every friday 18:00', 'UTC', /./],
    ['cron.yaml:\n- description: bimonthly digest\n  schedule: every tuesday 07:00', 'UTC', /./],
    ['cron.yaml:\n- description: afternoon digest\n  schedule: every tuesday 07:00', 'UTC', /./],
    ['cron.yaml:\n- description: twice weekly digest\n  schedule: every tuesday 07:00', 'UTC', /./],
    // an interval with no window counts from the last run's end
    ['cron.yaml schedule: every 3 hours, timezone America/Halifax', 'UTC', /./],
    ['cron.yaml schedule: every 3 hours from 06:00 to 18:00 except sundays, timezone America/Halifax', 'UTC', /./],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
