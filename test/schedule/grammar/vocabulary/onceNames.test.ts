import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is Monday, January 12, 2026 (London on GMT, New York on EST)
describe('a name with a word of the calendar, set off before "once" or "one time"', () => {
  it.each([
    [
      'harvest week raffle post, once, 3 june 2027 10am',
      'Europe/London',
      ['0 9 3 6 ?'],
      /"week" as a word of the name/,
    ],
    ['field day prize reminder, one time, 12 march 2026 2pm', 'Europe/London', ['0 14 12 3 ?'], /"day" as a word/],
    ['end of lease key handover, once: 30 jan 11am', 'America/New_York', ['0 16 30 1 ?'], /"end" as a word/],
    ['sports day kit email, one-off, 5 feb 2026 07:30', 'Europe/London', ['30 7 5 2 ?'], /"sports day kit email"/],
  ])('"%s" runs once', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // the same words without "once": a date without its year could be every year's
    ['end of lease key handover 30 jan 11am', 'America/New_York', /single date|one run or every year/],
    // a word that bounds or moves the run, or says a half of the day, is no name's
    ['last day raffle post, once, 3 june 2027 10am', 'Europe/London', /./],
    ['night week raffle post, once, 3 june 2027 at 9', 'Europe/London', /./],
    // a bare hour of the small hours on one day stays refused
    ['market day stall post, once, 3 june 2027 at 4', 'Europe/London', /4 AM or 4 PM/],
    // a place among the name's words may be the clock's: not set aside
    ['Tokyo day launch post, once, 3 june 2027 9am', 'Europe/London', /./],
    // the name does not end in a word for a job
    ['national day parade, once, 3 june 2027 10am', 'Europe/London', /./],
  ])('"%s" is refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });

  it.each([
    // a name set off by a colon, its calendar word beside runs that say both ends of their dates
    [
      'exam week: invigilators 8:15 weekdays from 9 feb to 13 feb',
      'Europe/London',
      ['15 8 ? * 2-6'],
      /"exam week: invigilators"/,
    ],
    [
      'fringe week: flyer run 10am daily from 3 march until 8 march',
      'Europe/London',
      ['0 10 * * ?'],
      /"week" as a word of the name "fringe week"/,
    ],
    // a week's name, its last word: every day between the dates; "day" beside runs that say their days
    [
      'tech week: crew call 9am from 1 feb until 6 feb',
      'UTC',
      ['0 9 * * ?'],
      /"week" as a word of the name "tech week"/,
    ],
    ['field day: setup 9am weekdays from 1 feb until 6 feb', 'UTC', ['0 9 ? * 2-6'], /"day" as a word of the name/],
  ])('"%s" runs between its dates', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // one end only, or none: the name's word could be when
    ['exam week: invigilators 8:15 weekdays', 'Europe/London'],
    ['exam week: invigilators 8:15 weekdays from 9 feb', 'Europe/London'],
    // a word that says which week
    ['next week: invigilators 8:15 weekdays from 9 feb to 13 feb', 'Europe/London'],
    // a calendar word made a day by the word before it: it says which days run, within the dates
    ['work day: standup 9am from 1 feb until 26 feb', 'UTC'],
    ['week day standup: 9am from 1 feb until 28 feb', 'UTC'],
    ['week end brunch: 10am from 1 feb until 28 feb', 'UTC'],
    ['end of week wrap: post 4pm from 1 feb until 28 feb', 'UTC'],
    ['shabbat day: lights 6pm from 1 feb until 28 feb', 'UTC'],
    ['bin day: bins out 7am from 1 feb until 28 feb', 'UTC'],
    ['market day: stall 7am from 1 feb until 28 feb', 'UTC'],
    ['work day: standup 9am daily from 1 feb until 26 feb', 'UTC'],
    // "day" with runs that say no days of their own, a day's name of a date not among them
    ['field day: setup 9am from 1 feb until 6 feb', 'UTC'],
    ['field day: setup 9am from sun 31 jan until sat 6 feb', 'UTC'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /./);
  });

  it.each([
    // a word that repeats the runs beside "once": one run, or every week?
    ['x reminder, once, every monday 9am', 'UTC', /./],
    ['x reminder, once, daily 9am', 'UTC', /./],
    ['day shift reminder, once, every monday 9am', 'UTC', /./],
    ['harvest week raffle post, one-off: weekdays 10am', 'UTC', /./],
    ['rota post, daily, once, 9am', 'UTC', /./],
  ])('"%s" is refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });

  it.each([
    // "once" beside a date: one run
    ['x reminder, once, 19 jan 2026 9am', 'UTC', ['0 9 19 1 ?'], /"once" and "19 jan 2026"/],
    ['day shift reminder, once, 19 jan 2026 9am', 'UTC', ['0 9 19 1 ?'], /"day" as a word of the name/],
  ])('"%s" runs once', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});
