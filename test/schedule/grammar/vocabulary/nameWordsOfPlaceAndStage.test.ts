import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('words of a job name that look like words of time: a numbered terminal, a stage before a start', () => {
  it.each([
    // the number of a terminal, a pier, a berth, a hangar: which one, not when
    ['staff shuttle to terminal 3 every 30 mins', 'UTC', ['0,30 * * * ?'], /"staff shuttle to terminal 3"/],
    ['van to pier 4 every 15 minutes', 'UTC', ['0/15 * * * ?'], /"van to pier 4"/],
    ['tow tractor to hangar 2 every 2 hours', 'UTC', ['0 0/2 * * ?'], /"tow tractor to hangar 2"/],
    // a stage before (or after) a start, a show, a shift: the time said plainly
    ['pre-start toolbox talk 0600 daily', 'UTC', ['0 6 * * ?'], /"pre-start toolbox talk"/],
    ['post-start pump check 07:30 every day', 'UTC', ['30 7 * * ?'], /"post-start pump check"/],
    // what a day holds, before "day"
    ['bake day flour order every monday 8am', 'UTC', ['0 8 ? * 2'], /"bake day flour order"/],
    // a particle after what a time is for
    ['tablet screen time off 19:30 weekdays', 'UTC', ['30 19 ? * 2-6'], /"tablet screen time off"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a terminal's number right before a month: it may be a date
    ['shuttle to terminal 3 dec 4 at 9am', 'UTC', /./],
    // a stage before, at a bare hour: morning or evening?
    ['pre-start talk every tuesday at 6', 'UTC', /./],
    // before a weekend: which day?
    ['pre-weekend backup 6pm', 'UTC', /could not read/],
    // screen time off at a bare hour on days
    ['screen time off sun-thu at 8', 'UTC', /could not read/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a four-digit time before "local"', () => {
  it.each([
    ['gate walk 1330 local mon wed fri', 'Pacific/Honolulu', ['30 23 ? * 2/2'], /"gate walk"/],
    ['fuel farm sweep 2245 local, every night', 'America/Anchorage', ['45 7 * * ?'], /"fuel farm sweep"/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a year before "local" is no time
    ['2015 local elections recap 9am daily', 'UTC', /could not read/],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
