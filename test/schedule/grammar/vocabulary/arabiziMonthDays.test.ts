import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const RUH = 'Asia/Riyadh';

/** Arabizi "kol shahr yom 10" (the 10th of every month), "al-sa3a" written with a hyphen (at). */
describe('Arabizi days of the month and hours with a hyphen', () => {
  it.each([
    ['ijtima kol shahr yom 15 al-sa3a 9 sabahan', RUH, ['0 6 15 * ?'], /"kol shahr yom 15" \(Arabic\) read as/],
    ['taqrir yom 1 min kol shahr el-sa3a 8 el sob7', RUH, ['0 5 1 * ?'], /"yom 1 min kol shahr" \(Arabic\) read as/],
    ['tathkeer kol youm al-khamis al-sa3a 11 sabahan', RUH, ['0 8 ? * 5'], /"al-sa3a 11 sabahan" \(Arabic\) read as/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "yom" before a clock is no day of the month; the words of when are never a job's name
    ['kol shahr yom 10:30', RUH, /could not read/],
    // a day of the month that is no day
    ['kol shahr yom 32 al-sa3a 9 sabahan', RUH, /could not read/],
    // an hour outside its part of the day
    ['kol shahr yom 10 al-sa3a 5 bel leil', RUH, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
