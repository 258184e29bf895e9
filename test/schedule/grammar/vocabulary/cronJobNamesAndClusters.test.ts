import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST, Sydney on AEDT, Halifax on AST)

describe("a Kubernetes CronJob's name and its timeZone said without a colon; its cluster's clock after a dash (cronPastes.ts)", () => {
  it.each([
    [
      'cronjob db-reindex: schedule "20 3 * * *", timeZone "America/New_York"',
      'Europe/Berlin',
      ['20 8 * * ?'],
      /"db reindex" as the job's name/,
    ],
    [
      'k8s cronjob schedule "0 */6 * * 1-5" — no timeZone set, cluster runs UTC',
      'Asia/Tokyo',
      ['0 0/6 ? * 2-6'],
      /clock of the machine the tool runs on \(UTC\)/,
    ],
    [
      'kubernetes cronjob schedule "30 1 * * *" - cluster runs Europe/Berlin',
      'UTC',
      ['30 0 * * ?'],
      /clock of the machine/,
    ],
  ])('%s (%s)', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // a word of time in the CronJob's name
    ['cronjob tomorrow-only: schedule "20 3 * * *", timeZone "America/New_York"', 'Europe/Berlin', /./],
    ['cronjob weekly-reindex: schedule "20 3 * * *", timeZone "America/New_York"', 'Europe/Berlin', /./],
    ['cronjob reindex-2am: schedule "20 3 * * *", timeZone "America/New_York"', 'Europe/Berlin', /./],
    // GitHub Actions runs in UTC whatever its runner's clock
    ['gha: - cron: "0 9 * * 1-5" — box runs Berlin', 'Asia/Tokyo', /Unix cron/],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
