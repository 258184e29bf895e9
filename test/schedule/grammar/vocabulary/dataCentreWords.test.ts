import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"DC" first beside a data centre\'s own things, or after a place\'s code: a data centre, not Washington', () => {
  it.each([
    ['DC: UPS battery test every monday 09:00', 'Europe/Dublin', ['0 9 ? * 2'], /"DC" as the job's name/],
    [
      'DC ops: CRAC filter swap first wednesday of every month 11:00',
      'Europe/Dublin',
      ['0 11 ? * 4#1'],
      /"DC ops" as the job's name/,
    ],
    ['hk dc: chiller log daily 0915 HKT', 'Asia/Hong_Kong', ['15 1 * * ?'], /"hk dc" as the job's name/],
    ['fra dc: rack audit daily 0700 CET', 'Europe/Berlin', ['0 6 * * ?'], /"fra dc" as the job's name/],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // no data centre's own thing: Washington's office, maybe
    ['DC office: standup daily 10:00', 'Europe/Dublin'],
    ['DC facilities: chiller inspection first wednesday of every month 11:00', 'Europe/Dublin'],
    // a word of time set off with it
    ['DC next week: PDU audit daily 10:00', 'Europe/Dublin'],
    // after a place's code with no zone said: whose clock?
    ['sg dc: cooling tower check daily 0830', 'Europe/London'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /could not read/);
  });
});

describe('"DC" is a data centre only for a thing of its own in the job\'s name after a bare "DC:"', () => {
  it.each([
    ['DC: rack audit 9am mondays', 'Europe/London', ['0 9 ? * 2'], /"rack audit" as the job's name/],
    ['DC: UPS load test 9am mondays', 'Europe/London', ['0 9 ? * 2'], /"ups load test" as the job's name/],
  ])('"%s" reads', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });

  it.each([
    // "-ups" ends a hyphened word: not a UPS
    ['DC: stand-ups 9:30 weekdays', 'Europe/London'],
    ['DC: follow-ups 9am weekdays', 'Europe/London'],
    ['dc: pick-ups 3pm weekdays', 'America/Chicago'],
    // UPS the courier, and "ups" not in capitals
    ['DC: UPS pickup 3pm weekdays', 'Europe/London'],
    ['DC: ups battery test 9am mondays', 'Europe/London'],
    // "DC office", "DC team": Washington's, maybe
    ['DC office: rack audit 9am mondays', 'Europe/London'],
    ['DC team: rack audit 9am mondays', 'Europe/London'],
    // "rack up" is no rack; a rack outside the name is no name's thing
    ['DC: rack up sales calls 9am weekdays', 'Europe/London'],
    ['DC standup 9am weekdays rack review', 'Europe/London'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /could not read/);
  });
});

describe('after a place\'s code, "DC" is a data centre only where a zone the zone words know follows a clock', () => {
  it.each([['ny dc: backup saturdays 0200 EST', 'Europe/London', ['0 7 ? * 7'], /"ny dc" as the job's name/]])(
    '"%s" reads',
    (phrase, zone, fields, note) => {
      reads(phrase, zone, fields, note);
    },
  );

  it.each([
    // a day after the clock, not a zone
    ['us dc: standup 0900 sat', 'Europe/London'],
    ['ny dc: backup 0200 sat', 'Europe/London'],
    ['ny dc: backup 0200 sun', 'Europe/London'],
  ])('"%s" is refused', (phrase, zone) => {
    refuses(phrase, zone, /could not read/);
  });
});
