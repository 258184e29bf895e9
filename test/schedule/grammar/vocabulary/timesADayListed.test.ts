import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('how many times a day, then the hours listed after a comma or a colon', () => {
  it.each([
    ['fridge log twice daily, 9 and 4', ['0 9,16 * * ?'], /"4:00" read as 4:00 PM/],
    ['meds 3 times a day: 8, 14 and 20', ['0 8/6 * * ?'], /"at 8" read as 8:00 AM/],
    ['water the seedlings twice a day, 7 and 19', ['0 7,19 * * ?'], /seedlings/],
    ['2x daily, 10 & 22', ['0 10,22 * * ?'], /./],
  ])('%s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // no count said: a comma after "daily" may end the rule
    ['daily, 9 and 4', /./],
    // the count and the hours listed disagree
    ['twice daily, 9, 1 and 5', /./],
  ])('%s', (phrase, why) => refuses(phrase, 'UTC', why));
});
