import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (New York on EST, UTC-5).
describe('some of the times left out, or kept alone, on some of the days', () => {
  it.each([
    // left out: the other times every day, what is left on the days named
    ['every day at 9am and 5pm except 5pm on sundays', ['0 9 * * ?', '0 17 ? * 2-7'], /no 5pm run on sundays/],
    ['meds 8am and 8pm but not at 8pm on saturdays', ['0 8 * * ?', '0 20 ? * 1-6'], /no 8pm run on saturdays/],
    // times said without days are every day's; a list of days, or a kind of days
    ['8am and 8pm except 8pm on saturdays and sundays', ['0 8 * * ?', '0 20 ? * 2-6'], /saturdays and sundays/],
    ['8am and 8pm excluding 8pm on weekends', ['0 8 * * ?', '0 20 ? * 2-6'], /no 8pm run on weekends/],
    // the days of the rule, and more than two times
    ['weekdays 9am, 1pm and 5pm except 1pm on fridays', ['0 9,17 ? * 2-6', '0 13 ? * 2-5'], /no 1pm run on fridays/],
    // every time left out on a day leaves the day out
    ['daily 9am and 5pm except 9am and 5pm on sundays', ['0 9,17 ? * 2-7'], /no 9am and 5pm run/],
    // kept alone
    ['daily 9am and 5pm but only 9am on sundays', ['0 9 * * ?', '0 17 ? * 2-7'], /only 9am on sundays/],
    ['weekdays 7:30am and 6pm, just 7:30am on fridays', ['30 7 ? * 2-6', '0 18 ? * 2-5'], /only 7:30am on fridays/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it('is read on the zone of the phrase', () =>
    reads(
      'every day at 9am and 5pm except 5pm on sundays',
      'America/New_York',
      ['0 14 * * ?', '0 22 ? * 2-7'],
      /no 5pm/,
    ));

  it.each([
    // a time the rule already has, after plain "but": only it then, or not it then?
    ['every day 9am and 5pm but 5pm on sundays', /only 5pm, or no 5pm/],
    // a time the rule does not have is not left out
    ['every day at 9am and 5pm except 6pm on sundays', /does not run at 6:00 PM/],
    // days the rule does not run on
    ['weekdays 9am and 5pm except 5pm on sundays', /./],
  ])('%s is refused', (phrase, why) => refuses(phrase, 'UTC', why));
});

describe('days said alone, then more days with their time, are one list', () => {
  it.each([
    // the days before "and" are not a rule of their own with the earlier times
    ['8am and 8pm every day, on saturdays and sundays only at 8am', ['0 8 * * ?', '0 20 ? * 2-6'], /in place of/],
    ['every day at 8am and 8pm, but on saturdays and sundays only at 8am', ['0 8 * * ?', '0 20 ? * 2-6'], /in place/],
    ['weekdays 9am, 1pm and 5pm, on mondays and fridays only at 9am', ['0 9 ? * 2-6', '0 13,17 ? * 3-5'], /in place/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));
});
