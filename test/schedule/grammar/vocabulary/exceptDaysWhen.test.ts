import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('days taken out with what happens on them at their own clock ("except sundays when we close at 00:30")', () => {
  it.each([
    [
      'cashier close 11pm, except fridays when we close at 10pm',
      ['0 23 ? * 1-5,7', '0 22 ? * 6'],
      /"except fridays when we close at" read as "except fridays at"/,
    ],
    [
      'open the till 9am daily, but saturdays when we open at 10am',
      ['0 9 ? * 1-6', '0 10 ? * 7'],
      /"but saturdays when we open at" read as/,
    ],
    [
      'standup weekdays 9:30am except fridays when it starts at 10:15',
      ['30 9 ? * 2-5', '15 10 ? * 6'],
      /"except fridays when it starts at"/,
    ],
    [
      'doors 6pm every day except sundays when they open at 4pm',
      ['0 18 ? * 2-7', '0 16 ? * 1'],
      /"except sundays when they open at"/,
    ],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // what is done on those days is not the job, nor the job starting: the count at the close, or at 11pm still?
    'cash count 11pm, except fridays when we close at 10pm',
    // a word of how often or whether, not what is done
    'every day 8pm except sundays when we also run at 3pm',
    "every day 8pm except sundays when we don't open at 3pm",
    // no clock of their own
    'every day 8pm except sundays when we close early',
  ])('"%s" stays refused', (phrase) => {
    refuses(phrase, 'UTC', /could not read/);
  });

  it('refuses the job ending on those days: no time to run', () => {
    refuses('standup 9am weekdays, except fridays when it ends at 3pm', 'UTC', /does not say when to run/);
  });
});
