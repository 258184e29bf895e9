import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('the clock the times are on, said in a sentence after the schedule', () => {
  it.each([
    // in brackets: what keeps the clock, a verb, the zone
    [
      'generator log 0700 & 1900 daily (platform runs on UTC)',
      'Europe/London',
      ['0 7,19 * * ?'],
      /platform runs on UTC/,
    ],
    ['crew muster saturday 0900 (vessel clock is UTC+4 all year)', 'Europe/London', ['0 5 ? * 7'], /UTC\+4 all year/],
    ['ledger sync every 30 minutes (UTC like everything else)', 'Asia/Tokyo', ['0,30 * * * ?'], /like everything else/],
    [
      'lifeboat drill every sunday 1100 (the vessel keeps Darwin time all year)',
      'Australia/Sydney',
      ['30 1 ? * 1'],
      /Darwin time/,
    ],
    // after a comma, with the zone in brackets or not
    ['watch handover 0800 daily, bridge clock UTC-3', 'America/Halifax', ['0 11 * * ?'], /bridge clock UTC-3/],
    ['sample log every 6 hours until mar 20, ship time (UTC+2 this leg)', 'UTC', ['0 4/6 * * ?'], /UTC\+2 this leg/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // words that bound or move the runs after the zone
    ['generator log 0700 daily (platform runs on UTC in winter)', 'Europe/London', /could not read/],
    ['generator log 0700 daily (platform runs on UTC until march)', 'Europe/London', /could not read/],
    // a clock kept for a stretch, where no dates bound the runs: after it the clock may change
    ['sample log every 6 hours, ship time (UTC+2 this leg)', 'UTC', /could not read/],
    ['lifeboat drill every sunday 1100 (we keep Darwin time on this voyage)', 'Australia/Sydney', /could not read/],
    // a person's or a team's clock is not the times' (whose 07:00?)
    ['generator log 0700 daily (they run on UTC)', 'Europe/London', /could not read/],
    ['generator log 0700 daily (the crew is on UTC)', 'Europe/London', /could not read/],
    // another's site or machine than the job's, or a person ("host"): whose clock the job keeps is not said
    ['generator log 0700 daily (their rig runs on UTC)', 'Australia/Perth', /could not read/],
    ['generator log 0700 daily (sister rig is UTC)', 'Australia/Perth', /could not read/],
    ['export 9am daily, client system is UTC', 'Australia/Perth', /could not read/],
    ['export 9am daily, DR site is UTC', 'Australia/Perth', /could not read/],
    ['weekly sync mondays 9am (meeting host is GMT)', 'Australia/Perth', /could not read/],
    // a clock that is not kept
    ['generator log 0700 daily (platform is not on UTC)', 'Europe/London', /could not read/],
    // a zone said in the schedule too: two clocks
    ['generator log 0700 CET daily (platform runs on UTC)', 'Europe/London', /two time zones/],
    // a bare hour on named days stays refused
    ['crew muster saturdays at 4 (vessel clock is UTC+4)', 'Europe/London', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
