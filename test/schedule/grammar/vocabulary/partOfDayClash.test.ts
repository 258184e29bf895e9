import { describe, expect, it } from 'vitest';
import { fields, refuses } from './read.js';

// January: London on GMT (UTC+0)
describe('a part of the day that no time of the rule is in', () => {
  it.each([
    // a 24-hour clock after noon beside "morning": one of the two is a slip
    ['every morning at 19:00', /"19:00" is in the evening on a 24-hour clock, but the phrase says the morning/],
    ['stock count every morning at 1430', /is in the afternoon on a 24-hour clock, but the phrase says the morning/],
    // noon is no morning, and midnight is the night before it
    ['every morning at 12:00', /"12:00" is not in the morning/],
    ['every morning at 12', /"12" is not in the morning/],
    // a half of the day said twice, two ways
    ['every evening at 7am', /"7am" is not in the evening/],
    ['every morning at 7pm', /"7pm" is not in the morning/],
    ['every afternoon at 9am', /"9am" is not in the afternoon/],
    // a clock in the list the part of the day leads: one clock of the list in the part does not let the other through
    ['every morning at 7 and 19:00', /"19:00" is in the evening on a 24-hour clock, but the phrase says the morning/],
    ['every morning at 7, 8 and 19:00', /"19:00" is in the evening/],
    ['every morning at 7am and 7pm', /"7pm" is not in the morning/],
    ['every evening at 19:00 & 7am', /"7am" is not in the evening/],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });

  it.each([
    // the part of the day is the time's own half
    ['every morning at 07:00', ['0 7 * * ?']],
    ['every evening at 19:00', ['0 19 * * ?']],
    ['every afternoon at 14:30', ['30 14 * * ?']],
    ['every morning at 7am', ['0 7 * * ?']],
    ['every evening at 7pm', ['0 19 * * ?']],
    ['every morning at 00:30', ['30 0 * * ?']],
    // each part said of its own time
    ['every morning 6.30 and every evening 21.00', ['30 6 * * ?', '0 21 * * ?']],
    // a list whose clocks are all in the part
    ['every morning at 7 and 9:30', ['0 7 * * ?', '30 9 * * ?']],
    ['every evening at 19:00 and 21:00', ['0 19,21 * * ?']],
    // the part is the event's, a reminder's time apart from it ("evening 7pm, reminder at 9am")
    ['book club every thursday evening 7pm, reminder at 9am', ['0 9 ? * 5']],
    // the part is a bound's, not the time's
    ['every day at 5pm until sunday morning', ['0 17 * * ?']],
    // the night is no half of the day ("game night" names an event whose reminder may run in the afternoon)
    ['every night at 23:30', ['30 23 * * ?']],
  ])('"%s" reads', (phrase, expected) => {
    expect(fields(phrase, 'Europe/London')).toEqual(expected);
  });

  it('reads a clock said with another zone, whose half of the day here is not known', () => {
    // 16:00 UTC is 8:00 in Los Angeles in January: the morning there
    expect(fields('every morning at 16:00 UTC', 'America/Los_Angeles')).toEqual(['0 16 * * ?']);
  });
});
