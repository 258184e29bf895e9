import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("GitLab pipeline schedules pasted from the form: Unix cron's fields in the form's cron time zone", () => {
  it.each([
    ['Interval pattern: 30 2 * * 0   Cron timezone: [UTC+9] Tokyo', 'UTC', ['30 17 ? * 7'], /GitLab pipeline schedule/],
    [
      'Interval Pattern 0 9 * * 1-5, Cron Timezone [UTC-5] Eastern Time (US & Canada)',
      'UTC',
      ['0 14 ? * 2-6'],
      /Monday/,
    ],
    ['interval pattern 15 6 * * 7 cron timezone [UTC 0] London', 'America/New_York', ['15 6 ? * 1'], /Sunday/],
    ['Interval pattern: 0 9 * * 1-5 Cron timezone: [UTC+5:30] Mumbai', 'UTC', ['30 3 ? * 2-6'], /Mumbai/],
    // the summer offset is the zone's too (the form shows the offset of the day it is opened)
    ['Interval pattern: 0 7 1 * * Cron timezone: [UTC+11] Sydney', 'UTC', ['0 20 L * ?'], /Sydney/],
    // a description is the job's name
    [
      'Description: rotate certs · Interval pattern: 0 3 * * * · Cron timezone: [UTC+1] Berlin',
      'America/Chicago',
      ['0 2 * * ?'],
      /"rotate certs" as the job's name/,
    ],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a label that is none of the zone's offsets
    ['Interval pattern: 0 9 * * 1-5 Cron timezone: [UTC+3] Berlin', /another UTC offset/],
    // no cron time zone: the GitLab instance's zone, not said; the days keep their numbering question
    ['Interval pattern: 0 9 * * 1-5', /Unix cron, but/],
    // a description that says a schedule of its own
    ['Description: friday deploy Interval pattern: 0 9 * * 1 Cron timezone: [UTC+1] Berlin', /./],
    ['Description: biweekly sync Interval pattern: 0 9 * * 1 Cron timezone: [UTC+1] Berlin', /./],
    ['Description: quarterly report Interval pattern: 0 9 1 * * Cron timezone: [UTC+1] Berlin', /./],
    // a zone the form would not show
    ['Interval pattern: 0 9 * * 1 Cron timezone: [UTC+1] Narnia', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});

describe("a zone's label is its standard offset (Outlook) or its summer one (Google Calendar)", () => {
  it.each([
    ['Monthly on the last Friday · 4:30 – 5pm (GMT+10:30) Adelaide', 'Australia/Adelaide', ['0 6 ? * 6L'], /16:30/],
    ['daily at 9am (UTC+09:30) Adelaide', 'UTC', ['30 22 * * ?'], /ACDT/],
    ['Weekly on Monday · 8am (GMT+10:30) Adelaide', 'UTC', ['30 21 ? * 1'], /ACDT/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['daily at 9am (UTC+11:30) Adelaide', /another UTC offset/],
    ['daily at 9am (UTC-03:00) Bogota, Lima', /another UTC offset/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
