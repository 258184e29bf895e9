import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('"in months that have one" beside a day some months lack: said again, set aside', () => {
  it.each([
    ['on the 31st of every month that has one, 8pm', ['0 20 31 * ?'], /Set "that has one" aside/],
    ['30th of each month which has a 30th at 9am', ['0 9 30 * ?'], /Set "which has a 30th" aside/],
    ['5th friday of each month, in months that have one, 6pm', ['0 18 ? * 6#5'], /Set "in months that have one" aside/],
    ['5th friday of every month that has a fifth friday at 6pm', ['0 18 ? * 6#5'], /"that has a fifth friday"/],
  ])('"%s"', (phrase, fields, note) => {
    reads(phrase, 'UTC', fields, note);
  });

  it.each([
    // every month has it: which months are meant?
    'the 15th of every month that has one at 9am',
    'every day that has one at 9am',
    // one of the days is in every month
    '31st and 1st of every month that has one 9am',
  ])('"%s" stays refused', (phrase) => {
    refuses(phrase, 'UTC', /could not read "that has one"/);
  });
});
