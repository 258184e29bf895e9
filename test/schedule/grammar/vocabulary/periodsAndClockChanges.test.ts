import { describe, expect, it } from 'vitest';
import { read, refused } from './read.js';

// NOW is Monday 2026-01-12
const date = (year: number, month: number, day: number) => ({ year, month, day });

describe('a course of hours counted from now says the hour it starts at', () => {
  it.each([
    ['remind me every 8 hrs for the next 10 days about the antibiotics', /does not say the hour/],
    ['every 8 hours for 5 days', /does not say the hour/],
    ['every 2 hours for the next 3 days', /does not say the hour/],
    ['every 12 hours for 2 weeks', /does not say the hour/],
  ])('refuses "%s"', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });

  it.each([
    // hourly steps are the same whenever they start; a start or a range says the hour
    ['every hour for the next 3 days', null],
    ['every 8 hours starting 6am for the next 10 days', 6],
    ['every 3 hours from 6am to 9pm for 2 weeks', 6],
    ['every 6 hours for 5 days starting jan 20', 0],
  ])('reads "%s"', (phrase, from) => {
    const i = read(phrase);
    expect(i.endDate).not.toBeNull();
    if (from !== null) expect(i.interval?.window?.from.hour ?? 0).toBe(from);
  });

  it('reads an end date without a length as before', () => {
    expect(read('every 2 hours until 2026-02-01').endDate).toEqual(date(2026, 2, 1));
  });
});

describe('a stretch of months said with "from", or last: those months every year, with a note', () => {
  it.each([
    ['every thursday 5pm from october to march', [1, 2, 3, 10, 11, 12]],
    ['every sunday 10pm from january till june', [1, 2, 3, 4, 5, 6]],
    ['every sunday 3am from march to june', [3, 4, 5, 6]],
    ['every night at 3 am from nov thru feb', [1, 2, 11, 12]],
    ['every sunday 6pm eastern jan thru march', [1, 2, 3]],
    ['21:00 and 03:00 every night sept to april', [1, 2, 3, 4, 9, 10, 11, 12]],
    ['every day 9am may - june', [5, 6]],
  ])('"%s"', (phrase, months) => {
    const i = read(phrase);
    expect(i.months).toEqual({ kind: 'months', months });
    expect(i.startDate).toBeNull();
    expect(i.endDate).toBeNull();
    expect(i.assumptions.join(' ')).toMatch(/every year from .* for one stretch only/);
  });

  it.each([
    // a month with a number is a date: the period's, or unread
    ['every day 9am from jan to march 5', /./],
    ['every day 9am from 14 jan to march', /./],
    ['every day 9am jan to march 2027', /./],
    // months said twice
    ['every day in august 9am from october to march', /months twice/],
  ])('refuses "%s"', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });

  it.each([
    // dates with their years are one stretch
    ['every day 9am from jan 15 to march 26', date(2026, 1, 15), date(2026, 3, 26)],
    ['every day at 9 from dec 14 to jan 2', date(2026, 12, 14), date(2027, 1, 2)],
  ])('reads "%s" as one stretch', (phrase, start, end) => {
    const i = read(phrase);
    expect(i.months).toEqual({ kind: 'every-month' });
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it('leaves "except from june to august" to the months taken out', () => {
    const i = read('every day 9am except from june to august');
    expect(i.months).toEqual({ kind: 'months', months: [1, 2, 3, 4, 5, 9, 10, 11, 12] });
    expect(i.assumptions.join(' ')).not.toMatch(/every year from/);
  });
});

describe('a remark that the clocks change on a date is no date of the schedule', () => {
  it.each([
    ['every sunday 01:30 Lisbon (clocks change oct 31, fine to run once)', 'Europe/Lisbon'],
    ['every day 1:30 am eastern (yes I know the clocks go back on the 7th, once is fine)', 'America/New_York'],
    ['DST starts march 14, make sure every day at 2:30 central is fine', 'America/Chicago'],
    ['every night 1:30am (central); heads up, nov 7 the clocks fall back', 'America/Chicago'],
    ['daylight saving ends apr 4, every weekday at 7:15am is fine', 'UTC'],
    ['every day 9am, fyi DST ends nov 7 2027', 'UTC'],
    ['every day 9am; btw we fall back on nov 7', 'UTC'],
    ['every day at 9am (summer time ends oct 31, fine to run twice)', 'UTC'],
    ['every day at 9am - the clocks go forward on march 28 - that is fine', 'UTC'],
  ])('"%s"', (phrase, zone) => {
    const i = read(phrase);
    expect(i.zone.name).toBe(zone);
    expect(i.startDate).toBeNull();
    expect(i.endDate).toBeNull();
    expect(i.maxOccurrences).toBeNull();
    expect(i.assumptions.join(' ')).toMatch(/remark on the clocks changing.*notes on daylight saving/);
  });

  it.each([
    // "once" beside the remark: one run in all, or once on that day?
    ['every sunday 01:30 Lisbon (clocks change oct 31, run it once)', /once/],
    ['every sunday 01:30 Lisbon (clocks change oct 31), once', /once/],
    // what to do that day is more than a remark
    ['every day 1:30 am eastern (clocks go back nov 7, skip that day)', /skip/],
    ['every day 1:30 am eastern (clocks go back nov 7, run twice that day)', /twice/],
    // said as a bound or a condition, the date is not set aside
    ['every day 9am, after the clocks change on nov 7 run at 10am', /./],
    ['every day 9am until the clocks change nov 7 then 10am', /./],
    // a remark alone is no schedule
    ['heads up, nov 7 the clocks fall back', /no time of day/],
    // said bare, the change may be why the schedule changes
    ['DST starts march 14, every day at 3am', /may say when the schedule changes/],
    ['every day at 9am (summer time ends oct 31)', /may say when the schedule changes/],
    // a change said beside it: from that date, or now?
    ['every day at 2am; DST starts march 14, move it to 3am', /beside "move"/],
    ['every day at 2am (DST starts march 14, make it 3am)', /beside "make it"/],
    ['DST starts march 14, every day at 3am instead of 2am', /beside "instead"/],
    ['every day at 2am, heads up DST starts march 14, then 3am', /beside "then"/],
  ])('refuses "%s"', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });
});

describe('the clocks changing as a bound of the running period: the date said, checked against the zone', () => {
  it.each([
    ['every day at 9am until daylight saving ends on nov 7 2027', 'America/Los_Angeles', null, date(2027, 11, 7)],
    ['every weekday 6am Newfoundland time, starting when DST begins on march 8', 'UTC', date(2026, 3, 8), null],
    ['every weekday 6am until the clocks go back on oct 25', 'Europe/London', null, date(2026, 10, 25)],
    ['every day 7am from when daylight saving ends on april 5', 'Australia/Sydney', date(2026, 4, 5), null],
  ])('"%s" (%s)', (phrase, zone, start, end) => {
    const i = read(phrase, zone);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
    expect(i.assumptions.join(' ')).toMatch(/the clocks in .* change on .* the date said/);
  });

  it.each([
    // the clocks do not change that day in that zone, or not that way: the date or the change?
    ['every weekday 6am, starting when DST begins on march 14', 'Europe/London', /do not change that way/],
    ['every weekday 6am until the clocks go forward on oct 25', 'Europe/London', /do not change that way/],
    ['every day 9am until daylight saving ends on nov 7 2027', 'UTC', /do not change that way/],
    ['every day at 9am until daylight saving ends on the 7th', 'America/Los_Angeles', /month/],
    // in 2026 Newfoundland's clocks go forward on march 8
    ['every weekday 6am Newfoundland time, starting when DST begins on march 14', 'UTC', /do not change that way/],
  ])('refuses "%s" (%s)', (phrase, zone, why) => {
    expect(refused(phrase, zone).message).toMatch(why);
  });
});

describe('events that bound a running period, said with their dates', () => {
  it.each([
    ['every friday 3 pm until trial starts on feb 8', null, date(2026, 2, 8), 'trial'],
    ['every friday 3 pm until the hearing begins feb 8', null, date(2026, 2, 8), 'hearing'],
    ['8am daily until the last flight out on feb 24', null, date(2026, 2, 24), 'last flight out'],
    ['every day at 7am, 12pm over christmas (dec 23 – jan 2)', date(2026, 12, 23), date(2027, 1, 2), 'christmas'],
    ['every day at 9am over the holidays (dec 23 - jan 2)', date(2026, 12, 23), date(2027, 1, 2), 'holidays'],
    ['every day at 9am over the shutdown: dec 23 to jan 2', date(2026, 12, 23), date(2027, 1, 2), 'shutdown'],
  ])('"%s"', (phrase, start, end, name) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
    expect(i.assumptions.join(' ')).toContain(`Read "${name}" as the name of what the dates bound`);
  });

  it.each([
    // a bracket saying what happens on the date before it: a start's after a start, an end's after an end
    ['8:20 AM weekdays from jan 15 (term starts) to march 26', date(2026, 1, 15), date(2026, 3, 26), 'term starts'],
    ['8:20 AM weekdays from jan 15 to march 26 (term ends)', date(2026, 1, 15), date(2026, 3, 26), 'term ends'],
  ])('sets aside the bracket in "%s"', (phrase, start, end, bracket) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
    expect(i.assumptions.join(' ')).toContain(`Read "${bracket}" as what happens on the date before it`);
  });

  it('reads "next year" after two dates as both of next year', () => {
    const i = read('every weekday at 8:10 from oct 11 to dec 17 next year');
    expect(i.startDate).toEqual(date(2027, 10, 11));
    expect(i.endDate).toEqual(date(2027, 12, 17));
  });

  it.each([
    ['8:20 AM weekdays from jan 15 (term ends) to march 26', /does not bound/],
    ['8:20 AM weekdays from jan 15 to march 26 (term starts)', /does not bound/],
    // across the new year, which of the dates are next year's?
    ['every weekday at 8:10 from nov 11 to feb 17 next year', /which dates are next year's/],
    ['every weekday at 8:10 from oct 11 2027 to dec 17 next year', /./],
    // "last" and "final" with a day or a time word say when
    ['every day 9am until the last day on feb 24', /./],
    ['every day 9am until the final friday on feb 24', /./],
    ['every day 9am until the last 3 on feb 24', /./],
    ['every day 9am until the weekly final on feb 24', /./],
    ['every saturday 12:30 until the final on may 29', /./],
    // a time said with the event: the runs end that day, or before it?
    ['every day 9am until the final at noon on feb 24', /./],
  ])('refuses "%s"', (phrase, why) => {
    expect(refused(phrase).message).toMatch(why);
  });
});

describe('"but only" before the end of the running period', () => {
  it('reads "every thurs at 4:30p ET, but only through the end of january"', () => {
    const i = read('every thurs at 4:30p ET, but only through the end of january');
    expect(i.endDate).toEqual(date(2026, 1, 31));
    expect(i.zone.name).toBe('America/New_York');
  });

  it('still leaves "but only" before anything else unread', () => {
    expect(refused('every thurs at 4:30pm, but only if it rains').message).toMatch(/but|rains/);
  });
});
