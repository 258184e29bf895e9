import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an event in a range whose end says "am", a reminder before its start', () => {
  it.each([
    ['db patch window sundays 3-5am, remind at 2:40', 'Europe/London', ['40 2 ? * 1']],
    ['track closure mondays 1-4am eastern - alert at 12:30am', 'America/New_York', ['30 5 ? * 2']],
  ])('"%s" reads the start in the morning', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as the time of the event, not a run/);
  });

  it.each([
    // the reminder's bare hour may still be either half
    ['db patch window sundays 3-5am, remind at 2', 'Europe/London', /which time runs is unclear/],
    // a start after the end on the same morning is no morning's start ("11-1am" crosses midnight)
    ['db patch window sundays 11-1am, remind at 10:30', 'Europe/London', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
