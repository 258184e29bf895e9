import { describe, expect, it } from 'vitest';
import { fields, hm, read, refusedRules } from './read.js';

describe('misreadings seen in a blind corpus, closed as classes', () => {
  it('a year after a date is no clock ("oct 31 2027 0130": one run at 1:30, not also at 20:27)', () => {
    expect(read('oct 31 2027 0130').times).toEqual([hm(1, 30)]);
    expect(read('remind me 1 march 2027 0700').times).toEqual([hm(7)]);
    // a list of four-digit times still reads
    expect(read('daily 0700 1900').times).toEqual([hm(7), hm(19)]);
  });

  it('an end on the 24-hour clock keeps the other end on it ("between 6:30 and 22:30" is from 06:30)', () => {
    expect(fields('every 30 minutes between 6:30 and 22:30', 'UTC')).toEqual(['30 6 * * ?', '0,30 7-22 * * ?']);
    expect(read('every 20 min from 7:00 to 23:00').interval?.window?.from).toEqual(hm(7));
    // with a half of the day said, the shorter range stands
    expect(read('every 30 min from 6:30 to 10pm').interval?.window?.from).toEqual(hm(18, 30));
  });

  it.each([
    // (days said before a reminder with days of its own, once read as runs too, are now set aside and the reminder
    // read alone: eventReminders.test.ts)
    // three capitals alone before the time may be an airport's code (read as a name, on the person's clock); the
    // codes placeCode.ts knows ("YYZ 6:30am weekdays", "ORD 7am mondays") are read as the airport's clock
    ['YUL 6:30am weekdays', 'America/Los_Angeles'],
    ['MEX 7am mondays', 'America/New_York'],
  ])('refuses "%s"', (phrase, zone) => {
    expect(refusedRules(phrase, zone).message.length).toBeGreaterThan(0);
  });

  it("near misses: a reminder after its own schedule, and a job's abbreviation, still read", () => {
    expect(read('every day at 9am, remind me to stretch').times).toEqual([hm(9)]);
    expect(read('ETL 2am daily').times).toEqual([hm(2)]);
  });
});
