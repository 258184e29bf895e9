import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('GitLab pipeline schedules with GitLab named before the fields', () => {
  it.each([
    // the fields quoted, the cron time zone as Rails names it, with no label
    [
      'gitlab pipeline schedule "15 4 * * 1-5", timezone "Eastern Time (US & Canada)"',
      'UTC',
      ['15 9 ? * 2-6'],
      /GitLab pipeline schedule/,
    ],
    // the form's "Custom ( … )", its label with half hours as GitLab writes them
    ['GitLab: Custom (30 7 * * *), Cron Timezone: [UTC+5.5] Kolkata', 'UTC', ['0 2 * * ?'], /Kolkata/],
    ['gitlab: custom (0 9 * * 0), cron timezone: [UTC+9] Tokyo', 'Europe/Paris', ['0 0 ? * 1'], /Sunday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a label that is not the zone's offset
    ['GitLab: Custom (30 7 * * *), Cron Timezone: [UTC+4.5] Kolkata', /another UTC offset/],
    // no cron time zone: the instance's zone, not said
    ['gitlab schedule "0 5 * * 1-5"', /./],
    // words beside the form that could bound it
    ['gitlab schedule "0 5 * * *", timezone "Tokyo" until march', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
