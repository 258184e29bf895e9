import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an hour after "at" right before "before <what>": what the time is for', () => {
  it.each([
    ['autoclave test every morning at 6 before the first surgery', 'America/Chicago', ['0 12 * * ?']],
    ['open the tills daily at 8 before first service', 'Europe/London', ['0 8 * * ?']],
  ])('"%s" reads the hour, the rest set aside', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as what the time is for, not a time of its own/);
  });

  it.each([
    // a bare hour on days of the week stays refused both ways
    ['autoclave test mondays at 6 before the first surgery', 'America/Chicago', /could be 6 AM or 6 PM/],
    // a word of a date or a period after "before": the runs would move
    ['autoclave test every morning at 6 before christmas', 'America/Chicago', /./],
    ['autoclave test every morning at 6 before the holidays', 'America/Chicago', /./],
    // a number without "at" before "before" may be minutes
    ['ping me 6 before the first surgery', 'America/Chicago', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
