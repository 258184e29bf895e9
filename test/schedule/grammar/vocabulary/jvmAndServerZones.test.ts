import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST, Sydney on AEDT, Halifax on AST)

describe('cloud and JVM lines with their zone said their own way (cloudCronLines.ts)', () => {
  it.each([
    ['cron(30 6 L * ? *) with ScheduleExpressionTimezone America/New_York', 'Europe/Berlin', ['30 11 L * ?'], /./],
    [
      'trigger cron "0 15 18 ? * MON-FRI" in a JVM set to Europe/Berlin',
      'UTC',
      ['15 17 ? * 2-6'],
      /Quartz or Spring line/,
    ],
    [
      '@Scheduled(cron = "0 30 2 * * *")  // server TZ is ours',
      'Europe/Berlin',
      ['30 1 * * ?'],
      /server keeping your time zone \(Europe\/Berlin\)/,
    ],
    [
      '@Scheduled(cron = "0 30 2 * * *")  // app time zone is mine',
      'America/New_York',
      ['30 7 * * ?'],
      /your time zone/,
    ],
  ])('%s (%s)', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // whose clock is not said
    ['@Scheduled(cron = "0 30 2 * * *")  // server TZ is theirs', 'Europe/Berlin', /./],
    ['trigger cron "0 15 18 ? * MON-FRI" in a JVM set to local time', 'UTC', /./],
    // days of the week in numbers with no tool named: Quartz's or Spring's numbering
    ['trigger cron "0 15 18 ? * 2-6" in a JVM set to Europe/Berlin', 'UTC', /./],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
