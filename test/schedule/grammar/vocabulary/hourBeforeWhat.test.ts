import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('an hour after "at" right before "before <what>": what the time is for', () => {
  it.each([
    ['autoclave test every morning at 6 before the first surgery', 'America/Chicago', ['0 12 * * ?']],
    ['bar restock every evening at 6 before the first sitting', 'Europe/London', ['0 18 * * ?']],
    ['compressor drain every morning at 7 before first patient', 'America/Chicago', ['0 13 * * ?']],
    ['weekday mornings at 7 before standup', 'UTC', ['0 7 ? * 2-6']],
  ])('"%s" reads the hour, the rest set aside', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as what the time is for, not a time of its own/);
  });

  it.each([
    // a bare hour with no part of the day said: AM or PM?
    ['autoclave test mondays at 6 before the first surgery', 'America/Chicago', /./],
    ['glass count every fri at 8 before the pub quiz', 'Europe/Dublin', /./],
    ['open the tills daily at 8 before first service', 'Europe/London', /./],
    // a part of the day in the job's name only, or an hour it does not hold
    ['morning update at 3 before the standup', 'UTC', /./],
    ['morning report every day at 4 before close', 'UTC', /./],
    ['every morning at 12 before lunch', 'UTC', /./],
    ['every night at 12 before bed', 'UTC', /./],
    ['every morning at 3 before the first surgery', 'UTC', /./],
    // a word of a date or a period after "before": the runs would move
    ['autoclave test every morning at 6 before christmas', 'America/Chicago', /./],
    ['autoclave test every morning at 6 before the holidays', 'America/Chicago', /./],
    // a number without "at" before "before" may be minutes
    ['ping me 6 before the first surgery', 'America/Chicago', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
