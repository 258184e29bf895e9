import { describe, expect, it } from 'vitest';
import { hm, oneZonedRule as oneRule, refusedRules } from './read.js';

describe('a conversion in brackets said after the days', () => {
  it.each([
    ['club net 20:30 NPT fridays (14:45Z)', 'Europe/London', 'Asia/Kathmandu', [hm(20, 30)], /"\(14:45Z\)"/],
    // a two-digit hour before the minutes, right before its conversion
    ['20:30 NPT (14:45 UTC) fridays', 'Europe/London', 'Asia/Kathmandu', [hm(20, 30)], /same time/],
    ['sundays 19:45 NPT (= 14:00 UTC)', 'Asia/Kolkata', 'Asia/Kathmandu', [hm(19, 45)], /same time/],
    ['sync 9pm AEDT mondays (10:00 UTC)', 'Europe/London', 'Australia/Sydney', [hm(21)], /same time/],
  ])('%s', (phrase, own, zone, times, note) => oneRule(phrase, own, zone, times, note));

  it.each([
    // a conversion that does not hold at the runs
    ['reset 08:00 CET wednesdays (08:00 UTC)', 'America/New_York', /not the same time/],
    ['sync 9pm AEDT mondays (11:00 UTC)', 'Europe/London', /not the same time/],
    // a conversion of which time?
    ['9am London, 5pm Tokyo mondays (08:00 UTC)', 'Europe/London', /two time zones/],
  ])('refuses %s', (phrase, own, why) => expect(refusedRules(phrase, own).message).toMatch(why));
});

describe('the clock the times are on, said last as a label', () => {
  it.each([
    ['rig crew change thursdays 06:00, rig time = UTC + 4', 'Europe/London', 'UTC+4', [hm(6)], /"rig time = UTC \+ 4"/],
    ['backup 2am daily (station = GMT+8)', 'Europe/London', 'UTC+8', [hm(2)], /"station = GMT\+8"/],
    ['backup 2am daily, station is UTC+8', 'Europe/London', 'UTC+8', [hm(2)], /"station is UTC\+8"/],
    ['standup 9am daily, server tz: Tokyo', 'America/New_York', 'Asia/Tokyo', [hm(9)], /"server tz: Tokyo"/],
    ['weekdays 7am; plant time is Asia/Dubai', 'Europe/London', 'Asia/Dubai', [hm(7)], /"plant time is Asia\/Dubai"/],
  ])('%s', (phrase, own, zone, times, note) => oneRule(phrase, own, zone, times, note));

  it.each([
    // a zone said with the times, and another as the label's: two clocks
    ['standup 9am London daily, ship time = UTC+3', 'Europe/London', /two time zones/],
  ])('refuses %s', (phrase, own, why) => expect(refusedRules(phrase, own).message).toMatch(why));
});

describe('"we follow <zone>" said last', () => {
  it.each([
    [
      'tournament saturday 18:00 CET, we follow CET',
      'America/New_York',
      'Europe/Berlin',
      [hm(18)],
      /"we follow CET" agrees/,
    ],
    ['patch window tuesdays 03:00 UTC (we are on UTC)', 'Europe/London', 'UTC', [hm(3)], /agrees/],
  ])('%s', (phrase, own, zone, times, note) => oneRule(phrase, own, zone, times, note));

  it('refuses a zone followed that is not the one of the times', () => {
    expect(refusedRules('wednesday 08:00 CET, we follow UTC', 'America/New_York').message).toMatch(/two time zones/);
  });
});
