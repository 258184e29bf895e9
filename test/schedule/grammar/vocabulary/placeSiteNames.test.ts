import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('a place and a site opening a name, with no colon: the times are on the place clock', () => {
  it.each([
    ['Lagos depot stock count 7pm fridays', 'Europe/London', ['0 18 ? * 6'], /clock of Lagos \(Africa\/Lagos\)/],
    ['Oslo depot standup 9am weekdays', 'America/New_York', ['0 8 ? * 2-6'], /clock of Oslo \(Europe\/Oslo\)/],
    ['Manila warehouse cycle count 6:30am mon-fri', 'Europe/London', ['30 22 ? * 1-5'], /clock of Manila/],
    // one word of what the site keeps or makes between the place and the site
    ['dhaka garment plant generator test every saturday 10am', 'Asia/Kolkata', ['0 4 ? * 7'], /clock of Dhaka/],
    ['Lima bus yard fuel check 5am daily', 'America/New_York', ['0 10 * * ?'], /clock of Lima/],
    ['Karachi cinema ticket audit thursdays 11:00', 'Asia/Dubai', ['0 6 ? * 5'], /clock of Karachi/],
    ['Cairo hotel linen count 14:00 daily', 'Europe/London', ['0 12 * * ?'], /clock of Cairo/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a call or a trip: the place may be the other end, whose clock is not said
    ['Tokyo office call 9am weekdays', 'Europe/London', /could not read/],
    ['Lagos depot trip reminder 7pm fridays', 'Europe/London', /could not read/],
    // a place that is also a person's name, or a zone's letters, says no clock without a colon
    ['Paris office standup 9am weekdays', 'America/New_York', /could not read/],
    ['AEST office standup 9am weekdays', 'America/New_York', /could not read/],
    // another zone said, or "local" (whose?)
    ['Lagos depot stock count 7pm fridays London time', 'Europe/London', /two time zones/],
    ['Lagos depot stock count 7pm fridays local', 'Europe/London', /could not read/],
    // the place said after the site, not opening the name
    ['stock count for the Lagos depot 7pm fridays', 'Europe/London', /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('places of the gazetteer read as their clocks', () => {
  it.each([
    ['turnaround saturdays 10am Palma time', 'Europe/London', ['0 9 ? * 7'], /Europe\/Madrid/],
    ['bookings export 18:00 daily Marquesas time', 'Pacific/Honolulu', ['30 3 * * ?'], /Pacific\/Marquesas/],
    ['water temp 8:00 daily Eucla time', 'Australia/Perth', ['15 23 * * ?'], /Australia\/Eucla/],
    ['cruise ship arrival brief 7am sundays Port Canaveral time', 'Europe/London', ['0 12 ? * 1'], /America\/New_York/],
    // La Palma, in the Canaries, keeps the Canaries' clock, not Palma's
    ['turnaround saturdays 10am La Palma time', 'Europe/London', ['0 10 ? * 7'], /Atlantic\/Canary/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});
