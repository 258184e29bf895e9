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

describe('"instead of" a correction does not swap days with: read as before or refused', () => {
  it.each([
    // words after the days that bound or narrow the swap: never dropped
    ['tues/thurs 7:30am — actually make it wed instead of thurs this week'],
    ['tues/thurs 7:30am — actually make it wed instead of thurs in december'],
    ['tues/thurs 7:30am — actually make it wed in december instead of thurs'],
    ['tues/thurs 7:30am — actually make it wed instead of thurs starting dec 1'],
  ])('"%s" is refused', (phrase) => {
    refuses(phrase, 'Europe/London', /./);
  });

  it.each([
    // a correction word inside a name, or with nothing said before it: what the schedule was before, as without it
    ['wait list triage tuesdays and fridays 9:30 instead of mondays', ['30 9 ? * 3,6'], /what the schedule was before/],
    ['sorry, tuesdays and fridays 9:30 instead of mondays', ['30 9 ? * 3,6'], /what the schedule was before/],
    ['sorry: every 6 hours instead of daily', ['0 0/6 * * ?'], /what the schedule was before/],
  ])('"%s" reads as before', (phrase, fields, note) => {
    reads(phrase, 'Europe/London', fields, note);
  });
});
