import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

/** "one" for the job of the rule before, in a later rule of a list (pronounOne.ts). NOW: 2026-01-12 (Chicago CST). */
describe('"..., dinner one 5:15pm fri & sat"', () => {
  it.each([
    [
      'breakfast prep ping 06:30 weekdays, brunch one 9:30am sat & sun',
      'America/Chicago',
      ['30 12 ? * 2-6', '30 15 ? * 1,7'],
      /Read "brunch one" as the brunch job/,
    ],
    [
      'bar stock alert 5:45am mon-fri, kitchen one 13:45 sat',
      'Europe/London',
      ['45 5 ? * 2-6', '45 13 ? * 7'],
      /"kitchen one"/,
    ],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // no rule before it: "one" may be an hour
    ['brunch one 9:30am sat & sun', 'America/Chicago', /could not read/],
    // "one" as the hour
    ['breakfast prep 06:30 weekdays, brunch at one sat', 'America/Chicago', /1 AM or 1 PM|could not read/],
    // a bare clock after "one"
    ['breakfast prep 06:30 weekdays, brunch one 9 sat', 'America/Chicago', /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
