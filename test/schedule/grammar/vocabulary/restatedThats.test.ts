import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("'thats' without its apostrophe opens a restatement on the writer's clock as 'that's' does", () => {
  it.each([
    [
      'vendor call every tue 14:30 IST, thats 9am for us',
      'Europe/London',
      ['0 9 ? * 3'],
      /"thats 9am for us" holds now/,
    ],
    ['ops sync every wed 9am EST, thats 3pm for us', 'Europe/Paris', ['0 14 ? * 4'], /"thats 3pm for us"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the restatement does not hold: refused, saying what the time is there
    ['vendor call every tue 14:30 IST, thats 10am for us', 'Europe/London', /does not hold/],
    // a part of the day that does not hold
    ['vendor call every tue 14:30 IST, thats tuesday night for us', 'Europe/London', /does not hold/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
