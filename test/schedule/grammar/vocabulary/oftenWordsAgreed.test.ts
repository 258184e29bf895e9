import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a word of how often in the name beside a pasted cron line, where the fields run that often', () => {
  it.each([
    [
      'cron(30 7 ? * 3#2 *) for the monthly audit export',
      'UTC',
      ['30 7 ? * 3#2'],
      /"monthly audit export" as the job's name/,
    ],
    ['cron(0 22 ? * 6L *) monthly billing close', 'America/Chicago', ['0 22 ? * 6L'], /last Friday/],
    ['vercel cron "30 6 * * 5" for the weekly digest', 'UTC', ['30 6 ? * 6'], /"weekly digest" as the job's name/],
    ['cloudflare cron "15 4 * * *" for the daily cleanup', 'UTC', ['15 4 * * ?'], /"daily cleanup"/],
    // a word before the word of how often that is not part of it
    ['vercel cron "0 13 * * 1" billing weekly email', 'UTC', ['0 13 ? * 2'], /"billing weekly email"/],
    ['vercel cron "0 * * * *" semantic hourly sync', 'UTC', ['0 * * * ?'], /"semantic hourly sync"/],
    [
      'cloud scheduler "0 8 15 * *" tz Europe/Rome for the monthly invoices',
      'UTC',
      ['0 7 15 * ?'],
      /"monthly invoices"/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the word says another schedule than the fields
    ['vercel cron "30 6 * * 1-5" for the weekly digest', /./],
    ['vercel cron "30 6 * * *" for the weekly digest', /./],
    ['cron(30 7 ? * 3#2 *) for the weekly audit export', /./],
    ['cloud scheduler "0 8 * * *" tz Europe/Rome for the monthly invoices', /./],
    // words beside it that bound, repeat or move the runs
    ['cron(30 7 ? * 3#2 *) for the monthly audit export until june', /./],
    ['cron(30 7 ? * 3#2 *) for the monthly audit from tomorrow', /./],
    ['vercel cron "30 6 * * 5" for the weekly digest in summer', /./],
    ['vercel cron "30 6 * * 5" for the biweekly digest', /./],
    ['vercel cron "30 6 * * 5" for the bimonthly digest', /./],
    // a word before it that makes it another schedule, however joined
    ['vercel cron "0 13 * * 1" bi-weekly email', /./],
    ['vercel cron "0 13 * * 1" bi weekly email', /./],
    ['vercel cron "0 13 * * 1" tri weekly email', /./],
    ['vercel cron "0 13 * * 1" twice-weekly email', /./],
    ['vercel cron "0 9 1 * *" semi-monthly invoice', /./],
    ['vercel cron "0 9 1 * *" semi_monthly invoice', /./],
    ['vercel cron "0 * * * *" half-hourly sync', /./],
    ['vercel cron "0 * * * *" quarter hourly sync', /./],
    ['cloudflare cron "15 4 * * *" for the 2x daily cleanup', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
