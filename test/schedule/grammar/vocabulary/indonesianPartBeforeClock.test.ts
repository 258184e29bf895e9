import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const JKT = 'Asia/Jakarta';

describe('Indonesian: a day, its part of the day, then the clock ("tiap minggu pagi jam 6.30")', () => {
  it.each([
    ['tiap minggu pagi jam 7.15', JKT, ['15 0 ? * 1'], /read as "every sunday at 7:15am"/],
    ['setiap rabu pagi jam 9', JKT, ['0 2 ? * 4'], /read as "every wednesday at 9am"/],
    ['setiap jumat malam jam 8.30 pengajian', JKT, ['30 13 ? * 6'], /read as "every friday at 8:30pm"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "minggu" without a part of the day: every week, or every Sunday?
    ['tiap minggu jam 6.30', JKT],
    // an hour outside the part said
    ['setiap senin pagi jam 8 malam', JKT],
    ['setiap senin malam jam 3', JKT],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
