import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

/** The one rule a phrase reads as, with a note matching `note`. */
function one(phrase: string, note: RegExp) {
  const rs = rules(phrase, 'UTC');
  expect(rs).toHaveLength(1);
  const r = rs[0] as (typeof rs)[number];
  expect(r.assumptions.some((a) => note.test(a))).toBe(true);
  return r;
}

describe('corrections marked "no sorry", with a star, or pointed at with an arrow', () => {
  it.each([
    // "no sorry": one word of correction, as "no wait" is
    ['team sync thursdays 9 no sorry 10am', { kind: 'weekdays', days: [5] }, hm(10)],
    ['standup mondays 9:30, no sorry, 9:45', { kind: 'weekdays', days: [2] }, hm(9, 45)],
    // a star before the new clock, as chat writers mark a fix
    ['retro 4pm tue thu, *5pm', { kind: 'weekdays', days: [3, 5] }, hm(17)],
    ['daily 8am, *8:30am', { kind: 'every-day' }, hm(8, 30)],
    ['every friday at 3pm *4pm', { kind: 'weekdays', days: [6] }, hm(16)],
    // an arrow (read as "to") right before a word of correction only points at it
    ['every monday 9am -> sorry, 10am', { kind: 'weekdays', days: [2] }, hm(10)],
    ['wed 2pm → actually thursdays', { kind: 'weekdays', days: [5] }, hm(14)],
  ])('"%s"', (phrase, days, time) => {
    const r = one(phrase, /as a correction/);
    expect(r.days).toEqual(days);
    expect(r.times).toEqual([time]);
  });

  it('an arrow to a correction of the days keeps the time', () => {
    const r = one('boiler check 2nd monday 6am -> correction: 2nd thursday same time', /as a correction/);
    expect(r.days).toEqual({ kind: 'nth-weekday', nths: [2], weekday: 5 });
    expect(r.times).toEqual([hm(6)]);
  });

  it.each([
    // a star closed around a clock is emphasis, not a fix: nothing said before to correct
    ['every day at *5pm*', /\*5pm\*/],
    // "no sorry" before anything of a kind not said
    ['every monday 9am no sorry fridays too', /./],
    // an arrow between two clocks is still a range, refused without an interval
    ['every monday 9am -> 5pm', /range needs an interval/],
  ])('refuses "%s"', (phrase, why) => {
    expect(refusedRules(phrase).message).toMatch(why);
  });
});
