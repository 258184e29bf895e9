import { describe, expect, it } from 'vitest';
import { hm, read, refused } from './read.js';

// NOW is Monday, January 12, 2026
const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('an event on a date, and reminders days before it or on it', () => {
  it.each([
    // a date with its year, a count of days before, and the event said without a verb
    ['cert for the citizen portal expires 2026-03-18, remind me 30 days before at 9am', d(2026, 2, 16), hm(9)],
    ['ransomware tabletop on march 14th 2026 - remind the IR team one week before at 9am', d(2026, 3, 7), hm(9)],
    // a date without its year, in a reminder to a person: the next such date
    ['LAN party is 19 dec, remind me the day before at 8pm', d(2026, 12, 18), hm(20)],
    // the event's own time is no run; "same day" is the event's day
    ['budget hearing 9 Feb 2026 10:00, remind at 8:00 same day', d(2026, 2, 9), hm(8)],
  ])('"%s"', (phrase, day, time) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(day);
    expect(i.endDate).toEqual(day);
    expect(i.maxOccurrences).toBe(1);
    expect(i.times).toEqual([time]);
    expect(i.assumptions.join(' ')).toMatch(/as what the run is about/);
  });

  it('the place said with the event is the run clock', () => {
    const i = read('budget hearing 9 Feb 2026 10:00 Manila, remind at 8:00 same day', 'Europe/London');
    expect(i.zone.name).toBe('Asia/Manila');
    expect(i.times).toEqual([hm(8)]);
  });

  it.each([
    ['public comment period closes 15 Feb 2026 5pm; remind us a week before and the day before at 9', [8, 14], 2],
    ['dub delivery deadline 15 Feb 2026: reminders 14, 7 and 1 day before, 10am', [1, 8, 14], 2],
  ])('several days before: "%s"', (phrase, days, month) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'month-days', days });
    expect(i.months).toEqual({ kind: 'months', months: [month] });
    expect(i.startDate).toEqual(d(2026, month, days[0] as number));
    expect(i.endDate).toEqual(d(2026, month, days.at(-1) as number));
  });

  it('the reminders said with their own dates', () => {
    const i = read('audit committee pack due 12 Feb; reminders on 1, 8 and 11 Feb at 9am');
    expect(i.days).toEqual({ kind: 'month-days', days: [1, 8, 11] });
    expect(i.endDate).toEqual(d(2026, 2, 11));
  });

  it('the reminders said with their time, then their own dates', () => {
    const i = read('festival deadline 1 Mar 2026 23:59 PST - remind us at 9am Pacific on Feb 22 and Feb 28');
    expect(i.days).toEqual({ kind: 'month-days', days: [22, 28] });
    expect(i.zone.name).toBe('America/Los_Angeles');
  });

  it.each([
    // the event's place and the reminder's are two zones
    'festival deadline 1 Mar 2026 23:59 PST - remind us at 9am Eastern on Feb 22 and Feb 28',
    // a date without its year, not a reminder to a person: once, or every year?
    'LAN party is 19 dec, remind the day before at 8pm',
    // "the 24th" after a date: of that month once, not of every month
    'council rates due 31 january, remind me on the 24th at noon',
    // a job said with its date and no verb may run on it too
    'backup 9 dec 2026, remind me the day before at 8pm',
    // a rule of days is no event's name
    'every friday 9 dec 2026, remind me the day before at 8pm',
    // no time said for the reminder
    'cert expires 2026-03-18, remind me 30 days before',
  ])('refuses "%s"', (phrase) => {
    expect(refused(phrase).message.length).toBeGreaterThan(0);
  });
});

describe('dates each said with the same clock, and days listed before their month', () => {
  it.each([
    ['road closure notice: Sat 17 Jan 6am and Sun 18 Jan 6am', [17, 18], hm(6)],
    ['Thurs 15 Jan 7pm and Fri 16 Jan 7pm', [15, 16], hm(19)],
    ['play-offs 5, 6, 12, 13 Feb at 18:00', [5, 6, 12, 13], hm(18)],
  ])('"%s"', (phrase, days, time) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'month-days', days });
    expect(i.times).toEqual([time]);
    expect(i.endDate?.day).toBe(days.at(-1));
  });

  it.each([
    // different clocks on different dates are no one rule
    'sat 17 jan 6am and sun 18 jan 7am',
    // days of one month far ahead: those days once, or every year?
    '1, 15, 25 and 30 september at 10am',
    // an hour list, not days
    'at 9, 10 and 11 dec',
  ])('refuses "%s"', (phrase) => {
    expect(refused(phrase).message.length).toBeGreaterThan(0);
  });
});

describe('runs said against a date given first: that day, both days, the same day, the day before', () => {
  it('"speedrun marathon on 27 Feb 2026: status ping every 6h that day"', () => {
    const i = read('speedrun marathon on 27 Feb 2026: status ping every 6h that day');
    expect(i.interval).toMatchObject({ unit: 'hour', every: 6 });
    expect(i.startDate).toEqual(d(2026, 2, 27));
    expect(i.endDate).toEqual(d(2026, 2, 27));
    expect(i.assumptions.join(' ')).toMatch(/"speedrun marathon on 27 feb 2026" as what the runs are about/);
  });

  it('"tournament 13-14 march 2026: bracket refresh every 30 min from 10am to 6pm both days"', () => {
    const i = read('tournament 13-14 march 2026: bracket refresh every 30 min from 10am to 6pm both days');
    expect(i.days).toEqual({ kind: 'month-days', days: [13, 14] });
    expect(i.startDate).toEqual(d(2026, 3, 13));
    expect(i.endDate).toEqual(d(2026, 3, 14));
  });

  it('two times on a date said without its year: that day, once', () => {
    const i = read('EU clocks change 29 march: run the clock-drift check at 00:30 and 03:30 Paris time that day');
    expect(i.times).toEqual([hm(0, 30), hm(3, 30)]);
    expect(i.startDate).toEqual(d(2026, 3, 29));
    expect(i.zone.name).toBe('Europe/Paris');
  });

  it('"that morning" of a time before noon, a place said after it', () => {
    const i = read('clocks go back on 25 oct 2026 - payroll check at 02:30 that morning, London');
    expect(i.times).toEqual([hm(2, 30)]);
    expect(i.startDate).toEqual(d(2026, 10, 25));
    expect(i.zone.name).toBe('Europe/London');
  });

  it('a second time the same day', () => {
    const i = read('release 27 feb 2026 9am, recap at 5pm same day');
    expect(i.times).toEqual([hm(9), hm(17)]);
    expect(i.startDate).toEqual(d(2026, 2, 27));
    expect(i.assumptions.join(' ')).toMatch(/another run on the date said/);
  });

  it.each([
    ['Key ceremony on Tue 3 Feb at 14h00, and a dry run the day before same time', [2, 3]],
    ['demo on 2 feb 2026 at 14:00, and a rehearsal the day after same time', [2, 3]],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'month-days', days });
    expect(i.times).toEqual([hm(14)]);
  });

  it.each([
    // one run on a date without its year, not a reminder to a person: once, or every year?
    'launch 27 dec: post at 9am that day',
    // days of the week are no date
    'standup every monday: ping at 9am that day',
    // "that morning" of an afternoon time
    'clocks go back on 25 oct 2026 - payroll check at 14:30 that morning',
    // "both days" after one date
    'launch on 27 dec 2026: ping every 6h both days',
    // no date said before "same day"
    'every friday 9am, recap at 5pm same day',
    // the day before a date without its year in another year
    'demo on jan 1 at 14:00, and a rehearsal the day before same time',
    // a weekday the date does not fall on
    'Key ceremony on Wed 3 Feb at 14h00, and a dry run the day before same time',
  ])('refuses "%s"', (phrase) => {
    expect(refused(phrase).message.length).toBeGreaterThan(0);
  });
});

describe('runs until an event said by its date', () => {
  it.each([
    ['battle pass ends 10 Feb - remind everyone daily at 8pm till then', d(2026, 2, 10), hm(20)],
    ['post the countdown every day at 10:00 until launch day, 8 Feb', d(2026, 2, 8), hm(10)],
  ])('"%s"', (phrase, end, time) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'every-day' });
    expect(i.times).toEqual([time]);
    expect(i.endDate).toEqual(end);
  });

  it.each([
    // a day of the week is no event's name
    'every day at 10:00 until monday, 8 Feb',
    // "then" after days of the month: the end of which month?
    'sale ends on the 20th, remind me daily at 9 until then',
  ])('refuses "%s"', (phrase) => {
    expect(refused(phrase).message.length).toBeGreaterThan(0);
  });
});
