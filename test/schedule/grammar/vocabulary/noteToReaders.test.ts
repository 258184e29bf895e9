import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/**
 * A request to the readers to take note, said last (chatAsides.ts): whom it is for holds no time; a region's short
 * form only beside a zone the rest names. NOW: 2026-01-12 (New York on EST, Berlin on CET).
 */
describe('"..., EU lads pls note": a note to the readers, said last', () => {
  it.each([
    [
      'ranked scrims 7pm EST tue thu, EU folks pls note',
      'Europe/Berlin',
      ['0 0 ? * 4,6'],
      /Set "EU folks pls note" aside/,
    ],
    ['guild raid 21:00 CET sundays, NA crew please note', 'America/New_York', ['0 20 ? * 1'], /"NA crew please note"/],
    [
      'payroll cutoff 15:00 on the 25th, everyone please take note',
      'Europe/London',
      ['0 15 25 * ?'],
      /aside as a remark/,
    ],
    // beside the refused shift notes below: a team with no part of the day is still a remark
    ['daily at 9, ops crew pls note', 'Europe/London', ['0 9 * * ?'], /"ops crew pls note"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a region told to note a time said on no clock: whose clock?
    ['ranked scrims 7pm tue thu, EU folks pls note', 'America/New_York', /could not read/],
    // a place: its clock may be the one meant
    ['ranked scrims 7pm EST tue thu, berlin folks pls note', 'America/New_York', /two time zones|could not read/],
    // a word that could change the runs
    ['ranked scrims 7pm EST tue thu, except holidays pls note', 'Europe/Berlin', /./],
    // a part of the day or a shift in the note, or right before it: whose half of the day?
    ['daily at 9, night crew pls note', 'Europe/London', /./],
    ['daily at 8, evening team please note', 'Europe/London', /./],
    ['daily at 7, night folks pls note', 'Europe/London', /./],
    ['daily at 9, morning crew pls note', 'Europe/London', /./],
    ['daily at 9pm, night shift people please note', 'Europe/London', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
