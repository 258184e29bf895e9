import { describe, expect, it } from 'vitest';
import { fields, read, refused, refusedRules, rules } from './read.js';

describe('months listed with slashes', () => {
  it.each([
    ['first Monday of Jan/Apr/Jul/Oct at 10:00', [1, 4, 7, 10]],
    ['every day in jan/feb at 9am', [1, 2]],
  ])('"%s"', (phrase, months) => {
    expect(read(phrase).months).toEqual({ kind: 'months', months });
  });

  it('"quarterly" beside the quarters\' months with slashes agrees with them', () => {
    const i = read('quarterly 1st business day of jan/apr/jul/oct 9:00', 'Europe/Amsterdam');
    expect(i.months).toEqual({ kind: 'months', months: [1, 4, 7, 10] });
    expect(i.assumptions.join(' ')).toMatch(/quarterly/);
    expect(fields('quarterly, first Monday of Jan/Apr/Jul/Oct at 10:00', 'Africa/Johannesburg')).toEqual([
      '0 8 ? 1/3 2#1',
    ]);
  });

  it.each([
    // months that are not one a quarter still clash with "quarterly"
    ['quarterly, first Monday of Jan/Feb/Jul/Oct at 10:00', /months twice/],
    // numbers with a slash are a date, not months
    ['first Monday of 1/4 at 10:00', /single date/],
  ])('refuses "%s"', (phrase, reason) => {
    expect(refused(phrase).message).toMatch(reason);
  });
});

describe('a day of the month moved off a weekend', () => {
  it.each([
    'on the 1st at 8am - if the 1st is a weekend then the monday after',
    'on the 1st of every month at 8am, or the next business day if it falls on a weekend',
    'sms on the 1st at 8am, and if it lands on a weekend the following monday',
  ])('"%s" is the first weekday of the month (1W)', (phrase) => {
    expect(fields(phrase, 'Africa/Johannesburg')).toEqual(['0 6 1W * ?']);
  });

  it('says how it read the move', () => {
    const [r] = rules('on the 1st at 8am - if the 1st is a weekend then the monday after');
    expect(r?.days).toEqual({ kind: 'nearest-weekday', day: 1 });
    expect(r?.assumptions.join(' ')).toMatch(/first weekday of the month/);
  });

  it.each([
    // CRON's W takes a Sunday forward: not "the friday before"
    ['payroll on the 25th, or the previous business day if the 25th falls on a weekend, 10:00', /cannot move the 25th/],
    ['reminder for the 20th 5pm, and if the 20th is a weekend then the friday before', /cannot move the 20th/],
    // and a Saturday back: not "the monday after" for any day but the 1st
    ['on the 15th at 9am, if it falls on a weekend then the monday after', /cannot move the 15th/],
    // a day of the month on weekdays only: days of the month and of the week in one expression
    ['retro on the 10th at 3:30pm, unless it falls on a weekend (then skip)', /only when it is a weekday/],
    // the day moved is not the day said, or two days are said
    ['on the 2nd at 8am, if the 1st is a weekend then the monday after', /./],
    ['on the 1st and 15th at 8am, if it is a weekend then the monday after', /./],
  ])('refuses "%s"', (phrase, reason) => {
    expect(refusedRules(phrase).message).toMatch(reason);
  });
});

describe('dates of the year listed day first, and "quarterly" beside four dates named', () => {
  it.each([
    ['1 Mar, 1 Jun, 1 Sep, 1 Dec at 9am', [3, 6, 9, 12], [1]],
    ['1 March, 1 June, 1 September, 1 December at 9am', [3, 6, 9, 12], [1]],
    ['quarterly: 1 Mar, 1 Jun, 1 Sep, 1 Dec at 9am', [3, 6, 9, 12], [1]],
    ['Quarterly: Jan 15, Apr 15, Jun 15, Sep 15 at noon', [1, 4, 6, 9], [15]],
  ])('"%s"', (phrase, months, days) => {
    const i = read(phrase);
    expect(i.months).toEqual({ kind: 'months', months });
    expect(i.days).toEqual({ kind: 'month-days', days });
  });

  it('says when the dates named are not three months apart', () => {
    expect(read('Quarterly: Jan 15, Apr 15, Jun 15, Sep 15 at noon').assumptions.join(' ')).toMatch(
      /not three months apart/,
    );
  });

  it.each([
    // months in a row, or two months, are no quarters
    ['quarterly on Jan 15, Feb 15, Mar 15, Apr 15 at noon', /./],
    ['quarterly on Jan 15 and Jul 15 at noon', /months twice/],
  ])('refuses "%s"', (phrase, reason) => {
    expect(refused(phrase).message).toMatch(reason);
  });
});

describe('months as a part of their own, and seasons with their months', () => {
  it.each([
    ['5am on weekdays, November through March', [1, 2, 3, 11, 12]],
    ['nov-mar, weekdays at 5am', [1, 2, 3, 11, 12]],
    ['at 2pm in summer (dec-feb)', [1, 2, 12]],
    ['at 2pm during the winter months (jun/jul/aug)', [6, 7, 8]],
  ])('"%s"', (phrase, months) => {
    const i = read(phrase);
    expect(i.months).toEqual({ kind: 'months', months });
    expect(i.assumptions.join(' ')).toMatch(/every year from|months in brackets/);
  });

  it.each([
    // a day after the range: a date, not months
    ['5am on weekdays, November through March 3', /./],
    // a season without its months: which months?
    ['at 2pm in summer', /summer/],
  ])('refuses "%s"', (phrase, reason) => {
    expect(refused(phrase).message).toMatch(reason);
  });
});

describe('running periods: "but only till", a year of its own, dates said in mixed order, things counted', () => {
  const NY = 'America/New_York';
  it.each([
    ['nightly at 11pm but only till Mar 18', null, { year: 2026, month: 3, day: 18 }],
    ['every friday 3pm till the end of the fiscal year (30 june)', null, { year: 2026, month: 6, day: 30 }],
    ['daily 3pm from 1 to 12 Feb', { year: 2026, month: 2, day: 1 }, { year: 2026, month: 2, day: 12 }],
    ['at 5 am from june 1 to 31 august', { year: 2026, month: 6, day: 1 }, { year: 2026, month: 8, day: 31 }],
    ['at 5 am from the 1st of june to 31 august', { year: 2026, month: 6, day: 1 }, { year: 2026, month: 8, day: 31 }],
  ])('"%s"', (phrase, start, end) => {
    const i = read(phrase, NY);
    expect(i.startDate).toEqual(start);
    expect(i.endDate).toEqual(end);
  });

  it('"for 10 episodes" is ten runs, one each', () => {
    const i = read('weekly from 6 Jan 2027 for 10 episodes, wednesdays 9am', NY);
    expect(i.maxOccurrences).toBe(10);
    expect(i.startDate).toEqual({ year: 2027, month: 1, day: 6 });
    expect(i.assumptions.join(' ')).toMatch(/one for each/);
  });

  it('"skip christmas day" takes the date out', () => {
    expect(rules('daily at 0715, skip christmas day')[0]?.assumptions.join(' ')).toMatch(/December 25/);
  });

  it.each([
    // beside an interval, "from 9 to 12 feb" may be hours
    ['every hour from 9 to 12 feb', /feb/],
    // days that do not rise
    ['daily 3pm from 12 to 1 Feb', /feb/],
    // a fiscal year without its date
    ['every friday 3pm till the end of the fiscal year', /fiscal/],
    // things counted beside several runs a day: how many runs?
    ['wednesdays 9am and 5pm from 6 Jan 2027 for 10 episodes', /counts things/],
    ['every 30 min for 10 sessions', /counts things/],
  ])('refuses "%s"', (phrase, reason) => {
    expect(refused(phrase, NY).message).toMatch(reason);
  });
});

describe('days of the month round the month end', () => {
  it.each([
    ['3pm every day from the 28th to the 3rd of every month', [1, 2, 3, 28, 29, 30, 31]],
    ['3pm every day from the 1st to the 7th of the month', [1, 2, 3, 4, 5, 6, 7]],
    ['the 25th to the 2nd of each month at 9am', [1, 2, 25, 26, 27, 28, 29, 30, 31]],
  ])('"%s"', (phrase, days) => {
    expect(read(phrase).days).toEqual({ kind: 'month-days', days });
  });

  it.each([
    // no month said: every month's days, or once?
    ['3pm, every day from the 28th until the 3rd', /every month, or once/],
    ['every day from the 1st to the 15th at 9am', /every month, or once/],
  ])('refuses "%s"', (phrase, reason) => {
    expect(refused(phrase).message).toMatch(reason);
  });
});
