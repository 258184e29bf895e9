import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const JKT = 'Asia/Jakarta';

describe('Indonesian: a day, its part of the day, then the clock ("tiap minggu pagi jam 6.30")', () => {
  it.each([
    ['tiap minggu pagi jam 7.15', JKT, ['15 0 ? * 1'], /read as "every sunday at 7:15am"/],
    ['setiap rabu pagi jam 9', JKT, ['0 2 ? * 4'], /read as "every wednesday at 9am"/],
    ['setiap jumat malam jam 8.30 pengajian', JKT, ['30 13 ? * 6'], /read as "every friday at 8:30pm"/],
    ['setiap hari minggu pagi pukul 9', JKT, ['0 2 ? * 1'], /read as "every sunday at 9am"/],
    ['setiap rabu pagi pukul 9', JKT, ['0 2 ? * 4'], /read as "every wednesday at 9am"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "minggu" without a part of the day: every week, or every Sunday?
    ['tiap minggu jam 6.30', JKT],
    // an hour outside the part said
    ['setiap senin pagi jam 8 malam', JKT],
    ['setiap senin malam jam 3', JKT],
    // Malay words beside "minggu": the week there (Sunday is "ahad")
    ['setiap minggu pagi pukul 9', 'Asia/Kuala_Lumpur'],
    ['setiap minggu pagi pukul 9', JKT],
    ['tiap minggu pagi jam 7.15 isnin', 'Asia/Kuala_Lumpur'],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
