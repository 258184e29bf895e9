import { describe, expect, it } from 'vitest';
import { hm, oneZonedRule as oneRule, refusedRules, rules } from './read.js';

describe("one zone's winter and summer names joined by a slash", () => {
  it.each([
    ['every wednesday at 15:00 CET/CEST', 'Europe/Warsaw', 'Europe/Berlin', [hm(15)], /"CET\/CEST"/],
    ['market open 9:30am EST/EDT weekdays', 'Europe/London', 'America/New_York', [hm(9, 30)], /"EST\/EDT"/],
    ['daily 06:00 and 18:00 GMT/BST', 'Asia/Tokyo', 'Europe/London', [hm(6), hm(18)], /"GMT\/BST"/],
    ['mondays 8am (AEST/AEDT)', 'Europe/London', 'Australia/Sydney', [hm(8)], /"AEST\/AEDT"/],
    ['payroll export fridays 4pm pst/pdt', 'America/New_York', 'America/Los_Angeles', [hm(16)], /"PST\/PDT"/],
    ['daily 10:00 UTC/GMT', 'Europe/London', 'UTC', [hm(10)], /"UTC\/GMT"/],
  ])('%s', (phrase, own, zone, times, note) => oneRule(phrase, own, zone, times, note));

  it.each([
    // two clocks, not one zone's names: the time may be meant on either
    ['9am EST/PST weekdays', 'Europe/London', /"EST\/PST" names two clocks/],
    ['daily 10:00 CET/EET', 'Europe/London', /"CET\/EET" names two clocks/],
    ['standup 9:30 GMT/IST', 'Europe/London', /"GMT\/IST" names two clocks/],
  ])('refuses %s', (phrase, own, why) => expect(refusedRules(phrase, own).message).toMatch(why));

  it('leaves days joined by a slash to the days', () => {
    const rs = rules('mon/wed 9am', 'Europe/London');
    expect(rs[0]?.days).toEqual({ kind: 'weekdays', days: [2, 4] });
  });
});

describe('a place and a zone abbreviation the place goes by all year', () => {
  it.each([
    ['weekly call 7pm MST wednesdays (Arizona)', 'America/Los_Angeles', 'America/Phoenix', [hm(19)], /"MST"/],
    ['Saskatchewan 6:15am CST daily', 'America/Chicago', 'America/Regina', [hm(6, 15)], /"CST"/],
    ['Arizona warehouse count 5pm MST fridays', 'America/New_York', 'America/Phoenix', [hm(17)], /MST all year/],
    ['Saskatchewan grain report 7:30 CST mondays', 'America/Toronto', 'America/Regina', [hm(7, 30)], /CST all year/],
    ['Arizona net 8pm MST tuesdays (no DST there)', 'America/Los_Angeles', 'America/Phoenix', [hm(20)], /MST all year/],
    ['Mexico City 9am CST weekdays', 'America/New_York', 'America/Mexico_City', [hm(9)], /CST all year/],
  ])('%s', (phrase, own, zone, times, note) => oneRule(phrase, own, zone, times, note));

  it.each([
    // Cuba goes by CST in winter only: two clocks
    ['Havana standup 9am CST daily', 'America/New_York', /two time zones/],
    // Arizona never goes by Pacific time
    ['Arizona net 7pm PST wednesdays', 'America/Los_Angeles', /two time zones/],
    ['Chicago standup 9am MST', 'America/New_York', /two time zones/],
  ])('refuses %s', (phrase, own, why) => expect(refusedRules(phrase, own).message).toMatch(why));

  it('keeps a person\'s name that is a place too apart: "Phoenix" may be who it is with', () => {
    expect(refusedRules('Phoenix sync 9am MST', 'America/New_York').message).toMatch(/sync|two time zones/);
  });
});
