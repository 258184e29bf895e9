import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('one time on each place\'s own clock: "in each plant", "(same clock time)", "X office and Y office"', () => {
  it.each([
    [
      'at 7pm on weekdays, Karachi office and Lagos office',
      'Asia/Karachi',
      ['0 14 ? * 2-6', '0 18 ? * 2-6'],
      /karachi office and lagos office" read as each place's own clock/,
    ],
    [
      'at 01:00 local in each plant: Monterrey, Pune, Poznań',
      'America/Monterrey',
      ['0 7 * * ?', '30 19 * * ?', '0 0 * * ?'],
      /"in each plant" read as each place's own clock/,
    ],
    [
      '18:30 every saturday in Jakarta and Tokyo (same clock time)',
      'Asia/Singapore',
      ['30 11 ? * 7', '30 9 ? * 7'],
      /"\(same clock time\)" read as each place's own clock/,
    ],
    [
      'we are in Mexico City, Buenos Aires and Cape Town: remind us at 9am in each city, weekdays',
      'America/Mexico_City',
      ['0 15 ? * 2-6', '0 12 ? * 2-6', '0 7 ? * 2-6'],
      /"in each city" read as each place's own clock/,
    ],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the places the object of a verb, not set off after the time: whose 9am?
    ['call the Tokyo office and London office at 9am', 'America/New_York', /two time zones/],
  ])('"%s" stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a rule per zone said with how many runs, "again", "for <place>"', () => {
  it.each([
    [
      'every friday 9pm Eastern and 9pm Pacific (two pings)',
      'America/New_York',
      ['0 2 ? * 7', '0 5 ? * 7'],
      /"two pings" read as a run in each zone/,
    ],
    [
      'fridays: 4pm for Lagos and 4pm for Nairobi',
      'Africa/Lagos',
      ['0 15 ? * 6', '0 13 ? * 6'],
      /"for lagos", "for nairobi" after each time read as that place's clock/,
    ],
    [
      'thursday 7am Honolulu and again 7am Sydney',
      'Pacific/Honolulu',
      ['0 17 ? * 5', '0 20 ? * 4'],
      /one rule per time zone/,
    ],
    [
      "every monday at 10am Nairobi & 7am Lima — wait that's not the same time, do both",
      'Africa/Nairobi',
      ['0 7 ? * 2', '0 12 ? * 2'],
      /"wait that's not the same time, do both" read as a run in each zone/,
    ],
    [
      'every monday 9am London and 9am Tokyo (both)',
      'Africa/Nairobi',
      ['0 9 ? * 2', '0 0 ? * 2'],
      /"both" read as a run in each zone/,
    ],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // two clocks of one instant with "two pings": one run said twice, or two?
    ['every friday 9pm Eastern and 6pm Pacific (two pings)', 'America/New_York', /two time zones/],
    // a count that is not the number of rules
    ['every friday 9pm Eastern and 9pm Pacific (three pings)', 'America/New_York', /two time zones/],
    // different times without words that both are meant: one time converted wrongly?
    ['every monday at 10am Nairobi & 7am Lima', 'Africa/Nairobi', /two time zones/],
    // "for" a place alone: whom the run is for, perhaps
    ['fridays 4pm for Lagos', 'Africa/Nairobi', /could not read/],
  ])('"%s" stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('one zone said with the clock, other places only where people are', () => {
  it.each([
    [
      'every tuesday 11am Bogotá time (same in Lima)',
      'America/Lima',
      ['0 16 ? * 3'],
      /"Bogotá time" and "Lima" keep the same clock all year/,
    ],
    [
      'I am in Nairobi, the team is in Lagos. Remind me every weekday at 9 AM Lagos time',
      'Africa/Nairobi',
      ['0 8 ? * 2-6'],
      /"I am in Nairobi, the team is in Lagos" read as where people are.*Africa\/Lagos/,
    ],
    [
      'since we span Lima, Lagos and Lahore now, weekly sync on Wednesdays 14:00 UTC',
      'America/Lima',
      ['0 14 ? * 4'],
      /"since we span Lima, Lagos and Lahore now" read as where people are/,
    ],
    [
      'sync with the Saudi, Egypt & Jordan linguists every sunday 11am Cairo time',
      'Asia/Riyadh',
      ['0 9 ? * 1'],
      // the places in a name before the schedule agree with the zone said with the clock (leadingNames.ts reads it first)
      /"Saudi, Egypt & Jordan" read as where people are.*Africa\/Cairo|"Saudi", "Egypt"\) agree with the rest/,
    ],
    [
      'handoff to the Manila team at 5pm my time (Bogotá), mon–fri',
      'America/Bogota',
      ['0 22 ? * 2-6'],
      /"Manila" read as where people are.* "my time \(Bogotá\)" read as your own clock \(America\/Bogota\)/,
    ],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['every tuesday 11am Bogotá time (same in Madrid)', 'America/Lima', /two time zones/],
    // no zone said with the clock: whose 9am?
    ['I am in Nairobi, the team is in Lagos. Remind me every weekday at 9 AM', 'Africa/Nairobi', /two time zones/],
    ["call the Tokyo team at 9am (I'm in London)", 'Europe/London', /two time zones/],
    // "my time" beside a zone that is not the person's, not glossed by it in brackets (myTimeNamed.ts)
    ['at 5pm my time, Tokyo for the team, mon–fri', 'America/Bogota', /"my time": they may not be the same/],
    ['daily at 7:30 my time and 7:30 london time', 'Europe/London', /two time zones|not the same|may not be/],
    // a clock right before the group is on the group's clock, not another run on the one said first
    ['kit drop at 8am uk on 3 june 2026, so 9am for the madrid staff', 'Europe/London', /two time zones/],
    ['stand-up 9am london every monday, 10am for the berlin team', 'Europe/London', /two time zones/],
  ])('"%s" stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a time restated on another clock, checked at each run', () => {
  it.each([
    [
      'Stream at 11pm my time, which is 10am theirs in Sydney — wednesdays',
      'Europe/London',
      ['0 23 ? * 4'],
      /holds now .*10:00 Thursday \(Australia\/Sydney\)\), but not all year/,
    ],
    [
      'weekly all-hands thursday 8am Sydney, which is wednesday evening for us in Buenos Aires',
      'America/Argentina/Buenos_Aires',
      ['0 21 ? * 4'],
      /checked: 08:00 Thursday \(Australia\/Sydney\) is 18:00 Wednesday .* at every run/,
    ],
    [
      'reminder for the Auckland editors at 8:30am their Monday, i.e. sunday for me in LA',
      'America/Los_Angeles',
      ['30 19 ? * 1'],
      /"i\.e\. sunday for me in LA" checked/,
    ],
    [
      'Sync with Manila at 8am their time = 7pm my time (NY) on tuesdays',
      'America/New_York',
      ['0 0 ? * 3'],
      /19:00 Monday \(America\/New_York\)\), but not all year/,
    ],
  ])('"%s"', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    ['Stream at 11pm my time, which is 9am theirs in Sydney — wednesdays', 'Europe/London', /does not hold/],
    [
      'weekly all-hands thursday 8am Sydney, which is wednesday morning for us in Buenos Aires',
      'America/Argentina/Buenos_Aires',
      /does not hold: 08:00 Thursday/,
    ],
    ['weekday standup 9am Lagos = 10am Nairobi', 'Africa/Lagos', /not the same time/],
  ])('"%s" stays refused', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('a server clock in brackets with "no DST"', () => {
  it('"daily 5am server time (UTC-5, no DST)"', () =>
    reads('daily 5am server time (UTC-5, no DST)', 'America/New_York', ['0 10 * * ?'], /"server time" read as/));
});
