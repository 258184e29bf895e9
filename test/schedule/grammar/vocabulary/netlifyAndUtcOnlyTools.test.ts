import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("Netlify's schedule(...) in UTC, and no zone key read beside a tool that runs only in UTC", () => {
  it.each([
    [
      'netlify schedule("@daily", handler)',
      'America/Los_Angeles',
      ['0 0 * * ?'],
      /Netlify runs scheduled functions in UTC/,
    ],
    ['netlify schedule("30 6 * * 1-5", handler)', 'Europe/Berlin', ['30 6 ? * 2-6'], /Monday to Friday/],
    ['netlify schedule("@hourly", handler)', 'Asia/Tokyo', ['0 * * * ?'], /"@hourly"/],
    // a fixed-UTC tool's word in a job's or a script's name, or as what the job works on: not the tool
    ['kubernetes cronjob netlify-purge: schedule: "0 9 * * 1" timeZone: Europe/Berlin', 'UTC', ['0 8 ? * 2'], /Monday/],
    [
      'kubernetes cronjob cloudflare-cache-purge: schedule: "0 9 * * 1" timeZone: Europe/Berlin',
      'UTC',
      ['0 8 ? * 2'],
      /Monday/,
    ],
    [
      'kubernetes cronjob cache-purge: schedule: "0 9 * * 1" timeZone: Europe/Berlin (purges the vercel cache)',
      'UTC',
      ['0 8 ? * 2'],
      /Monday/,
    ],
    ['CRON_TZ=Europe/Berlin 0 9 * * 1 /usr/local/bin/purge-cloudflare.sh', 'UTC', ['0 8 ? * 2'], /CRON_TZ/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // Vercel, Netlify and Cloudflare run their lines in UTC whatever a zone key beside them says
    ['netlify schedule("@daily", handler) timezone America/Chicago', /./],
    ['vercel cron "0 0 * * *" timezone: America/Chicago', /./],
    ['vercel cron "0 0 * * *" timezone America/Chicago', /./],
    ['cloudflare cron "0 0 * * *" timeZone: "America/Chicago"', /./],
    ['netlify schedule: "0 9 * * 1" timeZone: Europe/Berlin', /./],
    ['schedule: "0 9 * * 1" timeZone: Europe/Berlin on netlify', /./],
    ['kubernetes cronjob purge: schedule: "0 9 * * 1" timeZone: Europe/Berlin (runs on vercel)', /./],
    // words that bound the runs; a preset Netlify does not have
    ['netlify schedule("@daily", handler) except weekends', /./],
    ['netlify schedule("@reboot", handler)', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
