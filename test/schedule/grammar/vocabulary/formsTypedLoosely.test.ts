import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('Power Automate and Zapier forms pasted with their lists in commas and their zone said', () => {
  it.each([
    // the Recurrence trigger's lists typed with commas, as the designer's ";"
    [
      'Recurrence: Interval 1, Frequency Week, On these days Tuesday, Thursday, At these hours 7, At these minutes 15, Time zone (UTC+09:00) Osaka, Sapporo, Tokyo',
      'UTC',
      ['15 22 ? * 2,4'],
      /tuesday, thursday at 07:15/,
    ],
    [
      'Recurrence — Frequency: Day, Interval: 1, At these hours: 6,18, At these minutes: 0, Time zone: (UTC+09:00) Osaka, Sapporo, Tokyo',
      'UTC',
      ['0 9,21 * * ?'],
      /every day at 06:00, 18:00/,
    ],
    // the flow's trigger, a month from its start time
    [
      'flow trigger: Month, interval 1, start time 2026-02-03T08:00:00, time zone (UTC+09:00) Osaka, Sapporo, Tokyo',
      'UTC',
      ['0 23 2 * ?'],
      /on the 3rd of every month at 08:00 from 2026-02-03/,
    ],
    // Zapier: the Zap's trigger named, the account's zone said, "trigger on weekends" without its "?"
    [
      'Zap trigger: Every Day, Trigger on Weekends? No, Time of Day: 6am',
      'America/Chicago',
      ['0 12 ? * 2-6'],
      /every weekday at 6am/,
    ],
    [
      'Schedule by Zapier: Every Week, Day of the Week: Monday, Time of Day: 8am (account timezone Asia/Tokyo)',
      'UTC',
      ['0 23 ? * 1'],
      /in Asia\/Tokyo/,
    ],
    ['zapier: every hour, trigger on weekends no', 'UTC', ['0 * ? * 2-6'], /every hour on weekdays/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // hours without minutes: Power Automate takes the minutes from the start time or when the flow was saved
    [
      'Recurrence — Frequency: Day, Interval: 1, At these hours: 6,18, Time zone: (UTC+09:00) Osaka, Sapporo, Tokyo',
      /./,
    ],
    // a word in the list that is no day
    [
      'Recurrence: Interval 1, Frequency Week, On these days Monday, weekly, At these hours 9, At these minutes 0, Time zone (UTC+09:00) Osaka, Sapporo, Tokyo',
      /./,
    ],
    // an interval of 2 weeks
    [
      'flow trigger: Week, interval 2, On these days Monday, At these hours 9, At these minutes 0, time zone (UTC+09:00) Osaka, Sapporo, Tokyo',
      /./,
    ],
    // a bare hour on a day of the week still needs its am or pm
    ['Zap trigger: Every Week, Day of the Week: Friday, Time of Day: 4', /./],
    // the account's zone beside another zone
    ['Schedule by Zapier: Every Day, Time of Day: 8am EST (account timezone Asia/Tokyo)', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
