import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const AMS = 'Europe/Amsterdam';
const BER = 'Europe/Berlin';

describe('Dutch "ieder", "iedere" and the German weekend are words of when, never a job name', () => {
  it.each([
    // "iedere" reads as "elke" does
    ['iedere dinsdag om 8:15', AMS, ['15 7 ? * 3'], /"iedere" read as "every"/],
    ['iedere dag om 21:00', AMS, ['0 20 * * ?'], /"iedere dag" read as "every day"/],
    ['iedere 3 uur om 8:00', AMS, ['0 1/3 * * ?'], /round the clock/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an interval with a clock: a step that does not divide twelve, anchored at 8:00 or from 8:00? never "iedere" as
    // a name (a step that divides twelve is anchored at its clock, as "every 12 hours at 7:30" is: stepAtClock.ts)
    ['iedere 8 uur om 8:00', AMS, /./],
    ['ieder 5 uur om 10:30', AMS, /./],
    // a weekend or the working days said first, before a colon: when, not a job's name
    ['Wochenende: Putzplan täglich 9 Uhr', BER, /./],
    ['Wochenenden: Backup täglich 22 Uhr', BER, /./],
    ['Werktage: Bericht täglich 8 Uhr', BER, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
