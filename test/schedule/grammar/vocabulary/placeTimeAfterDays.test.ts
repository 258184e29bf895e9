import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday 2026-01-12: Denver UTC-7, Stockholm UTC+1
describe('"<place> time" after a clock and its days, and "navajo time"', () => {
  it.each([
    ['bus radio check 7am weekdays, navajo time', 'America/Phoenix', ['0 14 ? * 2-6'], /Navajo Nation's clock/],
    ['chapter house call 5:30pm tuesdays navajo time', 'America/Phoenix', ['30 0 ? * 4'], /America\/Denver/],
    ['vendor call 6pm fridays, swiss time', 'America/New_York', ['0 17 ? * 6'], /Europe\/Zurich/],
    // a language's "<people> time" right after the clock stays that place's clock
    ['fika 3pm swedish time fridays', 'America/New_York', ['0 14 ? * 6'], /Europe\/Stockholm/],
  ])('%s [%s]', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // no clock before the days: whose clock is it?
    ['bus radio check weekdays navajo time', 'America/Phoenix', /is it the place whose clock/],
    // after the days, a language's "<people> time" may be its lesson, a person's or a release's time: asked
    ['homeschool 10am weekdays, spanish time', 'America/Chicago', /is it the place whose clock/],
    ['lesson 4pm weekdays english time', 'Asia/Tokyo', /is it the place whose clock/],
    ['fika 3pm fridays swedish time', 'America/New_York', /is it the place whose clock/],
    ['mentoring 4pm fridays, jordan time', 'America/Chicago', /is it the place whose clock/],
    ['deploy 4pm weekdays, canary time', 'UTC', /is it the place whose clock/],
    // another zone said too
    ['bus radio check 7am weekdays navajo time, 6am pacific', 'America/Phoenix', /two time zones/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));

  // "navajo" alone is a people and a language, no clock: a name's word on the person's own clock
  it('navajo language class 6pm weekdays', () =>
    reads(
      'navajo language class 6pm weekdays',
      'America/Phoenix',
      ['0 1 ? * 3-7'],
      /"navajo language class" as the job's name/,
    ));
});
