import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Paris and Madrid on UTC+1)
describe("Heroku's schedule in quotes, App Engine's entry with its keys, its ordinals and its '(UTC)'", () => {
  it.each([
    // the whole schedule in the dashboard's quotes
    [
      'heroku scheduler "every hour at :40"',
      'America/Los_Angeles',
      ['40 * * * ?'],
      /Heroku Scheduler runs its jobs in UTC/,
    ],
    ['Heroku Scheduler "daily at 5:30 AM"', 'Europe/Berlin', ['30 5 * * ?'], /UTC/],
    // a slash between the entry's keys
    ['cron.yaml: schedule: every friday 18:30 / timezone: Europe/Paris', 'UTC', ['30 17 ? * 6'], /entry's timezone/],
    // "app engine cron:" before the entry's keys; App Engine's ordinals of one day, "of month"
    [
      'app engine cron: schedule: 2nd,4th thursday of month 10:15, timezone: Europe/Madrid',
      'UTC',
      ['15 9 ? * 5#2', '15 9 ? * 5#4'],
      /entry's timezone/,
    ],
    [
      'cron.yaml: schedule: 1st,3rd wednesday of month 07:00',
      'Asia/Tokyo',
      ['0 7 ? * 4#1', '0 7 ? * 4#3'],
      /no timezone in UTC/,
    ],
    // the schedule in quotes with no colon, and "(UTC)" after it: App Engine's own zone said
    ['app engine cron "every 3 hours from 06:00 to 21:00" (UTC)', 'Europe/Berlin', ['0 6/3 * * ?'], /timezone/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // words after the quotes could bound or move the runs
    ['heroku scheduler "every hour at :40" until friday', 'UTC'],
    ['heroku scheduler "every hour at :40" my time', 'UTC'],
    // a description that says when, after the slash
    ['cron.yaml: schedule: every friday 18:30 / timezone: Europe/Paris / description: skip holidays', 'UTC'],
    // several days with the ordinals (each with each in App Engine's grammar), a named month
    ['app engine cron: schedule: 1st,3rd mon,wed of month 14:00', 'UTC'],
    ['app engine cron: schedule: 1st,3rd tuesday of march 14:00', 'UTC'],
    // a zone in brackets other than UTC: the entry's timezone, or where the writer is?
    ['app engine cron "every 3 hours from 06:00 to 21:00" (Europe/Berlin)', 'UTC'],
  ])('refuses %s (%s)', (phrase, zone) => refuses(phrase, zone, /./));
});
