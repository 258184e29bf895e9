import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("GitLab's form with its cron time zone by name alone (no [UTC±h] label)", () => {
  it.each([
    // a Rails zone name, as the form's list shows it
    [
      'gitlab pipeline schedule: interval pattern 15 9 * * 1-5, cron timezone: Greenland',
      'UTC',
      ['15 11 ? * 2-6'],
      /Greenland/,
    ],
    ['Interval pattern: 0 6 * * 0 · Cron timezone: Tokyo', 'Europe/Paris', ['0 21 ? * 7'], /interval pattern/],
    // an IANA name
    ['GitLab: interval pattern 30 7 1 * *, cron timezone: Asia/Kolkata', 'UTC', ['0 2 1 * ?'], /Asia\/Kolkata/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a country of several zones
    ['interval pattern 0 6 * * 1, cron timezone: Brazil', /not a single time zone/],
    // words after the zone that bound the runs
    ['interval pattern 0 6 * * 1, cron timezone: Tokyo until march', /./],
    ['interval pattern 0 6 * * 1, cron timezone: Tokyo except in august', /./],
    // no cron time zone: the instance's zone, not said
    ['gitlab: interval pattern 0 6 * * 1', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
