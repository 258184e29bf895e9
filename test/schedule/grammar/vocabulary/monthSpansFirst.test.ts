import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a stretch of months said first, right before the rule it bounds: those months every year', () => {
  it.each([
    [
      'boiler pressure test nov thru feb every monday 09:00',
      'UTC',
      ['0 9 ? 1,2,11,12 2'],
      /"nov thru feb" read as every year/,
    ],
    ['apr-sep each friday 7am', 'UTC', ['0 7 ? 4-9 6'], /"apr-sep" read as every year/],
    ['gutter check oct to march, every saturday 8:30am', 'UTC', ['30 8 ? 1-3,10-12 7'], /every year from October/],
    // one rule, its days or times said together
    ['oct thru march every tuesday and thursday 10am', 'UTC', ['0 10 ? 1-3,10-12 3,5'], /every year from October/],
    ['oct thru march every tuesday at 10am and 3pm', 'UTC', ['0 10,15 ? 1-3,10-12 3'], /every year from October/],
  ])('"%s" in %s', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it.each([
    // one stretch only: its dates are not said
    ['this oct thru march every tuesday 10am', /./],
    // a date's day before the first month: the running period's start, refused as a single date
    ['14 oct thru march every tuesday 10am', /./],
    // the rule after it is not a plain one
    ['oct thru march every other tuesday 10am', /every other/],
    // an ordinal or a spelled number after "every": each fourth one, or the fourth of each month?
    ['oct thru march every fourth tuesday 10am', /./],
    ['oct thru march every first tuesday 10am', /./],
    ['oct thru march every fifth tuesday 10am', /./],
    ['nov-feb each two weeks on monday 9am', /./],
    // a word of time before the months
    ['tomorrow oct thru march every tuesday 10am', /./],
    // another rule after the one it bounds: in those months too, or all year?
    ['oct thru march every tuesday 10am, every thursday 3pm', /"oct thru march" is said before the first rule only/],
    ['oct thru march every tuesday 10am and every thursday 3pm', /said before the first rule only/],
    ['oct thru march every tuesday 10am and thursday 3pm', /said before the first rule only/],
    ['oct thru march every tuesday 10am; thursdays 3pm', /said before the first rule only/],
    ['apr-sep each friday 7am plus mondays at noon', /said before the first rule only/],
  ])('refuses "%s"', (phrase, why) => {
    refuses(phrase, 'UTC', why);
  });
});
