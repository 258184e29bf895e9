import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an action said as a noun, then whom it goes to, then a lead before the event', () => {
  it.each([
    ['weekly raid reset wed 09:00 UTC, heads-up to mods 30 min before', 'America/Los_Angeles', ['30 8 ? * 4']],
    ['weekly payroll cutoff thursdays 14:00, reminder to managers an hour before', 'Europe/London', ['0 13 ? * 5']],
  ])('"%s" runs the lead before the event', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as the time of the event: runs/);
  });

  it.each([
    // a word of when after "to" is no one to tell
    ['weekly raid reset wed 09:00 UTC, heads-up to tomorrow 30 min before', 'America/Los_Angeles', /./],
    ['weekly raid reset wed 09:00 UTC, heads-up to friday 30 min before', 'America/Los_Angeles', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
