import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('Persian "haftegi" (weekly) before a day, "saat-e", and "joz" (except) one day after "har rooz"', () => {
  it.each([
    [
      'jalase-ye haftegi doshanbe saat-e 11 sobh',
      'Asia/Tehran',
      ['30 7 ? * 2'],
      /"haftegi doshanbe" read as "weekly every monday"/,
    ],
    ['kelas-e haftegi seshanbe saat 17:30', 'Asia/Tehran', ['0 14 ? * 3'], /weekly every tuesday/],
    ['har rooz saat 7 sobh yadavari, joz panjshanbe', 'Asia/Tehran', ['30 3 ? * 1-4,6,7'], /except thursday/],
    ['har roz saat 19:15, joz jome', 'Asia/Tehran', ['45 15 ? * 1-5,7'], /except friday/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // a day without "har" or "haftegi": this Sunday, or every Sunday?
    ['jalase-ye modiran doshanbe saat 11 sobh', 'Asia/Tehran', /./],
    // "joz" before more than one day, or not last, or without "har rooz"
    ['har rooz saat 7 sobh, joz jome va shanbe', 'Asia/Tehran', /joz/],
    ['har rooz saat 7 sobh, joz jome dar tabestan', 'Asia/Tehran', /./],
    ['har shanbe saat 7 sobh jalase, joz jome', 'Asia/Tehran', /joz/],
    ['har rooz saat 7 sobh, joz farda', 'Asia/Tehran', /joz/],
    // a bare hour with "saat-e" stays refused
    ['jalase-ye haftegi doshanbe saat-e 11', 'Asia/Tehran', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
