import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { fields, hm, NOW, read, refused } from './read.js';

describe('hours said with their unit, as other languages say them', () => {
  it.each([
    ['at 20 hrs', hm(20)],
    ['at 7 hours every morning', hm(7)],
    ['each monday on 9 hours', hm(9)],
    ['1st of the month 9 hs', hm(9)],
    ['daily 9 Uhr', hm(9)],
    ['in every saturday at the 11 of morning', hm(11)],
    ['every day at the 3 of the afternoon', hm(15)],
    ['every day 2359 UTC', hm(23, 59)],
    ['weekdays 0715', hm(7, 15)],
  ])('"%s"', (phrase, time) => {
    expect(read(phrase).times).toEqual([time]);
  });

  it.each([
    // an interval, a length of time, and what could be a year stay what they are
    ['every 2 hours', 'every 2 hours'],
    ['daily 2027', /2027/],
    ['for 3 hours every day at 9', /3 hours/],
  ])('"%s" is no clock time', (phrase, said) => {
    if (typeof said === 'string') expect(read(phrase).interval?.every).toBe(2);
    else expect(refused(phrase).message).toMatch(said);
  });
});

describe('slips of chat, read as meant and said', () => {
  it.each([
    ['mon-fir 9am', '"fir" read as "fri".', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }],
    ['ever day at 9am', '"ever" read as "every".', { kind: 'every-day' }],
    ['every day at 8pmm', '"8pmm" read as "8pm".', { kind: 'every-day' }],
  ])('"%s"', (phrase, note, days) => {
    const i = read(phrase);
    expect(i.assumptions).toContain(note);
    expect(i.days).toEqual(days);
  });

  it.each([
    ['whenever day at 9am', /whenever/],
    ['mon-fun 9am', /fun/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('the words of a chat around a schedule', () => {
  it.each([
    'ok so every monday at 10am',
    'ok so like every monday at 10am',
    "fine, let's say every monday at 10am",
    'could we move it to mondays 10am instead?',
    'something like every monday at 10am',
  ])('"%s"', (phrase) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'weekdays', days: [2] });
    expect(i.times).toEqual([hm(10)]);
  });
});

describe('steps said as a number of times an hour, and parts of the day in other words', () => {
  it.each([
    ['twice an hour', ['0,30 * * * ?']],
    ['once an hour', ['0 * * * ?']],
    ['4 times per hour', ['0/15 * * * ?']],
    ['every friday arvo at 4', ['0 16 ? * 6']],
    ['every 30 mins overnight 1am-4am', ['0,30 1-3 * * ?', '0 4 * * ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it.each([
    ['7 times an hour', /divide the hour/],
    ['every 10 minutes twice an hour', /two intervals/],
    ['every 30 mins overnight', /which hours/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe("a country or region of several zones, said from one of them, is the person's own", () => {
  it.each([
    ['every day at 10am brazil time', 'America/Sao_Paulo'],
    ['every monday 9am europe time', 'Europe/Berlin'],
    ['every monday 9am australia', 'Australia/Perth'],
    ['every monday 9am USA time', 'America/Chicago'],
  ])('"%s" from %s', (phrase, zone) => {
    const i = read(phrase, zone);
    expect(i.zone.name).toBe(zone);
    expect(i.assumptions.join(' ')).toMatch(/your own zone/);
  });

  it.each([
    ['every day at 10am brazil time', 'Europe/London'],
    ['every monday 9am australia', 'Asia/Singapore'],
  ])('refuses "%s" from %s, outside it', (phrase, zone) => {
    expect(refused(phrase, zone).message).toMatch(/not a single time zone/);
  });
});

describe('"2x/month" and "2 times a month" are twice a month', () => {
  it.each([
    ['newsletter 2x/month: 1st & 15th, 9am', ['0 9 1,15 * ?']],
    ['2 times a month at 9am', ['0 9 1,15 * ?']],
    ['2x per month on the 5th and 20th at 9am', ['0 9 5,20 * ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it.each([
    ['2x/month on the 5th at 9am', /two days of the month/],
    ['3 times a month at 9am', /frequency/],
  ])('refuses "%s"', (phrase, message) => {
    expect(refused(phrase).message).toMatch(message);
  });
});

describe('numbered weekdays beside the last one are two rules', () => {
  it.each([
    ['every 2nd and last wednesday at 11am', ['0 11 ? * 4#2', '0 11 ? * 4L']],
    ['the first and last friday of the month at 5pm', ['0 17 ? * 6#1', '0 17 ? * 6L']],
    ['1st, 3rd and last monday at 9am', ['0 9 ? * 2#1', '0 9 ? * 2#3', '0 9 ? * 2L']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it('says when the two fall on one day: the 4th and the last Friday of a month with four', () => {
    const r = schedulePhrase({ phrase: 'the 4th and last friday at 9am', defaultZone: 'UTC', now: NOW });
    expect(r.ok && r.value.exact).toBe(false);
    expect(r.ok && r.value.warnings.map((w) => w.code)).toContain('runs-twice');
  });
});

describe('a yearly date set off by commas, as a list in chat puts it', () => {
  it.each([
    ['annually, Sept 1st, 7am', ['0 7 1 9 ?']],
    ['every year, sept 1st, 7am', ['0 7 1 9 ?']],
    ['yearly, 1 march, 9am', ['0 9 1 3 ?']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it('refuses "annually, 7am" (no date)', () => {
    expect(refused('annually, 7am').message).toMatch(/needs a date/);
  });
});

describe('several minutes past every hour, and a bare hour before its days', () => {
  it.each([
    ['the price feed at :07 and :37 past each hour', ['7,37 * * * ?']],
    ['hourly at :15 and :45', ['15,45 * * * ?']],
    ['at 5:30am every weekday and 7 on saturdays', ['30 5 ? * 2-6', '0 7 ? * 7']],
  ])('"%s"', (phrase, expected) => {
    expect(fields(phrase, 'UTC')).toEqual(expected);
  });

  it('says no daylight-saving caveat for minutes in every hour: the UTC hours are all of them', () => {
    const r = schedulePhrase({ phrase: 'hourly at :15 and :45', defaultZone: 'America/New_York', now: NOW });
    expect(r.ok && r.value.warnings.map((w) => w.code).filter((c) => c !== 'assumed')).toEqual([]);
  });

  it.each([
    ['at :05 and :20 past every hour from 9 to 5', /time range/],
    ['every 2 hours, 3 on mondays', /interval and a time/],
  ])('refuses "%s"', (phrase, message) => {
    const r = schedulePhrase({ phrase, defaultZone: 'UTC', now: NOW });
    expect(r.ok ? 'answered' : r.problem.message).toMatch(message);
  });
});

it('keeps "between 9 and 5 on weekdays" a range', () => {
  expect(fields('every 15 min between 9 and 5 on weekdays', 'UTC')).toEqual(['0/15 9-16 ? * 2-6', '0 17 ? * 2-6']);
});
