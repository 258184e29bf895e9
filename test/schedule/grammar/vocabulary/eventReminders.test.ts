import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };
const on = (...days: number[]) => ({ kind: 'weekdays', days });

describe('an event with its own time and days, and a reminder at another time', () => {
  it.each([
    // the reminder's time runs on the event's days; the event's time does not run
    ['lectures tuesdays 9:05, remind me at 8:45', on(3), [hm(8, 45)]],
    ['court bookings open at 7:00 every day, remind me at 6:59', { kind: 'every-day' }, [hm(6, 59)]],
    ['sunday mass livestream starts 10:30, post the link at 10:15', on(1), [hm(10, 15)]],
    ['quran class for the kids sat & sun 10:00-11:30, remind at 9:45', on(1, 7), [hm(9, 45)]],
    ['happy hour reminder mon–fri 17:00–19:00, post at 16:55', WEEKDAYS, [hm(16, 55)]],
    ['reboot window tue+thu 0300-0330, just fire at 0300', on(3, 5), [hm(3)]],
    ['seminar thursdays 11-1, remind me at 10:50', on(5), [hm(10, 50)]],
    ['seminar fridays 11-1, remind me at 12', on(6), [hm(12)]],
    ['lectures every tuesday 9pm, remind me at 8:30', on(3), [hm(20, 30)]],
    // the event's start, end, or each start
    ['thesis block every weekday 9 to 12, remind me at the start and the end', WEEKDAYS, [hm(9), hm(12)]],
    ['maint window = 1st sunday of the month 02:00-04:00 CET, kick the patch job at the start of it', null, [hm(2)]],
    ['SDR call blocks 10-12 and 2-4 daily, ping at the start of each', { kind: 'every-day' }, [hm(10), hm(14)]],
    ['office hours every day 9-5, post at the end', { kind: 'every-day' }, [hm(17)]],
    // a duration before the event's one time
    ['customs cutoff every wed 17:00 rotterdam, remind 3 hours before', on(4), [hm(14)]],
    ['match sundays 2pm, remind me 90 min before', on(1), [hm(12, 30)]],
    // a reminder with days of its own is read alone
    ['bin day is thursday, remind me wednesday at 9pm', on(4), [hm(21)]],
    ['assignment due friday 23:59, remind me thursday 6pm', on(5), [hm(18)]],
    ['library closes at 10, remind me at 9:30pm on weeknights', WEEKDAYS, [hm(21, 30)]],
  ])('"%s"', (phrase, days, times) => {
    const i = read(phrase, 'Europe/Amsterdam');
    if (days !== null) expect(i.days).toEqual(days);
    expect(i.times).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(/the time of the event|what the reminder is about/);
  });

  it('reads a reminder with days of its own alone, as the rules of a phrase', () => {
    const [r, ...more] = rules('wfh tue & thu, remind me to bring the laptop home mon & wed 5pm');
    expect(more).toEqual([]);
    expect(r?.days).toEqual(on(2, 4));
    expect(r?.times).toEqual([hm(17)]);
  });

  it('keeps the zone said with the event', () => {
    expect(fields('customs cutoff every wed 17:00 rotterdam, remind 3 hours before', 'Europe/London')).toEqual([
      '0 13 ? * 4',
    ]);
  });

  it('says how a time without its half of the day was read', () => {
    // 2 PM before 4 PM: the working day's hours, not the small hours
    const i = read('hand-in deadlines are fridays at 4, remind me at 2', 'Europe/Dublin');
    expect(i.days).toEqual(on(6));
    expect(i.times).toEqual([hm(14)]);
    expect(i.assumptions.join(' ')).toMatch(/working day/);
    expect(read('class tuesdays at 3, remind me at 2:45').times).toEqual([hm(14, 45)]);
    expect(read('meeting mondays 7-9, remind me at the start').assumptions.join(' ')).toMatch(/as written/);
  });

  it('moves the days with a time across midnight, and says so', () => {
    const i = read('cutoff mon 01:00, remind 2 hours before');
    expect(i.days).toEqual(on(1));
    expect(i.times).toEqual([hm(23)]);
    expect(i.assumptions.join(' ')).toMatch(/on the day before/);
  });

  it.each([
    // a reminder after the event's start: that day, or the evening before?
    ['standup 9am weekdays, remind me at 5pm', /comes after/],
    ['game saturdays 9am, remind me at 8pm', /comes after/],
    ['lectures tuesdays 9:05, remind me at 10', /comes after/],
    // the early morning, or the afternoon? (the working day's hours only where the other reading is the small hours)
    ['gym opens at 6 weekdays, remind me at 5:30', /either half/],
    ['shift starts mondays at 5, remind me at 4', /either half/],
    ['dinner fridays at 7, remind me at 6', /either half/],
    ['yoga tuesdays 6-7, remind me at the start', /either half/],
    // too far before the event to say the day exactly
    ['deadline fridays at 5, remind 13 hours before', /too far|either half/],
    // one day, or the same day every week?
    ['registration closes fri 11:59pm ET, remind attendees at noon that day', /one day or|could not read/],
    // a job of its own may run beside the reminder
    ['sync 9am daily - remind me at 8:50', /could not read/],
    ['backup 2am daily, post at 9am', /could not read/],
    ['backup window sundays 01:00-03:00, post at 00:55', /could not read/],
    // no days said: once, or every day?
    ['dentist appointment 3:30pm, remind me at 2:45', /could not read/],
    // more than one time to run beside the event
    ['lectures tuesdays 9:05, remind me at 8:45 and 9:00', /could not read/],
    // a date said before: the day of the month said after may be of that date
    ['council rates due 31 january, remind me on the 24th at noon', /single date|could not read/],
    // a start of several ranges, without "each"
    ['call blocks 10-12 and 2-4 daily, ping at the start', /several starts/],
    // what the reminder is about comes every other week: so would the reminder (it ran every week)
    ['recycling is every other week on thursday, remind me wednesday night 8pm', /weeks/],
    ['payroll is biweekly on fridays, remind me thursday at 3pm', /weeks|biweekly/],
    ['green bin fortnightly mondays, ping me sunday 7pm', /weeks|fortnightly/],
    // the event's bare hour, with the run's half not said either, on any days: read by nothing but their order
    ['course on wednesdays at 9, reminder at 8:30', /either half/],
    ['course on the 1st at 9, reminder at 8', /either half/],
    ['course daily at 9, reminder at 8:45', /either half/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('found in review: readings that picked a half of the day or a clock without reason', () => {
  it.each([
    // a reminder's bare clock may come after the event: nearest before is no reason to pick its half
    ['standup is at 9:30 every weekday, post the notes at 12', 'America/New_York'],
    ['market closes at 4 on weekdays, post the summary at 5', 'America/New_York'],
    ['sprint review is at 2 on fridays, post the summary at 4', 'America/New_York'],
    // an evening's event with a bare clock
    ['poker night is fridays at 8, remind me at 7', 'America/New_York'],
    ['movie night is at 8 on saturdays, remind me 1 hour before', 'America/New_York'],
    ['date night is at 7 on fridays, remind me 2 hours before', 'America/New_York'],
    // "friends", "standup" hold no day letters: an event with no day is once or every day
    ['friends dinner is at 7pm, remind me at 6', 'America/New_York'],
    // the place is the event's: the reminder's own days may be on the person's clock
    ['Tokyo office is closed mondays, remind me sundays at 6pm', 'America/New_York'],
    // a reason that may say the half of the day a bare clock is in
    ['every day at 8 so the kids go to bed', 'America/New_York'],
    // first in the phrase, "BOM" may be a bill of materials
    ['BOM 6am daily', 'America/Chicago'],
  ])('refuses "%s"', (phrase, zone) => {
    expect(refusedRules(phrase, zone).message.length).toBeGreaterThan(0);
  });

  it('near misses still read: a reminder before an event whose half is said, a reason beside a clock with its half', () => {
    expect(rules('lectures every tuesday 9pm, remind me at 8:30', 'Europe/London')[0]?.times).toEqual([hm(20, 30)]);
    // the event's bare hour beside a run whose half is said: the run is that clock
    expect(rules('course on wednesdays at 9, reminder at 8:30am', 'Europe/London')[0]?.times).toEqual([hm(8, 30)]);
    expect(rules('course on the 1st at 9am, reminder at 8', 'Europe/London')[0]?.times).toEqual([hm(8)]);
    // a range of bare hours is placed by its length, and the run before it
    expect(rules('rabies clinic saturdays 9-12, remind at 8:30', 'Europe/London')[0]?.times).toEqual([hm(8, 30)]);
    expect(rules('every day at 8pm so the kids go to bed', 'America/New_York')[0]?.times).toEqual([hm(20)]);
    expect(rules('every day at 8 BOM time', 'Europe/London')[0]?.zone.name).toBe('Asia/Kolkata');
  });
});
