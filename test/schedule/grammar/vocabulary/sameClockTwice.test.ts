import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('the same bare clock said twice with no "at": once in each half of the day', () => {
  it.each([
    ['feed the cat 6 and 6', ['0 6,18 * * ?']],
    ['meds 8 & 8 every day', ['0 8,20 * * ?']],
    ['mon-fri 9 and 9', ['0 9,21 ? * 2-6']],
    ['water the plants 7:30 and 7:30', ['30 7,19 * * ?']],
  ])('"%s"', (phrase, fields) => {
    reads(phrase, 'UTC', fields, /One time said twice read as/);
  });

  it.each([
    // a half said with one of them
    '6 and 6pm',
    // a count of something, a day of the month
    'every 6 and 6 hours',
    'the 6 and 6',
    '6 and 6 minutes',
  ])('"%s" stays refused', (phrase) => {
    refuses(phrase, 'UTC', /could not read/);
  });
});
