import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { hm, NOW, read, refused } from './read.js';

const EVERY_DAY = { kind: 'every-day' };
const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const days = (...d: number[]) => ({ kind: 'weekdays', days: d });

describe('a time said relative to another: "<duration> before/after <time>", computed with a note', () => {
  it.each([
    ['30 min before the 15:00 cut-off, weekdays', WEEKDAYS, hm(14, 30), /15:00 cut-off − 30 min/],
    ['push the notif 2h before the sunday 20:00 close', days(1), hm(18), /sunday 20:00 close − 2 h/],
    ['ping 15 min after the 22:00 close', EVERY_DAY, hm(22, 15), /22:00 close \+ 15 min/],
    ['remind me 10 minutes before the 9:30 standup every monday', days(2), hm(9, 20), /9:30|09:30/],
    ['an hour before the 5pm deadline on weekdays', WEEKDAYS, hm(16), /17:00 deadline − 1 h/],
    ['1h30 before the 12:00 cut-off, mon-fri', WEEKDAYS, hm(10, 30), /− 1 h 30 min/],
    // crossing midnight moves the days, exactly
    ['1h before the monday 00:30 reset', days(1), hm(23, 30), /day before/],
    ['45 minutes before the 00:15 deadline, weekdays', days(1, 2, 3, 4, 5), hm(23, 30), /day before/],
    ['2 hours after the saturday 23:00 close', days(1), hm(1), /day after/],
    ['1h before the 00:00 reset', EVERY_DAY, hm(23), /day before/],
    // days said right after the event's name are the event's days, never a word of its name
    ['remind me 10 minutes before the 9:00 standup mon-thu', days(2, 3, 4, 5), hm(8, 50), /09:00 standup − 10 min/],
    ['remind me 10 minutes before the 9:00 stand-up, weekdays', WEEKDAYS, hm(8, 50), /stand-up − 10 min/],
  ])('"%s"', (phrase, dayRule, time, note) => {
    const i = read(phrase);
    expect(i.days).toEqual(dayRule);
    expect(i.times).toEqual([time]);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it('a thing whose time is said in brackets after it: "1h before reset (reset is 00:00 UTC)"', () => {
    const i = read('clan chest reminder 1h before reset (reset is 00:00 UTC)', 'America/Los_Angeles');
    expect(i.zone.name).toBe('UTC');
    expect(i.times).toEqual([hm(23)]);
    expect(i.days).toEqual(EVERY_DAY);
    expect(i.assumptions.join(' ')).toMatch(/reset at 00:00 − 1 h/);
  });

  it.each([
    // no time to count from
    ['remind 2h before the cut-off', /cut-off|remind/],
    ['remind me 30 min before the meeting', /meeting|remind/],
    ['1h before reset (deadline is 00:00 UTC)', /reset|deadline/],
    // too far from the time to say the day
    ['ping 13 hours before the 15:00 close', /13 h|unclear/],
    // an interval is not a duration before a time
    ['every 2 hours after the 09:00 open', /.+/],
    // another time beside it: which one is meant is unclear
    ['at 9am and 30 min before the 15:00 cut-off', /other times|unclear/],
    // the days cannot move exactly with the time
    ['30 min before the 00:15 cut-off on the 1st', /crosses midnight/],
    ['30 min before the 00:15 cut-off, weekdays in december', /crosses midnight/],
    // days joined to the event's name by a dash are not a name's word: not read as every day
    ['ping 15 min before the 14:00 sat-sun market', /.+/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('a time said as context, then the time that runs after the action verb', () => {
  it.each([
    ['cut-off is 2pm, remind at 1:45 on business days', 'Europe/London', WEEKDAYS, hm(13, 45), /1:45.*13:45/],
    ['port gate closes 16:00 fridays, warn at 15:00', 'Asia/Singapore', days(6), hm(15), /16:00.*not a run/],
    ['last pickup 17:30 — remind drivers 17:00 mon to fri', 'Asia/Manila', WEEKDAYS, hm(17), /17:30.*not a run/],
    ['deadline is 9am, ping the team at 8:30, weekdays', 'UTC', WEEKDAYS, hm(8, 30), /09:00|9am/],
  ])('"%s"', (phrase, zone, dayRule, time, note) => {
    const i = read(phrase, zone);
    expect(i.days).toEqual(dayRule);
    expect(i.times).toEqual([time]);
    expect(i.zone.name).toBe(zone);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it.each([
    // "12:00" beside a 6pm cut-off is as near to it in either half of the day
    ['cut-off is 6pm, remind at 12:00', /either half/],
    // the run comes after the context time on its day: which day is unclear
    ['gate closes 00:30 sat, warn at 23:30', /either/],
    // no time that runs
    ['cut-off is 2pm, remind before', /.+/],
    ['cut-off is 2pm, remind at 1:45 and 1:50', /.+/],
    // a rule of its own before the action is not a context: both times could be meant
    ['report daily at 9am, post at 10am', /.+/],
    ['every monday 9am, remind at 10am', /.+/],
    ['report 9am, send at 5pm', /.+/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('an event or shift whose start or end is what runs', () => {
  it.each([
    ['A shift 06:00-14:00, remind at shift start', EVERY_DAY, [hm(6)], /06:00-14:00.*start/],
    // the start shares the end's half of the day where the range is then the shorter (it read as 5:30 AM)
    ['phone bank shifts tue & thu 5:30–8:30pm — ping at start', days(3, 5), [hm(17, 30)], /start, 17:30/],
    ['shift 11:30-1:30pm weekdays, remind at shift start', days(2, 3, 4, 5, 6), [hm(11, 30)], /start, 11:30/],
    ['line 3 maintenance every sunday 05:00-09:00, alert at start', days(1), [hm(5)], /start, 05:00/],
    ['line 3 maintenance every sunday 05:00-09:00, alert at the end', days(1), [hm(9)], /end, 09:00/],
    ['B shift starts 14:00 mon-sat, post the roster then', days(2, 3, 4, 5, 6, 7), [hm(14)], /start, 14:00/],
    ['happy hour fri sat sun 19:00, announce at start', days(1, 6, 7), [hm(19)], /start, 19:00/],
    ['fri 17:00 to mon 09:00, ping when it opens', days(6), [hm(17)], /start, 17:00/],
    ['store opens 10am daily, post the hours then', EVERY_DAY, [hm(10)], /start, 10:00/],
    ['Thursday 3:30pm is our end-of-week, send the wrap-up then', days(5), [hm(15, 30)], /end-of-week/],
    ['fri 17:00 to mon 09:00, ping when it closes', days(2), [hm(9)], /end, 09:00/],
    ['C shift 22:00-06:00: ping 15 min before it starts, every night', EVERY_DAY, [hm(21, 45)], /22:00 − 15 min/],
    // the end of a night shift is the next morning: the days move with it
    ['C shift 22:00-06:00 mon-fri, ping 30 min before it ends', days(3, 4, 5, 6, 7), [hm(5, 30)], /day after/],
    ['A shift 00:00-08:00 mon-fri, ping 15 min before it starts', days(1, 2, 3, 4, 5), [hm(23, 45)], /day before/],
  ])('"%s"', (phrase, dayRule, times, note) => {
    const i = read(phrase);
    expect(i.days).toEqual(dayRule);
    expect(i.times).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it.each([
    ['A shift 06:00–14:00 / B 14:00–22:00 / C 22:00–06:00, ping at each start', [hm(6), hm(14), hm(22)]],
    ['3 shifts, 8 hours each, starting 7am: post the handover note at every change', [hm(7), hm(15), hm(23)]],
    ['every shift change (06:00, 14:00, 22:00)', [hm(6), hm(14), hm(22)]],
    ['2 shifts, 8 hours each, starting 6am: ping at each start', [hm(6), hm(14)]],
    // 12-hour shifts from 7 start at 7 and 19 whichever half of the day "7" is
    ['nurses 12h shifts 7-7, remind at the start of each shift', [hm(7), hm(19)]],
    ['8 hour shifts from 6am, ping at each change', [hm(6), hm(14), hm(22)]],
    // each a day of its own where they cross midnight: every day, so the same runs
    [
      'A 00:00-08:00 / B 08:00-16:00 / C 16:00-00:00, ping 10 min before each change',
      [hm(7, 50), hm(15, 50), hm(23, 50)],
    ],
  ])('"%s" runs at each', (phrase, times) => {
    const i = read(phrase);
    expect(i.days).toEqual(EVERY_DAY);
    expect([...i.times].sort((a, b) => a.hour - b.hour)).toEqual(times);
  });

  it('a place in the subject is the zone, not set aside: "Osaka store opens 10am daily, post the hours then"', () => {
    const i = read('Osaka store opens 10am daily, post the hours then', 'Europe/London');
    expect(i.zone.name).toBe('Asia/Tokyo');
    expect(i.times).toEqual([hm(10)]);
    expect(i.assumptions.join(' ')).not.toMatch(/10:00 AM/);
  });

  it('"weekend event: open friday 18:00 CET, close sunday 23:59 CET": a run when it opens and when it closes', () => {
    const r = schedulePhrase({
      phrase: 'weekend event: open friday 18:00 CET, close sunday 23:59 CET',
      defaultZone: 'Europe/London',
      now: NOW,
    });
    if (!r.ok) throw new Error(r.problem.message);
    const rules = r.value.rules ?? [];
    expect(rules.map((x) => [x.days, x.times])).toEqual([
      [days(6), [hm(18)]],
      [days(1), [hm(23, 59)]],
    ]);
  });

  it.each([
    // the shift times are not given
    ['every shift change', /shift change/],
    // the shifts leave gaps: their changes are not their starts
    ['A 06:00-14:00 / B 15:00-22:00, ping at each change', /gaps/],
    // a list of shifts and one start: which one is unclear
    ['A 06:00-14:00 / B 14:00-22:00, ping at the start', /several starts/],
    // "then" after a range: its start or its end
    ['maintenance 05:00-09:00, alert then', /start or the end/],
    // no end said
    ['B shift starts 14:00, ping at the end', /no end/],
    // 8-hour shifts from a bare 6: 6, 14, 22 or 18, 2, 10
    ['8h shifts from 6, ping at each start', /either half/],
    ['8h shifts 6-3, ping at each start', /does not end/],
    ['5 hour shifts from 6am, ping at each start', /do not divide/],
    // shifts that do not fit in a day
    ['4 shifts, 8 hours each, starting 6am: ping at each start', /do not fit/],
    // the times cross midnight apart on named days: they run on different days
    ['A 00:00-08:00 / B 08:00-16:00 / C 16:00-00:00, ping 10 min before each change, weekdays', /cross midnight/],
    // "starts" is when a schedule starts, not a run at that time
    ['season starts monday, post at 9am', /.+/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('what a time is for, said beside it, is set aside with a note', () => {
  it.each([
    ['need this every weekday at 7:30 before standup', WEEKDAYS, [hm(7, 30)], /before standup/],
    ['weekly on mondays before standup, say 8:45', days(2), [hm(8, 45)], /before standup/],
    ['daily 9am before the team meeting', EVERY_DAY, [hm(9)], /before the team meeting/],
    ['daily sales flash at 9:15pm (after close)', EVERY_DAY, [hm(21, 15)], /after close/],
    ['remind the ward team at 7am, 3pm and 11pm (shift changes)', EVERY_DAY, [hm(7), hm(15), hm(23)], /shift changes/],
  ])('"%s"', (phrase, dayRule, times, note) => {
    const i = read(phrase);
    expect(i.days).toEqual(dayRule);
    expect([...i.times].sort((a, b) => a.hour - b.hour)).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it.each([
    // a date or a time of year after "before" could end the schedule: not set aside
    ['every day at 9am before christmas', /.+/],
    ['every day at 9am before the 15th', /.+/],
    ['every day at 9am before launch', /launch/],
    ['every day at 9am before the end of the month', /.+/],
    ['every day at 9am (after christmas)', /.+/],
    ['friday 17:00 is the 5th, post then', /.+/],
    // nothing that runs at a time of day
    ['every 15 min before standup', /standup/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
