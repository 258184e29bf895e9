import { describe, expect, it } from 'vitest';
import { fields, hm, read, refused } from './read.js';

const MON_FRI = { kind: 'weekdays', days: [2, 3, 4, 5, 6] };

describe('day lists without commas and compact forms', () => {
  it.each([
    ['mon wed fri 9am', { kind: 'weekdays', days: [2, 4, 6] }],
    ['every mon wed fri at 9am', { kind: 'weekdays', days: [2, 4, 6] }],
    ['every tue thu 7:30pm', { kind: 'weekdays', days: [3, 5] }],
    ['Tuesday Thursday at 9am', { kind: 'weekdays', days: [3, 5] }],
    ['sat sun at 10am', { kind: 'weekdays', days: [1, 7] }],
    ['M-F 9am', MON_FRI],
    ['m - f at 9am', MON_FRI],
    ['Mon-Fri 9am', MON_FRI],
    ['Mon–Fri, 9am', MON_FRI],
    ['mon thru fri 9am', MON_FRI],
    // each day said with its "every" or "on", a space between
    ['every monday every wednesday 9am', { kind: 'weekdays', days: [2, 4] }],
    ['on tue on thu at 10', { kind: 'weekdays', days: [3, 5] }],
  ])('"%s"', (phrase, days) => {
    expect(read(phrase).days).toEqual(days);
  });

  it.each([
    // a bare day before "every <day>" is not a list with it: the bare one may be a name's ("the sunday report")
    'report sunday every monday 9am',
    'digest friday every thursday at 5pm',
    'review wed each tuesday 10:00',
  ])('"%s" is not read as both days', (phrase) => {
    expect(refused(phrase).message).toMatch(/names the days twice/);
  });

  it.each(['this weekend 10am', 'next weekend at 9'])('"%s" is one weekend, never every weekend', (phrase) => {
    expect(refused(phrase).message.length).toBeGreaterThan(0);
  });

  it.each([
    ['every weeknight at 10', hm(22)],
    ['weeknights at 11pm', hm(23)],
    ['every week night at 9', hm(21)],
    ['weeknights at 12', hm(0)],
  ])('"%s" is Monday to Friday at night, and says so', (phrase, t) => {
    const i = read(phrase);
    expect(i.days).toEqual(MON_FRI);
    expect(i.times).toEqual([t]);
    expect(i.assumptions.join(' ')).toMatch(/Weeknights" read as Monday to Friday/);
  });

  it.each([
    // a day after the time is still a second day rule, not a list
    ['every monday 9am sat', /days twice/],
    ['school nights at 8', /school/],
    ['M-W-F at 9am', /w-f|m-w/i],
    ['mon wed blursday 9am', /blursday/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });

  it('compiles in Los Angeles with the day shift', () => {
    expect(fields('mon wed fri 7pm', 'America/Los_Angeles')).toEqual(['0 3 ? * 3/2']);
    expect(fields('every weeknight at 10', 'America/Los_Angeles')).toEqual(['0 6 ? * 3-7']);
  });
});

describe('"all weekdays", "every weekend day", "sat+sun", "weekdays + saturday"', () => {
  it.each([
    ['all weekdays 11:00', { kind: 'weekdays', days: [2, 3, 4, 5, 6] }],
    ['all mondays at 11:00', { kind: 'weekdays', days: [2] }],
    ['every weekend day at 11:00', { kind: 'weekdays', days: [1, 7] }],
    ['weekend days at 11:00', { kind: 'weekdays', days: [1, 7] }],
    ['sat+sun 11:00', { kind: 'weekdays', days: [1, 7] }],
    ['mon + wed + fri at 11:00', { kind: 'weekdays', days: [2, 4, 6] }],
    ['weekdays + saturday 11:00', { kind: 'weekdays', days: [2, 3, 4, 5, 6, 7] }],
    ['every weekday and sundays at 11:00', { kind: 'weekdays', days: [1, 2, 3, 4, 5, 6] }],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual(days);
    expect(i.times).toEqual([{ hour: 11, minute: 0 }]);
  });

  it.each([
    ['all at 11:00', /all/],
    ['all weekdays but one at 11:00', /but one/],
    ['weekdays + saturday + sunday at 11:00', /twice|sunday/],
    ['weekdays at 9:00 + saturday at 11:00', /twice/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});

describe('two-letter day names joined by "/", "&" or "+": "tu/th"', () => {
  it.each([
    ['tu/th 10am', [3, 5]],
    ['every mo & we at 10am', [2, 4]],
    ['mo/we/fr 10am', [2, 4, 6]],
    ['sa+su at 10am', [1, 7]],
    ['m/w/f 10am', [2, 4, 6]],
    ['every mon/fri at 10am', [2, 6]],
  ])('"%s"', (phrase, days) => {
    const i = read(phrase);
    expect(i.days).toEqual({ kind: 'weekdays', days });
    expect(i.times).toEqual([{ hour: 10, minute: 0 }]);
  });

  it.each([
    // alone, or joined by words, two letters are not read as a day ("we" is a word)
    ['tu 10am', /tu/],
    ['we and th 10am', /we|th/],
    ['tu/thu/xx 10am', /xx|tu/],
    ['th/at 10am', /th/],
    // "M/F": Monday and Friday, or Monday to Friday ("M-F")? It was read as Monday and Friday
    ['M/F 9am', /"M\/F" could be Monday and Friday, or Monday to Friday/],
    ['every m / f at 9am', /could be Monday and Friday, or Monday to Friday/],
  ])('refuses "%s"', (phrase, words) => {
    expect(refused(phrase).message).toMatch(words);
  });
});
