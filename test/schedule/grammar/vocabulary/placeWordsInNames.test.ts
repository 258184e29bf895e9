import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"US eastern", "US central": the region of the US clock', () => {
  it.each([
    ['weekly sync mondays 10am US central', 'Europe/London', ['0 16 ? * 2'], /"sync" as the job's name/],
    ['daily 2:30am US eastern', 'America/New_York', ['30 7 * * ?'], /does not follow daylight saving/],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
  it('"US" alone is no clock', () => {
    refuses('daily 2:30am US', 'America/New_York', /could not read "us"/);
  });
});

describe('a ski lift by its number ("chair 6"): which one, not when', () => {
  it('reads beside a window of hours', () => {
    reads(
      'chair 6 grooming check every 20 min from 8 to 3',
      'America/Denver',
      ['0/20 15-21 * * ?', '0 22 * * ?'],
      /"chair 6 grooming check" as the job's name/,
    );
  });
  it.each([['chair 4 wind check fridays at 4'], ['lift 2 lubrication daily at 7']])(
    '"%s" (a bare hour) is refused',
    (phrase) => {
      refuses(phrase, 'America/Denver', /could not read/);
    },
  );
});

describe('"start" after a job\'s word, before its repeating schedule', () => {
  it.each([
    ['pump start every day 5:15am', ['15 5 * * ?'], /"pump start" as the job's name/],
    ['boiler start daily 06:30', ['30 6 * * ?'], /"boiler start" as the job's name/],
  ])('"%s" reads', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });
  it.each([['pump start every day at 5'], ['pump start every monday']])('"%s" is refused', (phrase) => {
    refuses(phrase, 'Europe/London', /could not read/);
  });
});

describe('where a person is, in brackets after their name', () => {
  it.each([
    [
      'Diego (Santiago) wants his report at 9:00 Chile time on weekdays',
      ['0 12 ? * 2-6'],
      /"Diego \(Santiago\) wants his report" as the job's name/,
    ],
    ['Ana (Lima) wants her file at 7am Lima time tomorrow', ['0 12 13 1 ?'], /"Ana \(Lima\) wants her file"/],
  ])('"%s" reads', (phrase, fields, note) => {
    reads(phrase, 'Europe/Lisbon', fields, note);
  });
  it.each([
    // the clock is not said: the person's, or the place's?
    ['Priya (Colombo) wants her batch at 8:30am on weekdays', /could not read/],
    ['Priya (Colombo) wants her batch at 8:30am Lisbon time on weekdays', /names two time zones/],
    ['Priya (tomorrow) wants her batch at 8:30am Sri Lanka time on weekdays', /"tomorrow" is a single day/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/Lisbon', why);
  });
});
