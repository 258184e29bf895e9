import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("the United States' holidays on a weekday of a month, said as the day to run on", () => {
  it.each([
    ['thanksgiving 9am', 'America/New_York', ['0 14 ? 11 5#4'], /Thanksgiving in the United States/],
    ['thanksgiving morning at 8:30', 'America/New_York', ['30 13 ? 11 5#4'], /fourth Thursday of November/],
    // (compiled at the offset of the month of the runs: daylight saving time from March to November)
    ['on labor day at 10am', 'America/Chicago', ['0 15 ? 9 2#1'], /first Monday of September/],
    ['every memorial day 8am', 'America/Denver', ['0 14 ? 5 2L'], /last Monday of May/],
    ["mother's day 9am", 'America/New_York', ['0 13 ? 5 1#2'], /second Sunday of May/],
    ['fathers day 11:00', 'America/Los_Angeles', ['0 18 ? 6 1#3'], /third Sunday of June/],
    ['mlk day 9am', 'America/New_York', ['0 14 ? 1 2#3'], /third Monday of January/],
    ["presidents' day 9am", 'America/New_York', ['0 14 ? 2 2#3'], /third Monday of February/],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // whose holiday? Canada's Thanksgiving is in October, the UK's Mothering Sunday in Lent
    ['thanksgiving 9am', 'Europe/London', /different days in different countries/],
    ["mother's day 9am", 'Australia/Sydney', /different days in different countries/],
    // a day apart from the holiday: no weekday of a month says it
    ['day after thanksgiving 9am', 'America/New_York', /could not read/],
    ['the week before labor day 9am', 'America/New_York', /./],
    // a word after the holiday makes it a name's, which needs a date of its own
    ['thanksgiving week standup 9am', 'America/New_York', /could not read/],
  ])('refuses "%s" (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a holiday named inside a job name, before a schedule that runs once a year', () => {
  it.each([
    [
      'labor day bbq reminder first monday in september 10am',
      'America/Chicago',
      ['0 15 ? 9 2#1'],
      /"labor day bbq reminder"/,
    ],
    [
      'mother’s day brunch reminder 2nd sunday of may 9am',
      'America/New_York',
      ['0 13 ? 5 1#2'],
      /"mother’s day brunch reminder"/,
    ],
    ['remembrance sunday poppy order reminder oct 20 9am', 'UTC', ['0 9 20 10 ?'], /every year on the date said/],
    ["st patrick's day stock order march 10 8am", 'UTC', ['0 8 10 3 ?'], /"st patrick's day stock order"/],
    ["valentine's day flowers order feb 7 9am", 'UTC', ['0 9 7 2 ?'], /every year/],
    ['veterans day parade post nov 11 7am', 'America/New_York', ['0 12 11 11 ?'], /"veterans day parade post"/],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the name's day, or the schedule's? No month said
    ['labor day bbq reminder 9am', 'America/Chicago'],
    ["mother's day brunch every sunday 9am", 'America/New_York'],
    ["father's day card reminder weekdays 9am", 'UTC'],
    ["team's day planner email daily 8am", 'UTC'],
  ])('refuses "%s" (%s)', (phrase, zone) => refuses(phrase, zone, /./));
});

describe('a holiday held on a weekday said in its name, beside a date in the months it falls in', () => {
  it.each([
    // a date without its year in November: Remembrance Sunday (the 2nd Sunday) falls on Nov 14 in some years only
    ['remembrance sunday wreath ring nov 14 10:30', 'Europe/London'],
    ['mothering sunday call mar 14 10am', 'Europe/London'],
    ['mothering sunday call apr 3 10am', 'Europe/London'],
    // with its year, on another weekday
    ['remembrance sunday wreath ring nov 11 2027 10:30', 'Europe/London'],
  ])('refuses "%s" (%s)', (phrase, zone) => refuses(phrase, zone, /single date/));

  it.each([
    ['remembrance sunday wreath ring nov 14 2027 10:30', 'Europe/London', ['30 10 14 11 ?'], /runs once/],
    ['remembrance sunday wreath ring 2nd sunday of november 10:30', 'Europe/London', ['30 10 ? 11 1#2'], /wreath/],
    // a date in another month: a day before it, every year's
    ['mothering sunday flowers order feb 20 9am', 'Europe/London', ['0 9 20 2 ?'], /every year on the date said/],
  ])('"%s" (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});

describe('a holiday that begins a span to another day: a season, not runs on the holiday', () => {
  it.each([
    ['pool chemical reading 7a & 5p memorial day to labor day'],
    ['daily 9am memorial day through labor day'],
    ['flag check thanksgiving to new year 9am'],
  ])('refuses "%s"', (phrase) => refuses(phrase, 'America/New_York', /begins a span to another day/));

  it.each([
    // "from" before it: the one coming season, with its dates in the notes
    ['daily 9am from memorial day to labor day', ['0 13 * * ?'], /from Monday, May 25, 2026/],
    // a clock after the dash: the holiday's own run
    ['memorial day 9am', ['0 13 ? 5 2L'], /Memorial Day in the United States/],
  ])('"%s"', (phrase, fields, note) => reads(phrase, 'America/New_York', fields, note));
});
