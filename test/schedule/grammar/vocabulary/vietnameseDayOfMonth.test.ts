import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SGN = 'Asia/Ho_Chi_Minh';

describe('Vietnamese: the first or last such day of the month ("chủ nhật đầu tiên của tháng")', () => {
  it.each([
    [
      'họp phụ huynh chủ nhật đầu tiên của tháng lúc 9 giờ sáng',
      SGN,
      ['0 2 ? * 1#1'],
      /read as "the first sunday of the month"/,
    ],
    ['thứ 6 cuối cùng của mỗi tháng lúc 16h30', SGN, ['30 9 ? * 6L'], /read as "the last friday of the month"/],
    ['thứ hai đầu tiên trong tháng lúc 8h sáng', SGN, ['0 1 ? * 2#1'], /read as "the first monday of the month"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // "thứ hai" after a day is the second, or Monday: unread
    ['chủ nhật thứ hai của tháng lúc 15 giờ', SGN, /./],
    // the first, the last Sunday of what? ("đầu tiên", "cuối cùng" never set aside as a name's words)
    ['chủ nhật đầu tiên lúc 15 giờ', SGN, /./],
    ['chủ nhật cuối cùng lúc 15 giờ', SGN, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
