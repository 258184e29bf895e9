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
