import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A job's name right before one date of a month, where the rest says it runs once (nameBeforeDateSpan.ts,
 * leadingNames.ts): the day of the month pins the date, and "once" says it is this year's run. A holiday first in the
 * name ("christmas party") takes "once" as it takes a year. NOW: Monday 2026-01-12 (London on GMT).
 */
describe('a name before one date said to run once', () => {
  it.each([
    ['staff rota dec 1 at 9am, just this once', 'Europe/London', ['0 9 1 12 ?'], /Read "staff rota" as the job's name/],
    ['kiosk refill posted apr 3 at 10:30, once', 'Europe/London', ['30 9 3 4 ?'], /"once" and "apr 3"/],
    ['office xmas party invite nov 20 at 4pm, one-off', 'Europe/London', ['0 16 20 11 ?'], /"xmas"/],
    [
      'christmas party 6pm dec 3, one-off',
      'Europe/London',
      ['0 18 3 12 ?'],
      /Read "christmas party" as the job's name/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no word of once: this year's, or every year's?
    ['staff rota dec 1 at 9am', 'Europe/London', /could not read|single date|one run or every year/],
    ['christmas party 6pm dec 3', 'Europe/London', /single date|could not read|one run or every year/],
    // "once a week" says how often, not once
    ['staff rota dec 1 at 9am, once a week', 'Europe/London', /./],
    // a day's name, not a date, after the name: "patch tuesday"
    ['patch tuesday 10pm, once', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

/** "one off" in two words right before a date (parsers/count.ts): one run, as "one-off" is. */
describe('"one off" in two words before a date', () => {
  it.each([
    ['hangar slot one off 14 DEC 22:30', 'Asia/Singapore', ['30 14 14 12 ?'], /"one off" and "14 dec" read as one run/],
    ['crane hire one off on 3 feb 07:00', 'Europe/London', ['0 7 3 2 ?'], /"one off" and "on 3 feb"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // not before a date: "switch one off" is what is done, every friday
    ['switch one off every friday 9pm', 'Europe/London', /./],
    ['one off every day 9am', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

/**
 * A name before a date without its year, with no word of once, even a few weeks off: corpora meant this year's run
 * and every year's alike ("payroll dec 10 at 9am", "advent calendar post dec 1"), so both readings are asked.
 */
describe('a name before a date without its year, within a month, and no word of once', () => {
  it.each([
    ['payroll jan 20 at 9am', /one run or every year/],
    ['invoice run feb 1 at 9am', /one run or every year/],
    ['open enrolment closes jan 25 at 5pm', /one run or every year/],
    ['advent calendar post feb 1 at 9am', /one run or every year/],
    ['anniv post jan 30 at 9am', /one run or every year/],
    ['jahrestag post jan 30 at 9am', /one run or every year/],
    ['batch jan 20 at 9am going forward', /./],
    ['always batch jan 20 at 9am', /./],
    ['permit certificate batch on jan 30 at 3pm', /one run or every year/],
    ['courier pickup batch feb 9 05:30', /one run or every year/],
    ['signup form opens 9am on jan 20', /one run or every year/],
    ['poster drop jan 14 at 19:00 CET', /one run or every year/],
    ['invoice batch on feb 12 at 10:00', /one run or every year/],
    // further off, or said alone, or with a yearly or reminder's word (as before)
    ['invoice batch on feb 13 at 10am', /could be one run or every year's/],
    ['visa batch mar 20 14:00', /"mar 20"|single date/],
    ['the 3rd of february at 9am', /could be one run or every year's/],
    ['jan 30 at 3pm', /could be one run or every year's/],
    ['team anniversary post jan 30 at 9am', /jan 30|anniversary/],
    ['birthday cake order jan 30 at 9am', /jan 30|birthday/],
    ['launch day post jan 30 at 9am', /jan 30|launch/],
    ['payday notice jan 30 at 9am', /jan 30|payday/],
    ['year-end close jan 30 at 9am', /jan 30|year/],
    ['aguinaldo reminder jan 20 9am', /could be one run or every year's/],
    ['fleet insurance renewal on the 1st of february at 10:00', /could be one run or every year's/],
    ['membership dues notice jan 30 at 9am', /./],
    ['permit batch on jan 30 at 4', /4 AM or 4 PM|could be/],
    ['courier pickup batch feb 9 5', /./],
    ['weekly batch jan 30 at 3pm', /./],
    ['tomorrow batch jan 30 at 3pm', /./],
    ['every other batch jan 30 at 3pm', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));

  it.each([
    // said once: the coming one (as before)
    ['payroll jan 20 at 9am, just this once', 'UTC', ['0 9 20 1 ?']],
  ])('%s [%s]', (phrase, zone, fields) => reads(phrase, zone, fields, /./));
});
