import { describe, expect, it } from 'vitest';
import { readPhrase } from '../../../../src/schedule/grammar/read.js';
import type { LocalIntent } from '../../../../src/schedule/intent.js';

// a Monday: 7:00 AM in New York
const NOW = Date.parse('2026-01-12T12:00:00Z');

function read(phrase: string, now = NOW, zone = 'America/New_York'): LocalIntent {
  const r = readPhrase(phrase, { now, defaultZone: zone });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.code}: ${r.problem.message}`);
  return r.value;
}

function refusal(phrase: string, now = NOW) {
  const r = readPhrase(phrase, { now, defaultZone: 'America/New_York' });
  if (r.ok) throw new Error(`${phrase}: read as ${JSON.stringify(r.value)}`);
  return r.problem;
}

const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('period parser: running periods in everyday words', () => {
  it.each([
    ['starting next week, every day at 9am', d(2026, 1, 19), null],
    ['every day at 9am from next week', d(2026, 1, 19), null],
    ['starting next month every day at 9am', d(2026, 2, 1), null],
    ['every day at 9am starting monday', d(2026, 1, 19), null],
    ['every day at 9am starting on wednesday', d(2026, 1, 14), null],
    ['every day at 9am starting next monday', d(2026, 1, 19), null],
    ['every day at 9am starting next friday', d(2026, 1, 23), null],
    ['every day at 9am from next friday', d(2026, 1, 23), null],
    ['every day at 9am beginning this friday', d(2026, 1, 16), null],
    ['every day at 9am for 30 days', null, d(2026, 2, 10)],
    ['every day at 9am for the next 2 weeks', null, d(2026, 1, 25)],
    ['every day at 9am for 6 weeks', null, d(2026, 2, 22)],
    ['every day at 9am for 3 months', null, d(2026, 4, 11)],
    ['every day at 9am for a week', null, d(2026, 1, 18)],
    ['every day at 9am for the next month', null, d(2026, 2, 11)],
    ['every day at 9am for one year', null, d(2027, 1, 11)],
    ['every day at 9am through the end of the year', null, d(2026, 12, 31)],
    ['every day at 9am for the rest of the year', null, d(2026, 12, 31)],
    ['every day at 9am until year-end', null, d(2026, 12, 31)],
    ['every day at 9am until the end of march', null, d(2026, 3, 31)],
    ['every day at 9am until the end of february', null, d(2026, 2, 28)],
    ['every day at 9am until end of march 2027', null, d(2027, 3, 31)],
    ['every day at 9am until end of month', null, d(2026, 1, 31)],
    ['every day at 9am until the end of next month', null, d(2026, 2, 28)],
    ['every day at 9am until the end of the quarter', null, d(2026, 3, 31)],
    ['every day at 9am until next friday', null, d(2026, 1, 23)],
    ['starting next week, every day at 9am for 2 weeks', d(2026, 1, 19), d(2026, 2, 1)],
    ['every day at 9am from march 1 for 30 days', d(2026, 3, 1), d(2026, 3, 30)],
    ['every day at 9am starting next month until the end of march', d(2026, 2, 1), d(2026, 3, 31)],
  ])('%s', (phrase, startDate, endDate) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(startDate);
    expect(i.endDate).toEqual(endDate);
    expect(i.maxOccurrences).toBeNull();
    expect(i.days).toEqual({ kind: 'every-day' });
  });

  it('says what a relative date was taken as', () => {
    expect(read('starting next week, every day at 9am').assumptions).toEqual([
      '"starting next week" read as from Monday, January 19, 2026.',
    ]);
    expect(read('every day at 9am for 30 days').assumptions).toEqual([
      '"for 30 days" read as from Monday, January 12, 2026 until Tuesday, February 10, 2026 (the last day with runs).',
    ]);
  });

  it("resolves against today in the schedule's zone, not in UTC", () => {
    // 2026-01-12 02:00 UTC is still Sunday evening in New York: next week starts the next morning
    const sundayEvening = Date.parse('2026-01-12T02:00:00Z');
    expect(read('starting next week every day at 9am', sundayEvening).startDate).toEqual(d(2026, 1, 12));
    expect(read('starting next week every day at 9am', sundayEvening, 'Asia/Tokyo').startDate).toEqual(d(2026, 1, 19));
  });

  it('reads the day rule beside a start day, and "from Monday to Friday" stays a day rule', () => {
    const i = read('every monday at 9am starting monday');
    expect(i.days).toEqual({ kind: 'weekdays', days: [2] });
    expect(i.startDate).toEqual(d(2026, 1, 19));
    const range = read('from monday to friday at 9am');
    expect(range.days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6] });
    expect(range.startDate).toBeNull();
    expect(read('monday until friday at 9am').endDate).toBeNull();
  });

  it('a length of hours ends an open window of an interval', () => {
    const i = read('every 15 minutes from 9am for 2 hours');
    expect(i.interval?.window).toEqual({ from: { hour: 9, minute: 0 }, to: { hour: 10, minute: 59 } });
    expect(i.endDate).toBeNull();
  });

  it.each([
    ['every day at 9am for 2 hours', /"for 2 hours" is a length of time within a day/],
    ['every hour from 10pm for 3 hours', /runs past midnight/],
    ['every 2 weeks at 9am', /not every 2 weeks/],
    ['every day at 9am for weeks', /could not read "for weeks"/],
    ['every day at 9am from march 1 until march 30 for 30 days', /both an end date and a length/],
    ['every day at 9am starting next week starting next month', /two starts/],
    // said on a Monday: this week's Friday or next week's?
    [
      'next friday at 9am',
      /"next friday" said on a Monday could be Friday, January 16, 2026 or Friday, January 23, 2026/,
    ],
    ['next monday', /"next monday" is a single day/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refusal(phrase).message).toMatch(message);
  });

  it('"every 2 weeks" is never a period, and runs are never counted for a length', () => {
    expect(refusal('every 2 weeks for 6 weeks at 9am').code).toBe('inexpressible');
    expect(read('every day at 9am for 10 runs').endDate).toBeNull();
    expect(read('every day at 9am for 10 runs').maxOccurrences).toBe(10);
  });
});

describe('date ranges with "between"', () => {
  it.each([
    'between 1 June and 31 August every day at 9am',
    'every day at 9am between june 1 and august 31',
    'every day at 9am from 1 june to 31 august',
    'every day at 9am from june 1 through august 31',
    'every day at 9am from june 1 to august 31',
  ])('%s', (phrase) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(d(2026, 6, 1));
    expect(i.endDate).toEqual(d(2026, 8, 31));
  });

  it('an end without a year after the start falls in the next year', () => {
    expect(read('every day at 9am between 1 june and 31 march').endDate).toEqual(d(2027, 3, 31));
  });

  it('refuses a range written backwards with its years', () => {
    expect(refusal('every day at 9am between 31 August 2026 and 1 June 2026').message).toMatch(/end date is before/);
  });
});

describe('a single date is refused with phrases that work', () => {
  it.each([
    [
      'tomorrow',
      '"tomorrow" is a single day, not a repeating schedule.',
      'To run daily say "every day at 9am"; to begin tomorrow say "starting tomorrow, every day at 9am".',
    ],
    [
      'mar 25',
      '"mar 25" is a single date, not a repeating schedule.',
      'To run once say "once on mar 25 at 9am"; every year, "every year on mar 25 at 9am"; to begin on it, "starting mar 25, every day at 9am".',
    ],
    [
      'every monday at 9 on mar 25',
      '"mar 25" is a single date, not a repeating schedule.',
      'To begin or stop on it, say "starting mar 25" or "until mar 25".',
    ],
  ])('%s', (phrase, message, hint) => {
    const p = refusal(phrase);
    expect(p.message).toBe(message);
    expect(p.hint).toBe(hint);
  });

  it('the phrases offered are read', () => {
    expect(read('every day at 9am').times).toEqual([{ hour: 9, minute: 0 }]);
    expect(read('starting tomorrow, every day at 9am').startDate).toEqual(d(2026, 1, 13));
    expect(read('every mar 25 at 9am').days).toEqual({ kind: 'month-days', days: [25] });
    expect(read('every year on mar 25 at 9am').days).toEqual({ kind: 'month-days', days: [25] });
    expect(read('once on mar 25 at 9am').maxOccurrences).toBe(1);
    expect(read('starting mar 25, every day at 9am').startDate).toEqual(d(2026, 3, 25));
    expect(read('every friday at 9am starting next friday').startDate).toEqual(d(2026, 1, 23));
  });
});
