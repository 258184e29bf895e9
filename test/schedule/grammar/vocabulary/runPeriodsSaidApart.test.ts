import { describe, expect, it } from 'vitest';
import { hm, refusedRules, rules } from './read.js';

/** The one rule a phrase reads as. */
function one(phrase: string, zone = 'UTC') {
  const rs = rules(phrase, zone);
  expect(rs).toHaveLength(1);
  return rs[0] as (typeof rs)[number];
}

const date = (year: number, month: number, day: number) => ({ year, month, day });

describe('a start said first as what starts, the runs and their end after it', () => {
  it.each([
    ['exam week begins feb 2: daily 7am until feb 6', hm(7), date(2026, 2, 2), date(2026, 2, 6)],
    [
      'choir term 2 starts feb 3 - rehearsal reminder tuesdays 6:30pm until mar 24',
      hm(18, 30),
      date(2026, 2, 3),
      date(2026, 3, 24),
    ],
    [
      'the outdoor pool opens may 1, lifeguard rota every day 06:30 through sep 30',
      hm(6, 30),
      date(2026, 5, 1),
      date(2026, 9, 30),
    ],
    [
      'food drive starts feb 18; donation nudge each night 8pm until apr 2',
      hm(20),
      date(2026, 2, 18),
      date(2026, 4, 2),
    ],
    // the event's own time, the runs at it or later that day
    [
      'registration opens feb 1 at 9:00, reminders 9:00 and 18:00 daily through feb 10',
      hm(9),
      date(2026, 2, 1),
      date(2026, 2, 10),
    ],
    [
      'spring term 1 starts feb 9 — weekly register email mondays 7am from then until mar 27',
      hm(7),
      date(2026, 2, 9),
      date(2026, 3, 27),
    ],
  ])('%s', (phrase, time, start, end) => {
    const r = one(phrase, 'Europe/London');
    expect(r.times[0]).toEqual(time);
    expect(r.startDate).toMatchObject(start);
    expect(r.endDate).toMatchObject(end);
  });

  it.each([
    // a run before the event's own time that day: the first day's runs are not said
    ['voting opens mar 1 9am - reminders every day at 8am and 5pm until mar 5', /time of its own/],
    ['sale starts dec 7 8am, post hourly until dec 18', /time of its own/],
    // what ends said first, runs after it: how they relate is not said
    ['contract ends mar 27 - every day 0600 until mar 20', /does not say how they relate/],
  ])('%s is refused', (phrase, why) => {
    expect(refusedRules(phrase, 'Europe/London').message).toMatch(why);
  });
});

describe('a number of things, one a run, said alone between commas', () => {
  it.each([
    ['podcast drops weekly thu 6am, 8 episodes, starting feb 5', 8],
    ['piano mondays 4pm, 12 lessons, from feb 2', 12],
    ['mon 9am starting feb 2 (6 sessions)', 6],
    ['daily 07:30, 5 sessions in total', 5],
    ['tuesdays 18:00 - 10 classes - from mar 3', 10],
    // more things than days a week, the days joined by "and"
    ['mon and thu 6pm, 10 classes', 10],
  ])('%s', (phrase, n) => {
    expect(one(phrase, 'Europe/London').maxOccurrences).toBe(n);
  });

  it.each([
    // as many things as days a week: a week's or all of them
    ['tue thu 8am, 2 sessions, from feb 3', /each week or the runs in all/],
    // the days joined by "and" or "&" (read as a rule a day) just the same
    ['mon and thu 6pm, 2 classes', /each week or the runs in all/],
    ['mon & thu 6pm (2 classes)', /each week or the runs in all/],
    // more than one run a day
    ['daily 7:30 and 19:30, 5 sessions', /more than one run a day/],
    // a frequency
    ['mon 9am, 8 sessions a week', /could not read/],
  ])('%s is refused', (phrase, why) => {
    expect(refusedRules(phrase, 'Europe/London').message).toMatch(why);
  });
});

describe('an end said as some day of a month', () => {
  it.each([
    'chess club thu 5pm (ends in march)',
    'daily 7am, finishing in april',
    'fridays 4pm, stops sometime in june',
  ])('%s is refused: which day of the month', (phrase) => {
    expect(refusedRules(phrase, 'America/New_York').message).toMatch(/does not say which day of \w+ is the last/);
  });

  it('"until march" runs until March begins, "then stop" said after it', () => {
    expect(one('every wed 2pm until march, then stop').endDate).toEqual(date(2026, 2, 28));
  });
});

describe('a first run, then "every night after"', () => {
  it.each([
    ['tonight 9pm and every night after at 9pm for 2 weeks', hm(21), date(2026, 1, 12), date(2026, 1, 25)],
    ['today 5:30pm and every day after that until jan 30', hm(17, 30), date(2026, 1, 12), date(2026, 1, 30)],
    ['tomorrow 07:00 and every morning thereafter', hm(7), date(2026, 1, 13), null],
    ['meds tonight 21:00 and every night after, for 10 days', hm(21), date(2026, 1, 12), date(2026, 1, 21)],
    // the half of the day the first day says is the rule's clock's too
    ['tonight 9:30 and every day after', hm(21, 30), date(2026, 1, 12), null],
    ['this evening 6:45 and every day after', hm(18, 45), date(2026, 1, 12), null],
    ['tomorrow evening 8:00 and every day thereafter', hm(20), date(2026, 1, 13), null],
    ['tomorrow morning 7:15 and every day after', hm(7, 15), date(2026, 1, 13), null],
  ])('%s', (phrase, time, start, end) => {
    const r = one(phrase, 'Europe/London');
    expect(r.times).toEqual([time]);
    expect(r.startDate).toMatchObject(start);
    if (end === null) expect(r.endDate).toBeNull();
    else expect(r.endDate).toMatchObject(end);
    expect(r.assumptions.join(' ')).toMatch(/read as every \w+ at/);
  });

  it.each([
    'tonight 9pm and every night after at 10pm',
    'friday 9pm and every night after',
    // a clock not in the half of the day said ("tonight" at half past midnight or noon?)
    'tonight 12:30 and every day after',
    'tonight 09:30 and every day after',
  ])('%s is refused', (phrase) => {
    expect(() => rules(phrase, 'Europe/London')).toThrow();
  });
});
