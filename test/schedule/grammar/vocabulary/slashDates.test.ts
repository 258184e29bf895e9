import { describe, expect, it } from 'vitest';
import { read, refused } from './read.js';

// NOW is Monday 2026-01-12
const date = (year: number, month: number, day: number) => ({ year, month, day });
const LONDON = 'Europe/London';
const NEW_YORK = 'America/New_York';
const TORONTO = 'America/Toronto';

describe('dates written with slashes', () => {
  it.each([
    // a part over 12 says the order, for every date of the phrase, wherever the person is
    ['every day at 7am from 1/12 to 31/12', LONDON, date(2026, 12, 1), date(2026, 12, 31)],
    ['every day at 7am from 1/12 to 31/12', NEW_YORK, date(2026, 12, 1), date(2026, 12, 31)],
    ['every day at 7am from 12/1 to 12/31', LONDON, date(2026, 12, 1), date(2026, 12, 31)],
    ['weekdays 9am from 1/12/2026 to 31/3/2027', TORONTO, date(2026, 12, 1), date(2027, 3, 31)],
    ['daily 9am until 15/01/2027', NEW_YORK, null, date(2027, 1, 15)],
    // the same day either way
    ['daily 9am until 5/5', TORONTO, null, date(2026, 5, 5)],
  ])('"%s" (%s)', (phrase, zone, start, end) => {
    const i = read(phrase, zone);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
    expect(i.assumptions.some((a) => a.includes('/'))).toBe(false);
  });

  it.each([
    // otherwise the person's own zone says where they write from, and a note says what was read
    ['every day at 9am until 3/4', LONDON, date(2026, 4, 3), /"3\/4" read as 3 April, day first; write "March 4"/],
    ['every day at 9am until 3/4', NEW_YORK, date(2026, 3, 4), /"3\/4" read as March 4, month first.*"3 April"/],
    ['every day at 9am until 3/4', 'Asia/Manila', date(2026, 3, 4), /month first/],
    ['every day at 9am until 3/4', 'Australia/Sydney', date(2026, 4, 3), /day first/],
  ])('"%s" (%s) with a note', (phrase, zone, end, note) => {
    const i = read(phrase, zone);
    expect(i.endDate).toEqual(end);
    expect(i.assumptions.join(' ')).toMatch(note);
  });

  it.each([
    // in Canada both orders are written
    ['every day at 9am until 3/4', TORONTO, /"3\/4" could be 3 April or March 4/],
    // one date day first and one month first
    ['every day at 9am from 13/1 to 1/14', LONDON, /one day first and one month first/],
  ])('refuses "%s" (%s)', (phrase, zone, words) => {
    expect(refused(phrase, zone).message).toMatch(words);
  });

  it('leaves times and fractions with slashes to their own readings', () => {
    expect(read('every day at 03:00/09:00', LONDON).times).toEqual([
      { hour: 3, minute: 0 },
      { hour: 9, minute: 0 },
    ]);
    expect(read('every day at 7am/7pm', NEW_YORK).times).toHaveLength(2);
  });
});

describe('dates written with dots', () => {
  it.each([
    // day first wherever the person is: the dots are the European habit
    ['daily 07:00 from 01.12.2026 to 31.03.2027', NEW_YORK, date(2026, 12, 1), date(2027, 3, 31)],
    ['daily 08:00 from 01.12. to 24.12.', LONDON, date(2026, 12, 1), date(2026, 12, 24)],
    ['weekdays 9am until 15.1.27', 'Europe/Berlin', null, date(2027, 1, 15)],
  ])('"%s" (%s)', (phrase, zone, start, end) => {
    const i = read(phrase, zone);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it('leaves clocks and decimals with one dot alone', () => {
    expect(read('daily at 6.00 and 18.00', LONDON).times).toEqual([
      { hour: 6, minute: 0 },
      { hour: 18, minute: 0 },
    ]);
    expect(read('every 0.5 hours', LONDON).interval).toMatchObject({ every: 30, unit: 'minute' });
  });
});

describe('timestamps as the ends of a running period', () => {
  it('reads the clock of "starting 2026-12-01T00:00Z" as when it begins, not a time to run at', () => {
    const i = read('daily 06:00 UTC starting 2026-12-01T00:00Z', 'Europe/Berlin');
    expect(i.times).toEqual([{ hour: 6, minute: 0 }]);
    expect(i.startDate).toEqual(date(2026, 12, 1));
  });

  it("leaves the schedule's zone to the person when only a timestamp says Z", () => {
    const i = read('daily 9am until 2027-03-01T17:00Z', 'Europe/Berlin');
    expect(i.zone.name).toBe('Europe/Berlin');
    expect(i.times).toEqual([{ hour: 9, minute: 0 }]);
  });

  it('still reads a clock said with Z as UTC', () => {
    expect(read('daily 0600z', 'Europe/Berlin').zone.name).toBe('UTC');
  });
});
