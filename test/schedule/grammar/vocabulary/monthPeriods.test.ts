import { describe, expect, it } from 'vitest';
import { readRules } from '../../../../src/schedule/grammar/rules.js';
import { NOW, read, refused } from './read.js';

// NOW is Monday 2026-01-12
const date = (year: number, month: number, day: number) => ({ year, month, day });

describe('running periods by month and by holiday', () => {
  it.each([
    ['every day at 6am for the month of january', date(2026, 1, 1), date(2026, 1, 31)],
    ['every day at 6am for the month of march', date(2026, 3, 1), date(2026, 3, 31)],
    ['daily at 9am for february', date(2026, 2, 1), date(2026, 2, 28)],
    ['weekdays at 9am for all of february 2028', date(2028, 2, 1), date(2028, 2, 29)],
    ['mondays 9am through february', null, date(2026, 2, 28)],
    ['mondays 9am thru december', null, date(2026, 12, 31)],
    ['daily at 10pm until christmas', null, date(2026, 12, 25)],
    ['daily at 10pm till xmas eve', null, date(2026, 12, 24)],
    ["daily at 10pm through new year's eve", null, date(2026, 12, 31)],
    // "until February" as "until next month": until it begins, with a note saying how to run all of it
    ['mondays 9am until february', null, date(2026, 1, 31)],
    ['daily at 9am till march', null, date(2026, 2, 28)],
    ['weekdays 18:00 til april', null, date(2026, 3, 31)],
    ['every friday at 4pm until dec', null, date(2026, 11, 30)],
  ])('"%s"', (phrase, start, end) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
    expect(i.assumptions.some((a) => a.includes('(the last day with runs)'))).toBe(true);
  });

  it('leaves months said as a range to the month rule', () => {
    const i = read('every day in june through august at 9am');
    expect(i.months).toEqual({ kind: 'months', months: [6, 7, 8] });
    expect(i.endDate).toBeNull();
  });

  it.each([
    // said in that month (NOW is in January): through its end, or until next year's begins?
    ['mondays 9am until january', /could mean through its end, or until next year's January begins/],
    // "through" and "until the end of" say all of it; a month's day said is a date
    ['daily at 9am for the month of january until christmas', /two ends of its running period/],
    // a movable holiday is not a date
    ['daily at 9am until easter', /"until easter"/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"except Christmas": one date of the year left out, as two rules', () => {
  const rules = (phrase: string) => {
    const r = readRules(phrase, { now: NOW, defaultZone: 'UTC' });
    if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
    return r.value;
  };
  const ALL_BUT = (n: number) => Array.from({ length: 31 }, (_, i) => i + 1).filter((d) => d !== n);

  it.each([
    ['every day except christmas at 8am', 12, 25],
    ['every day at 8am except dec 25', 12, 25],
    ['daily at 8am but not on the 1st of january', 1, 1],
    ["every day at 8am except new year's day", 1, 1],
  ])('"%s"', (phrase, month, day) => {
    const [rest, alone] = rules(phrase);
    expect(rest?.days).toEqual({ kind: 'every-day' });
    expect(rest?.months).toEqual({
      kind: 'months',
      months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((m) => m !== month),
    });
    expect(alone?.days).toEqual({ kind: 'month-days', days: ALL_BUT(day) });
    expect(alone?.months).toEqual({ kind: 'months', months: [month] });
    expect(rest?.assumptions.some((a) => a.includes('every year'))).toBe(true);
  });

  it('takes several dates out, one rule for each month they fall in', () => {
    const r = rules("daily at 9am except christmas and new year's day");
    expect(r.map((x) => [x.days, x.months])).toEqual([
      [{ kind: 'every-day' }, { kind: 'months', months: [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] }],
      [
        { kind: 'month-days', days: ALL_BUT(1) },
        { kind: 'months', months: [1] },
      ],
      [
        { kind: 'month-days', days: ALL_BUT(25) },
        { kind: 'months', months: [12] },
      ],
    ]);
    expect(r[0]?.assumptions).toContain(
      `"except christmas and new year's day" read as no run on December 25 and January 1, every year.`,
    );
    expect(rules('daily at 9am except christmas, except boxing day')[1]?.days).toEqual({
      kind: 'month-days',
      days: ALL_BUT(25).filter((d) => d !== 26),
    });
  });

  it('takes the day out of days of the month, and a month left with none is dropped', () => {
    expect(rules('on the 25th at 9am except christmas').map((r) => [r.days, r.months])).toEqual([
      [
        { kind: 'month-days', days: [25] },
        { kind: 'months', months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] },
      ],
    ]);
  });

  it.each([
    // days of the week and days of the month cannot be in one task
    ['weekdays at 8am except christmas', /days of the week or days of the month, not both/],
    ['every monday at 8am except christmas', /not both/],
    // a date the schedule never runs on
    ['on the 1st at 9am except christmas', /does not run on December 25/],
    ['every day in july at 9am except christmas', /does not run on December 25/],
    ['daily at 9am except feb 30', /February has no day 30/],
    ['daily at 9am except easter', /"except easter"/],
  ])('refuses "%s"', (phrase, words) => {
    const r = readRules(phrase, { now: NOW, defaultZone: 'UTC' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problem.message).toMatch(words);
  });
});

describe('a weekday and a day of the month as a bound: "starting Monday the 19th"', () => {
  it.each([
    ['starting monday the 19th, weekdays 6am', date(2026, 1, 19), null],
    ['weekdays 6am until friday the 30th', null, date(2026, 1, 30)],
    ['weekdays 6am from monday 19th', date(2026, 1, 19), null],
  ])('"%s"', (phrase, start, end) => {
    const i = read(phrase);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
    // the day of the month is the date's, not a day rule
    expect(i.days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6] });
  });

  it('refuses a weekday that the next such date is not', () => {
    expect(refused('starting tuesday the 19th, weekdays 6am').message).toMatch(
      /the next 19th \(Monday, January 19, 2026\) is not a Tuesday/,
    );
  });
});

describe('"during <month>" without a year', () => {
  it('is every year in that month, and says how to ask for the coming one only', () => {
    const i = read('every day at noon during march');
    expect(i.months).toEqual({ kind: 'months', months: [3] });
    expect(i.endDate).toBeNull();
    // NOW is January 2026: the coming March is this year's
    expect(i.assumptions.join(' ')).toMatch(/"during march" read as every year in March; .*"during march 2026"/);
  });

  it('with a year, is that month only (no such note)', () => {
    const i = read('every day at noon during march 2027');
    expect(i.endDate).toEqual(date(2027, 3, 31));
    expect(i.assumptions.join(' ')).not.toMatch(/every year/);
  });
});
