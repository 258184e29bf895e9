import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('Spring\'s @Scheduled(cron = "…", zone = "…")', () => {
  it.each([
    // seconds first; the zone = is the line's
    [
      '@Scheduled(cron = "0 30 7 * * MON-FRI", zone = "Europe/Berlin")',
      'Europe/London',
      ['30 6 ? * 2-6'],
      /CRON fields/,
    ],
    ['@Scheduled(cron = "0 0 12 L * ?", zone = "America/Sao_Paulo")', 'UTC', ['0 15 L * ?'], /CRON fields/],
    // no zone =: the server's default zone, taken as the writer's (noted)
    ['@Scheduled(cron="0 */20 * * * *")', 'Europe/Dublin', ['0/20 * * * ?'], /Spring runs a @Scheduled method/],
    // Spring numbers the days as Unix cron does (0 or 7 = Sunday)
    ['@Scheduled(cron = "0 0 9 * * 1-5")', 'UTC', ['0 9 ? * 2-6'], /0 = Sunday/],
    ['@Scheduled(cron = "0 15 8 * * 7")', 'UTC', ['15 8 ? * 1'], /Sunday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a second other than 0
    ['@Scheduled(cron = "30 0 9 * * *")', /second 30/],
    // words beside it that say other days, or bound the runs
    ['@Scheduled(cron = "0 30 9 ? * 2#1") // first monday', /./],
    ['@Scheduled(cron = "0 0 9 * * 1") // every other week', /./],
    ['@Scheduled(cron = "0 0 9 * * 1") // friday report', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
