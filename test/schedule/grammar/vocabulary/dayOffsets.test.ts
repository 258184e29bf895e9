import { describe, expect, it } from 'vitest';
import { hm, read, refused, refusedRules, rules } from './read.js';

// NOW is Monday, January 12, 2026
const d = (year: number, month: number, day: number) => ({ year, month, day });

describe('days said relative to the days of a rule', () => {
  it.each([
    ['theatre list lock at 16:00 the day before each weekday', [1, 2, 3, 4, 5], hm(16)],
    ['at 6pm the night before every tuesday to saturday appointment day', [2, 3, 4, 5, 6], hm(18)],
    ['at 6pm the night before every mon, wed and fri', [1, 3, 5], hm(18)],
    ['at 18:30 the evening before every sunday', [7], hm(18, 30)],
  ])('"%s"', (phrase, days, time) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'weekdays', days });
    expect(i.times).toEqual([time]);
    expect(i.assumptions.join(' ')).toMatch(/the day before each day said/);
  });

  it.each([
    // the small hours "the night before" may be the day itself
    ['at 1am the night before every monday', /small hours/],
    // words after the days that are not an event's name stay unread
    ['at 6pm the day before each weekday at 9', /does not say when|could not read/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('a date said as context, and the run relative to it', () => {
  it('the day before a day of the month, every month', () => {
    const i = read('sales tax due on the 20th, remind me the day before at 9');
    expect(i.days).toEqual({ kind: 'month-days', days: [19] });
    expect(i.times).toEqual([hm(9)]);
    expect(i.assumptions.join(' ')).toMatch(/"sales tax due on the 20th" as what the run is about/);
  });

  it('a thing that falls on a day of the month, said without a verb', () => {
    const i = read('council tax debit on the 15th, remind me the day before at 6pm');
    expect(i.days).toEqual({ kind: 'month-days', days: [14] });
    expect(i.times).toEqual([hm(18)]);
    expect(i.assumptions.join(' ')).toMatch(/"council tax debit on the 15th" as what the run is about/);
  });

  it('a week before a date, once, in a reminder to a person', () => {
    const i = read('shop insurance renews march 1, remind me a week before at 10am');
    expect(i.startDate).toEqual(d(2026, 2, 22));
    expect(i.endDate).toEqual(d(2026, 2, 22));
    expect(i.maxOccurrences).toBe(1);
    expect(i.times).toEqual([hm(10)]);
  });

  it('that day, a date with its year', () => {
    const i = read('IATA season ends oct 30 2027, remind me at 0900z that day');
    expect(i.startDate).toEqual(d(2027, 10, 30));
    expect(i.maxOccurrences).toBe(1);
    expect(i.zone.name).toBe('UTC');
  });

  it.each([
    ['expense reports due on the 5th - remind everyone on the 3rd and 4th at 9am', [3, 4]],
    ['payments due on the 20th, remind me on the 18th at 9am', [18]],
  ])('the run said with its own days: "%s"', (phrase, days) => {
    expect(read(phrase).days).toEqual({ kind: 'month-days', days });
  });

  it('the run said with its own date, once in a reminder to a person', () => {
    const i = read('W-2s due jan 31, remind me jan 20 at 9am');
    expect(i.startDate).toEqual(d(2026, 1, 20));
    expect(i.maxOccurrences).toBe(1);
  });

  it.each([
    // the day before the 1st is no one day of the month
    'rent due on the 1st, remind me the day before at 9',
    // a date without its year, not a reminder to a person: once or every year?
    'insurance renews march 1, remind a week before at 10am',
    // no time said
    'sales tax due on the 20th, remind me the day before',
    // a job said with its day and no verb may run on it too
    'backup on the 15th, remind me the day before at 6pm',
  ])('refuses "%s"', (phrase) => {
    expect(refused(phrase).message.length).toBeGreaterThan(0);
  });
});

describe('a duration before or after the one time of an event, said last', () => {
  it.each([
    ['clinic opens 8:30 mon to fri, send the waiting list reminder 15 min before', hm(8, 15)],
    ['standup starts 9:00 weekdays, remind 10 min after', hm(9, 10)],
  ])('"%s"', (phrase, time) => {
    const i = read(phrase, 'America/Toronto');
    expect(i.times).toEqual([time]);
    expect(i.days).toEqual({ kind: 'weekdays', days: [2, 3, 4, 5, 6] });
  });

  it('with the zone of the event', () => {
    const i = read('APAC shift starts 9am Tokyo: remind 15 min before, weekdays', 'Europe/London');
    expect(i.times).toEqual([hm(8, 45)]);
    expect(i.zone.name).toBe('Asia/Tokyo');
  });

  it.each([
    // a range has two times: before which?
    ['A shift 06:00-14:00, remind 15 min before', /could be of more than one time/],
    // a time said without what happens at it may be a run of its own (a part of a phrase cut into rules)
    ['standup 9:00 weekdays, remind 10 min after', /could not read|unclear|does not say/],
    // before something else named after it
    ['clinic opens 8:30 mon to fri, send the reminder 15 min before the staff meeting', /could not read/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });

  it('a time said without what happens at it, in a part of a phrase cut into rules, is not an event', () => {
    // the whole phrase is a timetable of the event's groups of days (eventGroups.ts), each with the reminder
    const phrase = 'library closes 10pm sun-thu and 6pm fri-sat, post the closing notice 30 min before';
    expect(rules(phrase).map((r) => r.times)).toEqual([[hm(21, 30)], [hm(17, 30)]]);
    expect(refusedRules('6pm fri-sat, post the closing notice 30 min before').message).toMatch(
      /could not read|unclear|coming/,
    );
  });
});

describe('the time of what a run comes before, said with it', () => {
  it('"at 7:50 before the 8am lecture" runs at 7:50 only', () => {
    const i = read('every weekday at 7:50 before the 8am lecture, until feb 11');
    expect(i.times).toEqual([hm(7, 50)]);
    expect(i.assumptions.join(' ')).toMatch(/"before the 8am lecture" as what the time is for/);
  });

  it.each([
    // the run after the time it would come before, or several runs: which is meant is unclear
    'every weekday at 9:00 before the 8am lecture',
    'every weekday at 7:50 and 9:00 before the 8am lecture',
  ])('refuses "%s"', (phrase) => {
    expect(refused(phrase).message).toMatch(/before the 8am lecture/);
  });
});
