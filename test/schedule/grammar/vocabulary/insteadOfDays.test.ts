import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a correction naming the day it replaces: "make it wed instead of thurs"', () => {
  it.each([
    [
      'tues/thurs 7:30am — actually make it wed instead of thurs',
      ['30 7 ? * 3,4'],
      /Tuesday and Wednesday instead of Tuesday and Thursday/,
    ],
    [
      'mon wed fri 9am, sorry make that tue instead of mon',
      ['0 9 ? * 3,4,6'],
      /Tuesday, Wednesday and Friday instead of Monday, Wednesday and Friday/,
    ],
    [
      'mon & thu 08:15, no wait, fri instead of thu',
      ['15 8 ? * 2,6'],
      /Monday and Friday instead of Monday and Thursday/,
    ],
    // two days swapped for one
    ['mon-fri 7am, actually make it sat instead of thu and fri', ['0 7 ? * 2-4,7'], /instead of/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });

  it.each([
    // the day it replaces is not a day said before: which is meant?
    ['tues/thurs 7:30am — actually make it wed instead of fri', /not days the schedule runs on/],
    ['every day at 9am, actually make it mon instead of tue', /./],
  ])('"%s" is refused', (phrase, why) => {
    refuses(phrase, 'Europe/London', why);
  });

  it.each([
    // with no correction before it, "instead of" says what the schedule was before (ruleEdits.ts)
    ['every 6 hours instead of daily', ['0 0/6 * * ?'], /"instead of daily" read as what the schedule was before/],
    ['tuesdays and fridays 9:30 instead of mondays', ['30 9 ? * 3,6'], /what the schedule was before/],
  ])('"%s" reads as before', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });
});
