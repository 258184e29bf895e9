import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const JKT = 'Asia/Jakarta';

/** Indonesian "dan" between clocks with their minutes (and), "mingguan" after a thing done (weekly). */
describe('Indonesian clocks joined by "dan", and "mingguan"', () => {
  it.each([
    ['cek server tiap hari jam 07.30 dan 19.30 WIB', 'UTC', ['30 0,12 * * ?'], /"dan" read as "and"/],
    ['siram tanaman setiap hari pukul 05.45 dan 17.45', JKT, ['45 10,22 * * ?'], /"dan" read as "and"/],
    ['laporan mingguan tiap jumat jam 16.30', JKT, ['30 9 ? * 6'], /"mingguan" read as "weekly"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // weekly, but every day? a bare hour beside a clock ("jam 7 dan 19.30": 7 in the morning or the evening?)
    ['rapat mingguan setiap hari jam 09.00', JKT, /Weekly" needs a day of the week/],
    ['cek server tiap hari jam 7 dan 19.30', JKT, /could not read/],
    ['cek server tiap hari jam 07.30 dan 8', JKT, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
