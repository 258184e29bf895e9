import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: New York on EST, Chicago on CST, Berlin on CET)
describe('node-cron, sidekiq-cron, Rundeck and Heroku Scheduler pastes, in the tool’s layout and zone', () => {
  it.each([
    // node-cron: seconds optional first, 0 or 7 = Sunday, the process's zone unless timezone:
    ["cron.schedule('0 0 7 * * 7', task, { timezone: 'America/Chicago' })", 'UTC', ['0 13 ? * 1'], /Sunday/],
    ["cron.schedule('0 15 9 * * 1-5', task)", 'Europe/Berlin', ['15 8 ? * 2-6'], /node-cron runs on the process/],
    ["cron.schedule('45 18 * * 3', task)", 'Europe/Berlin', ['45 17 ? * 4'], /Wednesday/],
    // sidekiq-cron: Unix cron, a zone as the line's last word, else the server's (the writer's)
    ['sidekiq-cron: cron: "30 6 * * 1-5 America/New_York"', 'UTC', ['30 11 ? * 2-6'], /Monday to Friday/],
    ['sidekiq-cron cron: "0 4 * * *"', 'Europe/Berlin', ['0 3 * * ?'], /sidekiq-cron runs a line with no zone/],
    // Rundeck: Quartz's seven fields, 1 = Sunday, the server's zone unless the job's time zone
    ['Rundeck: 0 30 7 ? * 2-6 * with time zone America/Chicago', 'UTC', ['30 13 ? * 2-6'], /Monday to Friday/],
    [
      'rundeck crontab "0 0 23 ? * 1 *"',
      'Europe/Berlin',
      ['0 22 ? * 1'],
      /Rundeck runs a job's schedule on its server/,
    ],
    // Heroku Scheduler, with no colon after its name, and the time again on the writer's clock
    [
      'heroku scheduler daily 10:00 PM UTC for backups (5:00pm for us in New York)',
      'America/New_York',
      ['0 22 * * ?'],
      /Heroku/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ["cron.schedule('30 0 7 * * 1', task)", /second 30/], // runs on a second other than 0
    ['rundeck crontab "0 0 23 ? * 1 2027-2028"', /./], // a year range
    ['sidekiq-cron: cron: "0 4 * * * America/Chicago" tz Europe/Berlin', /./], // two zones
    ['heroku scheduler daily 10:00 PM UTC for backups (6:00pm for us in New York)', /./], // not the same time
    ['heroku scheduler daily 10:00 PM local', /./],
    ['sidekiq: cron: "0 4 * * *"', /not in UTC/], // the tool's name read as a label: not GitHub Actions' UTC
  ])('refuses %s', (phrase, reason) => refuses(phrase, 'America/New_York', reason));
});

describe('an hour field that lists hours a step apart, not from midnight, keeps its first hour', () => {
  it.each([
    ["cron: '0 8,20 * * *'", 'UTC', ['0 8,20 * * ?'], /GitHub Actions/],
    ["cron: '30 3,9,15,21 * * *'", 'UTC', ['30 3/6 * * ?'], /GitHub Actions/],
    ["cron: '0 0,12 * * *'", 'UTC', ['0 0,12 * * ?'], /GitHub Actions/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe("bare fields after a tool that runs on its own clock, the tool's name not taken for the job's", () => {
  it.each([
    // the tool's own line, on its clock; a name holding the tool's word; a zone said
    ['jira cron 0 15 9 ? * MON-FRI', 'Australia/Sydney', ['15 22 ? * 1-5'], /Jira automation runs/],
    ['jira tickets digest: cron 0 9 * * 1-5', 'Europe/Berlin', ['0 9 ? * 2-6'], /"jira tickets digest" as the job/],
    ['jira cron 0 9 * * 1-5 UTC', 'Europe/Berlin', ['0 9 ? * 2-6'], /in UTC/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // five fields beside Jira's label (Jira runs on its site's zone), Rundeck or Apex (their server's, the user's)
    ['jira automation cron: 0 9 * * 1-5'],
    ['jira cron 0 9 * * 1-5'],
    ['rundeck: 0 9 * * MON-FRI'],
    ['apex cron 0 9 * * 1-5'],
  ])('refuses %s', (phrase) => refuses(phrase, 'Europe/Berlin', /not in UTC/));
});
