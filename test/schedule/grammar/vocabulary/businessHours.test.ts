import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('"business hours", "office hours": 9 AM to 5 PM, Monday to Friday, said as assumed', () => {
  it.each([
    ['every 30 min during business hours', 30, 'minute', '"during business hours"'],
    ['hourly during business hours', 1, 'hour', '"during business hours"'],
    ['every hour in office hours', 1, 'hour', '"in office hours"'],
    ['every 15 minutes within working hours', 15, 'minute', '"within working hours"'],
    ['every 2 hours on weekdays during business hours', 2, 'hour', '"during business hours"'],
    ['business hours every 20 minutes', 20, 'minute', '"business hours"'],
  ])('"%s"', (phrase, every, unit, said) => {
    const i = read(phrase);
    expect(i.interval).toMatchObject({ every, unit, window: { from: hm(9), to: hm(17) } });
    expect(i.days).toEqual(WEEKDAYS);
    expect(i.assumptions).toContain(`${said} read as 9:00 AM to 5:00 PM, Monday to Friday.`);
  });

  it('ends at 5 PM itself, as "from 9am to 5pm" does', () => {
    expect(fields('hourly during business hours', 'UTC')).toEqual(fields('hourly from 9am to 5pm on weekdays', 'UTC'));
    expect(fields('hourly during business hours', 'UTC')).toEqual(['0 9-17 ? * 2-6']);
  });

  it.each([
    // a window needs a step to repeat within it
    ['daily during business hours', /days twice|range needs an interval/],
    ['during business hours', /range needs an interval/],
    // other days than Monday to Friday, or a second range
    ['hourly on saturdays during business hours', /days twice/],
    ['every 15 minutes from 8am to 6pm during business hours', /two time ranges/],
    // the other side of the hours is not read as them
    ['hourly outside business hours', /"outside"/],
    ['hourly after business hours', /"after"/],
    ['hourly during business', /"during business"/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"business hours" with the hours said right after: those hours, Monday to Friday', () => {
  it.each([
    ['every 12 minutes during business hours 9-5 weekdays', 12, 'minute', hm(9), hm(17)],
    ['every 20 minutes during business hours (8-6) mon-fri', 20, 'minute', hm(8), hm(18)],
    ['every 30 min in office hours (8:30-17:30)', 30, 'minute', hm(8, 30), hm(17, 30)],
    ['hourly during working hours, 7am to 3pm', 1, 'hour', hm(7), hm(15)],
    ['every 15 minutes during business hours of 10 to 4', 15, 'minute', hm(10), hm(16)],
    ['business hours 7:30am-4pm every 45 minutes', 45, 'minute', hm(7, 30), hm(16)],
  ])('"%s"', (phrase, every, unit, from, to) => {
    const i = read(phrase);
    expect(i.interval).toMatchObject({ every, unit, window: { from, to } });
    expect(i.days).toEqual(WEEKDAYS);
    expect(i.assumptions.some((a) => a.endsWith('read as Monday to Friday, at the hours said after it.'))).toBe(true);
  });

  it.each([
    // hours said apart from the words, or before them: two ranges
    ['every 15 minutes from 8am to 6pm during business hours', /two time ranges/],
    ['every 10 min during 8-6 business hours', /two time ranges/],
    // other days than Monday to Friday
    ['hourly on saturdays during business hours 9-1', /days twice/],
    // a number after the words that is no range of hours
    ['every 30 min during business hours 9 weekdays', /./],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
