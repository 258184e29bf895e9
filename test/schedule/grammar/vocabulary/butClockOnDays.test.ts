import { describe, expect, it } from 'vitest';
import { fields, outcome, refuses } from './read.js';

describe('another time on some days, the time said before the days ("but 10 on fridays")', () => {
  it.each([
    ['weekdays 8:30 but 9:15 on mondays', 'UTC', ['30 8 ? * 3-6', '15 9 ? * 2']],
    ['backup every day at 01:00 but 04:00 on sundays', 'UTC', ['0 1 ? * 2-7', '0 4 ? * 1']],
    ['mon-fri 18:00 but 17:00 on fri', 'UTC', ['0 18 ? * 2-5', '0 17 ? * 6']],
    ['every day at 7pm but at 9am on saturday', 'UTC', ['0 19 ? * 1-6', '0 9 ? * 7']],
    ['daily 7am but 10am on weekends', 'UTC', ['0 7 ? * 2-6', '0 10 ? * 1,7']],
    ['standup weekdays at 9 but 10 on the fridays', 'UTC', ['0 9 ? * 2-5', '0 10 ? * 6']],
    // a zone of its own: both rules on its clock (Tokyo, UTC+9, no daylight saving)
    ['weekdays 9am Tokyo time but 11am on wednesdays', 'Europe/London', ['0 0 ? * 2,3,5,6', '0 2 ? * 4']],
  ])('"%s" (%s)', (phrase, zone, expected) => {
    expect(fields(phrase, zone).sort()).toEqual([...expected].sort());
  });

  it('quotes the words as they were said', () => {
    const o = outcome('weekdays 8:30 but 9:15 on mondays', 'UTC');
    expect('notes' in o && o.notes).toMatch(/"but 9:15 on mondays" read as in place of the earlier rule/);
  });

  it.each([
    // the days' time is one of the rule's own: left out on those days, or kept alone there?
    ['every day 9am and 5pm but 5pm on sundays', /on those days only 5pm, or no 5pm then/],
    // "but not": no run then, not another time (still asked as before)
    ['weekdays at 9 but not 10 on fridays', /names the days twice/],
    // a day of the month is not a day of the week
    ['weekdays 8am but 9am on the 1st', /names the days twice/],
  ])('"%s" stays refused', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});
