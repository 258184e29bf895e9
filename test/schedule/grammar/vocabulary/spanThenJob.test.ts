import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A period named with its first and last dates, then a job's name and its schedule (spanThenJob.ts): the schedule
 * within the dates, both names set aside. NOW: 2026-01-12.
 */
describe("a period's dates, then a job and its schedule", () => {
  it.each([
    [
      'festival run feb 5 – mar 10: stage rigging check 12:30 every day',
      'Europe/London',
      ['30 12 * * ?'],
      /"festival run" as the name of the period/,
    ],
    [
      'christmas tree sale feb 5–8 2026, crew briefing 8:15am daily',
      'America/Toronto',
      ['15 13 * * ?'],
      /"crew briefing" as the job's name/,
    ],
    ['book fair 1 feb - 28 feb; stock check 21:00 mondays', 'UTC', ['0 21 ? * 2'], /the runs fall within those dates/],
    // the period's name ends in a word of an event on in its dates; the schedule made of schedule words only
    ['panto run feb 5 – mar 10: fly check 12:30 daily', 'UTC', ['30 12 * * ?'], /"panto run" as the name/],
    ['opera season feb 5 – mar 10: fly check 12:30 mon to fri', 'UTC', ['30 12 ? * 2-6'], /"opera season" as the name/],
    ['christmas tree collection feb 4–15, crew reminder 7:30am daily', 'UTC', ['30 7 * * ?'], /within those dates/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a period without the job: the runs may be those outside it
    ['office closure feb 5 – feb 10: standup 9:30 weekdays', 'Europe/London', /could not read/],
    ['deploy freeze feb 5 – feb 10, smoke test 9:30 daily', 'Europe/London', /could not read|twice/],
    // a period's name that is no event on in its dates: the runs may be those outside it
    ...[
      'xmas hols',
      'christmas hols',
      'school recess',
      'change moratorium',
      'planned downtime',
      'lockdown',
      'hiatus',
      'pto',
      'ooo',
      'press embargo',
      'strike',
      'strike season',
    ].map((name): [string, string, RegExp] => [
      `${name} feb 5 – mar 3: deploy check 9am daily`,
      'UTC',
      /could not read|twice/,
    ]),
    // a schedule narrowed by words of its own is not stretched to the whole period
    ['panto run feb 5 – mar 10: fly check 12:30 daily during previews', 'UTC', /could not read/],
    ['panto run feb 5 – mar 10: fly check 12:30 on show nights', 'UTC', /could not read/],
    ['panto run feb 5 – mar 10: fly check 12:30 daily for cast', 'UTC', /could not read/],
    // a bound of the schedule's own is not dropped
    [
      'festival run feb 5 – mar 10: stage check 12:30 every day until feb 20',
      'Europe/London',
      /could not read|two end dates/,
    ],
    // a bare hour on every day: morning or evening?
    ['festival run feb 5 – mar 10: stage check at 5 every day', 'Europe/London', /could not read|AM or PM/],
    // a word of time in the job's name
    ['festival run feb 5 – mar 10: weekly stage check 12:30 fridays', 'Europe/London', /could not read|twice/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
