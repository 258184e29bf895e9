import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const JKT = 'Asia/Jakarta';
const KYI = 'Europe/Kyiv';
const HCM = 'Asia/Ho_Chi_Minh';

describe('a report said first in Indonesian, Ukrainian or Vietnamese, with its frequency', () => {
  it.each([
    // Indonesian "harian" (daily) after the thing done, or right before "jam"
    ['gudang: laporan harian jam 6 pagi', JKT, ['0 23 * * ?'], /"harian" read as "daily"/],
    ['rekap penjualan harian jam 17.30 WIB', JKT, ['30 10 * * ?'], /"harian" read as "daily"/],
    // Ukrainian "zvit" (a report) first, right before a word of when
    ['zvit shchopiatnytsi o 16:30', KYI, ['30 14 ? * 6'], /"zvit" read as "report"/],
    ['sklad: zvit shchodnia o 7:45', KYI, ['45 5 * * ?'], /"zvit" read as "report"/],
    // Vietnamese "báo cáo tuần vào <day>": the week's report, on that day
    ['báo cáo tuần vào thứ sáu lúc 4 giờ chiều', HCM, ['0 9 ? * 6'], /"tuần" read as "weekly"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "harian" with a day of the week: the daily report, sent weekly? unread
    ['laporan harian setiap jumat jam 8 pagi', JKT, /./],
    // a word that bounds the runs after it stays unread
    ['laporan harian jam 6 pagi mulai besok', JKT, /./],
    // "tuần thứ hai": the second week, not Monday
    ['báo cáo tuần thứ hai lúc 8 giờ sáng', HCM, /./],
    ['báo cáo tuần vào thứ hai lúc 8 giờ sáng tuần sau', HCM, /./],
    // "zvit" before a word that changes the runs stays unread
    ['zvit shchodnia o 9:00 krim subot', KYI, /./],
  ])('%s [%s] is refused', (phrase, zone, reason) => refuses(phrase, zone, reason), 60_000);
});
