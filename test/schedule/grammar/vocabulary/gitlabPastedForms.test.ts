import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("GitLab's schedule form pasted after the tool's name: its pattern, its presets, its zone by label", () => {
  it.each([
    // the tool's name said before the form's labels
    [
      'gitlab pipeline schedules: interval pattern 30 5 * * 1-5, cron timezone [UTC+10] Brisbane',
      'UTC',
      ['30 19 ? * 1-5'],
      /GitLab pipeline schedule/,
    ],
    [
      'GitLab scheduled pipeline: Interval pattern 0 6 * * 6 Cron timezone [UTC+1] Berlin',
      'UTC',
      ['0 5 ? * 7'],
      /Saturday/,
    ],
    // "custom" with the fields quoted, the zone by its label alone
    ['gitlab schedule custom "15 7 * * 1-5" with [UTC+5:30] Mumbai', 'UTC', ['45 1 ? * 2-6'], /Mumbai/],
    ['gitlab pipeline "0 18 * * 0" in [UTC+9] Tokyo', 'Europe/London', ['0 9 ? * 1'], /Sunday/],
    // the form's presets, quoted as it shows them
    ['gitlab pipeline schedule "Every day (at 4:00am)" cron timezone [UTC+1] Berlin', 'UTC', ['0 3 * * ?'], /preset/],
    [
      'gitlab schedule "Every week (Sunday at 4:00am)" timezone [UTC-5] Eastern Time (US & Canada)',
      'UTC',
      ['0 9 ? * 1'],
      /preset/,
    ],
    ['gitlab schedule "Every month (on the 1st at 4:00am)" timezone [UTC+9] Tokyo', 'UTC', ['0 19 L * ?'], /preset/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a label that is none of the zone's offsets
    ['gitlab schedule custom "15 7 * * 1-5" with [UTC+3] Mumbai', /another UTC offset/],
    // no zone at all: the instance's clock, and the days' numbering asked
    ['gitlab schedule custom "15 7 * * 1-5"', /Unix cron, but/],
    // words inside the quotes that are no preset of the form: read as said, so two zones
    ['gitlab schedule "Every day (at 4:00am except sundays)" timezone [UTC+1] Berlin', /./],
    ['gitlab schedule "Every day (at 4:00am)" timezone [UTC+3] Berlin', /./],
    // a preset with no zone
    ['gitlab schedule "Every day (at 4:00am)"', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
