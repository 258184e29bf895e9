import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('English words spelled as days or zones by their letters, first in a name, in lower case', () => {
  it.each([
    // a zone's letters the zone reader does not take ("CAT", "COT", "WET"), as an English word before the name
    ['cat shelter feeding 07:00 and 19:00 daily', 'Europe/London', ['0 7,19 * * ?'], /"cat shelter feeding"/],
    ['cat flap battery check every 6 hours', 'America/Chicago', ['0 0/6 * * ?'], /"cat flap battery check"/],
    ['wet lab: fume hood log 16:45 weekdays', 'Europe/Berlin', ['45 15 ? * 2-6'], /wet lab/],
    ['cot bedding swap every monday 10:00', 'Australia/Perth', ['0 2 ? * 2'], /"cot bedding swap"/],
    // days by their letters ("Su-R-F"), where the rest says its days itself
    ['surf report post 05:30 daily', 'Australia/Sydney', ['30 18 * * ?'], /"surf report post"/],
    ['surf club lockup fri sat 21:00', 'UTC', ['0 21 ? * 6,7'], /"surf club lockup"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // typed in capitals: the zone's or the days' letters
    ['CAT shelter feeding 07:00 daily', 'Europe/London', /could not read/],
    ['SURF report post 05:30 daily', 'UTC', /could not read/],
    // the days' letters where the rest says no days of its own: were they days, the runs would be others
    ['surf report post 05:30', 'UTC', /could not read/],
    // alone before the schedule, not before another word of a name
    ['cat 07:00 daily', 'UTC', /could not read/],
    // a bare hour on named days stays refused
    ['cat shelter feeding fridays at 4', 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
