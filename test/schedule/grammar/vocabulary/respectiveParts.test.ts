import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('bare hours, then the parts of the day they are in, in the same order', () => {
  it.each([
    ['feed the dog at 7 and 5, morning and evening', ['0 7,17 * * ?']],
    ['pills 9 and 9 (morning and night)', ['0 9,21 * * ?']],
    ['eye drops 7:30, 1 and 9:30 - morning, afternoon, night', ['30 7,21 * * ?', '0 13 * * ?']],
    ['inhaler at 6, 12 and 6 — morning, afternoon and evening', ['0 6/6 * * ?']],
    ['daily 7 and 5, morning and evening', ['0 7,17 * * ?']],
  ])('%s', (phrase, fields) => reads(phrase, 'UTC', fields, /each time in its part of the day/));

  it.each([
    // more parts than hours
    ['drops at 8 and 2 — morning, afternoon and night', /two parts of the day/],
    // 2 in the morning is the small hours: not what "morning" beside a list says plainly
    ['meds at 2 and 8, morning and night', /two parts of the day/],
    // plural parts: both hours on both?
    ['meds at 8 and 9, mornings and evenings', /two parts of the day/],
    // numbers after "the", "on the" or a month are days of the month, not hours
    ['every month on the 5 and 6, morning and evening', /two parts of the day/],
    ['on the 5 and 6, morning and evening', /two parts of the day/],
    ['dec 5 and 6, morning and evening', /two parts of the day/],
    // a noun right before different numbers: things numbered, not hours
    ['groups 5 and 6, morning and evening', /"groups 5 and 6" may number the groups/],
    ['rooms 7 and 8, morning and evening', /"rooms 7 and 8" may number the rooms/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
