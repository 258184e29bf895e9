import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"every 12h at 6": a step of hours that divides twelve, anchored at the hour said', () => {
  it.each([
    ['tls renewal probe every 12h at 6', 'UTC', ['0 6,18 * * ?']],
    ['tls renewal probe every 12h at 6', 'Africa/Johannesburg', ['0 4,16 * * ?']],
    ['rotate the queue every 6 hours at 3', 'UTC', ['0 3/6 * * ?']],
    ['rotate the queue every 6 hrs at 3:30pm', 'UTC', ['30 3/6 * * ?']],
    ['disk check every 12 hours at 7 on weekdays', 'UTC', ['0 7,19 ? * 2-6']],
  ])('"%s" in %s', (phrase, zone, f) => reads(phrase, zone, f, /.*/));

  it.each([
    // a step that does not divide twelve: 06, 14, 22 or 18, 02, 10
    ['disk check every 8 hours at 6', /both an interval and a time of day/],
    // an end after the anchor is left to its own readers
    ['disk check every 12h at 6 until dec 20', /both an interval and a time of day|has passed/],
    // six past each hour, or on the hour from 6?
    ['disk check every 1h at 6', /./],
    // two anchors said
    ['disk check every 12h at 6, and at 9 on sundays', /./],
    // hours bounded beside the step: read round the clock, the bound would be dropped
    ['disk check every 2h at 8 between 8 and 18', /./],
    ['disk check every 3h at 5 from 9 to 17', /./],
    ['disk check every 2h at 8 for 10 hours', /./],
    ['disk check every 2h at 8 during work hours', /./],
    ['disk check every 2h at 9 (business hours)', /./],
    ['disk check every 12h at 6 in the morning only', /./],
    ['disk check every 6h at 6 except 12', /./],
    ['disk check every 6h at 6 except midnight', /./],
  ])('"%s" stays refused', (phrase, why) => refuses(phrase, 'UTC', why));

  it.each([
    // days, a span of days, a zone beside the step bound no hours
    ['disk check every 12h at 6 except sundays', 'UTC', ['0 6,18 ? * 2-7']],
    ['disk check every 12h at 6 pacific', 'UTC', ['0 2,14 * * ?']],
    ['tls-renewal probe every 4h at 1', 'UTC', ['0 1/4 * * ?']],
  ])('"%s" in %s still reads', (phrase, zone, f) => reads(phrase, zone, f, /.*/));
});
