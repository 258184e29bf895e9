import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// What a task does, said after its schedule and before its zone said last in brackets ("(Nassau time)", "(Perth)"),
// or after "run the", which the reader passes over.
describe('a task said after its schedule, before the zone in brackets or after "run the"', () => {
  it.each([
    [
      '1900 hrs daily — deck lights on reminder (Nassau time)',
      'America/New_York',
      ['0 0 * * ?'],
      /"deck lights on reminder"/,
    ],
    ['daily 9am stock count (Perth time)', 'Australia/Sydney', ['0 1 * * ?'], /"stock count"/],
    ['weekdays 8am send the ops digest (Lagos)', 'Europe/London', ['0 7 ? * 2-6'], /"send the ops digest"/],
    ['9pm nightly run backup job (Denver)', 'America/New_York', ['0 4 * * ?'], /"backup job"/],
    [
      'midnight every night run the signal fault report (Perth)',
      'Australia/Sydney',
      ['0 16 * * ?'],
      /"signal fault report"/,
    ],
    ['every weekday 6:30am run the ledger export', 'UTC', ['30 6 ? * 2-6'], /"ledger export"/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // an office in brackets is whose the report is, or whose clock: not a zone said alone
    ['daily 9am stock count (Perth office)', 'Australia/Sydney', /could not read/],
    // a stretch of time may be how long it runs
    ['daily 9am for the conference (Perth)', 'Australia/Sydney', /could not read/],
    // a place's name after "run the" may be whose clock
    ['daily 9am run the Boise office report', 'America/New_York', /Boise/],
    // no thing done last
    ['every night at 11 run the wash cycle', 'America/New_York', /could not read/],
  ])('%s stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});
