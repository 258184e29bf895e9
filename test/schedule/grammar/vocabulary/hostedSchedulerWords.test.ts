import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Paris and Berlin on CET, New York on EST)
describe("crontab.guru's English, hosted schedulers and home automations, systemd's line after its name", () => {
  it.each([
    // crontab.guru: 24-hour clock, its own words for days and hours; no zone (the writer's clock)
    ['At minute 30 past hour 9 and 17.', 'Europe/Paris', ['30 8,16 * * ?'], /crontab\.guru says no zone/],
    ['"At 09:00 on Monday and Friday." please', 'Europe/Paris', ['0 8 ? * 2,6'], /crontab\.guru's description/],
    ['At 18:30 on every day-of-week from Tuesday through Thursday.', 'UTC', ['30 18 ? * 3-5'], /Tuesday through/],
    ['crontab.guru: "At 06:00 on day-of-month 5 and 20." in UTC', 'Asia/Tokyo', ['0 6 5,20 * ?'], /5th and 20th/],
    [
      'At minute 15 past every 4th hour from 0 through 20 on every day-of-week from Monday through Friday. (my time)',
      'UTC',
      ['15 0/4 ? * 2-6'],
      /every 4 hours from 00:15 to 20:15/,
    ],
    // Heroku Scheduler runs in UTC
    ['heroku scheduler: daily at 6am', 'America/New_York', ['0 6 * * ?'], /Heroku Scheduler runs its jobs in UTC/],
    ['Heroku Scheduler - Daily at 11:30 PM', 'America/New_York', ['30 23 * * ?'], /Heroku/],
    // Home Assistant: its own forms, on the writer's clock
    ['home assistant: time_pattern hours "/2"', 'UTC', ['0 0/2 * * ?'], /time_pattern hours/],
    ['ha automation: trigger time "21:15:00", condition weekday sat, sun', 'UTC', ['15 21 ? * 1,7'], /trigger/],
    ['HA: trigger at 07:05:00, condition weekday mon', 'Europe/Berlin', ['5 6 ? * 2'], /Home Assistant/],
    // systemd's calendar line after its name
    ['systemd timer: Mon..Fri 07:30', 'UTC', ['30 7 ? * 2-6'], /clock of the machine/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['home assistant: time_pattern seconds "/30"', /30 seconds/],
    ['"At 04:05 on Sunday." for the backups box', /./], // more than a request beside the description
    ['At 00:00 on day-of-month 1 through 7.', /./], // a range of dates: not put back
    ['HA: trigger time at "06:30:15"', /./], // seconds
    ['systemd style: every morning', /./], // not a calendar line
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
