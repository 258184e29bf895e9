import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a job named first and set off by a dash between spaces (" - ")', () => {
  it.each([
    // words the grammar would read alone, set off from a whole schedule
    [
      'induction day kickoff - first tuesday of every month 10am',
      ['0 10 ? * 3#1'],
      /"induction day kickoff" as the job's name/,
    ],
    ['ask team leads to file timesheets - daily 17:30', ['30 17 * * ?'], /"ask team leads to file timesheets"/],
    ['payroll day prep - fridays 8am', ['0 8 ? * 6'], /"payroll day prep" as the job's name/],
    [
      'archive of the shared drive home folders - weekdays 21:00',
      ['0 21 ? * 2-6'],
      /"archive of the shared drive home folders"/,
    ],
    ['invoices due - ping on the last day of the month 3pm', ['0 15 L * ?'], /"invoices due/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // a range or a window between clocks is no name
    ['9am - 5pm', /./],
    // a day in a name set off must be the day the rest runs on
    ['team day - every day 9am', /could not read/],
    // a word of when in the name that the rest does not restate
    ['weekly sync - every day 9am', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));

  it('still reads a range of days with spaces round its dash', () =>
    reads('mon - fri 9am', 'UTC', ['0 9 ? * 2-6'], /^$|./));
});

describe('words of time used as nouns inside a name said first (nameNounsOfTime.ts)', () => {
  it.each([
    // "hold" between two words of the name
    ['credit hold review mondays 9am', ['0 9 ? * 2'], /"credit hold review" as the job's name/],
    ['account hold sweep - every day 06:00', ['0 6 * * ?'], /"account hold sweep"/],
    // "till" first, before a word of the name, with times said plainly
    ['till count 17:30 mon-sat', ['30 17 ? * 2-7'], /"till count" as the job's name/],
    ['till float check 8:15am daily', ['15 8 * * ?'], /"till float check"/],
    // "recurring" first, the rest saying it comes again
    ['recurring invoice run every monday 7am', ['0 7 ? * 2'], /"recurring invoice run"/],
    ['recurring donation sync on the 3rd of every month 6am', ['0 6 3 * ?'], /"recurring donation sync"/],
    // "time" after a word that names no time of day
    ['cycle time report fridays 4pm', ['0 16 ? * 6'], /"cycle time report"/],
    ['response time audit every 15 min', ['0/15 * * * ?'], /"response time audit"/],
    // "into" inside a name said first, which runs one word longer
    ['copy the weekly menu into french every monday 10am', ['0 10 ? * 2'], /"copy the weekly menu into french"/],
    // "par" (a stock level), no slip of "apr" or "mar"
    ['bar par check 2300 daily', ['0 23 * * ?'], /"bar par check"/],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // "hold" first or last: a pause, maybe
    ['hold newsletter fridays 9am'],
    ['newsletter hold fridays 9am'],
    // "till" before what may be when it ends
    ['till close reminder every hour'],
    // "recurring" with a date said once
    ['recurring invoice run jan 5 9am'],
    // "time" after a word that says when
    ['bed time reminder daily 8'],
    ['lunch time post daily at 12'],
  ])('refuses %s', (phrase) => refuses(phrase, 'UTC', /could not read|single date|not a repeating/));
});
