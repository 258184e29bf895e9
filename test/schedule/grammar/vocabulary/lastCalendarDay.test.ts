import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * "The last calendar day of the month" (parsers/monthDays.ts): the month's last day, whatever day of the week it is
 * (said against its last business day). NOW: 2026-01-12 (Berlin on CET, UTC+1).
 */
describe('the last calendar day of the month', () => {
  it.each([
    [
      'freight accruals last calendar day of month 18:00',
      'Europe/Berlin',
      ['0 17 L * ?'],
      /"freight accruals" as the job's name/,
    ],
    ['on the last calendar day of each month at 7am', 'UTC', ['0 7 L * ?'], /^$/],
    ['the 15th and the last calendar day at 09:30', 'UTC', ['30 9 15 * ?', '30 9 L * ?'], /2 tasks/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // of the year: one day a year, not read here
    ['last calendar day of the year 9am', 'UTC', /could not read/],
    // of the week: which day ends the week is not said
    ['last calendar day of the week 9am', 'UTC', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
