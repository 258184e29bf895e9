import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an event on a date that says where something comes from ("from ICARDA"), runs that day', () => {
  it.each([
    ['seed samples from CIMMYT arriving mar 3 2026, remind 8am that day', 'Europe/London', ['0 8 3 3 ?']],
    ['crates from Acme Tools arriving feb 9 2026 - ping the dock at 7am that day', 'Europe/London', ['0 7 9 2 ?']],
  ])('"%s" runs once on the date', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /that day/);
  });

  it.each([
    // "from" before a word of when is a start
    ['seed samples from tomorrow arriving mar 3 2026, remind 8am that day', 'Europe/London', /./],
    ['seed samples from monday arriving mar 3 2026, remind 8am that day', 'Europe/London', /./],
    ['seed samples from next week arriving mar 3 2026, remind 8am that day', 'Europe/London', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
