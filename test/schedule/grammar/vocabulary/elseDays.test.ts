import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a time on weekends (or weekdays), "else" / "otherwise" another time: the other days', () => {
  it.each([
    ['lights on at 9:30am on weekends, else 6:45am', 'Europe/London', ['30 9 ? * 1,7', '45 6 ? * 2-6']],
    ['summary at 18:00 on weekdays, otherwise 11:00', 'Europe/London', ['0 18 ? * 2-6', '0 11 ? * 1,7']],
  ])('"%s" runs each time on its days', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /(?:)/);
  });

  it.each([
    // other days beside the set, or a set that is no whole complement
    ['lights on at 9:30am on weekends and holidays, else 6:45am', 'Europe/London', /./],
    ['lights on at 9:30am on sundays, else 6:45am', 'Europe/London', /./],
    ['lights on at 9:30am on weekends except in august, else 6:45am', 'Europe/London', /./],
    // another rule after the "else" clause: whose days?
    ['8pm on weekends, else 7:15am, fridays 6pm', 'UTC', /./],
    ['8pm on weekends, else 7:15am and fridays 6pm', 'UTC', /./],
    ['8pm on weekends, else 7:15am on mondays', 'UTC', /./],
    ['8pm on weekends, else 7:15am daily in june', 'UTC', /./],
    ['8pm on weekends, else 7:15am then 6pm on the 1st', 'UTC', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
