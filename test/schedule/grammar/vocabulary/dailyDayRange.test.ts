import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("a range of days right after 'daily' says which days 'every day' means ('7:15 daily mon-sat')", () => {
  it.each([
    [
      'site briefing 6:45 daily mon-fri',
      'America/Toronto',
      ['45 11 ? * 2-6'],
      /"daily mon-fri" read as every day from mon to fri/,
    ],
    ['bakery delivery every day tue to sun 05:30', 'America/Toronto', ['30 10 ? * 1,3-7'], /every day from tue to sun/],
    ['gate check daily wed-sat 18:00', 'America/Toronto', ['0 23 ? * 4-7'], /every day from wed to sat/],
    // a full stop ending the phrase ends nothing else; a clock before the stop keeps the range's
    ['daily mon-sat 9am; sun 10am', 'UTC', ['0 9 ? * 2-7', '0 10 ? * 1'], /every day from mon to sat/],
    ['gate check 18:00 daily wed-sat.', 'America/Toronto', ['0 23 ? * 4-7'], /every day from wed to sat/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a list or a lone day after "daily" is no range: the days are said twice
    ['site briefing 6:45 daily mon, wed', 'America/Toronto', /names the days twice/],
    ['site briefing 6:45 daily friday', 'America/Toronto', /names the days twice/],
    ['site briefing 6:45 daily mon-wed & fri', 'America/Toronto', /names the days twice/],
    // a range ended by "." or ";" with another sentence after it: that sentence may say other days
    ['daily mon-sat. sun 10am', 'UTC', /ends its sentence/],
    ['daily mon-sat; sun 10am', 'UTC', /ends its sentence/],
    ['every day mon-fri; sat 10am', 'UTC', /ends its sentence/],
    ['gate check daily wed-sat. 18:00', 'UTC', /ends its sentence/],
    // a bare hour on those days is still asked
    ['site briefing daily mon-sat at 4', 'America/Toronto', /4 AM or 4 PM/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
