import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('bare hours, then the parts of the day they are in, in the same order', () => {
  it.each([
    ['feed the dog at 7 and 5, morning and evening', ['0 7,17 * * ?']],
    ['pills 9 and 9 (morning and night)', ['0 9,21 * * ?']],
    ['eye drops 7:30, 1 and 9:30 - morning, afternoon, night', ['30 7,21 * * ?', '0 13 * * ?']],
    ['inhaler at 6, 12 and 6 — morning, afternoon and evening', ['0 6/6 * * ?']],
  ])('%s', (phrase, fields) => reads(phrase, 'UTC', fields, /each time in its part of the day/));

  it.each([
    // more parts than hours
    ['drops at 8 and 2 — morning, afternoon and night', /two parts of the day/],
    // 2 in the morning is the small hours: not what "morning" beside a list says plainly
    ['meds at 2 and 8, morning and night', /two parts of the day/],
    // plural parts: both hours on both?
    ['meds at 8 and 9, mornings and evenings', /two parts of the day/],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
