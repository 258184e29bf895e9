import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a tool's list of cron lines: each line a schedule of its own, read in the tool's numbering and zone", () => {
  it.each([
    [
      'wrangler triggers crons = ["30 6 * * MON-FRI", "0 10 * * SUN"]',
      'Europe/Paris',
      ['30 6 ? * 2-6', '0 10 ? * 1'],
      /Cloudflare/,
    ],
    ['cloudflare crons = ["15 3 * * 1", "45 3 * * 4"]', 'UTC', ['15 3 ? * 2', '45 3 ? * 5'], /Monday/],
    ['crons = ["0 9 * * 1", "0 17 * * 5"] report', 'UTC', ['0 9 ? * 2', '0 17 ? * 6'], /"report"/],
    [
      'argo CronWorkflow schedules: ["0 7 * * *", "0 19 * * *"] timezone Europe/Madrid',
      'UTC',
      ['0 6,18 * * ?'],
      /0 19 \* \* \*/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // words beside the list that bound it
    ['cloudflare crons = ["15 3 * * 1", "45 3 * * 4"] except in august', /./],
    // one line that does not read keeps the whole list refused
    ['cloudflare crons = ["15 3 * * 1", "61 3 * * 4"]', /./],
    // a zone beside a tool that has none of its own
    ['cloudflare crons = ["15 3 * * 1", "45 3 * * 4"] timezone Europe/Paris', /./],
    // Argo without its timezone: the controller's clock, not said
    ['argo CronWorkflow schedules: ["0 7 * * *", "0 19 * * *"]', /./],
    // a word of how often beside the list: each line alone agrees, the lines together run otherwise
    ['crons = ["0 9 * * 1", "0 17 * * 5"] weekly report', /how often/],
    ['crons = ["0 9 * * 1", "0 17 * * 5"] bi-weekly report', /./],
    ['cloudflare crons = ["0 9 1 * *", "0 9 15 * *"] for the monthly invoices', /how often/],
    ['crons = ["0 9 * * *", "0 21 * * *"] daily sync', /how often/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
