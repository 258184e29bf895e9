import { describe, it } from 'vitest';
import { reads } from './read.js';

describe('one run at a time the clocks repeat: said so, and the abbreviation said picks the occurrence', () => {
  it.each([
    // no abbreviation: the first, as the person's clock shows it first, said
    [
      'db maintenance nov 7 2027 1:30am',
      'America/Chicago',
      ['30 6 7 11 ?'],
      /happens twice that day; .*at the first\./,
    ],
    ['nov 7 2027 1:30am CDT', 'America/Chicago', ['30 6 7 11 ?'], /at the first\./],
    ['oct 31 2027 2:30am', 'Europe/Berlin', ['30 0 31 10 ?'], /at the first\./],
    // the abbreviation of the clock after it goes back: the second
    ['db maintenance nov 7 2027 1:30am CST', 'America/Chicago', ['30 7 7 11 ?'], /at the second, after the clocks/],
    ['oct 31 2027 2:30am CET', 'Europe/Berlin', ['30 1 31 10 ?'], /at the second, after the clocks/],
    // a time the change does not touch: nothing to say
    ['nov 7 2027 9am', 'America/Chicago', ['0 15 7 11 ?'], /^(?![\s\S]*happens twice)/],
    ['nov 7 2027 9am CST', 'America/Chicago', ['0 15 7 11 ?'], /^(?![\s\S]*happens twice)/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));
});
