import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BKK = 'Asia/Bangkok';

describe('words of when in Thai said in Latin letters, read as the English they stand for', () => {
  it.each([
    // days after "wan", "thuk" before them: every; hours counted in their part of the day
    ['thuk wan angkhan 7 mong chao', BKK, ['0 0 ? * 3'], /"thuk wan angkhan" read as "every tuesday"/],
    ['wan jan thueng wan suk bai 3 mong', BKK, ['0 8 ? * 2-6'], /"bai 3 mong" read as "3pm"/],
    ['thuk wan 6 mong yen', BKK, ['0 11 * * ?'], /"6 mong yen" read as "6pm"/],
    ['thuk wan 3 thum', BKK, ['0 14 * * ?'], /"3 thum" read as "9pm"/],
    ['thuk wan thamngan 9 mong chao', BKK, ['0 2 ? * 2-6'], /read as "weekdays"/],
    // every N minutes, every hour
    ['thuk 30 nathi', BKK, ['0,30 * * * ?'], /"thuk 30 nathi" read as "every 30 minutes"/],
    ['thuk chua mong', BKK, ['0 * * * ?'], /"thuk chua mong" read as "every hour"/],
    // the month's end
    ['thuk sin duean 10 mong chao', BKK, ['0 3 L * ?'], /read as "the last day of the month"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // an hour outside its part of the day, or said with none
    ['thuk wan 3 mong chao', BKK, /could not read/],
    ['thuk wan 8 mong yen', BKK, /could not read/],
    ['wan suk 5 mong', BKK, /could not read/],
    // every odd day: a word of which days, unread, is no job's name
    ['thuk wan khi 8 mong chao', BKK, /could not read/],
    // "jan" without "wan" is no Monday
    ['prachum jan 10 mong chao', BKK, /single date|could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
