import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"fest" (a festival) in a name set off: a word of the name, no zone\'s letters', () => {
  it.each([
    ['fest: volunteer check-in reminders daily 7:30am', 'America/Toronto', ['30 12 * * ?']],
    ['beer fest: tap list post daily at 11:30', 'Europe/London', ['30 11 * * ?']],
  ])('"%s" reads, the name set aside', (phrase, zone, fields) => {
    reads(phrase, zone, fields, /as the job's name/);
  });

  it.each([
    // a word of when still bounds the runs
    ['fest: volunteer check-in reminders every other day 7:30am', 'America/Toronto', /./],
    ['fest: volunteer check-in reminders daily 7:30am except tomorrow', 'America/Toronto', /./],
  ])('"%s" stays refused', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });
});
