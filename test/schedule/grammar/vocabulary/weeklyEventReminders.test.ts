import { describe, expect, it } from 'vitest';
import { fields, hm, read, refusedRules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const on = (...days: number[]) => ({ kind: 'weekdays', days });

describe('a weekly event and reminders before it, shortly after its start, or on days said after them', () => {
  it.each([
    // a whole day (or more) before a time whose half of the day is said: the day before, exactly
    ['we record every thursday 3pm, remind the guest 24h before', on(4), [hm(15)], /on the day before/],
    ['recording every thursday 15:00, remind the guest 36 hours before', on(4), [hm(3)], /on the day before/],
    // several durations, each before the event
    [
      'live show every friday 8pm, remind the crew 2 hours before and 30 mins before',
      on(6),
      [hm(18), hm(19, 30)],
      /2 h before/,
    ],
    ['live show every friday 8pm, remind the crew 2 hours and 30 mins before', on(6), [hm(17, 30)], /2 h 30 min/],
    // before an event said as a range: before its start
    ['streamer schedule: 8pm-midnight tue/thu/sat, ping 5 min before', on(3, 5, 7), [hm(19, 55)], /before its start/],
    // the days said after the reminder
    ['permit office closes at 4; send a reminder 30 min before, weekdays', WEEKDAYS, [hm(15, 30)], /working day/],
    ['3rd shift starts 22:00 — send the reminder 30 min before, mon to fri nights', WEEKDAYS, [hm(21, 30)], /shift/],
    ['the gym opens at 6am, remind me 15 min early, weekdays', WEEKDAYS, [hm(5, 45)], /15 min before/],
    // a run a little after the start is that day's
    ['stream starts 19:00 saturdays — send the "we\'re live" post at 19:02', on(7), [hm(19, 2)], /same day/],
    // an action said as a noun before its time
    ['parliament sits tue-thu 14:30 — livestream check at 14:15', on(3, 4, 5), [hm(14, 15)], /parliament sits/],
    ['academy practice 16:00–18:00 weekdays, attendance ping at 16:05', WEEKDAYS, [hm(16, 5)], /academy practice/],
    // a night's event past midnight, its clocks with their half of the day
    ['system maintenance 11pm–3am every saturday night, notify at 10pm', on(7), [hm(22)], /11pm-3am/],
    // "that day" of a day of every month; an arrow before the action
    [
      'council meeting first tuesday of the month 6pm — send the agenda reminder at 9am that day',
      null,
      [hm(9)],
      /council meeting/,
    ],
    ['timesheets due every sunday 11:59pm → remind at 9pm', on(1), [hm(21)], /timesheets due/],
  ])('"%s"', (phrase, days, times, note) => {
    const i = read(phrase, 'Europe/London');
    if (days !== null) expect(i.days).toEqual(days);
    expect(i.times).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it('reads the day of the month that day', () => {
    expect(
      fields('council meeting first tuesday of the month 6pm — send the agenda reminder at 9am that day', 'UTC'),
    ).toEqual(['0 9 ? * 3#1']);
  });

  it.each([
    // a day said once: the coming one, or every week?
    ['recording thursday 3pm, remind the guest 24h before', /coming one/],
    // a bare hour a day before: which half, so which day?
    ['we record every thursday at 3, remind the guest 24h before', /too far/],
    // across midnight, the days after the reminder may be the event's or the reminder's
    ['night shift starts 00:15, send a reminder 30 min before, weekdays', /event's days or the reminder's/],
    // days said with the event and after the reminder
    ['permit office closes fridays at 4; send a reminder 30 min before, weekdays', /could not read|2 rules/],
    // longer after the start, or a bare clock: that day, or the day before?
    ['stream starts 19:00 saturdays, post the link at 19:45', /comes after/],
    ['stream starts at 7 on saturdays, post the link at 7:05', /either half|comes after/],
    // a run in the small hours of a night's event
    ['system maintenance 11pm–3am every saturday night, notify at 1am', /unclear/],
    // a noun action after the event: a job of its own, or the day before?
    ['standup 9:30 weekdays, notes check at 12', /could not read|comes after|either half|unclear/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refusedRules(phrase, 'Europe/London').message).toMatch(message);
  });
});

describe('times said of shifts, and a duration before an event said with its every day', () => {
  it.each([
    ['OEE report at the end of each shift (0545, 1345, 2145)', [hm(5, 45), hm(13, 45), hm(21, 45)], /each of those/],
    ['OEE report at the start of every shift: 6am, 2pm, 10pm', [hm(6), hm(14), hm(22)], /each of those/],
    ['remind the SOC 10 min before the 0900 daily brief', [hm(8, 50)], /08:50/],
    ['post 10 min before the 00:05 nightly build', [hm(23, 55)], /on the day before/],
  ])('"%s"', (phrase, times, note) => {
    const i = read(phrase, 'Europe/London');
    expect(i.days).toEqual({ kind: 'every-day' });
    expect(i.times).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it.each([
    ['turn the AC on 30 minutes before I get home (6pm weekdays)', WEEKDAYS, [hm(17, 30)], /i get home at 18:00/],
    ['turn the heating on 45 minutes before I wake up (00:30 weekdays)', on(1, 2, 3, 4, 5), [hm(23, 45)], /day before/],
  ])('"%s"', (phrase, days, times, note) => {
    const i = read(phrase, 'Europe/London');
    expect(i.days).toEqual(days);
    expect(i.times).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it.each([
    // a weekly event without its day
    'remind the SOC 10 min before the 0900 weekly brief',
    // another time said beside the one in brackets; a bracket without its half of the day
    'turn the AC on 30 minutes before I get home (6pm weekdays), and at 7pm',
    'turn the AC on 30 minutes before I get home (around 6 weekdays)',
    // the end of each shift with one time, or none
    'OEE report at the end of each shift (0545)',
    'OEE report at the end of each shift',
  ])('refuses "%s"', (phrase) => {
    expect(refusedRules(phrase, 'Europe/London').message.length).toBeGreaterThan(0);
  });
});
