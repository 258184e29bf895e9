import { describe, expect, it } from 'vitest';
import { outcome, reads, refuses } from './read.js';

describe("a place's clock said with whose it is, where they are, or as local", () => {
  it.each([
    // "their/her time" with the place and its people in brackets
    ['mon-fri 4:30 pm their time (Denver office)', 'America/New_York', ['30 23 ? * 2-6'], /Denver \(America\/Denver\)/],
    ['weekdays 9:15 her time (Perth clinic)', 'UTC', ['15 1 ? * 2-6'], /Perth \(Australia\/Perth\)/],
    [
      'every day at 8am my time and 8am their time (the Tokyo team)',
      'Europe/London',
      ['0 8 * * ?', '0 23 * * ?'],
      /Tokyo \(Asia\/Tokyo\)/,
    ],
    // where they are, then "use their time", last
    ['fridays 3pm (they are in Dubai, use their time)', 'Europe/London', ['0 11 ? * 6'], /where they are/],
    ['saturday at 10am — the client lives in Nairobi, use their time', 'UTC', ['0 7 ? * 7'], /Nairobi/],
    ['sundays 6pm; my mum is in Perth so use her time', 'UTC', ['0 10 ? * 1'], /Perth/],
    // "local" with the place: last after a comma, or a place and its zone in brackets
    ['daily at 21:00 local, Reykjavik', 'Europe/London', ['0 21 * * ?'], /Reykjavik/],
    ['every night at 20:00 local (Tenerife, canary time)', 'Europe/Madrid', ['0 20 * * ?'], /Atlantic\/Canary/],
    ['daily 9am local, Tehran office', 'UTC', ['30 5 * * ?'], /Asia\/Tehran/],
    ['daily 06:00 local (Perth, AWST)', 'Europe/London', ['0 22 * * ?'], /Australia\/Perth/],
    // four-digit times before a zone's abbreviation, each
    ['daily 0930 HKT and 1630 HKT', 'UTC', ['30 1,8 * * ?'], /(?:)/],
    ['weekdays 2130 CET', 'UTC', ['30 20 ? * 2-6'], /CET/],
    // zone words: short forms, Indonesian central time
    ['daily 5pm sask time', 'America/Edmonton', ['0 23 * * ?'], /Saskatchewan/],
    ['daily 9am WITA', 'UTC', ['0 1 * * ?'], /Makassar/],
    ['23:30 nightly Chamonix time', 'UTC', ['30 22 * * ?'], /Europe\/Paris/],
    ['daily at 1:45 am (Phoenix, we dont do DST)', 'America/Denver', ['45 8 * * ?'], /same offset all year/],
    // an interval's first hours and "...", on UTC
    ['every 6h 02, 08... UTC', 'America/Denver', ['0 2/6 * * ?'], /every 6 hours from 02:00 UTC/],
    ['every 4 hours (00, 04, 08, etc) GMT', 'UTC', ['0 0/4 * * ?'], /every 4 hours/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a place word that is not said as a clock: a name, whom to call
    ['23:30 nightly, call Chamonix', 'UTC', /Chamonix/],
    // a place last, set off after the times: where the runs are, or what they are about (a film, a trip)?
    ['23:30 nightly, Chamonix', 'UTC', /Chamonix/],
    ['movie night friday 7pm - Madagascar', 'America/New_York', /Madagascar/],
    ['remind sask daily 5pm', 'America/Edmonton', /sask/],
    // a place and a zone of another clock in the brackets of "local"
    ['every night at 20:00 local (Tenerife, Madrid time)', 'Europe/Madrid', /two places/],
    // the writer's own place is not theirs
    ['weekdays 9am (we are in Dubai, use their time)', 'Europe/London', /./],
    // hours not the interval apart, or not from the first of the day
    ['every 3 hours 00, 04, 08... UTC', 'UTC', /00, 04, 08/],
    ['every 3 hours 05, 08... UTC', 'UTC', /05, 08/],
    // "we don't do DST" checked against the zone said
    ['daily 1:45 am (Denver, we dont do DST)', 'America/Denver', /does not hold/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));

  it('a compound ending in "-through" before a day is no end date', () => {
    const o = outcome('venue walk-through saturday mornings at 10', 'UTC');
    if (!('refused' in o)) expect(o.notes).not.toMatch(/until Saturday/);
  });
});
