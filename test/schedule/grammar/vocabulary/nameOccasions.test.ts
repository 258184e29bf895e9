import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * An occasion's words inside a job's name said first (nameOccasions.ts): "end of" a period, a thing's week,
 * "back-to-school", set aside only where the rest runs once on a date said with its year, or (a week, a season)
 * gives its own first and last dates. NOW: Monday 2026-01-12 12:00 UTC.
 */
describe("an occasion's words in a name, before dates said in full", () => {
  it.each([
    ['end of tax year reminder 5 apr 2027 9am', 'Europe/London', ['0 8 5 4 ?'], /Read "end of tax year reminder"/],
    [
      'Leeds office: end of financial year lockdown 31 march 2027 17:00',
      'Europe/London',
      ['0 16 31 3 ?'],
      /end of financial year lockdown/,
    ],
    [
      'end of harvest season: crew bonus payout oct 30 2026 4pm',
      'Australia/Adelaide',
      ['30 5 30 10 ?'],
      /"end of harvest season"/,
    ],
    [
      'finals week study hall emails 8am may 4-8',
      'America/New_York',
      ['0 12 * * ?'],
      /"week" cannot change the days: the rest gives the first and last dates/,
    ],
    [
      'finals week parking notice feb 20 2026 7:30am',
      'America/New_York',
      ['30 12 20 2 ?'],
      /finals week parking notice/,
    ],
    ['back-to-school uniform sale email aug 17 2026 6:30pm', 'America/Chicago', ['30 23 17 8 ?'], /back-to-school/],
    ['back-to-school shuttle texts 7am aug 24-28', 'America/Phoenix', ['0 14 * * ?'], /first and last dates/],
    // first and last dates at most seven days apart: the thing's week is those days
    ['fashion week banner daily 9am dec 14-20', 'UTC', ['0 9 * * ?'], /the rest gives the first and last dates/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the end of a period may bound repeating runs: refused
    ['end of term reminder every friday 3pm', 'Europe/London', /./],
    ['end of season report daily 6pm until 28 mar 2027', 'Europe/London', /./],
    // a date without its year: once, or every year's?
    ['end of tax year reminder apr 5 9am', 'Europe/London', /./],
    // a word of time inside the words set aside
    ['end of next year reminder 5 apr 2027 9am', 'Europe/London', /./],
    ['end of tomorrow shift report 5 apr 2027 9am', 'Europe/London', /./],
    ['end of summer term reminder 18 dec 2026 3pm', 'Europe/London', /./],
    ['exam week off: reminders 8am may 4-8', 'America/New_York', /./],
    // a week beside runs that repeat: which weeks?
    ['finals week study hall emails daily 8am', 'America/New_York', /./],
    ['finals week study hall emails every monday 8am', 'America/New_York', /./],
    ['this week push notifications 7am may 4-8', 'America/New_York', /./],
    // a span longer than a week: the name's week picks some weeks of it ("pay week": every other one)
    ['pay week reminder 9am fridays dec 1-31', 'UTC', /could not read "pay week reminder"/],
    ['short week standup 9am daily dec 1-31', 'UTC', /could not read "short week standup"/],
    ['fashion week banner daily 9am dec 14-21', 'UTC', /could not read "fashion week banner"/],
    ['back-to-school emails every monday 9am', 'America/Chicago', /./],
    ['back-to-school emails aug 17 9am', 'America/Chicago', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
