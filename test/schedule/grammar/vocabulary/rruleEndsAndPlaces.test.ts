import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Tokyo without summer time; Auckland on NZDT, UTC+13)
describe('an RRULE whose UNTIL falls on a day it does not run, and a place in brackets after the rule', () => {
  it.each([
    // UNTIL at 23:59:59Z is Monday afternoon in Auckland, a day the weekend rule does not run: its last day is Sunday
    [
      'RRULE:FREQ=WEEKLY;BYDAY=SA,SU;BYHOUR=9;UNTIL=20260329T235959Z',
      'Pacific/Auckland',
      ['0 20 ? * 6,7'],
      /until march 29 2026/,
    ],
    ['RRULE:FREQ=WEEKLY;BYDAY=TU;BYHOUR=8 (Tokyo)', 'UTC', ['0 23 ? * 2'], /"\(Tokyo\)" read as the rule's zone/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the end's day is a day it runs on, cut partway through its runs
    ['RRULE:FREQ=WEEKLY;BYDAY=MO;BYHOUR=9,18;UNTIL=20260329T235959Z', 'Pacific/Auckland', /partway/],
    // a monthly rule by day: not judged by its weekdays
    ['RRULE:FREQ=MONTHLY;BYDAY=1SA;BYHOUR=9,18;UNTIL=20260329T235959Z', 'Pacific/Auckland', /./],
    // an UNTIL in UTC beside a zone said after the rule: its last day is not worked out on that zone's clock yet
    // ("UNTIL=20261229T000000Z tz Asia/Tokyo" had dropped the Tuesday 07:00 JST before it), so it is not read
    ['RRULE:FREQ=WEEKLY;BYDAY=SA;BYHOUR=7,19;UNTIL=20260329T235959Z (Auckland)', 'UTC', /./],
    // a bracket that names no zone
    ['RRULE:FREQ=WEEKLY;BYDAY=MO;BYHOUR=9 (the office)', 'UTC', /./],
  ])('refuses %s (%s)', (phrase, zone, reason) => refuses(phrase, zone, reason));
});
