import { describe, expect, it } from 'vitest';
import { hm, read, refused, refusedRules, rules } from './read.js';

const WEEKDAYS = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('"n" for "and" between two clocks or two days of the month', () => {
  it.each([
    ['weekdays 6:45am n 4:45pm', WEEKDAYS, [hm(6, 45), hm(16, 45)]],
    ['daily 9am n 5pm', { kind: 'every-day' }, [hm(9), hm(17)]],
    ['every day 10:30 n 14:30', { kind: 'every-day' }, [hm(10, 30), hm(14, 30)]],
    ['1st n 15th 12pm', { kind: 'month-days', days: [1, 15] }, [hm(12)]],
    ['tues n thurs 9am', { kind: 'weekdays', days: [3, 5] }, [hm(9)]],
  ])('"%s"', (phrase, days, times) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(/"n" between two .* read as "and"/);
  });

  it.each([
    // bare hours beside "n" say neither half of the day nor that they are clocks
    ['every day 9 n 5', /n 5|n/],
    ['every n days at 9am', /n/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('"on the hr": on the hour', () => {
  it.each([
    ['on the hr every hr 8-6 wkdays', 0, hm(8), hm(18)],
    ['every hr on the hr 9am-5pm weekdays', 0, hm(9), hm(17)],
    ['on the half hr 9am-5pm weekdays', 30, hm(9), hm(17)],
  ])('"%s"', (phrase, minute, from, to) => {
    const i = read(phrase);
    expect(i.interval).toMatchObject({ unit: 'hour', every: 1, atMinute: minute });
    expect(i.interval?.window).toEqual({ from, to });
    expect(i.days).toEqual(WEEKDAYS);
  });

  it.each([
    // "hr" alone, or "on the" before another word, is no interval
    ['on the hrs 9am weekdays', /hrs/],
    ['9am weekdays on the hr list', /list|hr/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('the end of the day before a clock without am/pm', () => {
  it.each([
    ['eod weekdays 5:30', WEEKDAYS, hm(17, 30)],
    ['eod 5:30 weekdays', WEEKDAYS, hm(17, 30)],
    ['end of day 5 fridays', { kind: 'weekdays', days: [6] }, hm(17)],
    ['cob mon-fri 4:45', WEEKDAYS, hm(16, 45)],
    ['close of business every weekday at 5', WEEKDAYS, hm(17)],
  ])('"%s"', (phrase, days, time) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([time]);
    expect(i.assumptions.join(' ')).toMatch(/PM: the end of the day/);
  });

  it.each([
    // a name between the words and the clock, an hour past 8, a clock with its half said, or no clock at all
    ['EOD reconciliation 5:30 weekdays', /eod reconciliation|could be/],
    ['eod weekdays 9', /eod/],
    ['eod weekdays 5:30am', /eod/],
    ['every friday eod', /eod/],
    ['eod weekdays every 5 min', /eod/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('chat corrections: "nope", "wait i mean", "ignore that, make it"', () => {
  it.each([
    ['every mon at 9 nope make that 10', { kind: 'weekdays', days: [2] }, hm(10)],
    ['every day at 9am nope 10am', { kind: 'every-day' }, hm(10)],
    ['every tues 3pm wait i mean weds', { kind: 'weekdays', days: [4] }, hm(15)],
    ['every friday at 5pm nope, saturdays', { kind: 'weekdays', days: [7] }, hm(17)],
    ['ignore that, make it weekdays 10am', WEEKDAYS, hm(10)],
    ['every day at 8am. ignore that, make it weekdays 10am', WEEKDAYS, hm(10)],
  ])('"%s"', (phrase, days, time) => {
    const all = rules(phrase);
    expect(all).toHaveLength(1);
    const i = all[0];
    expect(i?.days).toEqual(days);
    expect(i?.times).toEqual([time]);
    expect(i?.assumptions.join(' ')).toMatch(/correction|setting aside/);
  });

  it.each([
    // nothing after the correction, or a correction that adds rather than replaces
    ['every day at 9am ignore that', /ignore that/],
    ['every tues 3pm wait i mean', /nothing follows|wait/],
    ['every day at 9am nope', /nothing follows|nope/],
    ['every tues 3pm nope, and weds', /weds|nope/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe('a night taken out, with runs in its small hours', () => {
  it.each([
    ['run the claims batch at 01:15 every night, except sunday night', /except sunday night/],
    ['every day at 1am except saturday and sunday nights', /except saturday and sunday nights/],
    ['nightly at 2 except friday night', /except friday night/],
  ])('refuses "%s": either calendar day could be meant', (phrase, words) => {
    const p = refused(phrase);
    expect(p.message).toMatch(words);
    expect(p.message).toMatch(/either day/);
  });

  it.each([
    // an evening run is on the night's own date; a day taken out without "night" is that date
    ['every night at 10pm except sunday night', hm(22), [2, 3, 4, 5, 6, 7]],
    ['every night at 1am except sundays', hm(1), [2, 3, 4, 5, 6, 7]],
  ])('"%s" reads', (phrase, time, days) => {
    const i = read(phrase);
    expect(i.times).toEqual([time]);
    expect(i.days).toEqual({ kind: 'weekdays', days });
  });
});

describe('days each with their own clock, run on without marks', () => {
  it.each([
    ['mon 9am tue 10am wed 11am', [[2], [3], [4]], [hm(9), hm(10), hm(11)]],
    ['every tue 6:30pm thu 7pm', [[3], [5]], [hm(18, 30), hm(19)]],
    ['mon-wed 9am thu 10:30am', [[2, 3, 4], [5]], [hm(9), hm(10, 30)]],
  ])('"%s"', (phrase, days, times) => {
    const all = rules(phrase);
    expect(all.map((r) => r.days)).toEqual(days.map((d) => ({ kind: 'weekdays', days: d })));
    expect(all.map((r) => r.times[0])).toEqual(times);
    expect(all[0]?.assumptions.join(' ')).toMatch(/days each with their own time/);
  });

  it.each([
    // "every day" before a day's own clock (as well, or instead?), a day without its clock, a bare hour
    ['every day 9am fridays 5pm', /names the days twice/],
    ['mon 9am tue wed 11am', /names the days twice/],
    ['mon 9 tue 10', /.+/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe('days taken out "which are" at another clock', () => {
  it('"every weekday at 3.30pm, except wednesdays which are 1.30pm"', () => {
    const all = rules('every weekday at 3.30pm, except wednesdays which are 1.30pm');
    expect(all.map((r) => [r.days, r.times])).toEqual([
      [{ kind: 'weekdays', days: [2, 3, 5, 6] }, [hm(15, 30)]],
      [{ kind: 'weekdays', days: [4] }, [hm(13, 30)]],
    ]);
    expect(all[0]?.assumptions.join(' ')).toMatch(/"except wednesdays which are" read as "except wednesdays at"/);
  });

  it.each([
    // "which are" before no clock
    ['every day at 9am except fridays which are busy', /which are busy/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refusedRules(phrase).message).toMatch(words);
  });
});

describe('"8a-6p": a range with the letters of its halves of the day', () => {
  it.each([
    ['mon-fri 8a-6p every 30 min', hm(8), hm(18)],
    ['every hour 7:30a-4p weekdays', hm(7, 30), hm(16)],
  ])('"%s"', (phrase, from, to) => {
    const i = read(phrase);
    expect(i.interval?.window).toEqual({ from, to });
    expect(i.days).toEqual(WEEKDAYS);
    expect(i.assumptions.join(' ')).toMatch(/"\d{1,2}p" read as \d{1,2}pm/);
  });

  it.each([
    // one end without its letter, or letters that are no halves of the day
    ['mon-fri 8-6p every 30 min', /p|8-6/],
    ['mon-fri 8x-6y every 30 min', /x|y/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
