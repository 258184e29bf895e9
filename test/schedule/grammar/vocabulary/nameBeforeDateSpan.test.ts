import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a job name right before a span of dates in one month', () => {
  it.each([
    ['leaf pickup oct 5-16 weekdays 7:15am', 'UTC', ['15 7 ? * 2-6'], /"leaf pickup"/],
    ['beach shuttle aug 3 to 14 daily 07:00', 'UTC', ['0 7 * * ?'], /"beach shuttle"/],
    // a holiday before a thing of it, where the rest gives its first and last dates
    ['xmas tree collection feb 2 to 13 at 07:30', 'UTC', ['30 7 * * ?'], /"xmas tree collection"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // one date with no year: that year only, or every year?
    ['christmas party reminder dec 3 6pm', 'UTC', /./],
    // a holiday before a thing, with no dates: only in its season?
    ['xmas lights on at 5pm every day', 'UTC', /./],
    // a day held by name
    ['patch tuesday 10am', 'UTC', /could not read/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
